import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects } from '../../test/factories';
import { md5Of, putFile, testFile, uploadDms } from '../../test/files';
import { writeAcl } from '../permissions/service';
import { builtInRoleId } from '../roles/service';

// Drawing entries over time: isInCabinet follows every change, the status follows the document
// (new versions, the recycle bin, deleted versions), covering is refused while a file is in a
// cabinet, lists page and search, previews and hidden sub-cabinets.

let t: TestApp;
let padmin: string;
let member: string;
let projectId: string;
let memberRole: string;
const pdf = testFile('pdf/first-floor-plan.pdf');
const dxf = testFile('dxf/demo.dxf');
const uniq = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  const p = (await demoProjects(t.deps.db)).harbour;
  projectId = p.id;
  memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member'))!;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const create = async (name: string, parentId?: string) => (await post('/protected/cabinet/create', { name, parentId })).body.data.id as string;
const add = async (cabinetId: string, fileIds: string[], displayDate?: string) =>
  (await post('/protected/cabinet/add-drawings', { cabinetId, fileIds, displayDate })).body.data;
const list = async (cabinetId: string, extra: object = {}, token = padmin) =>
  (await post('/protected/cabinet/cabinet-content/get', { cabinetId, ...extra }, token)).body;
const entry = async (cabinetId: string, fileId: string) =>
  (await list(cabinetId, { pageSize: 100 })).data.list.find((d: { fileId: string }) => d.fileId === fileId);
const inCabinet = async (fileId: string) => (await post('/protected/get-project-file-by-id', { fileId })).body.data.isInCabinet as boolean;
const acl = (cabinetId: string, actions: string[]) =>
  t.deps.db.transaction((tx) =>
    writeAcl(tx, {
      module: 'cabinet',
      targetId: cabinetId,
      projectId,
      mode: 'restricted',
      userId: 'test',
      at: new Date(),
      grants: actions.map((action) => ({ roleId: memberRole, action })),
    }),
  );
const newVersion = (fileId: string, name: string, bytes: Buffer) =>
  uploadDms(t, padmin, { projectId, fileName: name, md5: md5Of(bytes), projectFileId: fileId, uploadType: 'update' }, { name, bytes });

describe('isInCabinet', () => {
  it('is true exactly while the file has an entry in some cabinet', async () => {
    const a = await create(`A-${uniq()}`);
    const b = await create(`B-${uniq()}`);
    const c = await create(`C-${uniq()}`);
    const sub = await create('Sub', c);
    const f = await putFile(t, padmin, projectId, `${uniq()}.pdf`, pdf.bytes);
    expect(await inCabinet(f._id)).toBe(false);

    expect(await add(a, [f._id])).toEqual({ added: 1, skipped: 0 });
    expect(await add(b, [f._id, f._id])).toEqual({ added: 1, skipped: 0 });
    expect(await add(b, [f._id])).toEqual({ added: 0, skipped: 1 });
    expect(await inCabinet(f._id)).toBe(true);

    await post('/protected/cabinet/remove-drawings', { dataIds: [(await entry(a, f._id)).dataId] });
    expect(await inCabinet(f._id)).toBe(true);
    // Moving into a cabinet that already holds the file leaves one entry there.
    await add(sub, [f._id]);
    await post('/protected/cabinet/move-drawings', { dataIds: [(await entry(b, f._id)).dataId], targetCabinetId: sub });
    expect((await list(b)).pageTotal).toBe(0);
    expect((await list(sub)).pageTotal).toBe(1);
    expect(await inCabinet(f._id)).toBe(true);

    // Deleting a cabinet takes its sub-cabinets' entries too; the document stays.
    expect((await post('/protected/cabinet/delete', { confirm: true, cabinetId: c })).body.data.deleted).toBe(2);
    expect(await inCabinet(f._id)).toBe(false);
    expect((await post('/protected/get-project-file-by-id', { fileId: f._id })).body.data.is_recycle).toBe(0);
  });
});

describe('status of a drawing', () => {
  it('is outdated after a new version, deleted while the file is recycled, current again after toLatest', async () => {
    const cab = await create(`Status-${uniq()}`);
    const name = `${uniq()}.pdf`;
    const f = await putFile(t, padmin, projectId, name, pdf.bytes);
    await add(cab, [f._id], '2026-05-01');
    expect(await entry(cab, f._id)).toMatchObject({ status: 'current', version: 1, currentVersion: 1 });

    expect((await newVersion(f._id, name, dxf.bytes)).body.success).toBe(true);
    const d = await entry(cab, f._id);
    expect(d).toMatchObject({ status: 'outdated', version: 1, currentVersion: 2, files: { size: pdf.bytes.length } });
    // The cabinet hands out the pinned version, not the newest.
    const url = (await post('/protected/cabinet/download-url', { dataId: d.dataId })).body.data.url;
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(pdf.bytes)).toBe(true);

    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 });
    expect((await entry(cab, f._id)).status).toBe('deleted');
    expect((await post('/protected/cabinet/download-url', { dataId: d.dataId })).body.msg).toBe('The document of this drawing has been deleted');
    expect((await post('/protected/cabinet/update-drawing', { dataId: d.dataId, toLatest: true })).body.errorCode).toBe(400);
    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 0 });
    expect((await entry(cab, f._id)).status).toBe('outdated');

    await post('/protected/cabinet/update-drawing', { dataId: d.dataId, toLatest: true });
    expect(await entry(cab, f._id)).toMatchObject({ status: 'current', version: 2, displayDate: '2026-05-01', files: { size: dxf.bytes.length } });
  });

  it('shows the current version when the pinned one was deleted', async () => {
    const cab = await create(`Pinned-${uniq()}`);
    const name = `${uniq()}.pdf`;
    const f = await putFile(t, padmin, projectId, name, pdf.bytes);
    await add(cab, [f._id]);
    await newVersion(f._id, name, dxf.bytes);
    const versions = (await post('/protected/get-project-file-version-data', { projectFileId: f._id })).body.data.list as { _id: string; version: number }[];
    expect((await post('/protected/project/delete-project-version', { confirm: true, _id: versions.find((v) => v.version === 1)!._id })).body.success).toBe(
      true,
    );
    const d = await entry(cab, f._id);
    expect(d).toMatchObject({ status: 'current', version: 2 });
    const url = (await post('/protected/cabinet/download-url', { dataId: d.dataId })).body.data.url;
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(dxf.bytes)).toBe(true);
  });
});

describe('covering a file in a cabinet', () => {
  it('is refused by every upload path until the file leaves its last cabinet', async () => {
    const cab = await create(`Cover-${uniq()}`);
    const name = `${uniq()}.pdf`;
    const f = await putFile(t, padmin, projectId, name, pdf.bytes);
    await add(cab, [f._id]);
    const check = (await post('/protected/file/check-file-name', { fileArr: [{ uuid: 'u1', fileName: name }] })).body.data.fileArr[0];
    expect(check).toMatchObject({ haveSameName: true, isInCabinet: true, projectFileId: f._id, canUpdate: true, canCover: false });
    const cover = await uploadDms(
      t,
      padmin,
      { projectId, fileName: name, md5: dxf.md5, projectFileId: f._id, uploadType: 'cover' },
      { name, bytes: dxf.bytes },
    );
    expect(cover.body).toMatchObject({ errorCode: 400, msg: 'This file is in a drawing cabinet and cannot be covered' });
    expect((await post('/protected/file/file-cover-fast', { md5: pdf.md5, needUpdataProjectFileId: f._id, size: pdf.bytes.length })).body.errorCode).toBe(400);

    await post('/protected/cabinet/remove-drawings', { dataIds: [(await entry(cab, f._id)).dataId] });
    expect((await post('/protected/file/check-file-name', { fileArr: [{ uuid: 'u1', fileName: name }] })).body.data.fileArr[0]).toMatchObject({
      isInCabinet: false,
      canCover: true,
    });
    expect(
      (await uploadDms(t, padmin, { projectId, fileName: name, md5: dxf.md5, projectFileId: f._id, uploadType: 'cover' }, { name, bytes: dxf.bytes })).body
        .success,
    ).toBe(true);
  });
});

describe('the content list', () => {
  it('pages by 10, newest display date first, searches names and sorts by name', async () => {
    const cab = await create(`List-${uniq()}`);
    const files = [];
    for (let i = 1; i <= 12; i++) files.push(await putFile(t, padmin, projectId, `L-${String(i).padStart(2, '0')}-${uniq()}.pdf`, pdf.bytes));
    for (const [i, f] of files.entries()) await add(cab, [f._id], `2026-01-${String(i + 1).padStart(2, '0')}`);
    const first = await list(cab);
    expect(first.pageTotal).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0].displayDate).toBe('2026-01-12');
    expect(first.data.cabinetPermissions).toMatchObject({ allow: true, download: true });
    expect((await list(cab, { pageNum: 2 })).data.list.map((d: { displayDate: string }) => d.displayDate)).toEqual(['2026-01-02', '2026-01-01']);
    expect((await list(cab, { name: 'l-07' })).data.list.map((d: { fileId: string }) => d.fileId)).toEqual([files[6]._id]);
    expect((await list(cab, { name: '%' })).pageTotal).toBe(0);
    expect((await list(cab, { sort: 'name', sortValue: 'asc', pageSize: 3 })).data.list.map((d: { fileId: string }) => d.fileId)).toEqual(
      files.slice(0, 3).map((f) => f._id),
    );
    expect(first.data.list[0]).toMatchObject({ addedBy: expect.any(String), addedByName: 'Paul Admin', type: 'pdf' });
  });
});

describe('previews and hidden cabinets', () => {
  it('opens an image or PDF with allow alone; a download needs download', async () => {
    const cab = await create(`Preview-${uniq()}`);
    const p = await putFile(t, padmin, projectId, `${uniq()}.pdf`, pdf.bytes);
    const x = await putFile(t, padmin, projectId, `${uniq()}.dxf`, dxf.bytes);
    await add(cab, [p._id, x._id]);
    await acl(cab, ['allow']);
    const pe = await entry(cab, p._id);
    const preview = (await post('/protected/cabinet/download-url', { dataId: pe.dataId, inline: true }, member)).body.data;
    expect(preview.inline).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: preview.url });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline/);
    expect((await post('/protected/cabinet/download-url', { dataId: pe.dataId }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/cabinet/download-url', { dataId: (await entry(cab, x._id)).dataId, inline: true }, member)).body.errorCode).toBe(4030);
    await acl(cab, ['allow', 'download']);
    expect((await post('/protected/cabinet/download-url', { dataId: pe.dataId }, member)).body.data.inline).toBe(false);
    // A ticket answers to the cabinet's rights on every use: a download minted before the right went is refused.
    const download = (await post('/protected/cabinet/download-url', { dataId: pe.dataId }, member)).body.data.url;
    const view = (await post('/protected/cabinet/download-url', { dataId: pe.dataId, inline: true }, member)).body.data.url;
    await acl(cab, ['allow']);
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: view })).statusCode).toBe(200);
    await acl(cab, []);
    expect((await t.app.inject({ method: 'GET', url: view })).statusCode).toBe(403);
    // …and to the entry: taken out of the cabinet, its tickets open nothing.
    await acl(cab, ['allow']);
    const again = (await post('/protected/cabinet/download-url', { dataId: pe.dataId, inline: true }, member)).body.data.url;
    await post('/protected/cabinet/remove-drawings', { dataIds: [pe.dataId] });
    expect((await t.app.inject({ method: 'GET', url: again })).statusCode).toBe(404);
  });

  it('a cabinet the caller cannot open hides its sub-cabinets, whatever they say', async () => {
    const top = await create(`Closed-${uniq()}`);
    const inner = await create('Open inside', top);
    const open = await create(`Open-${uniq()}`);
    const shut = await create('Shut', open);
    await acl(top, []);
    await acl(inner, ['allow', 'adddrawing']);
    await acl(shut, []);
    const tree = (await post('/protected/cabinet/get-cabinet-tree', {}, member)).body.data.tree as { id: string; children: { id: string }[] }[];
    expect(tree.some((c) => c.id === top)).toBe(false);
    expect(tree.find((c) => c.id === open)!.children).toEqual([]);
    expect((await list(inner, {}, member)).errorCode).toBe(401);
    expect((await list(shut, {}, member)).errorCode).toBe(401);
    const f = await putFile(t, padmin, projectId, `${uniq()}.pdf`, pdf.bytes);
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: inner, fileIds: [f._id] }, member)).body.errorCode).toBe(401);
  });

  it('the permission calls name a drawing entry after its document', async () => {
    const cab = await create(`Named-${uniq()}`);
    const f = await putFile(t, padmin, projectId, `Named-${uniq()}.pdf`, pdf.bytes);
    await add(cab, [f._id]);
    const d = await entry(cab, f._id);
    const r = (await post('/protected/role-mysql/get-file-initial-permission', { fileId: d.dataId, moduleType: 'cabinet' })).body.data;
    expect(r).toMatchObject({ fileId: d.dataId, name: f.name, moduleType: 'cabinet', permissionType: 'public' });
    expect(
      (await post('/protected/role-mysql/get-file-permission', { fileId: d.dataId, moduleType: 'cabinet', actionType: 2 }, member)).body.data,
    ).toMatchObject({ allow: true, download: true, remove: false });
  });
});
