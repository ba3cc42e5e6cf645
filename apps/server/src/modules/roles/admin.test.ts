import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MODULES, PROJECT_MODULES } from '@trestle/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { untargetedRoutes } from '../../test/oplog';

// Role administration (docs/roles.md): add-role, update-role, add-company-role,
// update-company-role, delete-role, get-role-list (and jm-), get-role, get-data-role,
// get-role-power. Each: success, an outsider, an under-privileged member, bad input.

let t: TestApp;
let padmin: string;
let member: string;
let emanager: string;
let outsider: string;
let projectId: string;
let otherProjectId: string;
let memberId: string;

const UM = '/protected/user-management';
const RM = '/protected/role-mysql';
type Role = { id: string; name: string; builtIn: string | null; defaultLevel: number; holders: number; permissions: string[] };

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  emanager = await t.login('emanager');
  outsider = (await buildOutsider(t)).token;
  const p = await demoProjects(t.deps.db);
  projectId = p.harbour.id;
  otherProjectId = p.riverside.id;
  memberId = await userId(t.deps.db, 'member');
});
afterAll(() => t.close());

const projectRoles = async (pid = projectId): Promise<Role[]> => (await t.post(`${RM}/get-role`, { projectId: pid }, padmin)).body.data;
const enterpriseRoles = async (): Promise<Role[]> => (await t.post('/protected/enterprise/get-role-list', {}, emanager)).body.data;
const builtIn = async (b: string, pid = projectId) => (await projectRoles(pid)).find((r) => r.builtIn === b)!;

describe('add-role (project roles)', () => {
  it('creates a role with a copy of the member grants, or of copyFrom', async () => {
    const r = await t.post(`${UM}/add-role`, { projectId, name: 'Site engineer', remark: 'On site', defaultLevel: 50 }, padmin);
    expect(r.body.success).toBe(true);
    expect(r.body.msg).toBe('Role added');
    expect(r.body.data).toMatchObject({ name: 'Site engineer', remark: 'On site', defaultLevel: 50, holders: 0, builtIn: null, projectId });
    expect([...r.body.data.permissions].sort()).toEqual([...(await builtIn('project_member')).permissions].sort());
    const admin = await builtIn('project_admin');
    const copy = await t.post(`${UM}/add-role`, { projectId, name: 'Deputy', copyFrom: admin.id }, padmin);
    expect([...copy.body.data.permissions].sort()).toEqual([...admin.permissions].sort());
    expect(copy.body.data.defaultLevel).toBe(20);
  });
  it('refuses an under-privileged member and an outsider', async () => {
    expect((await t.post(`${UM}/add-role`, { projectId, name: 'X' }, member)).body.errorCode).toBe(4030);
    const out = await t.post(`${UM}/add-role`, { projectId, name: 'X' }, outsider);
    expect([out.status, out.body.success]).toEqual([403, false]);
  });
  it('answers bad input with a clear message, never a 500', async () => {
    const noName = await t.post(`${UM}/add-role`, { projectId, name: ' ' }, padmin);
    expect([noName.status, noName.body.msg]).toEqual([400, 'name: Please enter the role name (at most 50 characters)']);
    expect((await t.post(`${UM}/add-role`, { projectId, name: 'x'.repeat(51) }, padmin)).status).toBe(400);
    const level = await t.post(`${UM}/add-role`, { projectId, name: 'Top', defaultLevel: 100 }, padmin, 'ja');
    expect([level.status, level.body.msg]).toEqual([400, 'defaultLevel: レベルは 0〜99 の整数にしてください']);
    const taken = await t.post(`${UM}/add-role`, { projectId, name: 'project MEMBER' }, padmin);
    expect([taken.status, taken.body.msg]).toEqual([400, 'A role named "project MEMBER" already exists here']);
    const ent = (await enterpriseRoles())[0];
    const wrongKind = await t.post(`${UM}/add-role`, { projectId, name: 'From enterprise', copyFrom: ent.id }, padmin);
    expect([wrongKind.status, wrongKind.body.msg]).toEqual([400, 'The role does not exist in this project or enterprise']);
  });
});

describe('update-role', () => {
  it('renames a role and changes its remark and level', async () => {
    const made = (await t.post(`${UM}/add-role`, { projectId, name: 'Surveyor' }, padmin)).body.data;
    const r = await t.post(`${UM}/update-role`, { projectId, roleId: made.id, name: 'Chief surveyor', remark: 'Lead', defaultLevel: 60 }, padmin);
    expect(r.body.data).toMatchObject({ id: made.id, name: 'Chief surveyor', remark: 'Lead', defaultLevel: 60 });
  });
  it('lets a built-in role be renamed but keep its level', async () => {
    const m = await builtIn('project_member');
    expect((await t.post(`${UM}/update-role`, { projectId, roleId: m.id, name: 'Team member' }, padmin)).body.data.name).toBe('Team member');
    const r = await t.post(`${UM}/update-role`, { projectId, roleId: m.id, name: 'Team member', defaultLevel: 90 }, padmin);
    expect([r.status, r.body.msg]).toEqual([400, 'The built-in role "Team member" keeps its level']);
  });
  it('refuses a member, an outsider, a role of another project and an empty name', async () => {
    const m = await builtIn('project_member');
    expect((await t.post(`${UM}/update-role`, { projectId, roleId: m.id, name: 'Y' }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${UM}/update-role`, { projectId, roleId: m.id, name: 'Y' }, outsider)).status).toBe(403);
    const other = await builtIn('project_member', otherProjectId);
    expect((await t.post(`${UM}/update-role`, { projectId, roleId: other.id, name: 'Y' }, padmin)).body.msg).toBe(
      'The role does not exist in this project or enterprise',
    );
    expect((await t.post(`${UM}/update-role`, { projectId, roleId: m.id }, padmin)).status).toBe(400);
  });
});

describe('enterprise roles (add-company-role, update-company-role, get-role-list)', () => {
  it('creates an enterprise role from the staff grants and lists roles by level, highest first, with holders', async () => {
    const r = await t.post(`${UM}/add-company-role`, { name: 'Accountant', defaultLevel: 40 }, emanager);
    expect(r.body.data).toMatchObject({ name: 'Accountant', projectId: null, holders: 0 });
    const staff = (await enterpriseRoles()).find((x) => x.builtIn === 'enterprise_staff')!;
    expect([...r.body.data.permissions].sort()).toEqual([...staff.permissions].sort());
    await t.post(`${UM}/add-company-role`, { name: 'Intern', defaultLevel: 5 }, emanager);
    const list = await enterpriseRoles();
    expect(list.map((x) => x.defaultLevel)).toEqual([...list.map((x) => x.defaultLevel)].sort((a, b) => b - a));
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['Accountant', 'Intern']));
    expect(list[0].builtIn).toBe('enterprise_manager');
    expect(list.at(-1)!.name).toBe('Intern');
    expect(list.find((x) => x.builtIn === 'enterprise_manager')!.holders).toBeGreaterThanOrEqual(1);
    const jm = await t.post('/protected/enterprise/jm-get-role-list', {}, emanager);
    expect(jm.body.data.map((x: Role) => x.id)).toEqual(list.map((x) => x.id));
    const upd = await t.post(`${UM}/update-company-role`, { roleId: r.body.data.id, name: 'Finance', defaultLevel: 45 }, emanager);
    expect(upd.body.data).toMatchObject({ name: 'Finance', defaultLevel: 45 });
  });
  it('refuses staff without enterprise:permission and outsiders', async () => {
    for (const url of [`${UM}/add-company-role`, '/protected/enterprise/get-role-list', '/protected/enterprise/jm-get-role-list']) {
      expect((await t.post(url, { name: 'Z' }, padmin)).body.errorCode).toBe(4030);
    }
    const staff = (await enterpriseRoles()).find((x) => x.builtIn === 'enterprise_staff')!;
    expect((await t.post(`${UM}/update-company-role`, { roleId: staff.id, name: 'Z' }, padmin)).body.errorCode).toBe(4030);
    // An outsider naming this enterprise is refused; in their own enterprise the role is unknown.
    const eid = (await demoProjects(t.deps.db)).harbour.enterpriseId;
    expect((await t.post(`${UM}/add-company-role`, { enterpriseId: eid, name: 'Z' }, outsider)).status).toBe(403);
    expect((await t.post(`${UM}/update-company-role`, { roleId: staff.id, name: 'Z' }, outsider)).body.errorCode).toBe(4030);
  });
  it('answers bad input clearly', async () => {
    expect((await t.post(`${UM}/add-company-role`, { name: '' }, emanager)).body.msg).toBe('name: Please enter the role name (at most 50 characters)');
    expect((await t.post(`${UM}/add-company-role`, { name: 'Q', defaultLevel: 'high' }, emanager)).status).toBe(400);
    const projectRole = await builtIn('project_member');
    expect((await t.post(`${UM}/update-company-role`, { roleId: projectRole.id, name: 'Q' }, emanager)).body.msg).toBe(
      'The role does not exist in this project or enterprise',
    );
    expect((await t.post('/protected/enterprise/get-role-list', { enterpriseId: 7 }, emanager)).status).toBe(400);
  });
});

describe('get-role, get-data-role, get-role-power', () => {
  it("lists a project's or the enterprise's roles, highest level first", async () => {
    const list = await projectRoles();
    expect(list[0].builtIn).toBe('project_admin');
    expect(list.map((x) => x.defaultLevel)).toEqual([...list.map((x) => x.defaultLevel)].sort((a, b) => b - a));
    expect(list.find((x) => x.builtIn === 'project_member')!.holders).toBe(1);
    const ent = (await t.post(`${RM}/get-role`, {}, emanager)).body.data as Role[];
    expect(ent.every((x) => x.builtIn !== 'project_admin')).toBe(true);
    expect(ent.some((x) => x.builtIn === 'enterprise_manager')).toBe(true);
  });
  it('shows one role with its grants and as a module × action table', async () => {
    const m = await builtIn('project_member');
    const one = await t.post(`${RM}/get-data-role`, { roleId: m.id }, padmin);
    expect(one.body.data).toMatchObject({ id: m.id, holders: 1 });
    const power = (await t.post(`${RM}/get-role-power`, { roleId: m.id }, padmin)).body.data;
    expect(power.modules.map((x: { module: string }) => x.module)).toEqual(PROJECT_MODULES);
    const dms = power.modules.find((x: { module: string }) => x.module === 'dms');
    expect(dms.actions.map((a: { action: string }) => a.action)).toEqual([...PERMISSION_MODULES.dms]);
    expect(dms.actions.find((a: { action: string }) => a.action === 'enter').allowed).toBe(true);
    expect(dms.actions.find((a: { action: string }) => a.action === 'delete').allowed).toBe(false);
    const mgr = (await enterpriseRoles()).find((x) => x.builtIn === 'enterprise_manager')!;
    const ep = (await t.post(`${RM}/get-role-power`, { roleId: mgr.id }, emanager)).body.data;
    expect(ep.modules.every((x: { actions: { allowed: boolean }[] }) => x.actions.every((a) => a.allowed))).toBe(true);
  });
  it('refuses a member without project:permission and outsiders', async () => {
    const m = await builtIn('project_member');
    for (const [url, body] of [
      [`${RM}/get-role`, { projectId }],
      [`${RM}/get-data-role`, { roleId: m.id }],
      [`${RM}/get-role-power`, { roleId: m.id }],
    ] as const) {
      expect((await t.post(url, body, member)).body.errorCode).toBe(4030);
      const out = await t.post(url, body, outsider);
      expect([out.status, out.body.success]).toEqual([403, false]);
    }
    // Staff without enterprise:permission may not read the enterprise's roles this way.
    expect((await t.post(`${RM}/get-role`, {}, member)).body.errorCode).toBe(4030);
  });
  it('answers bad input clearly', async () => {
    expect((await t.post(`${RM}/get-data-role`, {}, padmin)).status).toBe(400);
    expect((await t.post(`${RM}/get-role-power`, { roleId: 'no-such' }, padmin)).body.msg).toBe('The role does not exist in this project or enterprise');
    expect((await t.post(`${RM}/get-role`, { projectId: 5 }, padmin)).status).toBe(400);
  });
});

describe('delete-role', () => {
  it('refuses built-in roles', async () => {
    const m = await builtIn('project_member');
    const r = await t.post(`${UM}/delete-role`, { roleId: m.id }, padmin, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('内置角色');
  });
  it('asks where the holders go while the role is held, then moves them and deletes in one go', async () => {
    const role = (await t.post(`${UM}/add-role`, { projectId, name: 'Temporary' }, padmin)).body.data;
    await t.post(`${RM}/save-user-roles`, { projectId, userId: memberId, roleId: role.id }, padmin);
    const held = await t.post(`${UM}/delete-role`, { roleId: role.id }, padmin);
    expect([held.status, held.body.msg]).toEqual([400, 'Holders of the role "Temporary": 1. Choose the role they move to (moveTo) and delete again']);
    expect((await projectRoles()).some((x) => x.id === role.id)).toBe(true);
    const m = await builtIn('project_member');
    const r = await t.post(`${UM}/delete-role`, { roleId: role.id, moveTo: m.id }, padmin);
    expect(r.body.data).toEqual({ roleId: role.id, moved: 1, movedTo: m.id });
    expect((await projectRoles()).some((x) => x.id === role.id)).toBe(false);
    expect((await t.post(`${RM}/get-user-roles`, { projectId }, member)).body.data.roles.map((x: Role) => x.id)).toEqual([m.id]);
  });
  it('deletes a role nobody holds without moveTo, and an enterprise role with its holders moved', async () => {
    const role = (await t.post(`${UM}/add-role`, { projectId, name: 'Unused' }, padmin)).body.data;
    expect((await t.post(`${UM}/delete-role`, { roleId: role.id }, padmin)).body.data.moved).toBe(0);
    const ent = (await t.post(`${UM}/add-company-role`, { name: 'Drafting pool' }, emanager)).body.data;
    const padminId = await userId(t.deps.db, 'padmin');
    await t.post(`${RM}/save-user-roles`, { userId: padminId, roleId: ent.id }, emanager);
    const staff = (await enterpriseRoles()).find((x) => x.builtIn === 'enterprise_staff')!;
    expect((await t.post(`${UM}/delete-role`, { roleId: ent.id }, emanager)).body.msg).toContain('Drafting pool": 1');
    expect((await t.post(`${UM}/delete-role`, { roleId: ent.id, moveTo: staff.id }, emanager)).body.data.moved).toBe(1);
    expect((await t.post(`${RM}/get-user-roles`, {}, padmin)).body.data.roles[0].id).toBe(staff.id);
  });
  it('refuses a move to the same role, to another scope, and callers without the right', async () => {
    const role = (await t.post(`${UM}/add-role`, { projectId, name: 'Keep me' }, padmin)).body.data;
    expect((await t.post(`${UM}/delete-role`, { roleId: role.id, moveTo: role.id }, padmin)).body.msg).toBe(
      'The holders must move to another role of the same project or enterprise',
    );
    const other = await builtIn('project_member', otherProjectId);
    expect((await t.post(`${UM}/delete-role`, { roleId: role.id, moveTo: other.id }, padmin)).status).toBe(400);
    expect((await t.post(`${UM}/delete-role`, { roleId: role.id }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${UM}/delete-role`, { roleId: role.id }, outsider)).status).toBe(403);
    expect((await t.post(`${UM}/delete-role`, { roleId: 42 }, padmin)).status).toBe(400);
    expect((await projectRoles()).some((x) => x.id === role.id)).toBe(true);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
