import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { createUser } from '../accounts';
import { addEnterpriseMember } from '../enterprise';
import { builtInRoleId } from '../roles';
import { projectMembers } from './tables';

// Role assignment (docs/roles.md): get-user-roles, save-user-roles, save-users-roles,
// get-staff-role-perssion, update-user-role (and jm-), the platform's get-all-roles and
// get-role-list. Each: success, an outsider, an under-privileged member, bad input.

let t: TestApp;
let padmin: string;
let member: string;
let emanager: string;
let outsider: string;
let projectId: string;
let enterpriseId: string;
let memberId: string;
let padminId: string;
let helperId: string;

const RM = '/protected/role-mysql';
type Role = { id: string; name: string; builtIn: string | null; defaultLevel: number; permissions: string[] };

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  emanager = await t.login('emanager');
  outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  projectId = p.id;
  enterpriseId = p.enterpriseId;
  memberId = await userId(t.deps.db, 'member');
  padminId = await userId(t.deps.db, 'padmin');
  // A third member of the project (enterprise staff, project member role).
  const u = await createUser(t.deps.db, { loginName: 'helper', name: 'Hal Helper', password: 'Helper#2026', email: 'helper@example.com' });
  helperId = u.id;
  await addEnterpriseMember(t.deps.db, enterpriseId, u.id, await builtInRoleId(t.deps.db, { enterpriseId, projectId: null }, 'enterprise_staff'));
  const memberRole = await builtInRoleId(t.deps.db, { enterpriseId, projectId }, 'project_member');
  await t.deps.db.insert(projectMembers).values({ projectId, userId: u.id, roleId: memberRole, isAdmin: false });
});
afterAll(() => t.close());

const projectRoles = async (): Promise<Role[]> => (await t.post(`${RM}/get-role`, { projectId }, padmin)).body.data;
const builtIn = async (b: string) => (await projectRoles()).find((r) => r.builtIn === b)!;
const newRole = async (name: string) => (await t.post('/protected/user-management/add-role', { projectId, name }, padmin)).body.data as Role;
const roleOf = async (uid: string) => (await t.post(`${RM}/get-user-roles`, { projectId, userId: uid }, padmin)).body.data.roles[0]?.id;

describe('save-user-roles and get-user-roles', () => {
  it("sets one member's role, which their grants then follow", async () => {
    const viewer = await newRole('Viewer');
    await t.post(
      '/protected/project/update-project-role-permission',
      { projectId, roleId: viewer.id, permissions: [{ module: 'dms', action: 'upload', allowed: false }] },
      padmin,
    );
    const r = await t.post(`${RM}/save-user-roles`, { projectId, userId: helperId, roleId: viewer.id }, padmin);
    expect(r.body).toMatchObject({ success: true, data: { roleId: viewer.id, count: 1 }, msg: 'Roles saved' });
    expect(await roleOf(helperId)).toBe(viewer.id);
    const helper = await t.login('helper', 'Helper#2026');
    const own = await t.post(`${RM}/get-user-roles`, { projectId }, helper);
    expect(own.body.data).toMatchObject({ userId: helperId, roles: [{ id: viewer.id, name: 'Viewer' }] });
    const grants = (await t.post(`${RM}/get-staff-role-perssion`, { projectId }, helper)).body.data;
    expect(grants).toMatchObject({ userId: helperId, roleId: viewer.id, isAdmin: false });
    expect(grants.permissions).toContain('dms:enter');
    expect(grants.permissions).not.toContain('dms:upload');
  });
  it('gives or takes the administrator role only by administrators, and keeps the last one', async () => {
    const admin = await builtIn('project_admin');
    const memberRole = await builtIn('project_member');
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: admin.id }, padmin)).body.success).toBe(true);
    expect((await t.post(`${RM}/get-staff-role-perssion`, { projectId, userId: memberId }, padmin)).body.data.isAdmin).toBe(true);
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: memberRole.id }, padmin)).body.success).toBe(true);
    const last = await t.post(`${RM}/save-user-roles`, { projectId, userId: padminId, roleId: memberRole.id }, padmin);
    expect([last.status, last.body.msg]).toEqual([400, 'A project needs at least one administrator']);
    expect(await roleOf(padminId)).toBe(admin.id);
  });
  it('lets a holder of project:permission who is no administrator manage roles but not the administrator role', async () => {
    const coordinator = await newRole('Coordinator');
    await t.post(
      '/protected/project/update-project-role-permission',
      { projectId, roleId: coordinator.id, permissions: [{ module: 'project', action: 'permission', allowed: true }] },
      padmin,
    );
    await t.post(`${RM}/save-user-roles`, { projectId, userId: helperId, roleId: coordinator.id }, padmin);
    const helper = await t.login('helper', 'Helper#2026');
    const made = await t.post('/protected/user-management/add-role', { projectId, name: 'Made by helper' }, helper);
    expect(made.body.success).toBe(true);
    const admin = await builtIn('project_admin');
    const r = await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: admin.id }, helper);
    expect([r.status, r.body.errorCode]).toEqual([403, 4030]);
    await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: made.body.data.id }, helper);
    const moved = await t.post('/protected/user-management/delete-role', { roleId: made.body.data.id, moveTo: admin.id }, helper);
    expect(moved.body.errorCode).toBe(4030);
    expect(await roleOf(memberId)).toBe(made.body.data.id);
    await t.post(
      `${RM}/save-users-roles`,
      { projectId, userId: memberId, roleId: (await builtIn('project_member')).id, userIds: [memberId, helperId] },
      padmin,
    );
  });
  it('refuses a member without project:permission and an outsider', async () => {
    const memberRole = await builtIn('project_member');
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: memberRole.id }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: memberRole.id }, outsider)).status).toBe(403);
    expect((await t.post(`${RM}/get-user-roles`, { projectId, userId: padminId }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/get-user-roles`, { projectId }, outsider)).status).toBe(403);
    expect((await t.post(`${RM}/get-staff-role-perssion`, { projectId, userId: padminId }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/get-staff-role-perssion`, { projectId }, outsider)).status).toBe(403);
  });
  it('answers bad input clearly', async () => {
    const memberRole = await builtIn('project_member');
    const nobody = await t.post(`${RM}/save-user-roles`, { projectId, userId: randomUUID(), roleId: memberRole.id }, padmin);
    expect([nobody.status, nobody.body.msg]).toEqual([400, 'The person is not a member of this project or enterprise']);
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: 'no-such' }, padmin)).body.msg).toBe(
      'The role does not exist in this project or enterprise',
    );
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId }, padmin)).status).toBe(400);
    expect((await t.post(`${RM}/get-user-roles`, { projectId, userId: randomUUID() }, padmin)).status).toBe(400);
    expect((await t.post(`${RM}/get-staff-role-perssion`, { projectId: ['x'] }, padmin)).status).toBe(400);
  });
});

describe('save-users-roles', () => {
  it('gives one role to many members in one transaction', async () => {
    const crew = await newRole('Crew');
    const r = await t.post(`${RM}/save-users-roles`, { projectId, roleId: crew.id, userIds: [memberId, helperId] }, padmin);
    expect(r.body.data).toEqual({ roleId: crew.id, count: 2 });
    expect([await roleOf(memberId), await roleOf(helperId)]).toEqual([crew.id, crew.id]);
  });
  it('changes nobody when one of them cannot take the role', async () => {
    const memberRole = await builtIn('project_member');
    const before = [await roleOf(memberId), await roleOf(helperId)];
    const r = await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId, helperId, randomUUID()] }, padmin);
    expect(r.status).toBe(400);
    // Taking the administrator role from every administrator fails after the update ran: rolled back.
    const all = await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId, padminId] }, padmin);
    expect(all.body.msg).toBe('A project needs at least one administrator');
    expect([await roleOf(memberId), await roleOf(helperId)]).toEqual(before);
    expect(await roleOf(padminId)).toBe((await builtIn('project_admin')).id);
  });
  it('refuses a member, an outsider and bad input', async () => {
    const memberRole = await builtIn('project_member');
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId] }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId] }, outsider)).status).toBe(403);
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [] }, padmin)).status).toBe(400);
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: 'x' }, padmin)).status).toBe(400);
  });
});

describe('enterprise roles of staff', () => {
  it('lets a manager set staff roles but never remove the last manager', async () => {
    const acc = (await t.post('/protected/user-management/add-company-role', { name: 'Accounts' }, emanager)).body.data;
    expect((await t.post(`${RM}/save-user-roles`, { userId: padminId, roleId: acc.id }, emanager)).body.success).toBe(true);
    expect((await t.post(`${RM}/get-user-roles`, {}, padmin)).body.data.roles[0].name).toBe('Accounts');
    const staffGrants = (await t.post(`${RM}/get-staff-role-perssion`, { userId: padminId }, emanager)).body.data;
    expect(staffGrants).toMatchObject({ projectId: null, roleId: acc.id, isEnterpriseManager: false });
    expect(staffGrants.permissions).toContain('enterprise:enter');
    const mine = (await t.post(`${RM}/get-staff-role-perssion`, {}, emanager)).body.data;
    expect(mine.isEnterpriseManager).toBe(true);
    expect(mine.permissions).toContain('enterprise:permission');
    const managers = (await t.post(`${RM}/get-role`, {}, emanager)).body.data.find((r: Role) => r.builtIn === 'enterprise_manager');
    const staff = (await t.post(`${RM}/get-role`, {}, emanager)).body.data.find((r: Role) => r.builtIn === 'enterprise_staff');
    const holders = [await userId(t.deps.db, 'emanager'), await userId(t.deps.db, 'sysadmin')];
    expect(managers.holders).toBe(2);
    const r = await t.post(`${RM}/save-users-roles`, { roleId: staff.id, userIds: holders }, emanager);
    expect([r.status, r.body.msg]).toEqual([400, 'The enterprise needs at least one manager: give the manager role to someone else first']);
    expect((await t.post(`${RM}/get-staff-role-perssion`, {}, emanager)).body.data.isEnterpriseManager).toBe(true);
  });
  it('refuses staff without enterprise:permission', async () => {
    const staff = (await t.post(`${RM}/get-role`, {}, emanager)).body.data.find((r: Role) => r.builtIn === 'enterprise_staff');
    expect((await t.post(`${RM}/save-user-roles`, { userId: memberId, roleId: staff.id }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/save-user-roles`, { enterpriseId, userId: memberId, roleId: staff.id }, outsider)).status).toBe(403);
  });
});

describe('update-user-role and jm-update-user-role', () => {
  it("changes a member's project role with the member-role rules", async () => {
    const memberRole = await builtIn('project_member');
    const site = await newRole('Site');
    for (const url of ['/protected/user/update-user-role', '/protected/user/jm-update-user-role']) {
      const roleId = url.includes('jm-') ? memberRole.id : site.id;
      expect((await t.post(url, { projectId, userId: helperId, roleId }, padmin)).body.success).toBe(true);
      expect(await roleOf(helperId)).toBe(roleId);
    }
    const last = await t.post('/protected/user/update-user-role', { projectId, userId: padminId, roleId: memberRole.id }, padmin);
    expect(last.body.msg).toBe('A project needs at least one administrator');
  });
  it('refuses a member without person:edit, an outsider and bad input', async () => {
    const memberRole = await builtIn('project_member');
    for (const url of ['/protected/user/update-user-role', '/protected/user/jm-update-user-role']) {
      expect((await t.post(url, { projectId, userId: helperId, roleId: memberRole.id }, member)).body.errorCode).toBe(4030);
      expect((await t.post(url, { projectId, userId: helperId, roleId: memberRole.id }, outsider)).status).toBe(403);
      expect((await t.post(url, { projectId, userId: helperId, roleId: 'nope' }, padmin)).status).toBe(400);
      expect((await t.post(url, { projectId, userId: helperId }, padmin)).status).toBe(400);
    }
  });
});

describe('platform role groups (get-all-roles, get-role-list)', () => {
  it("groups the enterprise's roles first, then each project's by project name", async () => {
    const r = await t.post('/protected/platform/get-all-roles', {}, emanager);
    const groups = r.body.data as { groupId: string; groupName: string; projectId: string | null; roles: Role[] }[];
    expect(groups[0]).toMatchObject({ groupId: 'enterprise', projectId: null });
    expect(groups[0].roles[0].builtIn).toBe('enterprise_manager');
    const names = groups.slice(1).map((g) => g.groupName);
    expect(names).toEqual([...names].sort());
    expect(names.some((n) => n.startsWith('Harbour'))).toBe(true);
    for (const g of groups) expect(g.roles.map((x) => x.defaultLevel)).toEqual([...g.roles.map((x) => x.defaultLevel)].sort((a, b) => b - a));
  });
  it('pages, searches and filters by group', async () => {
    const page = await t.post('/protected/platform/get-role-list', { pageNum: 1, pageSize: 2 }, emanager);
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBe(page.body.pageTotal);
    expect(page.body.pageTotal).toBeGreaterThan(4);
    const ent = await t.post('/protected/platform/get-role-list', { groupId: 'enterprise', pageSize: 50 }, emanager);
    expect(ent.body.data.list.every((x: { projectId: string | null }) => x.projectId === null)).toBe(true);
    const proj = await t.post('/protected/platform/get-role-list', { groupId: projectId, name: 'ADMIN', pageSize: 50 }, emanager);
    expect(proj.body.data.list.map((x: { builtIn: string }) => x.builtIn)).toEqual(['project_admin']);
    const none = await t.post('/protected/platform/get-role-list', { name: '100%_' }, emanager);
    expect(none.body.data.list).toEqual([]);
  });
  it('refuses staff who are no managers, outsiders and bad input', async () => {
    for (const url of ['/protected/platform/get-all-roles', '/protected/platform/get-role-list']) {
      expect((await t.post(url, {}, padmin)).body.errorCode).toBe(4030);
      expect((await t.post(url, { enterpriseId }, outsider)).status).toBe(403);
    }
    expect((await t.post('/protected/platform/get-role-list', { pageSize: 0 }, emanager)).status).toBe(400);
    expect((await t.post('/protected/platform/get-all-roles', { enterpriseId: 3 }, emanager)).status).toBe(400);
  });
});

describe('operation log', () => {
  const targets = async (route: string) => (await loggedRows(t.deps.db, route)).at(-1)!.targets;

  it('names the person whose project role save-user-roles changed, with the role before and after', async () => {
    const was = await roleOf(helperId);
    const logged = await newRole('Logged one');
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: helperId, roleId: logged.id }, padmin)).body.success).toBe(true);
    expect(await targets(`${RM}/save-user-roles`)).toEqual([
      { targetId: helperId, targetName: 'Hal Helper', before: { roleId: was }, after: { roleId: logged.id } },
    ]);
  });

  it('names each person of save-users-roles, and the administrator flag when it changes', async () => {
    const admin = await builtIn('project_admin');
    const [memberWas, helperWas] = [await roleOf(memberId), await roleOf(helperId)];
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: admin.id, userIds: [memberId, helperId] }, padmin)).body.success).toBe(true);
    const rows = await targets(`${RM}/save-users-roles`);
    expect(rows).toEqual(
      expect.arrayContaining([
        { targetId: memberId, targetName: expect.any(String), before: { roleId: memberWas, isAdmin: false }, after: { roleId: admin.id, isAdmin: true } },
        { targetId: helperId, targetName: 'Hal Helper', before: { roleId: helperWas, isAdmin: false }, after: { roleId: admin.id, isAdmin: true } },
      ]),
    );
    expect(rows).toHaveLength(2);
    const memberRole = await builtIn('project_member');
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId, helperId] }, padmin)).body.success).toBe(true);
  });

  it('names the staff member whose enterprise role changed', async () => {
    const was = (await t.post(`${RM}/get-user-roles`, { userId: helperId }, emanager)).body.data.roles[0].id;
    const site = (await t.post('/protected/user-management/add-company-role', { name: 'Site office' }, emanager)).body.data;
    expect((await t.post(`${RM}/save-user-roles`, { userId: helperId, roleId: site.id }, emanager)).body.success).toBe(true);
    expect(await targets(`${RM}/save-user-roles`)).toEqual([
      { targetId: helperId, targetName: 'Hal Helper', before: { roleId: was }, after: { roleId: site.id } },
    ]);
  });

  it('names the member whose role update-user-role changed', async () => {
    const was = await roleOf(helperId);
    const other = await newRole('Logged two');
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: helperId, roleId: other.id }, padmin)).body.success).toBe(true);
    expect(await targets('/protected/user/update-user-role')).toEqual([
      { targetId: helperId, targetName: 'Hal Helper', before: { roleId: was }, after: { roleId: other.id } },
    ]);
  });

  it('leaves no row for a refused, invalid or rolled-back assignment', async () => {
    const memberRole = await builtIn('project_member');
    const before = (await loggedRows(t.deps.db)).length;
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId] }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${RM}/save-user-roles`, { projectId, userId: helperId, roleId: 'nope' }, padmin)).status).toBe(400);
    expect((await t.post(`${RM}/save-users-roles`, { projectId, roleId: memberRole.id, userIds: [memberId, padminId] }, padmin)).status).toBe(400);
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: helperId, roleId: memberRole.id }, member)).body.errorCode).toBe(4030);
    expect((await loggedRows(t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
