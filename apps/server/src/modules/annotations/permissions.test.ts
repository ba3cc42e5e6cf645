import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit, type Kit } from './testkit';

// Who may read, add, change and delete annotations (docs/annotations.md "Permissions").

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

type Call = [name: string, url: string, body: object];
const calls = (file: string, id: string): Call[] => [
  ['list', '/annotations/getList', { projectFileId: file }],
  ['add', '/annotations/add', { projectFileId: file, name: 'n', viewpoint: {} }],
  ['update', '/annotations/update', { id, name: 'n' }],
  ['delete', '/annotations/delete', { id }],
  ['comment', '/comment/comments/add', { business: 'annotation', moduleId: id, context: 'c' }],
  ['export', '/annotations/bcf/export', { projectFileId: file }],
];

describe('annotation permissions', () => {
  it('refuses a user of another enterprise on every call, and reading one annotation or its comments', async () => {
    const file = await k.pdf('outsider.pdf');
    const a = (await k.add(file)).body.data;
    for (const [, url, body] of calls(file, a.id)) {
      const r = await k.post(url, body, k.outsider);
      expect(r.status, url).toBe(403);
      expect(r.body.errorCode, url).toBe(401);
    }
    expect((await k.get('/annotations/getOne', { id: a.id }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.get('/comment/comments', { business: 'annotation', moduleId: a.id }, k.outsider)).body.errorCode).toBe(401);
  });

  it("follows the file's restrict_role_write grants: nothing, then access only, then access and add", async () => {
    const file = await k.pdf('restricted.pdf');
    const a = (await k.add(file)).body.data;
    await k.restrictRoles(file, []);
    for (const [name, url, body] of calls(file, a.id)) {
      const r = await k.post(url, body, k.member);
      expect(r.body.errorCode, name).toBe(4030);
    }
    expect((await k.get('/annotations/getOne', { id: a.id }, k.member)).body.errorCode).toBe(4030);
    // The administrator keeps access and add (spec 2 §6).
    expect((await k.post('/annotations/getList', { projectFileId: file })).body.data.total).toBe(1);

    await k.restrictRoles(file, ['access']);
    const list = (await k.post('/annotations/getList', { projectFileId: file }, k.member)).body.data;
    expect(list.value[0]).toMatchObject({ id: a.id, canDelete: false });
    expect((await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: 'Seen' }, k.member)).body.success).toBe(true);
    expect((await k.add(file, {}, k.member)).body.errorCode).toBe(4030);

    await k.restrictRoles(file, ['access', 'add']);
    expect((await k.add(file, { name: 'Mine' }, k.member)).body.success).toBe(true);
  });

  it("on a file of type none, applies the role's project annotation grants: none, then access, then access and add", async () => {
    const file = await k.pdf('plain.pdf');
    const a = (await k.add(file)).body.data;
    const grants = async (on: string[]) => {
      const permissions = ['access', 'add', 'delete', 'associate_task'].map((action) => ({ module: 'annotation', action, allowed: on.includes(action) }));
      const r = await k.t.post('/protected/project/update-project-role-permission', { projectId: k.projectId, roleId: k.memberRole, permissions }, k.padmin);
      expect(r.body.success, r.body.msg).toBe(true);
    };
    const flags = async () => (await k.get('/annotations/user/file/permission', { projectFileId: file }, k.member)).body.data;
    try {
      await grants([]);
      // The viewer is told, and every call is refused: list, read, export, add, comments.
      expect(await flags()).toMatchObject({
        filePermissionsType: 'none',
        permissions: [
          { actionType: 'access', value: 0 },
          { actionType: 'add', value: 0 },
          { actionType: 'delete', value: 0 },
          { actionType: 'associate_task', value: 0 },
        ],
      });
      for (const [name, url, body] of calls(file, a.id)) expect((await k.post(url, body, k.member)).body.errorCode, name).toBe(4030);
      expect((await k.get('/annotations/getOne', { id: a.id }, k.member)).body.errorCode).toBe(4030);
      expect((await k.get('/comment/comments', { business: 'annotation', moduleId: a.id }, k.member)).body.errorCode).toBe(4030);
      // Administrators keep access and add (spec 2 §6).
      expect((await k.post('/annotations/getList', { projectFileId: file })).body.data.total).toBe(1);

      await grants(['access']);
      expect((await flags()).permissions.filter((p: { value: number }) => p.value).map((p: { actionType: string }) => p.actionType)).toEqual(['access']);
      expect((await k.post('/annotations/getList', { projectFileId: file }, k.member)).body.data.total).toBe(1);
      expect((await k.get('/annotations/getOne', { id: a.id }, k.member)).body.data.id).toBe(a.id);
      expect((await k.post('/annotations/bcf/export', { projectFileId: file }, k.member)).status).toBe(200);
      expect((await k.add(file, {}, k.member)).body.errorCode).toBe(4030);

      // A project-wide delete grant opens others' annotations in default mode, as a file grant does.
      await k.setMode('default');
      await grants(['access', 'add', 'delete']);
      expect((await k.add(file, { name: 'Member adds' }, k.member)).body.success).toBe(true);
      expect((await k.post('/annotations/update', { id: a.id, status: 'Closed' }, k.member)).body.success).toBe(true);
    } finally {
      await grants(['access', 'add']);
    }
  });

  it('restrict_write lets every member view and add whatever the role grants, and stores no role grants', async () => {
    const file = await k.pdf('restrict-write.pdf');
    const permissions = [{ roleId: k.memberRole, actionType: 'delete', value: 1 }];
    const saved = await k.post('/annotations/save/filePermission', { projectFileId: file, filePermissionsType: 'restrict_write', permissions });
    expect(saved.body.data.filePermissionsType).toBe('restrict_write');
    const vp = (await k.get('/annotations/user/file/permission', { projectFileId: file }, k.member)).body.data;
    expect(vp.permissions.filter((p: { value: number }) => p.value).map((p: { actionType: string }) => p.actionType)).toEqual(['access', 'add']);
    const described = (await k.post('/protected/role-mysql/get-file-initial-permission', { fileId: file, moduleType: 'annotation' })).body.data;
    expect(described.roles.find((r: { roleId: string }) => r.roleId === k.memberRole).actions).toEqual(['access', 'add']);
  });

  it('hides annotations of a file the caller cannot see (errorCode 401)', async () => {
    const folder = (await k.post('/protected/file/create-many-folder', { folderArr: ['Private'] })).body.data.folderInfoArr[0].id;
    const file = (await import('../../test/files')).putFile;
    const f = await file(k.t, k.padmin, k.projectId, 'hidden.pdf', Buffer.from('%PDF-1.4 hidden'), folder);
    const a = (await k.add(f._id)).body.data;
    await k.post('/protected/role-mysql/save-file-roles', {
      fileId: folder,
      moduleType: 'dms',
      permissionType: 'restricted',
      roles: [{ roleId: k.memberRole, actions: [] }],
    });
    expect((await k.post('/annotations/getList', { projectFileId: f._id }, k.member)).body.errorCode).toBe(401);
    expect((await k.get('/annotations/getOne', { id: a.id }, k.member)).body.errorCode).toBe(401);
  });

  it("default mode: members change only their own; the file's delete grant opens others'; public mode: anyone with access", async () => {
    await k.setMode('default');
    const file = await k.pdf('modes.pdf');
    const admins = (await k.add(file, { name: "Admin's" })).body.data;
    const mine = (await k.add(file, { name: "Member's" }, k.member)).body.data;
    const refused = await k.post('/annotations/delete', { id: admins.id }, k.member);
    expect(refused.body.errorCode).toBe(4030);
    expect(refused.body.msg).toContain('only change your own annotations');
    expect((await k.post('/annotations/update', { id: admins.id, status: 'Closed' }, k.member)).body.errorCode).toBe(4030);
    // Administrators have delete 0 on the viewer too (spec 2 §6).
    expect((await k.post('/annotations/delete', { id: mine.id })).body.errorCode).toBe(4030);
    const seen = (await k.post('/annotations/getList', { projectFileId: file }, k.member)).body.data.value;
    expect(Object.fromEntries(seen.map((a: { name: string; canDelete: boolean }) => [a.name, a.canDelete]))).toEqual({ "Admin's": false, "Member's": true });

    await k.restrictRoles(file, ['access', 'add', 'delete']);
    expect((await k.post('/annotations/update', { id: admins.id, status: 'Closed' }, k.member)).body.data.status).toBe('Closed');

    await k.restrictRoles(file, ['access']);
    await k.setMode('public');
    expect((await k.post('/annotations/delete', { id: admins.id }, k.member)).body.success).toBe(true);
    expect((await k.post('/annotations/delete', { id: mine.id })).body.success).toBe(true);
    await k.setMode('default');
  });
});
