import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let padmin: string;
let member: string;
let projectId: string;
let roles: { id: string; builtIn: string; permissions: string[] }[];

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).riverside.id;
  roles = (await t.post('/protected/project/get-project-roles', { projectId }, padmin)).body.data;
});
afterAll(() => t.close());

const role = (b: string) => roles.find((r) => r.builtIn === b)!;

describe('project role grants (update-project-role-permission)', () => {
  it('lets the admin grant members project:edit, which the member can then use', async () => {
    const before = await t.post(
      '/protected/project/update-project',
      {
        projectId,
        name: 'Riverside Office Tower',
        area: 'Hamburg',
        address: 'Elbstraße 5',
        type: 'Commercial',
        startDate: '2026-09-01',
        endDate: '2029-12-31',
      },
      member,
    );
    expect(before.body.errorCode).toBe(4030);
    const r = await t.post(
      '/protected/project/update-project-role-permission',
      { projectId, roleId: role('project_member').id, permissions: [{ module: 'project', action: 'edit', allowed: true }] },
      padmin,
    );
    expect(r.body.data.permissions).toContain('project:edit');
    const after = await t.post(
      '/protected/project/update-project',
      {
        projectId,
        name: 'Riverside Office Tower',
        area: 'Hamburg',
        address: 'Elbstraße 5',
        type: 'Commercial',
        startDate: '2026-09-01',
        endDate: '2029-12-31',
      },
      member,
    );
    expect(after.body.success).toBe(true);
  });
  it("refuses enterprise modules, unknown actions and another project's roles", async () => {
    const id = role('project_member').id;
    expect(
      (
        await t.post(
          '/protected/project/update-project-role-permission',
          { projectId, roleId: id, permissions: [{ module: 'enterprise', action: 'edit', allowed: true }] },
          padmin,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.post(
          '/protected/project/update-project-role-permission',
          { projectId, roleId: id, permissions: [{ module: 'dms', action: 'fly', allowed: true }] },
          padmin,
        )
      ).status,
    ).toBe(400);
    const harbour = (await demoProjects(t.deps.db)).harbour.id;
    expect((await t.post('/protected/project/update-project-role-permission', { projectId: harbour, roleId: id, permissions: [] }, padmin)).status).toBe(400);
  });
  it('refuses members without project:permission and outsiders', async () => {
    expect(
      (await t.post('/protected/project/update-project-role-permission', { projectId, roleId: role('project_member').id, permissions: [] }, member)).body
        .errorCode,
    ).toBe(4030);
    const out = await buildOutsider(t);
    expect(
      (await t.post('/protected/project/update-project-role-permission', { projectId, roleId: role('project_member').id, permissions: [] }, out.token)).body
        .errorCode,
    ).toBe(401);
  });
});

describe('member role and removal', () => {
  it('promotes a member to administrator and back, but never leaves no administrator', async () => {
    const memberId = await userId(t.deps.db, 'member');
    const padminId = await userId(t.deps.db, 'padmin');
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: role('project_admin').id }, padmin)).body.success).toBe(
      true,
    );
    expect((await t.post('/protected/get-project-info', { projectId }, member)).body.data.projectInfo.isAdmin).toBe(true);
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: role('project_member').id }, padmin)).body.success).toBe(
      true,
    );
    const last = await t.post('/protected/user/update-user-role', { projectId, userId: padminId, roleId: role('project_member').id }, padmin, 'zh');
    expect(last.status).toBe(400);
    expect(last.body.msg).toBe('项目至少需要一名管理员');
  });
  it('no longer serves the designed update-member-role (update-user-role is the spec call)', async () => {
    const memberId = await userId(t.deps.db, 'member');
    const gone = await t.post('/protected/project/update-member-role', { projectId, userId: memberId, roleId: role('project_member').id }, padmin);
    expect(gone.status).toBe(404);
  });
  it('refuses a role of another project and a non-member', async () => {
    const memberId = await userId(t.deps.db, 'member');
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: 'nope' }, padmin)).status).toBe(400);
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: 'nobody', roleId: role('project_member').id }, padmin)).status).toBe(404);
    expect((await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: role('project_admin').id }, member)).status).toBe(403);
  });
  it('lets only administrators give or take the administrator role, not holders of person:edit and person:add', async () => {
    const memberId = await userId(t.deps.db, 'member');
    const padminId = await userId(t.deps.db, 'padmin');
    const outsider = await buildOutsider(t);
    const grant = (allowed: boolean) =>
      t.post(
        '/protected/project/update-project-role-permission',
        {
          projectId,
          roleId: role('project_member').id,
          permissions: [
            { module: 'person', action: 'edit', allowed },
            { module: 'person', action: 'add', allowed },
          ],
        },
        padmin,
      );
    expect((await grant(true)).body.success).toBe(true);
    try {
      const self = await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: role('project_admin').id }, member, 'en');
      expect(self.status).toBe(403);
      expect(self.body.msg).toBe('Only a project administrator can give or take the administrator role');
      const demote = await t.post('/protected/user/update-user-role', { projectId, userId: padminId, roleId: role('project_member').id }, member);
      expect(demote.status).toBe(403);
      const add = await t.post('/protected/project-level/invite-user', { projectId, userIds: [outsider.user.id], roleId: role('project_admin').id }, member);
      expect(add.status).toBe(403);
      expect((await t.post('/protected/get-project-info', { projectId }, member)).body.data.projectInfo.isAdmin).toBe(false);
      // Roles below administrator stay theirs to give.
      expect((await t.post('/protected/user/update-user-role', { projectId, userId: memberId, roleId: role('project_member').id }, member)).body.success).toBe(
        true,
      );
    } finally {
      await grant(false);
    }
  });
  it('removes a member but never a project manager', async () => {
    const padminId = await userId(t.deps.db, 'padmin');
    const memberId = await userId(t.deps.db, 'member');
    const admin = await t.post('/protected/project/remove-member', { projectId, userId: padminId }, padmin, 'en');
    expect(admin.body.msg).toBe('The project manager cannot be removed');
    expect((await t.post('/protected/project/remove-member', { projectId, userId: memberId }, member)).status).toBe(403);
    expect((await t.post('/protected/project/remove-member', { projectId }, padmin)).status).toBe(400);
    expect((await t.post('/protected/project/remove-member', { projectId, userId: memberId }, padmin)).body.success).toBe(true);
    expect((await t.post('/protected/get-project-info', { projectId }, member)).status).toBe(403);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
