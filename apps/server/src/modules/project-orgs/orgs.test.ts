import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectOrg } from '@trestle/shared/project-org-responses';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';

// Project organisations (docs/project-organisations.md): project:permission holders write,
// members read, names unique per project, people are project members, an organisation with
// people cannot be deleted.

const UM = '/protected/user-management';
let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let enterpriseId: string;
let memberId: string;
let padminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const harbour = (await demoProjects(t.deps.db)).harbour;
  projectId = harbour.id;
  enterpriseId = harbour.enterpriseId;
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  memberId = await userId(t.deps.db, 'member');
  padminId = await userId(t.deps.db, 'padmin');
});
afterAll(() => t.close());

const post = (path: string, body: object, token: string | null = padmin, lang = 'en') =>
  t.post(`${UM}/${path}`, { projectId, enterpriseId, ...body }, token, lang);
async function add(body: object): Promise<ProjectOrg> {
  const r = await post('add-project-org', body);
  if (!r.body.success) throw new Error(r.body.msg);
  return r.body.data;
}

describe('project organisations', () => {
  it('adds an organisation with project members as its people, and lists it to members', async () => {
    const r = await post('add-project-org', { name: 'Nordbau GmbH', remark: 'Main contractor', userIds: [memberId, padminId] });
    expect(r.body).toMatchObject({ success: true, msg: 'Organisation added' });
    expect(r.body.data).toMatchObject({ name: 'Nordbau GmbH', remark: 'Main contractor', memberCount: 2 });
    const list = await post('get-project-org', {}, member);
    expect(list.body.success).toBe(true);
    const org = list.body.data.list.find((o: ProjectOrg) => o.id === r.body.data.id);
    expect(org.members.map((m: { loginName: string }) => m.loginName).sort()).toEqual(['member', 'padmin']);
    // A member may be in several organisations.
    const second = await add({ name: 'Site team', userIds: [memberId] });
    expect(second.memberCount).toBe(1);
  });

  it('pages by 10 by default and searches by name', async () => {
    for (let i = 0; i < 10; i++) await add({ name: `Sub ${String(i).padStart(2, '0')}` });
    const page1 = await post('get-project-org', {});
    expect(page1.body.data.list).toHaveLength(10);
    expect(page1.body.pageTotal ?? page1.body.data.total).toBeGreaterThanOrEqual(12);
    const page2 = await post('get-project-org', { pageNum: 2 });
    expect(page2.body.data.list.length).toBeGreaterThanOrEqual(2);
    const found = await post('get-project-org', { name: 'sub 0' });
    expect(found.body.data.total).toBe(10);
  });

  it('requires a name, unique in the project whatever its case, and people who are project members', async () => {
    const blank = await post('add-project-org', { name: '  ' }, padmin, 'zh');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请输入组织名称');
    const dup = await post('add-project-org', { name: 'NORDBAU gmbh' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('An organisation named "NORDBAU gmbh" already exists in this project');
    const out = await buildOutsider(t);
    const stranger = await post('add-project-org', { name: 'Strangers', userIds: [out.user.id] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe('Only members of this project can be assigned to its organisations');
    expect((await post('add-project-org', { name: 'x'.repeat(101) })).body.msg).toContain('The organisation name can have at most 100 characters');
    expect((await post('get-project-org', { pageSize: 0 })).status).toBe(400);
    expect((await post('update-project-org', { id: 'nope', name: 'Y' })).body.msg).toBe('The organisation does not exist in this project');
    expect((await post('get-project-org', { enterpriseId: out.enterpriseId })).status).toBe(400);
  });

  it('lets one of two simultaneous adds of a name win; the other hears the name is taken, never a 500', async () => {
    const [a, b] = await Promise.all([post('add-project-org', { name: 'Twin Co' }), post('add-project-org', { name: 'twin co' })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)!.body.msg).toMatch(/already exists in this project/);
  });

  it('renames and replaces the people; another organisation keeps its name', async () => {
    const org = await add({ name: 'Electrics', userIds: [memberId] });
    const r = await post('update-project-org', { id: org.id, name: 'Electrical works', userIds: [padminId] });
    expect(r.body.data).toMatchObject({ name: 'Electrical works', remark: null, members: [{ loginName: 'padmin' }] });
    expect((await post('update-project-org', { id: org.id, name: 'site TEAM' })).status).toBe(400);
    // Omitted fields stay.
    expect((await post('update-project-org', { id: org.id, remark: 'Cabling' })).body.data).toMatchObject({ name: 'Electrical works', memberCount: 1 });
  });

  it('refuses to delete an organisation with people, with the spec message, and deletes it once empty', async () => {
    const org = await add({ name: 'Scaffolders', userIds: [memberId] });
    const refused = await post('delete-project-org', { id: org.id }, padmin, 'ja');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('メンバーがいる組織は削除できません');
    await post('update-project-org', { id: org.id, userIds: [] });
    const ok = await post('delete-project-org', { id: org.id });
    expect(ok.body).toMatchObject({ success: true, data: { id: org.id }, msg: 'Organisation deleted' });
    expect((await post('delete-project-org', { id: org.id })).status).toBe(400);
  });

  it('refuses writes to a member without project:permission, and everything to an outsider', async () => {
    const org = await add({ name: 'Glaziers' });
    for (const [path, body] of [
      ['add-project-org', { name: 'Mine' }],
      ['update-project-org', { id: org.id, name: 'Mine' }],
      ['delete-project-org', { id: org.id }],
    ] as const) {
      const r = await post(path, body, member);
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe(4030);
      expect((await post(path, body, outsider)).body.errorCode).toBe(401);
      expect((await post(path, body, null)).status).toBe(401);
    }
    expect((await post('get-project-org', {}, outsider)).body.errorCode).toBe(401);
  });

  it("drops a member's organisations when they leave the project", async () => {
    const u = await t.post('/protected/project-level/invite-user', { projectId, userIds: [await userId(t.deps.db, 'emanager')] }, padmin);
    expect(u.body.success).toBe(true);
    const emanagerId = await userId(t.deps.db, 'emanager');
    const org = await add({ name: 'Client side', userIds: [emanagerId] });
    expect((await t.post('/protected/project/remove-member', { projectId, userId: emanagerId }, padmin)).body.success).toBe(true);
    const list = await post('get-project-org', { name: 'Client side' });
    expect(list.body.data.list[0]).toMatchObject({ id: org.id, memberCount: 0 });
    expect((await post('delete-project-org', { id: org.id })).body.success).toBe(true);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
