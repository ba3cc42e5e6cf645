import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStaffRow } from '@trestle/shared/project-org-responses';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { builtInRoleId } from '../roles/service';
import { rolePermissions, roles } from '../roles/tables';
import { projectMembers } from '../projects/tables';

// The platform's project-staff calls (docs/project-organisations.md): enterprise managers and
// holders of the enterprise's person grants; the projects module's member rules apply.

const PF = '/protected/platform';
let t: TestApp;
let manager: string;
let member: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;
let harbour: { id: string; enterpriseId: string };
let riverside: { id: string };
let padminId: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await demoProjects(t.deps.db);
  harbour = p.harbour;
  riverside = p.riverside;
  manager = await t.login('emanager');
  member = await t.login('member');
  outsider = await buildOutsider(t);
  padminId = await userId(t.deps.db, 'padmin');
  memberId = await userId(t.deps.db, 'member');
});
afterAll(() => t.close());

const post = (path: string, body: object, token: string | null = manager, lang = 'en') => t.post(`${PF}/${path}`, body, token, lang);

/** A new staff member of the demo enterprise, with an enterprise role granting these person actions. */
async function staffWith(loginName: string, actions: string[]) {
  const db = t.deps.db;
  const user = await createUser(db, { loginName, name: loginName, password: 'Staff#2026x', email: `${loginName}@demo.example` });
  let roleId = await builtInRoleId(db, { enterpriseId: harbour.enterpriseId, projectId: null }, 'enterprise_staff');
  if (actions.length) {
    roleId = randomUUID();
    await db.insert(roles).values({ id: roleId, enterpriseId: harbour.enterpriseId, projectId: null, name: `${loginName} role`, defaultLevel: 20 });
    await db.insert(rolePermissions).values(actions.map((action) => ({ roleId: roleId, module: 'person', action })));
  }
  await addEnterpriseMember(db, harbour.enterpriseId, user.id, roleId);
  return { id: user.id, token: () => t.login(loginName, 'Staff#2026x') };
}

describe('get-project-staff', () => {
  it("lists a project's members with role, organisations and isAdmin; searches and filters by organisation", async () => {
    const org = await t.post('/protected/user-management/add-project-org', { projectId: harbour.id, name: 'Owner team', userIds: [memberId] }, manager);
    const r = await post('get-project-staff', { projectId: harbour.id });
    expect(r.body.success).toBe(true);
    const rows = r.body.data.list as ProjectStaffRow[];
    expect(rows.find((x) => x.loginName === 'padmin')).toMatchObject({ isAdmin: true, roleName: 'Project administrator', orgs: [] });
    expect(rows.find((x) => x.loginName === 'member')).toMatchObject({ isAdmin: false, roleName: 'Project member', orgs: [{ name: 'Owner team' }] });
    expect((await post('get-project-staff', { projectId: harbour.id, name: 'mia' })).body.data.list.map((x: ProjectStaffRow) => x.loginName)).toEqual([
      'member',
    ]);
    const byOrg = await post('get-project-staff', { projectId: harbour.id, projectOrgId: org.body.data.id });
    expect(byOrg.body.data.list.map((x: ProjectStaffRow) => x.loginName)).toEqual(['member']);
    const paged = await post('get-project-staff', { projectId: harbour.id, pageSize: 1, pageNum: 2 });
    expect(paged.body.data).toMatchObject({ total: 2 });
    expect(paged.body.data.list).toHaveLength(1);
  });

  it('refuses plain staff, an outsider, another enterprise’s project and bad paging', async () => {
    expect((await post('get-project-staff', { projectId: harbour.id }, member)).status).toBe(403);
    expect((await post('get-project-staff', { projectId: harbour.id, enterpriseId: harbour.enterpriseId }, outsider.token)).body.errorCode).toBe(401);
    // In their own enterprise the outsider's grants do not reach our project.
    const own = await post('get-project-staff', { projectId: harbour.id }, outsider.token);
    expect(own.status).toBe(403);
    const foreign = await post('get-project-staff', { projectId: 'no-such-project' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('The project does not exist in this enterprise');
    expect((await post('get-project-staff', { projectId: harbour.id, pageNum: 0 })).status).toBe(400);
    expect((await post('get-project-staff', {})).status).toBe(400);
  });
});

describe('get-assigned-project and add-user-project', () => {
  it("adds a staff member to projects with roles in one call and lists them as the person's projects", async () => {
    const s = await staffWith('newhand', []);
    const adminRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: harbour.id }, 'project_admin');
    const r = await post('add-user-project', { userId: s.id, projects: [{ projectId: harbour.id, roleId: adminRole }, { projectId: riverside.id }] });
    expect(r.body).toMatchObject({ success: true, data: { added: 2 }, msg: 'Added to 2 project(s)' });
    const mine = await post('get-assigned-project', { userId: s.id });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ projectId: harbour.id, roleName: 'Project administrator', isAdmin: true, orgs: [] }),
      expect.objectContaining({ projectId: riverside.id, roleName: 'Project member', isAdmin: false }),
    ]);
    // Again: nothing new, nothing changed.
    expect((await post('add-user-project', { userId: s.id, projects: [{ projectId: riverside.id }] })).body.data).toEqual({ added: 0 });
  });

  it('adds nothing when one of the projects is refused (one transaction)', async () => {
    const s = await staffWith('halfway', []);
    const r = await post('add-user-project', { userId: s.id, projects: [{ projectId: harbour.id }, { projectId: 'elsewhere' }] });
    expect(r.status).toBe(400);
    expect((await post('get-assigned-project', { userId: s.id })).body.data).toEqual([]);
  });

  it('gives the admin role only by administrators and managers; person:add alone is not enough', async () => {
    const adder = await staffWith('adder', ['enter', 'add']);
    const target = await staffWith('target', []);
    const adminRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: harbour.id }, 'project_admin');
    const token = await adder.token();
    const r = await post('add-user-project', { userId: target.id, projects: [{ projectId: harbour.id, roleId: adminRole }] }, token);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('Only a project administrator can give or take the administrator role');
    expect((await post('add-user-project', { userId: target.id, projects: [{ projectId: harbour.id }] }, token)).body.data).toEqual({ added: 1 });
    // person:add does not let them change or remove members.
    expect((await post('update-project-staff', { projectId: harbour.id, userId: target.id, orgIds: [] }, token)).status).toBe(403);
    expect((await post('remove-project-user', { projectId: harbour.id, userId: target.id }, token)).status).toBe(403);
  });

  it('refuses bad input, non-staff, plain staff and outsiders', async () => {
    expect((await post('add-user-project', { userId: memberId, projects: [] }, manager, 'ja')).body.msg).toContain('プロジェクトを 1 つ以上選んでください');
    expect((await post('add-user-project', { projects: [{ projectId: harbour.id }] })).status).toBe(400);
    expect((await post('add-user-project', { userId: outsider.user.id, projects: [{ projectId: harbour.id }] })).body.msg).toBe(
      'The person is not a staff member of this enterprise',
    );
    expect((await post('get-assigned-project', { userId: outsider.user.id })).status).toBe(400);
    expect((await post('get-assigned-project', {})).status).toBe(400);
    expect((await post('add-user-project', { userId: memberId, projects: [{ projectId: harbour.id }] }, member)).status).toBe(403);
    expect((await post('get-assigned-project', { userId: memberId }, member)).status).toBe(403);
    expect((await post('get-assigned-project', { userId: memberId, enterpriseId: harbour.enterpriseId }, outsider.token)).body.errorCode).toBe(401);
    expect((await post('get-assigned-project', { userId: memberId }, null)).status).toBe(401);
  });
});

describe('update-project-staff and remove-project-user', () => {
  it("changes a member's role and organisations in one call", async () => {
    const org = await t.post('/protected/user-management/add-project-org', { projectId: riverside.id, name: 'Façades' }, manager);
    const visitor = randomUUID();
    await t.deps.db.insert(roles).values({ id: visitor, enterpriseId: harbour.enterpriseId, projectId: riverside.id, name: 'Visitor', defaultLevel: 1 });
    const r = await post('update-project-staff', { projectId: riverside.id, userId: memberId, roleId: visitor, orgIds: [org.body.data.id] });
    expect(r.body).toMatchObject({ success: true, msg: 'Project member updated' });
    expect(r.body.data).toMatchObject({ userId: memberId, roleId: visitor, roleName: 'Visitor', orgs: [{ name: 'Façades' }] });
    // An unknown organisation changes nothing, the role included.
    const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: riverside.id }, 'project_member');
    expect((await post('update-project-staff', { projectId: riverside.id, userId: memberId, roleId: memberRole, orgIds: ['nope'] })).status).toBe(400);
    const [m] = await t.deps.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, riverside.id), eq(projectMembers.userId, memberId)));
    expect(m.roleId).toBe(visitor);
    // Another project's role is refused.
    const harbourRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: harbour.id }, 'project_member');
    expect((await post('update-project-staff', { projectId: riverside.id, userId: memberId, roleId: harbourRole })).status).toBe(400);
  });

  it('never takes the administrator role from the last administrator', async () => {
    const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: riverside.id }, 'project_member');
    const r = await post('update-project-staff', { projectId: riverside.id, userId: padminId, roleId: memberRole });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('A project needs at least one administrator');
  });

  it('refuses to remove a project manager (spec message) and removes a member, who leaves the organisations', async () => {
    const refused = await post('remove-project-user', { projectId: riverside.id, userId: padminId }, manager, 'zh');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('项目管理员不能被移除');
    const ok = await post('remove-project-user', { projectId: riverside.id, userId: memberId });
    expect(ok.body).toMatchObject({ success: true, data: { userId: memberId } });
    expect((await post('get-project-staff', { projectId: riverside.id })).body.data.list.map((x: ProjectStaffRow) => x.loginName)).not.toContain('member');
    const orgs = await t.post('/protected/user-management/get-project-org', { projectId: riverside.id, name: 'Façades' }, manager);
    expect(orgs.body.data.list[0].memberCount).toBe(0);
    expect((await post('remove-project-user', { projectId: riverside.id, userId: memberId })).body.msg).toBe('The person is not a member of this project');
  });

  it('refuses plain staff, outsiders and bad input', async () => {
    expect((await post('update-project-staff', { projectId: harbour.id, userId: memberId, orgIds: [] }, member)).status).toBe(403);
    expect((await post('remove-project-user', { projectId: harbour.id, userId: memberId }, member)).status).toBe(403);
    expect(
      (await post('remove-project-user', { projectId: harbour.id, userId: memberId, enterpriseId: harbour.enterpriseId }, outsider.token)).body.errorCode,
    ).toBe(401);
    expect((await post('update-project-staff', { projectId: harbour.id })).status).toBe(400);
    expect((await post('remove-project-user', { projectId: harbour.id, userId: '' })).status).toBe(400);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
