import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PM, powerKit, type PowerKit } from './testkit';

// The operation log rows of the matrix's overrides and restores, and of a role's create, edit
// and delete, name their target with the changed boxes' before → after
// (docs/operation-log.md "How a service describes a change").

let k: PowerKit;
beforeAll(async () => {
  k = await powerKit();
});
afterAll(() => k.t.close());

const UM = '/protected/user-management';
const side = () => ({ isProjectUserManagement: true, projectId: k.projectId });
async function ok(url: string, body: object) {
  const r = await k.post(url, body);
  expect(r.body.success).toBe(true);
  return r.body.data;
}
/** The targets of the newest log row of a route. */
async function targetsOf(route: string) {
  const r = await k.t.deps.db.execute(sql`select targets from operation_logs where route = ${route} order by at desc, id desc limit 1`);
  return (r.rows[0] as { targets: unknown[] }).targets;
}

describe('permission changes in the operation log', () => {
  it("names a department's override change and its restore, box by box", async () => {
    const save = (allowed: boolean | null) =>
      ok(`${PM}/save-user-power-management-data`, { ...side(), orgId: k.site, check_box_click: [{ module: 'dms', action: 'delete', allowed }] });
    await save(true);
    expect(await targetsOf(`${PM}/save-user-power-management-data`)).toEqual([
      { targetId: k.site, targetName: 'Site team', before: { 'dms:delete': null }, after: { 'dms:delete': true } },
    ]);
    await save(false);
    expect(await targetsOf(`${PM}/save-user-power-management-data`)).toEqual([
      { targetId: k.site, targetName: 'Site team', before: { 'dms:delete': true }, after: { 'dms:delete': false } },
    ]);
    await ok(`${PM}/restore-data`, { ...side(), orgId: k.site });
    expect(await targetsOf(`${PM}/restore-data`)).toEqual([
      { targetId: k.site, targetName: 'Site team', before: { 'dms:delete': false }, after: { 'dms:delete': null } },
    ]);
  });

  it("names the grants a built-in role's restore gives back", async () => {
    const roles = (await ok('/protected/project/get-project-roles', { projectId: k.projectId })) as { id: string; name: string; builtIn: string | null }[];
    const member = roles.find((r) => r.builtIn === 'project_member')!;
    await ok(`${PM}/save-power-management-data`, { ...side(), roleId: member.id, check_box_click: [{ module: 'task', action: 'delete', allowed: true }] });
    await ok(`${PM}/restore-data`, { ...side(), roleId: member.id });
    expect(await targetsOf(`${PM}/restore-data`)).toEqual([
      { targetId: member.id, targetName: member.name, before: { 'task:delete': true }, after: { 'task:delete': false } },
    ]);
  });

  it('names a project role created, edited and deleted', async () => {
    const made = (await ok(`${UM}/add-role`, { projectId: k.projectId, name: 'Surveyor' })) as { id: string };
    expect(await targetsOf(`${UM}/add-role`)).toEqual([{ targetId: made.id, targetName: 'Surveyor', after: { name: 'Surveyor' } }]);
    await ok(`${UM}/update-role`, { projectId: k.projectId, roleId: made.id, name: 'Site surveyor', defaultLevel: 30 });
    expect(await targetsOf(`${UM}/update-role`)).toEqual([
      { targetId: made.id, targetName: 'Site surveyor', before: { name: 'Surveyor', defaultLevel: 20 }, after: { name: 'Site surveyor', defaultLevel: 30 } },
    ]);
    await ok(`${UM}/delete-role`, { projectId: k.projectId, roleId: made.id });
    expect(await targetsOf(`${UM}/delete-role`)).toEqual([{ targetId: made.id, targetName: 'Site surveyor' }]);
  });
});
