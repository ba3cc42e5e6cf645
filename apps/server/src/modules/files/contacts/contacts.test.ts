import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../../test/factories';
import { addFile, buildReader } from '../meta/testkit';
import { fileNodes } from '../tables';

let t: TestApp;
let padmin: string;
let member: string;
let reader: string;
let outsider: string;
let projectId: string;
let otherProjectId: string;
let folderId: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  const demo = await demoProjects(t.deps.db);
  projectId = demo.harbour.id;
  otherProjectId = demo.riverside.id;
  reader = (await buildReader(t, projectId)).token;
  outsider = (await buildOutsider(t)).token;
  const by = await userId(t.deps.db, 'padmin');
  const r = await t.post('/protected/file/create-many-folder', { projectId, folderArr: ['Drawings'] }, padmin);
  folderId = r.body.data.folderInfoArr[0].id;
  const level = await t.post('/protected/file/create-many-folder', { projectId, parentId: folderId, folderArr: ['Level 1'] }, padmin);
  files.plan = await addFile(t.deps.db, projectId, 'Plan.pdf', by, level.body.data.folderInfoArr[0].id);
  files.model = await addFile(t.deps.db, projectId, 'Model.ifc', by);
  files.spec = await addFile(t.deps.db, projectId, 'Spec.docx', by, folderId);
  files.photo = await addFile(t.deps.db, projectId, 'Photo.jpg', by);
  files.other = await addFile(t.deps.db, otherProjectId, 'Elsewhere.pdf', by);
});
afterAll(() => t.close());

const add = (fileId: string, contactFileIds: unknown, token = member, lang = 'en') =>
  t.post('/protected/file/add-contact_project_file', { projectId, fileId, contactFileIds }, token, lang);
const list = (fileId: string, token = reader) => t.post('/protected/file/get-contact_project_file_list', { projectId, fileId }, token);
const remove = async (id: string, token = member, pid: string | null = projectId) => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/protected/file/remove-contact_project_file/${id}${pid ? `?projectId=${pid}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const names = (r: { body: { data: { list: { name: string }[] } } }) => r.body.data.list.map((f) => f.name);

describe('linking files (add-contact_project_file, get-contact_project_file_list)', () => {
  it('links a file to others and lists them with type, path and who linked them', async () => {
    const r = await add(files.plan, [files.model, files.spec, files.model]);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ added: 2, skipped: 0 });
    const l = await list(files.plan);
    expect(names(l)).toEqual(['Model.ifc', 'Spec.docx']);
    expect(l.body.data.list[0]).toMatchObject({ fileId: files.model, type: 'ifc', path: '/', direction: 'out', createUserName: 'Mia Member' });
    expect(l.body.data.list[1]).toMatchObject({ fileId: files.spec, type: 'docx', path: '/Drawings' });
    expect(l.body.data.canEdit).toBe(false);
  });

  it('shows a link from both files', async () => {
    const back = await list(files.model, member);
    expect(back.body.data.list).toHaveLength(1);
    expect(back.body.data.list[0]).toMatchObject({ fileId: files.plan, name: 'Plan.pdf', path: '/Drawings/Level 1', direction: 'in' });
    expect(back.body.data.canEdit).toBe(true);
  });

  it('never links a pair twice, whichever side it is added from', async () => {
    const again = await add(files.model, [files.plan]);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('These files are already linked');
    const some = await add(files.model, [files.plan, files.photo]);
    expect(some.body.data).toMatchObject({ added: 1, skipped: 1 });
    expect(names(await list(files.model))).toEqual(['Plan.pdf', 'Photo.jpg']);
  });

  it('refuses itself, folders, files of other projects or unknown and empty choices', async () => {
    expect((await add(files.plan, [files.plan])).body.msg).toBe('A file cannot be linked to itself');
    expect((await add(files.plan, [files.plan], member, 'zh')).body.msg).toBe('文件不能关联自身');
    expect((await add(files.plan, [folderId])).body.msg).toBe('This action needs a file, not a folder');
    expect((await add(folderId, [files.plan])).status).toBe(400);
    const elsewhere = await add(files.plan, [files.other]);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.msg).toBe('A file to link does not exist, was deleted or belongs to another project');
    expect((await add(files.plan, ['nope'])).status).toBe(404);
    expect((await add('nope', [files.plan])).status).toBe(404);
    expect((await add(files.plan, [])).body.msg).toBe('contactFileIds: Please choose at least one file to link');
    expect((await add(files.plan, 'x')).status).toBe(400);
    expect((await add(files.plan, [5])).status).toBe(400);
  });

  it('refuses recycled files and hides links to them until they are restored', async () => {
    await t.deps.db.update(fileNodes).set({ recycledAt: new Date() }).where(eq(fileNodes.id, files.photo));
    expect((await add(files.spec, [files.photo])).status).toBe(404);
    expect(names(await list(files.model))).toEqual(['Plan.pdf']);
    await t.deps.db.update(fileNodes).set({ recycledAt: null }).where(eq(fileNodes.id, files.photo));
    expect(names(await list(files.model))).toEqual(['Plan.pdf', 'Photo.jpg']);
  });

  it('refuses readers without dms:edit and callers outside the project', async () => {
    const denied = await add(files.spec, [files.photo], reader);
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(4030);
    expect((await add(files.spec, [files.photo], outsider)).body.errorCode).toBe(401);
    expect((await list(files.plan, outsider)).status).toBe(403);
    expect((await t.post('/protected/file/get-contact_project_file_list', { projectId }, reader)).status).toBe(400);
    expect((await list('nope')).status).toBe(404);
    expect((await t.post('/protected/file/get-contact_project_file_list', { projectId: otherProjectId, fileId: files.plan }, padmin)).status).toBe(404);
  });
});

describe('unlinking files (remove-contact_project_file)', () => {
  it('removes one link, seen from both files', async () => {
    const link = (await list(files.model)).body.data.list.find((l: { name: string }) => l.name === 'Photo.jpg');
    expect((await remove(link.id, reader)).body.errorCode).toBe(4030);
    expect((await remove(link.id, outsider)).status).toBe(403);
    expect((await remove(link.id, padmin, otherProjectId)).status).toBe(404);
    const r = await remove(link.id);
    expect(r.body).toMatchObject({ success: true, data: { removed: 1 } });
    expect(names(await list(files.model))).toEqual(['Plan.pdf']);
    expect(names(await list(files.photo))).toEqual([]);
    expect((await remove(link.id)).status).toBe(404);
  });

  it('needs the project in the query', async () => {
    const r = await remove('anything', member, null);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('projectId is required');
  });
});
