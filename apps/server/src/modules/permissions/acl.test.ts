import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { builtInRoleId } from '../roles/service';

// Folder and file permissions (docs/sharing-permissions.md): the permission calls, and every
// document call refusing what a restricted folder does not allow.

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let memberRole: string;
const pdf = testFile('pdf/first-floor-plan.pdf');

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  projectId = p.id;
  memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member'))!;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const mkdir = async (name: string, parentId?: string, token = padmin) =>
  (await post('/protected/file/create-many-folder', { parentId, folderArr: [name] }, token)).body.data.folderInfoArr[0].id as string;
const list = async (token: string, parentId?: string, where: object = {}) =>
  (await post('/protected/get-project-file-list', { parentId, where }, token)).body.data;
const names = async (token: string, parentId?: string, where: object = {}) =>
  ((await list(token, parentId, where)).projectFileList as { name: string }[]).map((f) => f.name);
const restrict = (fileId: string, actions: string[], token = padmin) =>
  post('/protected/role-mysql/save-file-roles', { fileId, moduleType: 'dms', permissionType: 'restricted', roles: [{ roleId: memberRole, actions }] }, token);

describe('get-file-initial-permission and save-file-roles', () => {
  it('describes a public folder role by role, restricts it, and makes it public again', async () => {
    const f = await mkdir('Described');
    const d = (await post('/protected/role-mysql/get-file-initial-permission', { fileId: f, moduleType: 'dms' })).body.data;
    expect(d.permissionType).toBe('public');
    expect(d.inheritedFrom).toBeNull();
    expect(d.canEdit).toBe(true);
    const mem = d.roles.find((r: { roleId: string }) => r.roleId === memberRole);
    expect(mem.actions).toContain('upload');
    expect(mem.actions).not.toContain('delete');
    const saved = (await restrict(f, ['enter', 'query'])).body.data;
    expect(saved.permissionType).toBe('restricted');
    expect(saved.roles.find((r: { roleId: string }) => r.roleId === memberRole).actions).toEqual(['enter', 'query']);
    expect(saved.roles.find((r: { builtIn: string }) => r.builtIn === 'project_admin').actions).toContain('permission');
    const inner = await mkdir('Inner', f);
    const di = (await post('/protected/role-mysql/get-file-initial-permission', { fileId: inner })).body.data;
    expect(di.permissionType).toBe('public');
    expect(di.inheritedFrom).toEqual({ id: f, name: 'Described' });
    expect(di.roles.find((r: { roleId: string }) => r.roleId === memberRole).actions).toEqual(['enter', 'query']);
    const back = (await post('/protected/role-mysql/save-file-roles', { fileId: f, permissionType: 'public', roles: [] })).body.data;
    expect(back.permissionType).toBe('public');
    expect(back.roles.find((r: { roleId: string }) => r.roleId === memberRole).actions).toContain('upload');
  });
  it('refuses members without the permission action, outsiders and bad input', async () => {
    const f = await mkdir('Guarded');
    expect((await restrict(f, ['enter'], member)).body.errorCode).toBe(4030);
    expect((await post('/protected/role-mysql/get-file-initial-permission', { fileId: f }, member)).body.data.canEdit).toBe(false);
    expect((await post('/protected/role-mysql/get-file-initial-permission', { fileId: f }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/role-mysql/save-file-roles', { fileId: f, permissionType: 'secret' })).status).toBe(400);
    expect(
      (await post('/protected/role-mysql/save-file-roles', { fileId: f, permissionType: 'restricted', roles: [{ roleId: 'nope', actions: [] }] })).body.msg,
    ).toBe('The role does not belong to this project');
    expect(
      (await post('/protected/role-mysql/save-file-roles', { fileId: f, permissionType: 'restricted', roles: [{ roleId: memberRole, actions: ['fly'] }] })).body
        .msg,
    ).toBe('Unknown permission: fly');
    expect((await post('/protected/role-mysql/save-file-roles', { fileId: f, moduleType: 'dms', permissionType: 'restrict_write' })).status).toBe(400);
    expect((await post('/protected/role-mysql/get-file-initial-permission', { fileId: 'missing' })).body.errorCode).toBe(404);
    expect((await post('/protected/role-mysql/get-file-initial-permission', { fileId: f, moduleType: 'rooms' })).status).toBe(400);
  });
});

describe('a restricted folder', () => {
  let readOnly: string;
  let fileInside: string;
  beforeAll(async () => {
    readOnly = await mkdir('Read only');
    fileInside = (await putFile(t, padmin, projectId, 'inside.pdf', pdf.bytes, readOnly))._id;
    await restrict(readOnly, ['enter', 'query', 'download']);
  });
  it('sends its flags with the list and refuses each action it leaves out', async () => {
    const inside = await list(member, readOnly);
    expect(inside.projectFileList.map((f: { name: string }) => f.name)).toEqual(['inside.pdf']);
    expect(inside.filePermissions).toMatchObject({
      allow: true,
      dms_allow: true,
      query: true,
      download: true,
      upload: false,
      dms_upload: false,
      add: false,
      rename: false,
      delete: false,
      share: false,
    });
    expect((await list(member)).filePermissions.upload).toBe(true);
    expect((await post('/protected/file/create-many-folder', { parentId: readOnly, folderArr: ['x'] }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/upload-fast', { parentId: readOnly, md5: pdf.md5, fileName: 'again.pdf' }, member)).body.errorCode).toBe(4030);
    expect(
      (await post('/protected/update-version-fast', { needUpdataProjectFileId: fileInside, md5: pdf.md5, fileName: 'inside.pdf' }, member)).body.errorCode,
    ).toBe(4030);
    expect((await post('/protected/file/rename', { fileId: fileInside, name: 'renamed' }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/file/move', { fileIds: [fileInside], targetId: null }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/updata-right-lable', { fileIds: [fileInside], labelIds: [] }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/file/copy', { fileIds: [fileInside], targetId: null }, member)).body.errorCode).toBe(4030);
    // Putting things into it is refused too.
    const mine = await putFile(t, member, projectId, 'mine.pdf', pdf.bytes);
    expect((await post('/protected/file/move', { fileIds: [mine._id], targetId: readOnly }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/file/get-download-url', { fileId: fileInside }, member)).body.success).toBe(true);
    expect((await post('/protected/project/view-file', { fileId: fileInside }, member)).body.success).toBe(true);
    expect((await post('/protected/file/pack-zip-service', { array: [readOnly] }, member)).body.data.count).toBe(1);
  });
  it('answers the role-action queries and the file permission lookup', async () => {
    const acts = (await post('/protected/role-mysql/get-role-actions', { module: 'dms', fileId: readOnly }, member)).body.data.actions as {
      action: string;
      value: number;
    }[];
    expect(acts.find((a) => a.action === 'download')!.value).toBe(1);
    expect(acts.find((a) => a.action === 'upload')!.value).toBe(0);
    expect((await post('/protected/role-mysql/get-role-actions', { module: 'dms', actionMarking: 'upload' }, member)).body.data.actions).toEqual([
      { action: 'upload', value: 1 },
    ]);
    expect(
      (await post('/protected/role-mysql/get-role-actions', { module: 'task' }, member)).body.data.actions.find((a: { action: string }) => a.action === 'add')
        .value,
    ).toBe(1);
    expect((await post('/protected/role-mysql/get-role-actions', { module: 'rooms' }, member)).status).toBe(400);
    const holders = (await post('/protected/role-mysql/get-roles-by-action', { module: 'dms', fileId: readOnly, actionMarking: 'upload' })).body.data.roles as {
      roleId: string;
    }[];
    expect(holders.some((r) => r.roleId === memberRole)).toBe(false);
    const downloaders = (await post('/protected/role-mysql/get-roles-by-action', { module: 'dms', fileId: readOnly, actionMarking: 'download' })).body.data
      .roles as { roleId: string; memberCount: number }[];
    expect(downloaders.find((r) => r.roleId === memberRole)!.memberCount).toBeGreaterThan(0);
    const flags = (await post('/protected/role-mysql/get-file-permission', { fileId: readOnly, moduleType: 'dms', actionType: 1 }, member)).body.data;
    expect(flags).toMatchObject({ dms_download: true, dms_upload: false, dms_allow: true });
    expect((await post('/protected/role-mysql/get-file-permission', { fileId: fileInside, actionType: 2 }, member)).body.data.dms_query).toBe(true);
    expect((await post('/protected/role-mysql/get-file-permission', { fileId: readOnly, actionType: 2 }, member)).body.msg).toBe('This id is not a file');
    expect((await post('/protected/role-mysql/get-file-permission', { fileId: readOnly, actionType: 3 }, member)).status).toBe(400);
  });
  it('copies keep the restriction', async () => {
    await post('/protected/file/copy', { fileIds: [readOnly], targetId: null });
    const copy = ((await list(padmin)).projectFileList as { name: string; _id: string; restricted: boolean }[]).find((f) => f.name === 'Read only (2)')!;
    expect(copy.restricted).toBe(true);
    expect((await post('/protected/role-mysql/get-file-initial-permission', { fileId: copy._id })).body.data.permissionType).toBe('restricted');
  });
});

describe('a folder a member cannot enter', () => {
  let parent: string;
  let hidden: string;
  let secret: string;
  beforeAll(async () => {
    parent = await mkdir('Project B');
    hidden = await mkdir('Contracts', parent);
    secret = (await putFile(t, padmin, projectId, 'secret-contract.pdf', pdf.bytes, hidden))._id;
    await putFile(t, padmin, projectId, 'open-plan.pdf', pdf.bytes, parent);
    await restrict(hidden, []);
  });
  it('is missing from lists, searches, trees and zips', async () => {
    expect(await names(member, parent)).toEqual(['open-plan.pdf']);
    expect(await names(padmin, parent)).toEqual(['Contracts', 'open-plan.pdf']);
    expect(await names(member, undefined, { name: 'secret' })).toEqual([]);
    expect(await names(padmin, undefined, { name: 'secret' })).toEqual(['secret-contract.pdf']);
    const tree = JSON.stringify((await post('/protected/file/get-file-tree', { fileId: parent }, member)).body.data);
    expect(tree).toContain('open-plan.pdf');
    expect(tree).not.toContain('Contracts');
    expect((await post('/protected/file/pack-zip-service', { array: [parent] }, member)).body.data.count).toBe(1);
    expect((await post('/protected/file/pack-zip-service', { array: [parent] })).body.data.count).toBe(2);
  });
  it('cannot be reached by any id-taking call', async () => {
    const refused = async (url: string, body: object) => expect((await post(url, body, member)).body.errorCode, url).toBe(401);
    await refused('/protected/get-project-file-list', { parentId: hidden });
    await refused('/protected/file/get-file-path', { parentId: hidden });
    await refused('/protected/file/get-file-tree', { fileId: hidden });
    await refused('/protected/get-project-file-by-id', { fileId: secret });
    await refused('/protected/file/get-project-file-Info', { fileId: secret });
    await refused('/protected/project/get-file-page', { fileId: secret });
    await refused('/protected/get-project-file-version-data', { projectFileId: secret });
    await refused('/protected/file/get-download-url', { fileId: secret });
    await refused('/protected/project/view-file', { fileId: secret });
    await refused('/account/file-conver', { fileId: secret });
    await refused('/protected/file/pack-zip-service', { array: [hidden] });
    await refused('/protected/file/check-file-name', { parentId: hidden, fileArr: [{ fileName: 'a.pdf' }] });
    await refused('/protected/upload-fast', { parentId: hidden, md5: pdf.md5, fileName: 'a.pdf' });
    await refused('/protected/file/get-contact_project_file_list', { fileId: secret });
    await refused('/protected/role-mysql/get-file-initial-permission', { fileId: hidden });
    await refused('/protected/role-mysql/get-file-permission', { fileId: secret, actionType: 2 });
    await refused('/annotations/user/viewer-permission', { projectFileId: secret });
    await refused('/protected/file/create-newshare-link', { fileIds: [hidden], validDays: 1, identities: ['guest'] });
    await refused('/protected/file/move', { fileIds: [secret], targetId: null });
    await refused('/protected/file/copy', { fileIds: [secret], targetId: null });
    await refused('/protected/file/rename', { fileId: secret, name: 'x' });
    await refused('/protected/update-project-file-state', { fileIds: [secret], is_recycle: 1 });
    await refused('/protected/updata-right-lable', { fileIds: [secret], labelIds: [] });
    await refused('/protected/file/update-meta', { fileId: secret, templateId: null });
    const versions = (await post('/protected/get-project-file-version-data', { projectFileId: secret })).body.data.list;
    await refused('/protected/project/delete-project-version', { confirm: true, _id: versions[0]._id });
    const form = await t.app.inject({
      method: 'POST',
      url: '/protected/file/download',
      payload: `fileId=${secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${member}` },
    });
    expect(form.json().errorCode).toBe(401);
  });
  it('is left out when a member copies the folder around it', async () => {
    await post('/protected/file/copy', { fileIds: [parent], targetId: null }, member);
    const copy = ((await list(member)).projectFileList as { name: string; _id: string }[]).find((f) => f.name === 'Project B (2)')!;
    expect(await names(padmin, copy._id)).toEqual(['open-plan.pdf']);
  });
});

describe('the default permission mode', () => {
  it('lets members delete and rename only their own items unless they hold owner', async () => {
    const shared = await mkdir('Shared drop');
    await restrict(shared, ['enter', 'query', 'upload', 'rename', 'delete']);
    const theirs = (await putFile(t, padmin, projectId, 'admins.pdf', pdf.bytes, shared))._id;
    const mine = (await putFile(t, member, projectId, 'members.pdf', pdf.bytes, shared))._id;
    expect((await post('/protected/file/rename', { fileId: mine, name: 'members-2' }, member)).body.success).toBe(true);
    const refused = await post('/protected/file/rename', { fileId: theirs, name: 'x' }, member);
    expect(refused.body.errorCode).toBe(4030);
    expect(refused.body.msg).toBe('In the default permission mode you may only change your own files; ask an administrator');
    expect((await post('/protected/update-project-file-state', { fileIds: [theirs], is_recycle: 1 }, member)).body.errorCode).toBe(4030);
    await restrict(shared, ['enter', 'query', 'upload', 'update', 'rename', 'delete']);
    const names = (
      await post('/protected/file/check-file-name', { parentId: shared, fileArr: [{ fileName: 'admins.pdf' }, { fileName: 'members-2.pdf' }] }, member)
    ).body.data.fileArr;
    expect(names.map((n: { canUpdate: boolean; canCover: boolean }) => [n.canUpdate, n.canCover])).toEqual([
      [true, false],
      [true, true],
    ]);
    await restrict(shared, ['enter', 'query', 'upload', 'rename', 'delete', 'owner']);
    expect((await post('/protected/file/rename', { fileId: theirs, name: 'by-owner' }, member)).body.success).toBe(true);
    await restrict(shared, ['enter', 'query', 'upload', 'rename', 'delete']);
    await post('/protected/project/update-permission-mode', { permissionMode: 'public' });
    expect((await post('/protected/update-project-file-state', { fileIds: [theirs], is_recycle: 1 }, member)).body.success).toBe(true);
    await post('/protected/project/update-permission-mode', { permissionMode: 'default' });
  });
});

describe('annotation permissions', () => {
  it('follows spec 2 §6 for admins, type none and restrict_role_write', async () => {
    const f = (await putFile(t, padmin, projectId, 'annotated.pdf', pdf.bytes))._id;
    const asAdmin = (await t.get(`/annotations/user/file/permission?projectId=${projectId}&projectFileId=${f}`, padmin)).body.data;
    expect(asAdmin).toEqual({
      isProjectAdmin: true,
      filePermissionsType: 'none',
      permissions: [
        { actionType: 'access', value: 1 },
        { actionType: 'add', value: 1 },
        { actionType: 'delete', value: 0 },
        { actionType: 'associate_task', value: 0 },
      ],
    });
    const asMember = (await post('/annotations/user/viewer-permission', { projectFileId: f, language: 'en' }, member)).body.data;
    expect(asMember.permissions.map((p: { value: number }) => p.value)).toEqual([1, 1, 0, 0]);
    const save = {
      projectFileId: f,
      filePermissionsType: 'restrict_role_write',
      permissions: [
        { roleId: memberRole, actionType: 'access', value: 1 },
        { roleId: memberRole, actionType: 'delete', value: 1 },
      ],
    };
    expect((await post('/annotations/save/filePermission', save, member)).body.errorCode).toBe(4030);
    expect((await post('/annotations/save/filePermission', save)).body.data.filePermissionsType).toBe('restrict_role_write');
    const after = (await post('/annotations/user/viewer-permission', { projectFileId: f }, member)).body.data;
    expect(after.permissions).toEqual([
      { actionType: 'access', value: 1 },
      { actionType: 'add', value: 0 },
      { actionType: 'delete', value: 1 },
      { actionType: 'associate_task', value: 0 },
    ]);
    expect((await post('/annotations/save/filePermission', { ...save, filePermissionsType: 'open' })).status).toBe(400);
    expect((await t.get(`/annotations/annotation/permission?projectId=${projectId}`, member)).body.data).toEqual({
      permissionMode: 'default',
      isProjectAdmin: false,
      annotation_permission: false,
    });
    expect((await t.get(`/annotations/annotation/permission?projectId=${projectId}`, outsider)).body.errorCode).toBe(401);
  });
});

describe('each document flag', () => {
  it('allows and denies the action it names', async () => {
    const box = await mkdir('Flag box');
    const target = await mkdir('Flag target');
    await restrict(target, ['enter', 'add', 'upload']);
    const pdfMd5 = pdf.md5;
    let n = 0;
    const fresh = async () => (await putFile(t, member, projectId, `flag-${++n}.pdf`, pdf.bytes, box))._id;
    const checks: [string, (id: string) => Promise<{ body: { errorCode: number } }>][] = [
      ['add', () => post('/protected/file/create-many-folder', { parentId: box, folderArr: [`sub-${++n}`] }, member)],
      ['upload', () => post('/protected/upload-fast', { parentId: box, md5: pdfMd5, fileName: `up-${++n}.pdf` }, member)],
      ['update', (id) => post('/protected/update-version-fast', { needUpdataProjectFileId: id, md5: pdfMd5, fileName: 'v.pdf' }, member)],
      ['query', (id) => post('/protected/project/view-file', { fileId: id }, member)],
      ['download', (id) => post('/protected/file/get-download-url', { fileId: id }, member)],
      ['rename', (id) => post('/protected/file/rename', { fileId: id, name: `renamed-${++n}` }, member)],
      ['move', (id) => post('/protected/file/move', { fileIds: [id], targetId: target }, member)],
      ['copy', (id) => post('/protected/file/copy', { fileIds: [id], targetId: target }, member)],
      ['status', (id) => post('/protected/updata-right-lable', { fileIds: [id], labelIds: [] }, member)],
      ['delete', (id) => post('/protected/update-project-file-state', { fileIds: [id], is_recycle: 1 }, member)],
      ['share', (id) => post('/protected/file/create-newshare-link', { fileIds: [id], validDays: 1, identities: ['guest'] }, member)],
      ['permission', (id) => post('/protected/role-mysql/save-file-roles', { fileId: id, permissionType: 'public' }, member)],
      ['annotation_permission', (id) => post('/annotations/save/filePermission', { projectFileId: id, filePermissionsType: 'restrict_write' }, member)],
    ];
    for (const [action, call] of checks) {
      await restrict(box, ['enter', 'query', 'upload']);
      const id = await fresh();
      await restrict(box, action === 'query' ? ['enter'] : ['enter', 'query'].filter((a) => a !== action));
      expect((await call(id)).body.errorCode, `${action} denied`).toBe(4030);
      // Copying or moving a file elsewhere hands out its content: it also needs download here.
      await restrict(box, ['enter', 'query', action, ...(action === 'move' || action === 'copy' ? ['download'] : [])]);
      expect((await call(id)).body.errorCode, `${action} allowed`).toBe(200);
    }
  });
});
