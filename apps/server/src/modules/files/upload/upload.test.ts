import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects, grantProjectCreation, userId, validProject } from '../../../test/factories';
import { md5Of, multipart, putFile, testFile, uploadDms } from '../../../test/files';
import { projectMembers } from '../../projects/tables';
import { builtInRoleId } from '../../roles/service';
import { blobs, fileNodes, fileVersions } from '../tables';
import type { listFiles } from '../service';

let t: TestApp;
let padmin: string;
let member: string;
let projectId: string;
const ifc = testFile('ifc/example.ifc');
const pdf = testFile('pdf/basement.pdf');

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_FILES: '3', UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) } });
  padmin = await t.login('padmin');
  member = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const list = async (token = padmin, where: object = {}) =>
  (await t.post('/protected/get-project-file-list', { projectId, where }, token)).body.data.projectFileList as Awaited<
    ReturnType<typeof listFiles>
  >['projectFileList'];

describe('check-file-size', () => {
  it('accepts a selection within the limits and says what is free', async () => {
    const r = await t.post('/protected/file/check-file-size', { projectId, files: [{ size: 10 }, { size: 20 }] }, member);
    expect(r.body).toMatchObject({ success: true, data: { count: 2, size: 30 } });
  });
  it("refuses too many files, a file too large and more than the storage left, in the caller's language", async () => {
    expect((await t.post('/protected/file/check-file-size', { projectId, files: [1, 2, 3, 4].map((size) => ({ size })) }, member)).body.msg).toBe(
      'Upload count exceeds the limit: 3',
    );
    expect((await t.post('/protected/file/check-file-size', { projectId, files: [{ size: 5 * 1024 * 1024 }] }, member, 'zh')).body.msg).toBe(
      '上传文件大小超出限制：4.00 MB',
    );
    expect(
      (await t.post('/protected/file/check-file-size', { projectId, files: [{ size: 1 }, { size: 2 }, { size: 4 * 1024 * 1024 }] }, member)).body.success,
    ).toBe(true);
  });
  it('refuses bad input and outsiders', async () => {
    expect((await t.post('/protected/file/check-file-size', { projectId, files: [{ size: -1 }] }, member)).status).toBe(400);
    expect((await t.post('/protected/file/check-file-size', { projectId }, member)).status).toBe(400);
    const out = await buildOutsider(t);
    expect((await t.post('/protected/file/check-file-size', { projectId, files: [{ size: 1 }] }, out.token)).body.errorCode).toBe(401);
  });
});

describe('upload-dms (multipart)', () => {
  it('stores a real IFC file, streamed, with its md5 checked, and lists it', async () => {
    const r = await uploadDms(t, member, { projectId, fileName: ifc.name, md5: ifc.md5, lastModifiedDate: '2026-11-01' }, ifc);
    expect(r.body).toMatchObject({ success: true, data: { file: { name: 'example.ifc', type: 'ifc', size: ifc.bytes.length, version: '1' } } });
    expect((await list(member)).map((f) => f.name)).toContain('example.ifc');
    const [v] = await t.deps.db.select().from(fileVersions).where(eq(fileVersions.nodeId, r.body.data.file._id));
    expect(v.md5).toBe(ifc.md5);
    expect(await t.deps.blobs.size(v.sha256)).toBe(ifc.bytes.length);
  });
  it('rejects a body whose md5 does not match, keeping nothing', async () => {
    const before = await t.deps.db.select().from(blobs);
    const r = await uploadDms(t, member, { projectId, fileName: 'damaged.pdf', md5: md5Of(Buffer.from('other')) }, pdf, 'ja');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('ファイルが破損して届きました（チェックサム不一致）。もう一度アップロードしてください');
    expect((await list()).map((f) => f.name)).not.toContain('damaged.pdf');
    expect(await t.deps.db.select().from(blobs)).toHaveLength(before.length);
  });
  it('refuses a missing file, bad fields, a file over the limit and callers without access', async () => {
    expect((await uploadDms(t, member, { projectId, fileName: 'x.pdf', md5: 'nope' }, pdf)).body.msg).toMatch(/md5/);
    expect((await uploadDms(t, member, { projectId, fileName: 'a/b.pdf', md5: pdf.md5 }, pdf)).status).toBe(400);
    const big = Buffer.alloc(4 * 1024 * 1024 + 10, 7);
    expect((await uploadDms(t, member, { projectId, fileName: 'big.bin', md5: md5Of(big) }, { name: 'big.bin', bytes: big })).body.msg).toBe(
      'Upload size exceeds the limit: 4.00 MB',
    );
    const out = await buildOutsider(t);
    expect((await uploadDms(t, out.token, { projectId, fileName: 'x.pdf', md5: pdf.md5 }, pdf)).body.errorCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/protected/file/upload-dms', payload: {}, headers: { authorization: `Bearer ${member}` } });
    expect(res.statusCode).toBe(400);
  });
  it('"upload as new" beside a same-named file takes the next free name', async () => {
    const r = await uploadDms(t, member, { projectId, fileName: ifc.name, md5: ifc.md5, uploadType: 'upload' }, ifc);
    expect(r.body.data.file.name).toBe('example (2).ifc');
  });
});

describe('same-name check and fast upload', () => {
  it('check-file-name reports the existing file', async () => {
    const r = await t.post(
      '/protected/file/check-file-name',
      {
        projectId,
        fileArr: [
          { uuid: 'a', fileName: 'EXAMPLE.ifc' },
          { uuid: 'b', fileName: 'new.ifc' },
        ],
      },
      member,
    );
    expect(r.body.data.fileArr[0]).toMatchObject({ uuid: 'a', haveSameName: true, isInCabinet: false });
    expect(r.body.data.fileArr[0].projectFileId).toBeTruthy();
    expect(r.body.data.fileArr[1]).toMatchObject({ haveSameName: false, projectFileId: null });
    expect((await t.post('/protected/file/check-file-name', { projectId, fileArr: [] }, member)).status).toBe(400);
  });
  it('reuses content the enterprise holds, and asks for the bytes otherwise', async () => {
    const held = await t.post('/protected/upload-fast', { projectId, md5: ifc.md5, fileName: 'copy-of-example.ifc' }, padmin);
    expect(held.body.data).toMatchObject({ needUpload: false, file: { name: 'copy-of-example.ifc', size: ifc.bytes.length } });
    const unknown = await t.post('/protected/upload-fast', { projectId, md5: md5Of(Buffer.from('never uploaded')), fileName: 'x.ifc' }, padmin);
    expect(unknown.body.data).toEqual({ needUpload: true });
    expect((await t.post('/protected/upload-fast', { projectId, md5: 'zz', fileName: 'x.ifc' }, padmin)).status).toBe(400);
  });
  it("never hands another enterprise's file to a caller who only knows its md5", async () => {
    const out = await buildOutsider(t);
    await grantProjectCreation(t.deps.db, out.staffRoleId);
    const own = await t.post('/protected/project/create-project', validProject({ name: 'Outside project' }), out.token);
    expect(own.body.success).toBe(true);
    const r = await t.post(
      '/protected/upload-fast',
      { projectId: own.body.data.id ?? own.body.data._id ?? own.body.data.projectId, md5: ifc.md5, fileName: 'stolen.ifc' },
      out.token,
    );
    expect(r.body.data).toEqual({ needUpload: true });
    expect((await t.post('/protected/upload-fast', { projectId, md5: ifc.md5, fileName: 'stolen.ifc' }, out.token)).body.errorCode).toBe(401);
  });
  it('update-version-fast adds version 2; file-cover-fast replaces the content and keeps the number', async () => {
    const target = (await list()).find((f) => f.name === 'example.ifc')!;
    const v2 = await t.post(
      '/protected/update-version-fast',
      { projectId, md5: pdf.md5, fileName: 'example.ifc', needUpdataProjectFileId: target._id, versionDesc: 'rev B' },
      padmin,
    );
    expect(v2.body.data).toEqual({ needUpload: true }); // the pdf is not held yet
    const up = await uploadDms(t, padmin, { projectId, fileName: 'example.ifc', md5: pdf.md5, projectFileId: target._id, versionDesc: 'rev B' }, pdf);
    expect(up.body.data.file).toMatchObject({ _id: target._id, version: '2', size: pdf.bytes.length });
    const cover = await t.post('/protected/file/file-cover-fast', { projectId, md5: ifc.md5, needUpdataProjectFileId: target._id }, padmin);
    expect(cover.body.data.file).toMatchObject({ version: '2', size: ifc.bytes.length });
    const versions = await t.deps.db.select().from(fileVersions).where(eq(fileVersions.nodeId, target._id));
    expect(versions.map((v) => [v.version, v.md5]).sort()).toEqual([
      [1, ifc.md5],
      [2, ifc.md5],
    ]);
  });
  it('refuses to cover a file in a drawing cabinet', async () => {
    const target = (await list()).find((f) => f.name === 'copy-of-example.ifc')!;
    await t.deps.db.update(fileNodes).set({ isInCabinet: true }).where(eq(fileNodes.id, target._id));
    const r = await t.post('/protected/file/file-cover-fast', { projectId, md5: ifc.md5, needUpdataProjectFileId: target._id }, padmin);
    expect(r.body.msg).toBe('This file is in a drawing cabinet and cannot be covered');
  });
});

describe('resumable upload', () => {
  const big = Buffer.alloc(3 * 1024 * 1024 + 123, 0);
  for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
  const put = (uploadId: string, offset: number, bytes: Buffer, token = member) =>
    t.app
      .inject({
        method: 'PUT',
        url: `/protected/file/resumable/${uploadId}?offset=${offset}`,
        payload: bytes,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      })
      .then((r) => JSON.parse(r.body));

  it('goes on from the offset the server holds and lands the file when complete', async () => {
    const create = { projectId, fileName: 'survey.bin', size: big.length, md5: md5Of(big) };
    const s = (await t.post('/protected/file/resumable/create', create, member)).body.data;
    expect(s).toMatchObject({ offset: 0, size: big.length });
    expect((await put(s.uploadId, 0, big.subarray(0, 1_000_000))).data).toMatchObject({ offset: 1_000_000, done: false });
    // The same request again finds the open session and its offset (a reload, another tab).
    expect((await t.post('/protected/file/resumable/create', create, member)).body.data).toMatchObject({ uploadId: s.uploadId, offset: 1_000_000 });
    const wrong = await put(s.uploadId, 0, big.subarray(0, 10));
    expect(wrong).toMatchObject({ success: false, errorCode: 400, data: { offset: 1_000_000 } });
    expect((await t.post('/protected/file/resumable/status', { uploadId: s.uploadId }, member)).body.data.offset).toBe(1_000_000);
    const other = await t.login('padmin');
    expect((await t.post('/protected/file/resumable/status', { uploadId: s.uploadId }, other)).status).toBe(404);
    const done = await put(s.uploadId, 1_000_000, big.subarray(1_000_000));
    expect(done.data).toMatchObject({ done: true, file: { name: 'survey.bin', size: big.length } });
    // A client whose reply was lost asks again, or sends the last chunk again: done, no second file.
    expect((await t.post('/protected/file/resumable/status', { uploadId: s.uploadId }, member)).body.data).toMatchObject({
      done: true,
      offset: big.length,
      fileId: done.data.file._id,
    });
    expect((await put(s.uploadId, 1_000_000, big.subarray(1_000_000))).data).toMatchObject({ done: true, fileId: done.data.file._id });
    expect((await list(member)).filter((f) => f.name.startsWith('survey'))).toHaveLength(1);
    // Choosing the same file again later is a new upload, not the finished session.
    expect((await t.post('/protected/file/resumable/create', create, member)).body.data.uploadId).not.toBe(s.uploadId);
  });
  it('a complete file with the wrong md5 is refused and the session starts over', async () => {
    const s = (await t.post('/protected/file/resumable/create', { projectId, fileName: 'bad.bin', size: 100, md5: md5Of(Buffer.from('x')) }, member)).body.data;
    const r = await put(s.uploadId, 0, big.subarray(0, 100));
    expect(r.msg).toMatch(/checksum/);
    expect((await list()).map((f) => f.name)).not.toContain('bad.bin');
  });
  it('refuses bad input, more bytes than announced and a cancelled session', async () => {
    expect((await t.post('/protected/file/resumable/create', { projectId, fileName: 'x', size: -5, md5: md5Of(big) }, member)).status).toBe(400);
    expect((await t.post('/protected/file/resumable/create', { projectId, fileName: 'x', size: 10 * 1024 * 1024, md5: md5Of(big) }, member)).body.msg).toMatch(
      /exceeds the limit/,
    );
    const s = (await t.post('/protected/file/resumable/create', { projectId, fileName: 'x.bin', size: 10, md5: md5Of(big) }, member)).body.data;
    expect((await put(s.uploadId, 0, big.subarray(0, 20))).msg).toBe('The file is not the announced size');
    expect((await t.post('/protected/file/resumable/cancel', { uploadId: s.uploadId }, member)).body.success).toBe(true);
    expect((await put(s.uploadId, 0, big.subarray(0, 10))).errorCode).toBe(404);
  });
});

describe('direct upload variant (oss policy → form upload → mark uploaded)', () => {
  const formUpload = (fields: Record<string, string | undefined>, bytes: Buffer) => {
    const body = multipart(fields, { field: 'file', name: 'x', bytes });
    return t.app
      .inject({ method: 'POST', url: '/protected/file/oss-upload', payload: body.payload, headers: { 'content-type': body.contentType } })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));
  };
  it('checks, uploads by form with a one-time policy, then lands the file for its owner only', async () => {
    const bytes = Buffer.from(`direct upload ${Date.now()}`);
    expect((await t.post('/protected/file/oss-check', { projectId, md5: md5Of(bytes) }, member)).body.data).toEqual({ needUpload: true });
    const policy = (await t.get('/annotations/oss/policy', member)).body.data;
    expect(policy).toMatchObject({ host: '/protected/file/oss-upload', policy: expect.any(String), maxSize: 4 * 1024 * 1024 });
    const up = await formUpload({ policy: policy.policy, md5: md5Of(bytes) }, bytes);
    expect(up.body.data).toMatchObject({ key: policy.policy, md5: md5Of(bytes), size: bytes.length });
    expect((await formUpload({ policy: policy.policy }, bytes)).body.msg).toBe('The upload permission has expired or was used; please upload again');
    expect((await t.post('/protected/file/oss-mark-uploaded', { projectId, key: policy.policy, fileName: 'direct.txt' }, padmin)).body.msg).toMatch(
      /expired or was used/,
    );
    const marked = await t.post('/protected/file/oss-mark-uploaded', { projectId, key: policy.policy, fileName: 'direct.txt' }, member);
    expect(marked.body.data.file).toMatchObject({ name: 'direct.txt', size: bytes.length });
    expect((await t.post('/protected/file/oss-check', { projectId, md5: md5Of(bytes) }, member)).body.data).toEqual({ needUpload: false });
  });
  it('refuses a missing or unknown policy, a damaged file, a mark before the upload and bad input', async () => {
    expect((await formUpload({}, Buffer.from('x'))).status).toBe(400);
    expect((await formUpload({ policy: 'nope' }, Buffer.from('x'))).body.msg).toMatch(/expired or was used/);
    const policy = (await t.get('/annotations/oss/policy', member)).body.data.policy;
    expect((await t.post('/protected/file/oss-mark-uploaded', { projectId, key: policy, fileName: 'early.txt' }, member)).body.msg).toBe(
      'The file for this upload has not been received yet',
    );
    expect((await formUpload({ policy, md5: md5Of(Buffer.from('y')) }, Buffer.from('x'))).body.msg).toMatch(/checksum/);
    expect((await t.get('/annotations/oss/policy', null)).status).toBe(401);
    expect((await t.post('/protected/file/oss-check', { projectId, md5: 'x' }, member)).status).toBe(400);
    const out = await buildOutsider(t);
    expect((await t.post('/protected/file/oss-check', { projectId, md5: md5Of(Buffer.from('x')) }, out.token)).body.errorCode).toBe(401);
  });
});

describe('fast upload reveals no content (reuse needs a holder the caller may download)', () => {
  let memberRole: string;
  beforeAll(async () => {
    const p = (await demoProjects(t.deps.db)).harbour;
    memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member'))!;
  });
  const unique = (label: string) => Buffer.from(`${label} ${randomUUID()}`);
  const mkdir = async (name: string) =>
    (await t.post('/protected/file/create-many-folder', { projectId, folderArr: [name] }, padmin)).body.data.folderInfoArr[0].id as string;
  const restrict = async (folderId: string, actions: string[]) =>
    expect(
      (
        await t.post(
          '/protected/role-mysql/save-file-roles',
          { projectId, fileId: folderId, moduleType: 'dms', permissionType: 'restricted', roles: [{ roleId: memberRole, actions }] },
          padmin,
        )
      ).body.success,
    ).toBe(true);
  /** Every way to land content by md5 alone, as `token` into the harbour root. */
  const tryAll = async (token: string, md5: string, target: string) => ({
    upload: (await t.post('/protected/upload-fast', { projectId, md5, fileName: 'got-it.txt' }, token)).body.data,
    update: (await t.post('/protected/update-version-fast', { projectId, md5, fileName: 'mine.txt', needUpdataProjectFileId: target }, token)).body.data,
    cover: (await t.post('/protected/file/file-cover-fast', { projectId, md5, needUpdataProjectFileId: target }, token)).body.data,
    check: (await t.post('/protected/file/oss-check', { projectId, md5 }, token)).body.data,
  });
  const refused = { upload: { needUpload: true }, update: { needUpload: true }, cover: { needUpload: true }, check: { needUpload: true } };
  const download = async (token: string, fileId: string) => {
    const r = await t.post('/protected/file/get-download-url', { projectId, fileId }, token);
    expect(r.body.success).toBe(true);
    return (await t.app.inject({ method: 'GET', url: r.body.data.url })).rawPayload;
  };

  it('refuses the content of a restricted folder the member cannot enter, by every fast path', async () => {
    const secretFolder = await mkdir('Board only');
    const secret = unique('tender prices');
    await putFile(t, padmin, projectId, 'prices.txt', secret, secretFolder);
    await restrict(secretFolder, []);
    const mine = await putFile(t, member, projectId, 'mine.txt', unique('mine'));
    expect(await tryAll(member, md5Of(secret), mine._id)).toEqual(refused);
    expect((await list(member)).map((f) => f.name)).not.toContain('got-it.txt');
    const [v] = await t.deps.db.select().from(fileVersions).where(eq(fileVersions.nodeId, mine._id));
    expect(v.md5).not.toBe(md5Of(secret));
  });
  it('refuses content the member may see in a folder but not download', async () => {
    const folder = await mkdir('Look, do not take');
    const bytes = unique('view only');
    await putFile(t, padmin, projectId, 'view-only.txt', bytes, folder);
    await restrict(folder, ['enter', 'query']);
    const mine = await putFile(t, member, projectId, 'mine-2.txt', unique('mine'));
    expect(await tryAll(member, md5Of(bytes), mine._id)).toEqual(refused);
  });
  it('refuses content held only in a project the member is not in, or in another enterprise', async () => {
    const { riverside } = await demoProjects(t.deps.db);
    await t.deps.db.delete(projectMembers).where(and(eq(projectMembers.projectId, riverside.id), eq(projectMembers.userId, await userId(t.deps.db, 'member'))));
    const bytes = unique('riverside only');
    await putFile(t, padmin, riverside.id, 'riverside.txt', bytes);
    const mine = await putFile(t, member, projectId, 'mine-3.txt', unique('mine'));
    expect(await tryAll(member, md5Of(bytes), mine._id)).toEqual(refused);
    // Another enterprise's member, in a project of their own, learns nothing either.
    const out = await buildOutsider(t, `reuse-${randomUUID().slice(0, 8)}`);
    await grantProjectCreation(t.deps.db, out.staffRoleId);
    const own = await t.post('/protected/project/create-project', validProject({ name: 'Elsewhere' }), out.token);
    const ownId = own.body.data.id ?? own.body.data._id ?? own.body.data.projectId;
    expect((await t.post('/protected/upload-fast', { projectId: ownId, md5: md5Of(bytes), fileName: 'x.txt' }, out.token)).body.data).toEqual({
      needUpload: true,
    });
    expect((await t.post('/protected/file/oss-check', { projectId: ownId, md5: md5Of(bytes) }, out.token)).body.data).toEqual({ needUpload: true });
  });
  it('refuses content whose only holder is in the recycle bin', async () => {
    const bytes = unique('recycled');
    const f = await putFile(t, member, projectId, 'to-bin.txt', bytes);
    expect((await t.post('/protected/update-project-file-state', { projectId, fileIds: [f._id], is_recycle: 1 }, padmin)).body.success).toBe(true);
    const mine = await putFile(t, member, projectId, 'mine-4.txt', unique('mine'));
    expect(await tryAll(member, md5Of(bytes), mine._id)).toEqual(refused);
  });
  it('reuses content the member may download: the copy lands at once and downloads', async () => {
    const bytes = unique('shared drawing');
    const held = await putFile(t, padmin, projectId, 'shared.txt', bytes);
    const r = await t.post('/protected/upload-fast', { projectId, md5: md5Of(bytes), fileName: 'my-copy.txt' }, member);
    expect(r.body.data).toMatchObject({ needUpload: false, file: { name: 'my-copy.txt', size: bytes.length } });
    expect(r.body.data.file._id).not.toBe(held._id);
    expect(Buffer.compare(await download(member, r.body.data.file._id), bytes)).toBe(0);
    const mine = await putFile(t, member, projectId, 'mine-5.txt', unique('mine'));
    const v2 = await t.post(
      '/protected/update-version-fast',
      { projectId, md5: md5Of(bytes), fileName: 'mine-5.txt', needUpdataProjectFileId: mine._id },
      member,
    );
    expect(v2.body.data).toMatchObject({ needUpload: false, file: { version: '2' } });
    expect(Buffer.compare(await download(member, mine._id), bytes)).toBe(0);
    expect((await t.post('/protected/file/oss-check', { projectId, md5: md5Of(bytes) }, member)).body.data).toEqual({ needUpload: false });
  });
  it('reuses content from another project of the enterprise where the caller may download it', async () => {
    const { riverside } = await demoProjects(t.deps.db);
    const bytes = unique('riverside drawing');
    await putFile(t, padmin, riverside.id, 'tower.txt', bytes);
    const r = await t.post('/protected/upload-fast', { projectId, md5: md5Of(bytes), fileName: 'tower-copy.txt' }, padmin);
    expect(r.body.data).toMatchObject({ needUpload: false, file: { name: 'tower-copy.txt' } });
    expect(Buffer.compare(await download(padmin, r.body.data.file._id), bytes)).toBe(0);
  });
});

describe('names with bidirectional control characters', () => {
  const spoof = 'invoice\u202Efdp.exe';
  it('are refused by every upload path with the same message', async () => {
    const bytes = Buffer.from(`spoof ${randomUUID()}`);
    const msg = 'The name "invoice[U+202E]fdp.exe" may not contain / \\ : * ? < > | or text direction control characters';
    expect((await uploadDms(t, member, { projectId, fileName: spoof, md5: md5Of(bytes) }, { name: 'x', bytes })).body).toMatchObject({
      success: false,
      errorCode: 400,
      msg,
    });
    expect((await t.post('/protected/upload-fast', { projectId, md5: ifc.md5, fileName: spoof }, padmin)).body.msg).toBe(msg);
    expect((await t.post('/protected/file/resumable/create', { projectId, fileName: spoof, size: bytes.length, md5: md5Of(bytes) }, member)).body.msg).toBe(
      msg,
    );
    expect((await t.post('/protected/file/oss-mark-uploaded', { projectId, key: 'any', fileName: spoof }, member)).body.msg).toBe(msg);
    expect(
      (await t.post('/protected/file/resumable/create', { projectId, fileName: 'ok\u2067.bin', size: bytes.length, md5: md5Of(bytes) }, member, 'ja')).body.msg,
    ).toBe('名前「ok[U+2067].bin」に / \\ : * ? < > | や文字方向の制御文字は使えません');
    expect((await list()).map((f) => f.name).filter((n) => n.startsWith('invoice'))).toEqual([]);
  });
});
