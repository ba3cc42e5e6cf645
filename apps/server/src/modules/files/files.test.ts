import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let padmin: string;
let member: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const mkdir = (names: string[], parentId?: string, token = padmin, lang = 'en') =>
  t.post('/protected/file/create-many-folder', { projectId, parentId, folderArr: names }, token, lang);

describe('folders (create-many-folder)', () => {
  it('creates several folders at the root and inside a folder', async () => {
    const r = await mkdir(['Drawings', 'Models', 'Reports']);
    expect(r.body.data.folderInfoArr.map((f: { name: string }) => f.name)).toEqual(['Drawings', 'Models', 'Reports']);
    const drawings = r.body.data.folderInfoArr[0].id;
    const inner = await mkdir(['"Level 1" plans 🏗️', 'Level 2'], drawings);
    expect(inner.body.data.folderInfoArr[0].name).toBe('“Level 1” plans');
  });
  it('refuses forbidden characters, empty and duplicate names with clear messages', async () => {
    expect((await mkdir(['a/b'])).body.msg).toMatch(/may not contain/);
    expect((await mkdir(['  '], undefined, padmin, 'zh')).body.msg).toBe('请输入名称');
    const dup = await mkdir(['drawings']);
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('A folder named "drawings" already exists here');
    expect((await mkdir(['Same', 'same'])).status).toBe(400);
    expect((await mkdir([])).status).toBe(400);
  });
  it('refuses an unknown parent and callers without dms:add', async () => {
    expect((await mkdir(['X'], 'no-such-folder')).status).toBe(404);
    const out = await buildOutsider(t);
    expect((await mkdir(['X'], undefined, out.token)).body.errorCode).toBe(401);
  });
  it('lets a member with dms:add create folders', async () => {
    expect((await mkdir(['Member uploads'], undefined, member)).body.success).toBe(true);
  });
});

describe('file list (get-project-file-list)', () => {
  it("lists one folder, newest first, with users, marks and the caller's permissions", async () => {
    const r = await t.post('/protected/get-project-file-list', { projectId }, member);
    expect(r.body.success).toBe(true);
    const names = r.body.data.projectFileList.map((f: { name: string }) => f.name);
    expect(names).toEqual(['Member uploads', 'Reports', 'Models', 'Drawings']);
    expect(r.body.pageTotal).toBe(4);
    expect(r.body.data.users.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['member', 'padmin']);
    expect(r.body.data.filePermissions).toMatchObject({
      enter: true,
      add: true,
      delete: false,
      dms_allow: true,
      dms_upload: true,
      dms_add: true,
      dms_owner: false,
    });
    const admin = await t.post('/protected/get-project-file-list', { projectId }, padmin);
    expect(admin.body.data.filePermissions.delete).toBe(true);
  });
  it('sorts by name ascending and pages by 25 by default', async () => {
    const r = await t.post('/protected/get-project-file-list', { projectId, sort: 'name', sortValue: 'asc', pageSize: 2 }, member);
    expect(r.body.data.projectFileList.map((f: { name: string }) => f.name)).toEqual(['Drawings', 'Member uploads']);
    expect(r.body.pageTotal).toBe(4);
  });
  it('searches the whole project by name and by updater and time', async () => {
    const byName = await t.post('/protected/get-project-file-list', { projectId, where: { name: 'level' } }, member);
    expect(byName.body.data.projectFileList).toHaveLength(2);
    const memberId = (await t.post('/protected/user/get-current-user', {}, member)).body.data.user._id;
    const byUser = await t.post('/protected/get-project-file-list', { projectId, where: { updateUser: memberId } }, member);
    expect(byUser.body.data.projectFileList.map((f: { name: string }) => f.name)).toEqual(['Member uploads']);
    const day = new Date().toISOString().slice(0, 10);
    const today = await t.post('/protected/get-project-file-list', { projectId, where: { updateTime: [`${day} 00:00:00`, `${day} 23:59:59`] } }, member);
    expect(today.body.pageTotal).toBe(6);
    const past = await t.post('/protected/get-project-file-list', { projectId, where: { updateTime: ['2001-01-01 00:00:00', '2001-01-01 23:59:59'] } }, member);
    expect(past.body.pageTotal).toBe(0);
  });
  it('refuses bad input and outsiders', async () => {
    expect((await t.post('/protected/get-project-file-list', { projectId, sort: 'colour' }, member)).status).toBe(400);
    expect((await t.post('/protected/get-project-file-list', { projectId, where: { updateTime: ['x', 'y'] } }, member)).status).toBe(400);
    const out = await buildOutsider(t);
    expect((await t.post('/protected/get-project-file-list', { projectId }, out.token)).status).toBe(403);
  });
});

describe('paths and trees', () => {
  it('answers the path from the root and the folder trees', async () => {
    const list = await t.post('/protected/get-project-file-list', { projectId, where: { name: 'Level 2' } }, member);
    const level2 = list.body.data.projectFileList[0];
    const path = await t.post('/protected/file/get-file-path', { projectId, parentId: level2._id }, member);
    expect(path.body.data.filePath.map((p: { name: string }) => p.name)).toEqual(['Drawings', 'Level 2']);
    const tree = await t.post('/protected/file/get-file-catalog-tree', { projectId }, member);
    const drawings = tree.body.data.fileTreeData.find((n: { name: string }) => n.name === 'Drawings');
    expect(drawings.children.map((c: { name: string }) => c.name)).toEqual(['Level 2', '“Level 1” plans']);
    const sub = await t.post('/protected/file/get-file-tree', { projectId, fileId: level2.parentId }, member);
    expect(sub.body.data.fileTreeData).toHaveLength(2);
  });
  it('refuses unknown folders and outsiders', async () => {
    expect((await t.post('/protected/file/get-file-path', { projectId, parentId: 'nope' }, member)).status).toBe(404);
    expect((await t.post('/protected/file/get-file-tree', {}, member)).status).toBe(400);
    const out = await buildOutsider(t);
    expect((await t.post('/protected/file/get-file-catalog-tree', { projectId }, out.token)).status).toBe(403);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
