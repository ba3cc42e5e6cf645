import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '../../test/factories';
import { kit, type Kit } from './testkit';

// Who may call the register, category and staff calls (docs/task-register.md "Permissions").

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const PT = '/protected/projecttask';
type Call = [url: string, body: object];
const calls = (id: string, catId: string): Call[] => [
  [`${PT}/get`, {}],
  [`${PT}/get-single-task`, { id }],
  [`${PT}/add-task`, { name: 'n' }],
  [`${PT}/update`, { id, name: 'n' }],
  [`${PT}/delete-task`, { id }],
  [`${PT}/update-status`, { id, status: 1 }],
  [`${PT}/update-worker`, { id, worker: '' }],
  [`${PT}/get-task-journal`, { id }],
  ['/protected/common/get-category', {}],
  ['/protected/common/save-category', { name: 'n' }],
  ['/protected/common/save-category', { id: catId, name: 'n2' }],
  ['/protected/common/save-category', { id: catId, delete: true }],
];

describe('register permissions', () => {
  it('refuses a user of another enterprise on every call (errorCode 401) and leaves the data alone', async () => {
    const row = await k.add({ name: 'Guarded' });
    const cat = (await k.post('/protected/common/save-category', { name: 'Guarded cat' })).body.data;
    for (const [url, body] of calls(row.id, cat.id)) {
      const r = await k.post(url, body, k.outsider);
      expect(r.status, url).toBe(403);
      expect(r.body.errorCode, url).toBe(401);
    }
    expect((await k.post(`${PT}/get-single-task`, { id: row.id })).body.data.name).toBe('Guarded');
  });

  it('refuses a project member whose role has no task grants on every call (errorCode 4030)', async () => {
    const row = await k.add({ name: 'Hidden' });
    const cat = (await k.post('/protected/common/save-category', { name: 'Hidden cat' })).body.data;
    for (const [url, body] of calls(row.id, cat.id)) {
      const r = await k.post(url, body, k.bystander);
      expect(r.body.errorCode, url).toBe(4030);
    }
  });

  it('lets a member with the default grants read, add and change rows and categories, but not delete them', async () => {
    const mine = await k.add({ name: 'Member row' }, k.member);
    expect(mine.status).toBe(0);
    expect((await k.post(`${PT}/update-status`, { id: mine.id, status: 1 }, k.member)).body.success).toBe(true);
    expect((await k.post(`${PT}/update-worker`, { id: mine.id, worker: k.memberId }, k.member)).body.success).toBe(true);
    const list = await k.post(`${PT}/get`, {}, k.member);
    expect(list.body.data.permissions).toEqual({ add: true, edit: true, delete: false });
    expect((await k.post(`${PT}/delete-task`, { id: mine.id }, k.member)).body.errorCode).toBe(4030);
    const cat = await k.post('/protected/common/save-category', { name: 'Member cat' }, k.member);
    expect(cat.body.success).toBe(true);
    expect((await k.post('/protected/common/save-category', { id: cat.body.data.id, name: 'Member cat 2' }, k.member)).body.success).toBe(true);
    expect((await k.post('/protected/common/save-category', { id: cat.body.data.id, delete: true }, k.member)).body.errorCode).toBe(4030);
    // The project admin may delete.
    expect((await k.post(`${PT}/delete-task`, { id: mine.id })).body.success).toBe(true);
  });

  it('keeps rows of one project out of another (read through another project reads as unknown)', async () => {
    const { riverside } = await demoProjects(k.t.deps.db);
    const manager = await k.t.login('emanager');
    const row = await k.add({ name: 'Local' });
    const r = await k.t.post(`${PT}/get-single-task`, { projectId: riverside.id, id: row.id }, manager, 'en');
    expect(r.body.msg).toMatch(/task does not exist/);
    const s = await k.t.post(`${PT}/update-status`, { projectId: riverside.id, id: row.id, status: 2 }, manager, 'en');
    expect(s.status).toBe(400);
    expect((await k.post(`${PT}/get-single-task`, { id: row.id })).body.data.status).toBe(0);
  });
});

describe('categories', () => {
  it('creates, renames and lists categories with their row counts; refuses duplicates and blank names', async () => {
    const a = (await k.post('/protected/common/save-category', { name: 'Steel' })).body.data;
    const b = (await k.post('/protected/common/save-category', { name: 'MEP' })).body.data;
    expect(b.sort).toBeGreaterThan(a.sort);
    await k.add({ name: 'Beam', categoryId: a.id });
    await k.add({ name: 'Column', categoryId: a.id });
    const renamed = await k.post('/protected/common/save-category', { id: b.id, name: 'Services' });
    expect(renamed.body).toMatchObject({ success: true, msg: 'Category saved', data: { name: 'Services' } });
    const list = (await k.post('/protected/common/get-category', {})).body.data;
    expect(list.find((c: { id: string }) => c.id === a.id)).toMatchObject({ name: 'Steel', count: 2 });
    expect(list.find((c: { id: string }) => c.id === b.id)).toMatchObject({ name: 'Services', count: 0 });
    const dup = await k.post('/protected/common/save-category', { name: 'steel' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('A category named "steel" already exists');
    expect((await k.post('/protected/common/save-category', { name: ' ' })).body.msg).toMatch(/category name/);
    expect((await k.post('/protected/common/save-category', { delete: true })).body.msg).toMatch(/category to delete/);
    expect((await k.post('/protected/common/save-category', { id: 'no-such', name: 'x' })).body.msg).toMatch(/category does not exist/);
  });

  it('refuses to delete a category still used by rows, naming how many; deletes it once unused', async () => {
    const c = (await k.post('/protected/common/save-category', { name: 'Earthworks' })).body.data;
    const row = await k.add({ name: 'Dig', categoryId: c.id });
    const refused = await k.post('/protected/common/save-category', { id: c.id, delete: true });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The category "Earthworks" is used by 1 task(s); move them to another category first');
    await k.post(`${PT}/update`, { id: row.id, categoryId: null });
    const done = await k.post('/protected/common/save-category', { id: c.id, delete: true });
    expect(done.body).toMatchObject({ success: true, msg: 'Category deleted' });
    expect((await k.post('/protected/common/get-category', {})).body.data.some((x: { id: string }) => x.id === c.id)).toBe(false);
  });
});

describe('staff picker (get-staff-nopage)', () => {
  it('lists the enterprise staff unpaged, or only the project members with projectId, searchable by name', async () => {
    const all = (await k.t.post('/protected/platform/get-staff-nopage', {}, k.member, 'en')).body.data;
    expect(all.map((u: { loginName: string }) => u.loginName)).toEqual(expect.arrayContaining(['member', 'padmin', 'emanager', 'bystander']));
    const members = (await k.post('/protected/platform/get-staff-nopage', {}, k.member)).body.data;
    expect(members.map((u: { loginName: string }) => u.loginName)).toEqual(expect.arrayContaining(['member', 'padmin', 'bystander']));
    expect(members.length).toBeLessThanOrEqual(all.length);
    const mia = (await k.post('/protected/platform/get-staff-nopage', { name: 'mia' }, k.member)).body.data;
    expect(mia.map((u: { loginName: string }) => u.loginName)).toEqual(['member']);
  });

  it('refuses another enterprise and a project of another enterprise', async () => {
    const r = await k.t.post('/protected/platform/get-staff-nopage', { enterpriseId: k.enterpriseId }, k.outsider, 'en');
    expect(r.body.errorCode).toBe(401);
    const p = await k.t.post('/protected/platform/get-staff-nopage', { projectId: k.projectId }, k.outsider, 'en');
    expect(p.status).toBe(400);
    expect(p.body.msg).toMatch(/does not belong to this enterprise/);
    expect((await k.t.post('/protected/platform/get-staff-nopage', {}, null, 'en')).status).toBe(401);
  });
});
