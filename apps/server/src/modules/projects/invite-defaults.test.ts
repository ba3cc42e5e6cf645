import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects, userId, validProject } from '../../test/factories';
import { enterpriseMembers } from '../enterprise/tables';
import { builtInRoleId } from '../roles/service';
import { rolePermissions, roles } from '../roles/tables';
import { projectMembers } from './tables';
import { untargetedRoutes } from '../../test/oplog';

// Issue 19 item 6: an invitee joins the project with the invitation's role and is not made
// enterprise staff; new staff do not get to create projects.

let t: TestApp;
let padmin: string;
let harbour: { id: string; enterpriseId: string };

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  harbour = (await demoProjects(t.deps.db)).harbour;
});
afterAll(() => t.close());

const linkCode = (text: string, path: string) => new RegExp(`#${path}[?/](?:code=)?([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('a person invited by e-mail', () => {
  it('joins the project with the invited role, is not enterprise staff and cannot create projects', async () => {
    const roleId = randomUUID();
    await t.deps.db.insert(roles).values({ id: roleId, enterpriseId: harbour.enterpriseId, projectId: harbour.id, name: 'Surveyor', defaultLevel: 5 });
    await t.deps.db.insert(rolePermissions).values([
      { roleId, module: 'project', action: 'enter' },
      { roleId, module: 'dms', action: 'enter' },
    ]);
    t.mails.sent = [];
    const inv = await t.post('/protected/invite-user-to-project', { projectId: harbour.id, emails: 'surveyor@site.example', roleId }, padmin);
    expect(inv.body.success).toBe(true);
    const text = t.mails.sent[0].text;
    expect((await t.post('/public/user/set-password', { code: linkCode(text, '/setpassword'), password: 'secret1' })).body.success).toBe(true);
    // Signed in before joining: the session belongs to no enterprise yet.
    const token = await t.login('surveyor@site.example', 'secret1');
    expect((await t.post('/protected/project/join-project', { code: linkCode(text, '/join_project') }, token)).body.success).toBe(true);

    const id = await userId(t.deps.db, 'surveyor@site.example');
    const [m] = await t.deps.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, harbour.id), eq(projectMembers.userId, id)));
    expect(m).toMatchObject({ roleId, isAdmin: false });
    expect(await t.deps.db.select().from(enterpriseMembers).where(eq(enterpriseMembers.userId, id))).toEqual([]);

    // Works as a project member in the same session: the project list, the project, the header's enterprise.
    const list = await t.post('/protected/get-all-projects-map-v1', {}, token);
    expect(list.body.data.list.map((p: { id: string }) => p.id)).toEqual([harbour.id]);
    expect((await t.post('/protected/get-project-info', { projectId: harbour.id }, token)).body.success).toBe(true);
    const me = await t.post('/protected/user/get-current-user', {}, token);
    expect(me.body.data.current).toMatchObject({ id: harbour.enterpriseId, roleId: null });
    // Pickers: the register's worker picker gives the project's members; the user list without a
    // project gives the people of their projects, not the enterprise's whole staff.
    const workers = await t.post('/protected/platform/get-staff-nopage', { projectId: harbour.id }, token);
    expect(workers.body.data.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['member', 'padmin', 'surveyor@site.example']);
    const people = await t.post('/account/user/lists', {}, token);
    expect(people.body.data.list.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['member', 'padmin', 'surveyor@site.example']);
    expect((await t.post('/protected/platform/get-staff-nopage', {}, token)).body.errorCode).toBe(401);
    // No enterprise rights: no project creation, no enterprise staff calls.
    expect((await t.post('/protected/project/create-project', validProject({ name: 'Not mine' }), token)).status).toBe(403);

    // A later sign-in lands in the project's enterprise too.
    const again = await t.login('surveyor@site.example', 'secret1');
    expect((await t.post('/protected/get-all-projects-map-v1', {}, again)).body.data.list).toHaveLength(1);
  });

  it('an existing staff member who joins by code keeps their staff role', async () => {
    const info = await t.post('/protected/get-project-info', { projectId: harbour.id }, padmin);
    const code = info.body.data.projectInfo.joinCode;
    const emanagerId = await userId(t.deps.db, 'emanager');
    await t.deps.db.delete(projectMembers).where(and(eq(projectMembers.projectId, harbour.id), eq(projectMembers.userId, emanagerId)));
    const before = await t.deps.db.select().from(enterpriseMembers).where(eq(enterpriseMembers.userId, emanagerId));
    const em = await t.login('emanager');
    expect((await t.post('/protected/project/join-project', { code }, em)).body.success).toBe(true);
    expect(await t.deps.db.select().from(enterpriseMembers).where(eq(enterpriseMembers.userId, emanagerId))).toEqual(before);
  });
});

describe('the administrator role given on joining', () => {
  it('makes the person an administrator whether added from the staff or invited by e-mail', async () => {
    const riverside = (await demoProjects(t.deps.db)).riverside;
    const adminRole = await builtInRoleId(t.deps.db, { enterpriseId: riverside.enterpriseId, projectId: riverside.id }, 'project_admin');
    const emanagerId = await userId(t.deps.db, 'emanager');
    expect(
      (await t.post('/protected/project-level/invite-user', { projectId: riverside.id, userIds: [emanagerId], roleId: adminRole }, padmin)).body.success,
    ).toBe(true);
    t.mails.sent = [];
    await t.post('/protected/invite-user-to-project', { projectId: riverside.id, emails: 'co.lead@site.example', roleId: adminRole }, padmin);
    const text = t.mails.sent[0].text;
    await t.post('/public/user/set-password', { code: linkCode(text, '/setpassword'), password: 'secret1' });
    const token = await t.login('co.lead@site.example', 'secret1');
    expect((await t.post('/protected/project/join-project', { code: linkCode(text, '/join_project') }, token)).body.success).toBe(true);
    const rows = await t.deps.db.select().from(projectMembers).where(eq(projectMembers.projectId, riverside.id));
    const coLead = await userId(t.deps.db, 'co.lead@site.example');
    expect(rows.filter((m) => m.userId === emanagerId || m.userId === coLead).map((m) => [m.roleId, m.isAdmin])).toEqual([
      [adminRole, true],
      [adminRole, true],
    ]);
    // As administrators they count: the co-lead may not be removed like a plain member.
    expect((await t.post('/protected/project/remove-member', { projectId: riverside.id, userId: coLead }, padmin)).status).toBe(400);
  });
});

describe('the default staff role', () => {
  it('does not grant project creation to new staff', async () => {
    const staffRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: null }, 'enterprise_staff');
    const grants = await t.deps.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, staffRole));
    expect(grants.map((g) => `${g.module}:${g.action}`).sort()).toEqual(['enterprise:enter', 'enterprise:visit']);
    const member = await t.login('member');
    expect((await t.post('/protected/project/create-project', validProject({ name: 'Staff project' }), member)).status).toBe(403);
  });

  it('staff whose role carries project_add (granted by a manager, or from before this default) still create projects', async () => {
    const staffRole = await builtInRoleId(t.deps.db, { enterpriseId: harbour.enterpriseId, projectId: null }, 'enterprise_staff');
    await t.deps.db.insert(rolePermissions).values({ roleId: staffRole, module: 'enterprise', action: 'project_add' });
    const member = await t.login('member');
    const r = await t.post('/protected/project/create-project', validProject({ name: 'Granted project' }), member);
    expect(r.body.success).toBe(true);
    await t.deps.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, staffRole), eq(rolePermissions.module, 'enterprise'), eq(rolePermissions.action, 'project_add')));
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
