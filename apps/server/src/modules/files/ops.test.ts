import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { blobs, fileVersions } from './tables';
import { untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
const pdf = testFile('pdf/first-floor-plan.pdf');
const dxf = testFile('dxf/demo.dxf');

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin, lang = 'en') => t.post(url, { projectId, ...body }, token, lang);
const mkdir = async (name: string, parentId?: string) =>
  (await post('/protected/file/create-many-folder', { parentId, folderArr: [name] })).body.data.folderInfoArr[0].id as string;
const names = async (parentId?: string, where: object = {}) =>
  ((await post('/protected/get-project-file-list', { parentId, where })).body.data.projectFileList as { name: string }[]).map((f) => f.name);

describe('rename, move and copy', () => {
  it("renames, keeping a file's extension, and refuses a taken name or a bad one", async () => {
    const f = await putFile(t, padmin, projectId, 'plan.pdf', pdf.bytes);
    await putFile(t, padmin, projectId, 'other.pdf', pdf.bytes);
    expect((await post('/protected/file/rename', { fileId: f._id, name: 'Ground floor' })).body.data.name).toBe('Ground floor.pdf');
    expect((await post('/protected/file/rename', { fileId: f._id, name: 'OTHER.pdf' })).body.msg).toBe(
      'An item named "OTHER.pdf" already exists in the target folder',
    );
    expect((await post('/protected/file/rename', { fileId: f._id, name: 'a:b' })).status).toBe(400);
    expect((await post('/protected/file/rename', { fileId: f._id })).status).toBe(400);
    expect((await post('/protected/file/rename', { fileId: f._id, name: 'x' }, outsider)).body.errorCode).toBe(401);
  });
  it('refuses names with bidirectional control characters on rename and new folders, quoting them visibly', async () => {
    const f = await putFile(t, padmin, projectId, 'invoice.pdf', pdf.bytes);
    for (const c of ['\u202E', '\u2066', '\u200F', '\u061C']) {
      const r = await post('/protected/file/rename', { fileId: f._id, name: `invoice${c}fdp.exe` });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('text direction control characters');
    }
    const zh = await post('/protected/file/rename', { fileId: f._id, name: 'invoice\u202Efdp.exe' }, padmin, 'zh');
    expect(zh.body.msg).toBe('名称“invoice[U+202E]fdp.exe”不能包含 / \\ : * ? < > | 或文字方向控制字符');
    const folder = await post('/protected/file/create-many-folder', { folderArr: ['Issued', 'Sub\u202Bmitted'] });
    expect(folder.body).toMatchObject({
      success: false,
      errorCode: 400,
      msg: 'The name "Sub[U+202B]mitted" may not contain / \\ : * ? < > | or text direction control characters',
    });
    expect(await names()).not.toContain('Issued');
    expect(await names()).toContain('invoice.pdf');
  });
  it('moves into a folder, never into itself, and copies folders with their content', async () => {
    const a = await mkdir('A');
    const b = await mkdir('B', a);
    const f = await putFile(t, padmin, projectId, 'model.dxf', dxf.bytes);
    expect((await post('/protected/file/move', { fileIds: [f._id], targetId: b })).body.data).toEqual({ moved: 1 });
    expect(await names(b)).toEqual(['model.dxf']);
    expect((await post('/protected/file/move', { fileIds: [a], targetId: b }, padmin, 'zh')).body.msg).toBe('文件夹不能移动或复制到自身内部');
    expect((await post('/protected/file/move', { fileIds: ['nope'], targetId: b })).status).toBe(404);
    expect((await post('/protected/file/copy', { fileIds: [a], targetId: null })).body.data).toEqual({ copied: 3 });
    expect(await names()).toContain('A (2)');
    const copyOfA = (await post('/protected/get-project-file-list', { where: { name: 'A (2)' } })).body.data.projectFileList[0]._id;
    const copyOfB = (await post('/protected/get-project-file-list', { parentId: copyOfA })).body.data.projectFileList[0]._id;
    expect(await names(copyOfB)).toEqual(['model.dxf']);
    // Copies share the stored bytes: no new blob.
    const shas = await t.deps.db.select().from(fileVersions).where(eq(fileVersions.md5, dxf.md5));
    expect(new Set(shas.map((s) => s.sha256)).size).toBe(1);
    expect((await post('/protected/file/copy', { fileIds: [a] }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/file/copy', { fileIds: [] })).status).toBe(400);
  });
});

describe('recycle bin', () => {
  it('recycles a folder with its content, lists it once in the bin, and restores it all', async () => {
    const folder = await mkdir('Old issue');
    await putFile(t, padmin, projectId, 'inside.pdf', pdf.bytes, folder);
    expect((await post('/protected/update-project-file-state', { fileIds: [folder], is_recycle: 1 })).body.success).toBe(true);
    expect(await names()).not.toContain('Old issue');
    expect(await names(undefined, { name: 'inside' })).toEqual([]);
    const bin = (await post('/protected/get-project-file-list', { where: { recycle: true } })).body.data.projectFileList;
    expect(bin.map((f: { name: string }) => f.name)).toEqual(['Old issue']);
    expect(bin[0]).toMatchObject({ is_recycle: 1 });
    expect((await post('/protected/update-project-file-state', { fileIds: [folder], is_recycle: 0 })).body.success).toBe(true);
    expect(await names(folder)).toEqual(['inside.pdf']);
  });
  it('restores into the root when the folder is gone, and purges only what is in the bin', async () => {
    const folder = await mkdir('Temp');
    const f = await putFile(t, padmin, projectId, 'lonely.dxf', dxf.bytes, folder);
    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 });
    await post('/protected/update-project-file-state', { fileIds: [folder], is_recycle: 1 });
    expect((await post('/protected/file/purge', { confirm: true, fileIds: [f._id, folder] })).body.success).toBe(true);
    expect((await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 0 })).status).toBe(404);
    const g = await putFile(t, padmin, projectId, 'restored.dxf', dxf.bytes, await mkdir('Gone'));
    await post('/protected/update-project-file-state', { fileIds: [g._id], is_recycle: 1 });
    expect((await post('/protected/file/purge', { confirm: true, fileIds: [g._id] })).body.success).toBe(true);
    // Without confirm: true the purge is refused and the item stays in the bin.
    const kept = await putFile(t, padmin, projectId, 'kept.dxf', dxf.bytes);
    await post('/protected/update-project-file-state', { fileIds: [kept._id], is_recycle: 1 });
    const bare = await post('/protected/file/purge', { fileIds: [kept._id] }, padmin, 'ja');
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ success: false, data: null, msg: 'この操作は取り消せません。削除を確認してから続行してください' });
    expect((await post('/protected/file/purge', { fileIds: [kept._id], confirm: 'yes' })).status).toBe(400);
    expect((await post('/protected/update-project-file-state', { fileIds: [kept._id], is_recycle: 0 })).body.success).toBe(true);
    const live = await putFile(t, padmin, projectId, 'live.dxf', dxf.bytes);
    expect((await post('/protected/file/purge', { confirm: true, fileIds: [live._id] })).body.msg).toBe(
      'Only items in the recycle bin can be deleted permanently',
    );
  });
  it('marks bytes no longer referenced after a purge as orphaned', async () => {
    const unique = Buffer.from(`only here ${Date.now()}`);
    const f = await putFile(t, padmin, projectId, 'unique.txt', unique);
    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 });
    await post('/protected/file/purge', { confirm: true, fileIds: [f._id] });
    const rows = await t.deps.db.select().from(blobs);
    expect(rows.find((b) => b.size === unique.length)?.orphanedAt).toBeTruthy();
  });
  it('refuses members without dms:delete, outsiders and bad flags', async () => {
    const f = await putFile(t, padmin, projectId, 'keep.pdf', pdf.bytes);
    expect((await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 2 })).status).toBe(400);
    expect((await post('/protected/file/purge', { confirm: true, fileIds: [f._id] }, member)).body.errorCode).toBe(4030);
  });
});

describe('labels (marks)', () => {
  it('creates, renames, attaches, filters by and deletes labels', async () => {
    const m = (await post('/protected/file/save-mark', { name: 'For review', color: '#1677ff' }, member)).body.data;
    expect((await post('/protected/file/save-mark', { name: 'for REVIEW' }, member)).body.msg).toBe('A label named "for REVIEW" already exists');
    expect((await post('/protected/file/save-mark', { name: ' ' }, member)).body.msg).toBe('Please enter the label name');
    // A rename that leaves the colour out keeps it; null clears it.
    expect((await post('/protected/file/save-mark', { id: m.id, name: 'Reviewed' }, member)).body.data).toMatchObject({ name: 'Reviewed', color: '#1677ff' });
    expect((await post('/protected/file/save-mark', { id: m.id, name: 'Reviewed', color: null }, member)).body.data.color).toBeNull();
    const f = await putFile(t, padmin, projectId, 'labelled.pdf', pdf.bytes);
    expect((await post('/protected/updata-right-lable', { fileIds: [f._id], labelIds: [m.id] }, member)).body.success).toBe(true);
    expect((await post('/protected/updata-right-lable', { fileIds: [f._id], labelIds: ['nope'] }, member)).status).toBe(404);
    expect(await names(undefined, { labelId: [m.id] })).toEqual(['labelled.pdf']);
    const item = (await post('/protected/get-project-file-list', { where: { labelId: [m.id] } })).body.data.projectFileList[0];
    expect(item).toMatchObject({ marking: [m.id], labelName: 'Reviewed', md5: pdf.md5 });
    expect((await post('/protected/get-project-file-marking', {}, member)).body.data.marks.map((x: { name: string }) => x.name)).toContain('Reviewed');
    expect((await post('/protected/file/delete-mark', { id: m.id }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/file/delete-mark', { id: m.id }, member)).body.success).toBe(true);
    expect(await names(undefined, { labelId: [m.id] })).toEqual([]);
  });
});

describe('item, info, page and versions', () => {
  it('answers an item by id, its info with path, and the page that shows it', async () => {
    const folder = await mkdir('Deep');
    const f = await putFile(t, padmin, projectId, 'deep.pdf', pdf.bytes, folder);
    expect((await post('/protected/get-project-file-by-id', { fileId: f._id }, member)).body.data).toMatchObject({ name: 'deep.pdf', parentId: folder });
    const info = (await post('/protected/file/get-project-file-Info', { fileId: f._id }, member)).body.data;
    expect(info).toMatchObject({ path: [{ _id: folder, name: 'Deep' }], versions: 1, createUserName: expect.any(String) });
    // The info drawer shows the current content's md5 (the web's FileInfoDrawer reads file.md5).
    expect(info.file.md5).toBe(pdf.md5);
    for (let i = 0; i < 3; i++) await putFile(t, padmin, projectId, `later-${i}.pdf`, pdf.bytes, folder);
    expect((await post('/protected/project/get-file-page', { fileId: f._id, pageSize: 2 }, member)).body.data).toMatchObject({ parentId: folder, pageNum: 2 });
    expect((await post('/protected/get-project-file-by-id', { fileId: 'nope' }, member)).status).toBe(404);
    expect((await post('/protected/file/get-project-file-Info', { fileId: f._id }, outsider)).body.errorCode).toBe(401);
  });
  it('lists versions newest first; deleting the current one makes the previous current; the only one left recycles the file', async () => {
    const f = await putFile(t, padmin, projectId, 'rev.dxf', dxf.bytes);
    const up = await t.post(
      '/protected/update-version-fast',
      { projectId, md5: pdf.md5, fileName: 'rev.dxf', needUpdataProjectFileId: f._id, versionDesc: 'B' },
      padmin,
    );
    expect(up.body.data.file.version).toBe('2');
    const list = (await post('/protected/get-project-file-version-data', { projectFileId: f._id }, member)).body.data.list;
    expect(list.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list[0]).toMatchObject({ versionDesc: 'B', files: { md5: pdf.md5 } });
    expect((await post('/protected/project/delete-project-version', { confirm: true, _id: list[0]._id }, member)).body.errorCode).toBe(4030);
    // Without confirm: true nothing is deleted.
    expect((await post('/protected/project/delete-project-version', { _id: list[0]._id })).status).toBe(400);
    expect((await post('/protected/project/delete-project-versions', { _idArr: [list[0]._id], confirm: false })).status).toBe(400);
    expect((await post('/protected/get-project-file-version-data', { projectFileId: f._id }, member)).body.data.list).toHaveLength(2);
    expect((await post('/protected/project/delete-project-version', { confirm: true, _id: list[0]._id })).body.data).toEqual({ deleted: 1, recycledFiles: 0 });
    expect((await post('/protected/get-project-file-by-id', { fileId: f._id })).body.data).toMatchObject({ version: '1', size: dxf.bytes.length });
    expect((await post('/protected/project/delete-project-versions', { confirm: true, _idArr: [list[1]._id] })).body.data).toEqual({
      deleted: 1,
      recycledFiles: 1,
    });
    expect((await post('/protected/get-project-file-by-id', { fileId: f._id })).status).toBe(404);
    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 0 });
    expect((await post('/protected/get-project-file-by-id', { fileId: f._id })).body.data.version).toBe('1');
    expect((await post('/protected/project/delete-project-versions', { confirm: true, _idArr: [] })).status).toBe(400);
    expect((await post('/protected/get-project-file-version-data', { projectFileId: f._id }, outsider)).body.errorCode).toBe(401);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
