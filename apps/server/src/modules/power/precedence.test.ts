import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects, userId } from '../../test/factories';
import { PM, powerKit, type PowerKit } from './testkit';

// The override rule as callers meet it on their next request: a user override beats a
// department override beats the role's grant; between two departments of one person, allow
// wins; a department the person is not in, another project and the other side do not count.

let k: PowerKit;

beforeAll(async () => {
  k = await powerKit();
});
afterAll(() => k.t.close());

type Box = { module: string; action: string; allowed: boolean | null };
const forOrg = (orgId: string, ...boxes: Box[]) =>
  k.post(`${PM}/save-user-power-management-data`, { isProjectUserManagement: true, projectId: k.projectId, orgId, check_box_click: boxes });
const forUser = (id: string, ...boxes: Box[]) =>
  k.post(`${PM}/save-user-power-management-data`, { isProjectUserManagement: true, projectId: k.projectId, userId: id, check_box_click: boxes });
const box = (key: string, allowed: boolean | null): Box => {
  const [module, action] = key.split(':');
  return { module, action, allowed };
};

describe('effective grants with overrides', () => {
  it('a department override beats the role grant, on the next request', async () => {
    expect(await k.memberGrants()).toContain('task:enter');
    expect((await forOrg(k.site, box('task:enter', false))).body.success).toBe(true);
    expect(await k.memberGrants()).not.toContain('task:enter');
    const list = await k.post('/protected/projecttask/get', { projectId: k.projectId }, k.member);
    expect(list.body.errorCode).toBe(4030);
  });

  it("between two of the person's departments, allow wins", async () => {
    await forOrg(k.office, box('task:enter', true));
    expect(await k.memberGrants()).toContain('task:enter');
    // And a grant the role lacks, allowed by one department and denied by the other.
    await forOrg(k.site, box('task:delete', true));
    await forOrg(k.office, box('task:delete', false));
    expect(await k.memberGrants()).toContain('task:delete');
  });

  it('a user override beats the departments, both ways', async () => {
    await forUser(k.memberId, box('task:enter', false), box('task:delete', false));
    const grants = await k.memberGrants();
    expect(grants).not.toContain('task:enter');
    expect(grants).not.toContain('task:delete');
    await forOrg(k.site, box('issue:import', false));
    await forUser(k.memberId, box('issue:import', true));
    expect(await k.memberGrants()).toContain('issue:import');
  });

  it('taking the user override away gives the department its say again', async () => {
    await forUser(k.memberId, box('task:enter', null), box('task:delete', null));
    const grants = await k.memberGrants();
    expect(grants).toContain('task:enter');
    expect(grants).toContain('task:delete');
  });

  it('a department the person is not in changes nothing for them', async () => {
    await forOrg(k.empty, box('issue:export', false), box('dms:delete', true));
    const grants = await k.memberGrants();
    expect(grants).toContain('issue:export');
    expect(grants).not.toContain('dms:delete');
  });

  it("one project's overrides do not reach another project or the enterprise side", async () => {
    const riverside = (await demoProjects(k.t.deps.db)).riverside.id;
    const r = await k.t.post('/protected/get-project-info', { projectId: riverside }, k.member, 'en');
    const grants: string[] = r.body.data.projectInfo.permissions;
    expect(grants).toContain('task:enter');
    expect(grants).not.toContain('task:delete');
    expect(grants).not.toContain('issue:import');
    expect(await k.memberEnterpriseGrants()).toContain('enterprise:visit');
  });

  it('enterprise-side overrides change the enterprise grants, by department and by user', async () => {
    const ent = (body: object) =>
      k.post(`${PM}/save-user-power-management-data`, { isProjectUserManagement: false, enterpriseId: k.enterpriseId, ...body }, k.emanager);
    await ent({ orgId: k.site, check_box_click: [box('enterprise:project_add', false)] });
    expect(await k.memberEnterpriseGrants()).not.toContain('enterprise:project_add');
    await ent({ userId: k.memberId, check_box_click: [box('enterprise:project_add', true), box('person:add', true)] });
    const grants = await k.memberEnterpriseGrants();
    expect(grants).toContain('enterprise:project_add');
    expect(grants).toContain('person:add');
    // The project side is untouched.
    expect(await k.memberGrants()).toContain('task:enter');
  });

  it('leaves manager status to the role: no override gives or takes enterprise:edit', async () => {
    const managerId = await userId(k.t.deps.db, 'emanager');
    const ent = (body: object) =>
      k.post(`${PM}/save-user-power-management-data`, { isProjectUserManagement: false, enterpriseId: k.enterpriseId, ...body }, k.emanager);
    const info = async (token: string) =>
      (await k.t.post('/protected/enterprise/get-enterprise-information-v1', { enterpriseId: k.enterpriseId }, token, 'en')).body.data;
    const refusedSelf = await ent({ userId: managerId, check_box_click: [box('enterprise:edit', false)] });
    expect(refusedSelf.status).toBe(400);
    expect(refusedSelf.body.msg).toMatch(/comes from the enterprise manager role/);
    expect((await ent({ orgId: k.site, check_box_click: [box('enterprise:edit', false)] })).status).toBe(400);
    expect((await ent({ userId: k.memberId, check_box_click: [box('enterprise:edit', true)] })).status).toBe(400);
    // Rows written before this rule (or by hand) count for nothing: the manager stays one, the member does not become one.
    await k.t.deps.db.execute(sql`insert into permission_overrides (enterprise_id, project_id, subject_kind, subject_id, module, action, allowed)
      values (${k.enterpriseId}, null, 'user', ${managerId}, 'enterprise', 'edit', false), (${k.enterpriseId}, null, 'user', ${k.memberId}, 'enterprise', 'edit', true)`);
    try {
      expect((await info(k.emanager)).isEnterpriseManager).toBe(true);
      expect(await k.memberEnterpriseGrants()).not.toContain('enterprise:edit');
      expect((await info(k.member)).isEnterpriseManager).toBe(false);
      const staff = await k.post('/protected/user-management/get-staff', { enterpriseId: k.enterpriseId, pageNum: 1, pageSize: 10 }, k.emanager);
      expect(staff.body.success).toBe(true);
    } finally {
      await k.t.deps.db.execute(sql`delete from permission_overrides where module = 'enterprise' and action = 'edit'`);
    }
  });

  it('does not restrict a project administrator: administrators may do everything', async () => {
    const padminId = await userId(k.t.deps.db, 'padmin');
    expect((await forUser(padminId, box('dms:delete', false))).body.success).toBe(true);
    const r = await k.t.post('/protected/get-project-info', { projectId: k.projectId }, k.padmin, 'en');
    expect(r.body.data.projectInfo.permissions).toContain('dms:delete');
  });

  it('restoring the department and the user takes their overrides away', async () => {
    await k.post(`${PM}/restore-data`, { isProjectUserManagement: true, projectId: k.projectId, orgId: k.site });
    await k.post(`${PM}/restore-data`, { isProjectUserManagement: true, projectId: k.projectId, orgId: k.office });
    await k.post(`${PM}/restore-data`, { isProjectUserManagement: true, projectId: k.projectId, userId: k.memberId });
    const grants = await k.memberGrants();
    expect(grants).toContain('task:enter');
    expect(grants).not.toContain('task:delete');
    expect(grants).not.toContain('issue:import');
  });

  it("a member's overrides go with the membership: removed and added again, the role decides", async () => {
    await forUser(k.memberId, box('dms:delete', true));
    expect(await k.memberGrants()).toContain('dms:delete');
    const removed = await k.post('/protected/project/remove-member', { projectId: k.projectId, userId: k.memberId });
    expect(removed.body.success).toBe(true);
    const added = await k.post('/protected/project-level/invite-user', { projectId: k.projectId, userIds: [k.memberId] });
    expect(added.body.success).toBe(true);
    expect(await k.memberGrants()).not.toContain('dms:delete');
  });

  it('overrides go with a deleted department and with a person leaving the enterprise', async () => {
    const overridesOf = async (id: string) => (await k.t.deps.db.execute(sql`select 1 from permission_overrides where subject_id = ${id}`)).rows.length;
    const ent = (body: object) =>
      k.post(`${PM}/save-user-power-management-data`, { isProjectUserManagement: false, enterpriseId: k.enterpriseId, ...body }, k.emanager);
    // The demo accounts are system-created (never removed): a new staff member leaves instead.
    const added = await k.post(
      '/protected/user-management/add-staff',
      { enterpriseId: k.enterpriseId, name: 'Leaver', email: 'leaver@example.com', post: 'Clerk' },
      k.emanager,
    );
    expect(added.body.success).toBe(true);
    const leaver: string = added.body.data.userId;
    await ent({ orgId: k.empty, check_box_click: [box('person:add', true)] });
    await ent({ userId: leaver, check_box_click: [box('person:add', true)] });
    expect(await overridesOf(k.empty)).toBeGreaterThan(0);
    expect(await overridesOf(leaver)).toBe(1);
    const org = await k.post('/protected/platform/delete-org', { enterpriseId: k.enterpriseId, id: k.empty }, k.emanager);
    expect(org.body.success).toBe(true);
    expect(await overridesOf(k.empty)).toBe(0);
    const staff = await k.post('/protected/user-management/delete-staff', { enterpriseId: k.enterpriseId, userId: leaver }, k.emanager);
    expect(staff.body.success).toBe(true);
    expect(await overridesOf(leaver)).toBe(0);
  });
});
