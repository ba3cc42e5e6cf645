import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_MODULES, PROJECT_MODULES } from '@trestle/shared';
import { builtInGrants, rolePermissions, roles } from '../roles';
import { PM, powerKit, type PowerKit } from './testkit';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// The four permission matrix calls: success, the anonymous caller, the outsider, the member
// without the permission grant, and bad input (always the envelope, never a 500).

let k: PowerKit;
let roleIds: { admin: string; member: string; manager: string; staff: string };

beforeAll(async () => {
  k = await powerKit();
  const page = await k.post(`${PM}/get-page-data-power-managememt`, { isProjectUserManagement: true, projectId: k.projectId });
  const ent = await k.post(`${PM}/get-page-data-power-managememt`, { isProjectUserManagement: false, enterpriseId: k.enterpriseId }, k.emanager);
  const by = (list: { id: string; builtIn: string }[], b: string) => list.find((r) => r.builtIn === b)!.id;
  roleIds = {
    admin: by(page.body.data.roles, 'project_admin'),
    member: by(page.body.data.roles, 'project_member'),
    manager: by(ent.body.data.roles, 'enterprise_manager'),
    staff: by(ent.body.data.roles, 'enterprise_staff'),
  };
});
afterAll(() => k.t.close());

const projectSide = () => ({ isProjectUserManagement: true, projectId: k.projectId });
const enterpriseSide = () => ({ isProjectUserManagement: false, enterpriseId: k.enterpriseId });

/** A refusal in the envelope: HTTP 403, success false, the code and a message. */
function expectRefused(r: { status: number; body: { success: boolean; errorCode: number; msg: string } }, errorCode: number) {
  expect(r.status).toBe(403);
  expect(r.body.success).toBe(false);
  expect(r.body.errorCode).toBe(errorCode);
  expect(r.body.msg).toBeTruthy();
}

/** Bad input in the envelope: HTTP 400, errorCode 400 and a message containing `text`. */
function expectBadInput(r: { status: number; body: { success: boolean; errorCode: number; msg: string } }, text: string | RegExp) {
  expect(r.status).toBe(400);
  expect(r.body.success).toBe(false);
  expect(r.body.errorCode).toBe(400);
  expect(r.body.msg).toMatch(text);
}

const NO_ACCESS = 401;
const FORBIDDEN = 4030;

describe('get-page-data-power-managememt', () => {
  const url = () => `${PM}/get-page-data-power-managememt`;

  it("shows a project's matrix: the project modules, the roles highest first with their grants", async () => {
    const r = await k.post(url(), projectSide());
    expect(r.body.success).toBe(true);
    const d = r.body.data;
    expect(d.isProjectUserManagement).toBe(true);
    expect(d.projectId).toBe(k.projectId);
    expect(d.modules.map((m: { module: string }) => m.module)).toEqual(PROJECT_MODULES);
    expect(d.modules.find((m: { module: string }) => m.module === 'dms').actions).toContain('delete');
    const levels = d.roles.map((x: { defaultLevel: number }) => x.defaultLevel);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    const admin = d.roles.find((x: { builtIn: string }) => x.builtIn === 'project_admin');
    const member = d.roles.find((x: { builtIn: string }) => x.builtIn === 'project_member');
    expect(admin.fixed).toBe(true);
    expect(member.fixed).toBe(false);
    expect(member.permissions).toContain('task:enter');
    expect(d.subject).toBeNull();
    expect(d.overrides).toEqual([]);
  });

  it('takes the project side when isProjectUserManagement is omitted but a projectId is given, and accepts 1 / 0', async () => {
    expect((await k.post(url(), { projectId: k.projectId })).body.data.isProjectUserManagement).toBe(true);
    expect((await k.post(url(), { isProjectUserManagement: 1, projectId: k.projectId })).body.data.isProjectUserManagement).toBe(true);
    const ent = await k.post(url(), { isProjectUserManagement: 0, enterpriseId: k.enterpriseId }, k.emanager);
    expect(ent.body.data.isProjectUserManagement).toBe(false);
  });

  it("shows the enterprise's matrix to the enterprise manager: enterprise modules and roles", async () => {
    const r = await k.post(url(), enterpriseSide(), k.emanager);
    expect(r.body.success).toBe(true);
    expect(r.body.data.projectId).toBeNull();
    expect(r.body.data.modules.map((m: { module: string }) => m.module)).toEqual(ENTERPRISE_MODULES);
    // The built-in roles and the demo's own ("Project lead"), highest defaultLevel first.
    const roles: { builtIn: string | null; defaultLevel: number }[] = r.body.data.roles;
    expect(roles.map((x) => x.builtIn).filter(Boolean)).toEqual(['enterprise_manager', 'enterprise_staff']);
    expect(roles.map((x) => x.defaultLevel)).toEqual([...roles.map((x) => x.defaultLevel)].sort((a, b) => b - a));
  });

  it("shows a department's and a user's overrides with their names", async () => {
    await k.post(`${PM}/save-user-power-management-data`, {
      ...projectSide(),
      orgId: k.empty,
      check_box_click: [{ module: 'issue', action: 'delete', allowed: true }],
    });
    const org = await k.post(url(), { ...projectSide(), orgId: k.empty });
    expect(org.body.data.subject).toEqual({ kind: 'org', id: k.empty, name: 'Archive' });
    expect(org.body.data.overrides).toEqual([{ module: 'issue', action: 'delete', allowed: true }]);
    const user = await k.post(url(), { ...projectSide(), userId: k.memberId });
    expect(user.body.data.subject).toEqual({ kind: 'user', id: k.memberId, name: 'Mia Member' });
    expect(user.body.data.overrides).toEqual([]);
    expect(user.body.data.effective).toContain('task:enter');
    expect(user.body.data.effective).not.toContain('issue:delete');
    expect(org.body.data.effective).toBeNull();
    await k.post(`${PM}/save-user-power-management-data`, {
      ...projectSide(),
      userId: k.memberId,
      check_box_click: [
        { module: 'issue', action: 'delete', allowed: true },
        { module: 'task', action: 'enter', allowed: false },
      ],
    });
    const after = await k.post(url(), { ...projectSide(), userId: k.memberId });
    expect(after.body.data.effective).toContain('issue:delete');
    expect(after.body.data.effective).not.toContain('task:enter');
    await k.post(`${PM}/restore-data`, { ...projectSide(), userId: k.memberId });
    const ent = await k.post(url(), { ...enterpriseSide(), userId: k.memberId }, k.emanager);
    expect(ent.body.data.effective).toEqual(
      builtInGrants('enterprise_staff')!
        .map((g) => `${g.module}:${g.action}`)
        .sort(),
    );
  });

  it('refuses the anonymous caller, the outsider and the member without the permission grant on both sides', async () => {
    expect((await k.post(url(), projectSide(), null)).status).toBe(401);
    expectRefused(await k.post(url(), projectSide(), k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), enterpriseSide(), k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), projectSide(), k.member), FORBIDDEN);
    expectRefused(await k.post(url(), enterpriseSide(), k.member), FORBIDDEN);
    // The project administrator is staff on the enterprise side: no enterprise:permission.
    expectRefused(await k.post(url(), enterpriseSide(), k.padmin), FORBIDDEN);
  });

  it('answers bad input with a clear message', async () => {
    expectBadInput(await k.post(url(), { isProjectUserManagement: 'maybe', projectId: k.projectId }), /isProjectUserManagement must be true or false/);
    expectBadInput(await k.post(url(), { isProjectUserManagement: true }), /projectId is required/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: k.site, userId: k.memberId }), /not both/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: randomUUID() }), /department does not exist/);
    expectBadInput(await k.post(url(), { ...projectSide(), userId: randomUUID() }), /not a member here/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: ['x'] }), /orgId/);
  });
});

describe('save-power-management-data', () => {
  const url = () => `${PM}/save-power-management-data`;

  it("changes a project role's grants box by box and answers the role", async () => {
    const r = await k.post(url(), {
      ...projectSide(),
      roleId: roleIds.member,
      check_box_click: [
        { module: 'issue', action: 'delete', allowed: true },
        { module: 'issue', action: 'export', allowed: false },
      ],
    });
    expect(r.body.success).toBe(true);
    expect(r.body.data.id).toBe(roleIds.member);
    expect(r.body.data.permissions).toContain('issue:delete');
    expect(r.body.data.permissions).not.toContain('issue:export');
    expect(await k.memberGrants()).toContain('issue:delete');
    // Back as it was, for the tests after this one.
    await k.post(url(), {
      ...projectSide(),
      roleId: roleIds.member,
      check_box_click: [
        { module: 'issue', action: 'delete', allowed: false },
        { module: 'issue', action: 'export', allowed: true },
      ],
    });
  });

  it("holds from the member's next call, without signing in again", async () => {
    const list = () => k.post('/protected/projecttask/get', { projectId: k.projectId }, k.member);
    expect((await list()).body.success).toBe(true);
    await k.post(url(), { ...projectSide(), roleId: roleIds.member, check_box_click: [{ module: 'task', action: 'enter', allowed: false }] });
    expectRefused(await list(), FORBIDDEN);
    await k.post(url(), { ...projectSide(), roleId: roleIds.member, check_box_click: [{ module: 'task', action: 'enter', allowed: true }] });
    expect((await list()).body.success).toBe(true);
  });

  it("changes an enterprise role's grants on the enterprise side", async () => {
    // New staff do not create projects (docs/roles.md); the manager grants it, then takes it back.
    expect(await k.memberEnterpriseGrants()).not.toContain('enterprise:project_add');
    const set = (allowed: boolean) =>
      k.post(url(), { ...enterpriseSide(), roleId: roleIds.staff, check_box_click: [{ module: 'enterprise', action: 'project_add', allowed }] }, k.emanager);
    expect((await set(true)).body.success).toBe(true);
    expect(await k.memberEnterpriseGrants()).toContain('enterprise:project_add');
    expect((await set(false)).body.success).toBe(true);
    expect(await k.memberEnterpriseGrants()).not.toContain('enterprise:project_add');
  });

  it('never reduces the project administrator or enterprise manager role, but accepts grants to them', async () => {
    const reduce = await k.post(url(), { ...projectSide(), roleId: roleIds.admin, check_box_click: [{ module: 'dms', action: 'delete', allowed: false }] });
    expectBadInput(reduce, /cannot be reduced/);
    const grant = await k.post(url(), { ...projectSide(), roleId: roleIds.admin, check_box_click: [{ module: 'dms', action: 'delete', allowed: true }] });
    expect(grant.body.success).toBe(true);
    const manager = await k.post(
      url(),
      { ...enterpriseSide(), roleId: roleIds.manager, check_box_click: [{ module: 'enterprise', action: 'edit', allowed: false }] },
      k.emanager,
    );
    expectBadInput(manager, /cannot be reduced/);
  });

  it('holds the same rule on the older grant calls (update-project-role-permission, update-enterprise-permission)', async () => {
    const project = await k.post('/protected/project/update-project-role-permission', {
      projectId: k.projectId,
      roleId: roleIds.admin,
      permissions: [{ module: 'dms', action: 'delete', allowed: false }],
    });
    expectBadInput(project, /cannot be reduced/);
    const enterprise = await k.post(
      '/protected/enterprise/update-enterprise-permission',
      { enterpriseId: k.enterpriseId, roleId: roleIds.manager, permissions: [{ module: 'enterprise', action: 'edit', allowed: false }] },
      k.emanager,
    );
    expectBadInput(enterprise, /cannot be reduced/);
    const page = await k.post(`${PM}/get-page-data-power-managememt`, projectSide());
    expect(page.body.data.roles.find((r: { id: string }) => r.id === roleIds.admin).permissions).toContain('dms:delete');
  });

  it('refuses the anonymous caller, the outsider and the member, and changes nothing', async () => {
    const body = { ...projectSide(), roleId: roleIds.member, check_box_click: [{ module: 'dms', action: 'delete', allowed: true }] };
    expect((await k.post(url(), body, null)).status).toBe(401);
    expectRefused(await k.post(url(), body, k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), body, k.member), FORBIDDEN);
    const ent = { ...enterpriseSide(), roleId: roleIds.staff, check_box_click: [{ module: 'enterprise', action: 'edit', allowed: true }] };
    expectRefused(await k.post(url(), ent, k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), ent, k.member), FORBIDDEN);
    expect(await k.memberGrants()).not.toContain('dms:delete');
    expect(await k.memberEnterpriseGrants()).not.toContain('enterprise:edit');
  });

  it('names an unknown or misplaced check box, and refuses an empty or malformed check_box_click', async () => {
    const save = (check_box_click: unknown, over: object = {}) => k.post(url(), { ...projectSide(), roleId: roleIds.member, check_box_click, ...over });
    expectBadInput(await save([{ module: 'weather', action: 'enter', allowed: true }]), /"weather:enter" is not a permission of the catalogue/);
    expectBadInput(await save([{ module: 'dms', action: 'fly', allowed: true }]), /"dms:fly" is not a permission/);
    expectBadInput(await save([{ module: 'enterprise', action: 'edit', allowed: true }]), /"enterprise:edit" belongs to the other side/);
    expectBadInput(await save([]), /at least one check box/);
    expectBadInput(await save('dms:delete'), /at least one check box/);
    expectBadInput(await save([{ module: 'dms', action: 'delete' }]), /allowed/);
    expectBadInput(await save([{ module: 'dms', action: 'delete', allowed: true }], { roleId: roleIds.staff }), /role does not exist here/);
    expectBadInput(await save([{ module: 'dms', action: 'delete', allowed: true }], { roleId: undefined }), /roleId/);
    // A valid box listed with an unknown one: nothing is written.
    await save([
      { module: 'dms', action: 'delete', allowed: true },
      { module: 'dms', action: 'fly', allowed: true },
    ]);
    expect(await k.memberGrants()).not.toContain('dms:delete');
  });
});

describe('save-user-power-management-data', () => {
  const url = () => `${PM}/save-user-power-management-data`;

  it("sets a user's overrides, and null takes one away", async () => {
    const set = await k.post(url(), {
      ...projectSide(),
      userId: k.memberId,
      check_box_click: [
        { module: 'cabinet', action: 'delete', allowed: true },
        { module: 'cabinet', action: 'allow', allowed: false },
      ],
    });
    expect(set.body.success).toBe(true);
    expect(set.body.data.subject.kind).toBe('user');
    expect(set.body.data.overrides).toEqual([
      { module: 'cabinet', action: 'allow', allowed: false },
      { module: 'cabinet', action: 'delete', allowed: true },
    ]);
    const cleared = await k.post(url(), {
      ...projectSide(),
      userId: k.memberId,
      check_box_click: [
        { module: 'cabinet', action: 'delete', allowed: null },
        { module: 'cabinet', action: 'allow', allowed: null },
      ],
    });
    expect(cleared.body.data.overrides).toEqual([]);
  });

  it('refuses the anonymous caller, the outsider and the member', async () => {
    const body = { ...projectSide(), userId: k.memberId, check_box_click: [{ module: 'dms', action: 'delete', allowed: true }] };
    expect((await k.post(url(), body, null)).status).toBe(401);
    expectRefused(await k.post(url(), body, k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), body, k.member), FORBIDDEN);
    const ent = { ...enterpriseSide(), userId: k.memberId, check_box_click: [{ module: 'enterprise', action: 'edit', allowed: true }] };
    expectRefused(await k.post(url(), ent, k.member), FORBIDDEN);
    expect(await k.memberGrants()).not.toContain('dms:delete');
  });

  it('answers bad input with a clear message', async () => {
    const box = [{ module: 'dms', action: 'delete', allowed: true }];
    expectBadInput(await k.post(url(), { ...projectSide(), check_box_click: box }), /department \(orgId\) or the user \(userId\)/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: k.site, userId: k.memberId, check_box_click: box }), /not both/);
    expectBadInput(await k.post(url(), { ...projectSide(), userId: randomUUID(), check_box_click: box }), /not a member here/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: k.site, check_box_click: [{ module: 'x', action: 'y', allowed: true }] }), /"x:y"/);
    expectBadInput(await k.post(url(), { ...projectSide(), orgId: k.site, check_box_click: [{ module: 'dms', action: 'delete', allowed: 'yes' }] }), /allowed/);
  });
});

describe('restore-data', () => {
  const url = () => `${PM}/restore-data`;
  const save = (body: object, token = k.padmin) => k.post(`${PM}/save-power-management-data`, { ...projectSide(), ...body }, token);

  it('gives a built-in role its default grants back', async () => {
    await save({
      roleId: roleIds.member,
      check_box_click: [
        { module: 'dms', action: 'delete', allowed: true },
        { module: 'task', action: 'add', allowed: false },
      ],
    });
    const r = await k.post(url(), { ...projectSide(), roleId: roleIds.member });
    expect(r.body.success).toBe(true);
    const defaults = builtInGrants('project_member')!.map((g) => `${g.module}:${g.action}`);
    expect([...r.body.data.role.permissions].sort()).toEqual([...defaults].sort());
    expect(r.body.data.count).toBe(defaults.length);
    const ent = await k.post(url(), { ...enterpriseSide(), roleId: roleIds.staff }, k.emanager);
    expect(ent.body.data.role.permissions.sort()).toEqual(
      builtInGrants('enterprise_staff')!
        .map((g) => `${g.module}:${g.action}`)
        .sort(),
    );
  });

  it("removes a department's or a user's overrides of this side only", async () => {
    const box = [{ module: 'issue', action: 'import', allowed: true }];
    await k.post(`${PM}/save-user-power-management-data`, { ...projectSide(), orgId: k.site, check_box_click: box });
    await k.post(
      `${PM}/save-user-power-management-data`,
      {
        ...enterpriseSide(),
        orgId: k.site,
        check_box_click: [{ module: 'person', action: 'add', allowed: true }],
      },
      k.emanager,
    );
    // The spec's screen sends the role along with the department: the department is restored.
    const r = await k.post(url(), { ...projectSide(), roleId: roleIds.member, orgId: k.site });
    expect(r.body.data).toMatchObject({ role: null, subject: { kind: 'org', id: k.site }, count: 1 });
    const ent = await k.post(`${PM}/get-page-data-power-managememt`, { ...enterpriseSide(), orgId: k.site }, k.emanager);
    expect(ent.body.data.overrides).toEqual([{ module: 'person', action: 'add', allowed: true }]);
    await k.post(url(), { ...enterpriseSide(), orgId: k.site }, k.emanager);
    await k.post(`${PM}/save-user-power-management-data`, { ...projectSide(), userId: k.memberId, check_box_click: box });
    const user = await k.post(url(), { ...projectSide(), userId: k.memberId });
    expect(user.body.data.count).toBe(1);
    expect(await k.memberGrants()).not.toContain('issue:import');
  });

  it('refuses a role that is not built in, and a call that names nothing to restore', async () => {
    const roleId = randomUUID();
    await k.t.deps.db.insert(roles).values({ id: roleId, enterpriseId: k.enterpriseId, projectId: k.projectId, name: 'Surveyor', defaultLevel: 5 });
    await k.t.deps.db.insert(rolePermissions).values({ roleId, module: 'project', action: 'enter' });
    expectBadInput(await k.post(url(), { ...projectSide(), roleId }), /"Surveyor" is not a built-in role/);
    expectBadInput(await k.post(url(), projectSide()), /Choose the role \(roleId\)/);
    expectBadInput(await k.post(url(), { ...projectSide(), roleId: roleIds.staff }), /role does not exist here/);
  });

  it('refuses the anonymous caller, the outsider and the member', async () => {
    await save({ roleId: roleIds.member, check_box_click: [{ module: 'dms', action: 'delete', allowed: true }] });
    const body = { ...projectSide(), roleId: roleIds.member };
    expect((await k.post(url(), body, null)).status).toBe(401);
    expectRefused(await k.post(url(), body, k.outsider), NO_ACCESS);
    expectRefused(await k.post(url(), body, k.member), FORBIDDEN);
    expectRefused(await k.post(url(), { ...enterpriseSide(), roleId: roleIds.staff }, k.member), FORBIDDEN);
    expect(await k.memberGrants()).toContain('dms:delete');
    await k.post(url(), body);
  });
});

describe('operation log', () => {
  it('names the user whose overrides changed, with each box before and after, and no row for a refused save', async () => {
    const route = `${PM}/save-user-power-management-data`;
    const body = { ...projectSide(), userId: k.memberId, check_box_click: [{ module: 'issue', action: 'edit', allowed: false }] };
    expect((await k.post(route, body)).body.success).toBe(true);
    expect((await loggedRows(k.t.deps.db, route)).at(-1)!.targets).toEqual([
      { targetId: k.memberId, targetName: 'Mia Member', before: { 'issue:edit': null }, after: { 'issue:edit': false } },
    ]);
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post(route, { ...body, check_box_click: [{ module: 'nope', action: 'edit', allowed: true }] })).status).toBe(400);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the permission matrix writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
