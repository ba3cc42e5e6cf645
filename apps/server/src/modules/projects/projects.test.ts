import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, validProject } from '../../test/factories';
import { projectApps } from './service';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let manager: string;
let padmin: string;
let member: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;
let harbourId: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('emanager');
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = await buildOutsider(t);
  harbourId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

describe('project list (get-all-projects-map-v1)', () => {
  it('shows the seeded projects to their member, with groups', async () => {
    const r = await t.post('/protected/get-all-projects-map-v1', { pageNum: 1, pageSize: 10 }, member);
    expect(r.body.success).toBe(true);
    expect(r.body.data.list.map((p: { name: string }) => p.name).sort()).toEqual(['Harbour View Residences', 'Riverside Office Tower']);
    expect(r.body.pageTotal).toBe(2);
    expect(r.body.data.groups[0]).toMatchObject({ name: 'Harbour District', projectCount: 1 });
  });
  it('filters by name, status, region and group', async () => {
    const byName = await t.post('/protected/get-all-projects-map-v1', { name: 'river' }, member);
    expect(byName.body.data.list).toHaveLength(1);
    const byStatus = await t.post('/protected/get-all-projects-map-v1', { projectStatus: 'inProgress' }, member);
    expect(byStatus.body.data.list.map((p: { name: string }) => p.name)).toEqual(['Harbour View Residences']);
    const byRegion = await t.post('/protected/get-all-projects-map-v1', { region: 'Tokyo' }, member);
    expect(byRegion.body.data.list).toHaveLength(0);
  });
  it('filters by creation date range, inclusive of whole days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await t.post('/protected/get-all-projects-map-v1', { startTime: today, endTime: today }, member);
    expect(r.body.data.list).toHaveLength(2);
    const past = await t.post('/protected/get-all-projects-map-v1', { startTime: '2000-01-01', endTime: '2000-01-02' }, member);
    expect(past.body.data.list).toHaveLength(0);
  });
  it('pages: a page past the end is empty but still tells the total', async () => {
    const r = await t.post('/protected/get-all-projects-map-v1', { pageNum: 5, pageSize: 1 }, member);
    expect(r.body.data.list).toEqual([]);
    expect(r.body.pageTotal).toBeGreaterThanOrEqual(2);
    const one = await t.post('/protected/get-all-projects-map-v1', { pageNum: 2, pageSize: 1 }, member);
    expect(one.body.data.list).toHaveLength(1);
  });
  it('shows an outsider none of them', async () => {
    const r = await t.post('/protected/get-all-projects-map-v1', {}, outsider.token);
    expect(r.body.data.list).toHaveLength(0);
  });
  it('refuses bad paging with a localized message', async () => {
    const r = await t.post('/protected/get-all-projects-map-v1', { pageNum: 0 }, member, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('pageNum');
  });
  it('refuses anonymous callers', async () => {
    expect((await t.post('/protected/get-all-projects-map-v1', {})).status).toBe(401);
  });
});

describe('create, update and delete projects', () => {
  it('lets staff whose enterprise role grants project_add create a project and become its admin', async () => {
    const r = await t.post('/protected/project/create-project', validProject(), padmin);
    expect(r.body.success).toBe(true);
    const info = await t.post('/protected/get-project-info', { projectId: r.body.data.id }, padmin);
    expect(info.body.data.projectInfo).toMatchObject({ name: 'Canal Bridge', isAdmin: true, memberCount: 1 });
    expect(info.body.data.projectInfo.joinCode).toMatch(/^[0-9a-f]{12}$/);
  });
  it('refuses plain staff: creating projects is not a default staff grant', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ name: 'Staff yard' }), member);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(4030);
  });
  it('refuses an end date before the start date', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ startDate: '2027-01-01', endDate: '2026-01-01' }), padmin, 'ja');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('終了日は開始日より前にできません');
  });
  it('refuses missing required fields', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ address: '' }), padmin, 'en');
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/address/);
  });
  it('refuses a group of another enterprise', async () => {
    const g = await t.post('/protected/project/create-project-group', { name: 'Out', region: 'X', address: 'Y' }, outsider.token);
    expect(g.body.success).toBe(false); // staff of the outside enterprise lack enterprise:groups
    const r = await t.post('/protected/project/create-project', validProject({ groupId: 'no-such-group' }), padmin);
    expect(r.status).toBe(400);
  });
  it('lets the project admin update, and refuses a plain member', async () => {
    const ok = await t.post(
      '/protected/project/update-project',
      { projectId: harbourId, ...validProject({ name: 'Harbour View Residences', status: 'delayed' }) },
      padmin,
    );
    expect(ok.body.data.status).toBe('delayed');
    const denied = await t.post('/protected/project/update-project', { projectId: harbourId, ...validProject() }, member);
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(4030);
    const outside = await t.post('/protected/project/update-project', { projectId: harbourId, ...validProject() }, outsider.token);
    expect(outside.body.errorCode).toBe(401);
  });
  it('keeps the status, business status, group and optional fields an update leaves out', async () => {
    const g = (await t.post('/protected/project/create-project-group', { name: 'Keep group', region: 'North', address: 'Hafen 1' }, manager)).body.data;
    const created = (
      await t.post(
        '/protected/project/create-project',
        validProject({ name: 'Keep Fields', status: 'delayed', businessStatus: 'closed', groupId: g.id, overview: 'Quay wall', nameEn: 'Keep' }),
        padmin,
      )
    ).body.data;
    const r = await t.post('/protected/project/update-project', { projectId: created.id, ...validProject({ name: 'Keep Fields 2' }) }, padmin);
    expect(r.body.data).toMatchObject({
      name: 'Keep Fields 2',
      status: 'delayed',
      businessStatus: 'closed',
      groupId: g.id,
      overview: 'Quay wall',
      nameEn: 'Keep',
    });
    const clearedGroup = await t.post(
      '/protected/project/update-project',
      { projectId: created.id, ...validProject({ name: 'Keep Fields 2', groupId: null, overview: null }) },
      padmin,
    );
    expect(clearedGroup.body.data).toMatchObject({ groupId: null, overview: null, status: 'delayed' });
  });
  it('refuses to delete a project unless its name is typed in the call, and then changes nothing', async () => {
    const id = (await t.post('/protected/project/create-project', validProject({ name: 'Keep Me' }), padmin)).body.data.id;
    const bare = await t.post('/protected/project/delete-project', { projectId: id }, padmin, 'zh');
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ success: false, data: null, errorCode: 400, msg: 'projectName: 请输入项目名称以确认删除' });
    const wrong = await t.post('/protected/project/delete-project', { projectId: id, projectName: 'keep me' }, padmin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The name typed does not match the project name; the project was not deleted');
    expect((await t.post('/protected/get-project-info', { projectId: id }, padmin)).body.data.projectInfo.name).toBe('Keep Me');
    expect((await t.post('/protected/project/delete-project', { projectId: id, projectName: 'Keep Me' }, padmin)).body.success).toBe(true);
  });
  it('deletes a project for its admin only', async () => {
    const created = await t.post('/protected/project/create-project', validProject({ name: 'Temp' }), padmin);
    const id = created.body.data.id;
    expect((await t.post('/protected/project/delete-project', { projectId: id, projectName: 'Temp' }, member)).status).toBe(403);
    expect((await t.post('/protected/project/delete-project', { projectId: id, projectName: ' Temp ' }, padmin)).body.success).toBe(true);
    expect((await t.post('/protected/get-project-info', { projectId: id }, padmin)).status).toBe(403);
    expect((await t.post('/protected/project/delete-project', {}, padmin)).status).toBe(400);
  });
});

describe('project groups', () => {
  it('creates, reads, updates and deletes an empty group (enterprise manager)', async () => {
    const c = await t.post('/protected/project/create-project-group', { name: 'North', region: 'Kiel', address: 'Hafen 1' }, manager);
    const groupId = c.body.data.id;
    expect((await t.post('/protected/project/get-project-group', { groupId }, manager)).body.data.name).toBe('North');
    expect(
      (await t.post('/protected/project/update-project-group', { groupId, name: 'North 2', region: 'Kiel', address: 'Hafen 1' }, manager)).body.data.name,
    ).toBe('North 2');
    expect((await t.post('/protected/project/delete-project-group', { groupId }, manager)).body.success).toBe(true);
  });
  it('refuses to delete a group that has projects', async () => {
    const g = await t.post('/protected/project/create-project-group', { name: 'South', region: 'Kiel', address: 'Hafen 2' }, manager);
    const groupId = g.body.data.id;
    expect((await t.post('/protected/project/create-project', validProject({ name: 'In group', groupId }), manager)).body.success).toBe(true);
    const r = await t.post('/protected/project/delete-project-group', { groupId }, manager, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('项目组下存在项目，无法删除');
  });
  it('refuses group changes to staff without enterprise:groups', async () => {
    expect((await t.post('/protected/project/create-project-group', { name: 'X', region: 'Y', address: 'Z' }, member)).body.errorCode).toBe(4030);
  });
  it('refuses a group without a name', async () => {
    expect((await t.post('/protected/project/create-project-group', { region: 'Y', address: 'Z' }, manager)).status).toBe(400);
  });
});

describe('project info, apps, permissions, members and roles', () => {
  it("answers project info with the caller's permissions; no join code for members", async () => {
    const r = await t.post('/protected/get-project-info', { projectId: harbourId }, member);
    expect(r.body.data.projectInfo.isAdmin).toBe(false);
    expect(r.body.data.projectInfo.permissions).toContain('dms:enter');
    expect(r.body.data.projectInfo.joinCode).toBeUndefined();
    expect(r.body.data.projectInfo.canDelete).toBe(false);
    expect((await t.post('/protected/get-project-info', { projectId: harbourId }, padmin)).body.data.projectInfo.canDelete).toBe(true);
  });
  it('lists in project info what the policy allows: every project action for an admin or enterprise manager, only the grants for a member', async () => {
    for (const caller of [padmin, manager]) {
      const all = (await t.post('/protected/get-project-info', { projectId: harbourId }, caller)).body.data.projectInfo.permissions;
      expect(all).toEqual(expect.arrayContaining(['project:edit', 'project:permission', 'person:add', 'issue:permission']));
    }
    const plain = (await t.post('/protected/get-project-info', { projectId: harbourId }, member)).body.data.projectInfo.permissions;
    expect(plain).not.toContain('project:permission');
    expect(plain.some((k: string) => k.startsWith('enterprise:'))).toBe(false);
  });
  it('lists the installed apps the caller may open: documents, cabinets, task boards, the task register, issues, discussions, approvals and IoT for members, the operation log (project:log_statistics_allow) and configuration only for admins', async () => {
    const admin = await t.post('/protected/project/get-project-app-list', { projectId: harbourId }, padmin);
    const plain = await t.post('/protected/project/get-project-app-list', { projectId: harbourId }, member);
    expect(admin.body.data.map((a: { key: string }) => a.key)).toEqual([
      'dms',
      'cabinet',
      'task',
      'projecttask',
      'issue',
      'discuss',
      'approval',
      'iot',
      'log_statistics',
      'project_config',
    ]);
    // the log statistics app opens the project's operation log screen
    expect(admin.body.data.find((a: { key: string }) => a.key === 'log_statistics').route).toBe(`/operationLog/${harbourId}`);
    expect(plain.body.data).toEqual([
      { key: 'dms', route: `/project-files?projectId=${harbourId}` },
      { key: 'cabinet', route: `/cabinet?projectId=${harbourId}` },
      { key: 'task', route: `/worktask/work/index?projectId=${harbourId}` },
      { key: 'projecttask', route: `/projecttask?projectId=${harbourId}` },
      { key: 'issue', route: `/issue?projectId=${harbourId}` },
      { key: 'discuss', route: `/discuss/discussIndex?projectId=${harbourId}` },
      { key: 'approval', route: `/document-approval?projectId=${harbourId}` },
      { key: 'iot', route: `/iot?projectId=${harbourId}` },
    ]);
    expect((await t.post('/protected/project/get-project-app-list', {}, member)).status).toBe(400);
  });
  it("filters the app catalogue by the caller's grants", async () => {
    const installed = new Set(['dms', 'cabinet', 'log_statistics', 'project_config']);
    const facts = {
      isSystemManager: false,
      isEnterpriseManager: false,
      isEnterpriseMember: true,
      isProjectMember: true,
      isProjectAdmin: false,
      projectId: 'p',
      enterpriseId: 'e',
      permissionMode: 'default',
      roleId: 'r',
      actorId: 'u',
    };
    const member = projectApps({ ...facts, permissions: new Set(['dms:enter']) }, installed);
    expect(member.map((a) => a.key)).toEqual(['dms']);
    const stats = projectApps({ ...facts, permissions: new Set(['project:log_statistics_allow']) }, installed);
    expect(stats.map((a) => a.key)).toEqual(['log_statistics']);
    const admin = projectApps({ ...facts, isProjectAdmin: true, permissions: new Set() }, installed);
    expect(admin.map((a) => a.key)).toEqual(['dms', 'cabinet', 'project_config']);
  });
  it('lists projects by permission', async () => {
    const r = await t.post('/protected/project/get-perssion-project', { module: 'project', action: 'edit' }, padmin);
    expect(r.body.data.length).toBeGreaterThanOrEqual(2);
    const m = await t.post('/protected/project/get-perssion-project', { module: 'project', action: 'edit' }, member);
    expect(m.body.data.every((p: { name: string }) => p.name === 'Canal Bridge')).toBe(true);
  });
  it('pages members with roles and finds users by permission', async () => {
    const r = await t.post('/protected/project/get-project-members', { projectId: harbourId, pageNum: 1, pageSize: 10 }, member);
    expect(r.body.data.list.map((m: { loginName: string }) => m.loginName).sort()).toEqual(['member', 'padmin']);
    const editors = await t.post('/protected/project/get-project-users-by-permission', { projectId: harbourId, module: 'project', action: 'edit' }, member);
    expect(editors.body.data.map((u: { loginName: string }) => u.loginName)).toEqual(['padmin']);
    expect((await t.post('/protected/project/get-project-users-by-permission', { projectId: harbourId }, member)).status).toBe(400);
  });
  it('lists roles highest level first', async () => {
    const r = await t.post('/protected/project/get-project-roles', { projectId: harbourId }, member);
    expect(r.body.data.map((x: { builtIn: string }) => x.builtIn)).toEqual(['project_admin', 'project_member']);
  });
  it('switches the permission mode for admins only', async () => {
    expect((await t.post('/protected/project/update-permission-mode', { projectId: harbourId, permissionMode: 'public' }, padmin)).body.success).toBe(true);
    expect((await t.post('/protected/get-project-info', { projectId: harbourId }, member)).body.data.projectInfo.permissionMode).toBe('public');
    expect((await t.post('/protected/project/update-permission-mode', { projectId: harbourId, permissionMode: 'default' }, member)).status).toBe(403);
    expect((await t.post('/protected/project/update-permission-mode', { projectId: harbourId, permissionMode: 'open' }, padmin)).status).toBe(400);
  });
});

describe('operation log targets of projects and groups', () => {
  it('names the project created, and the group created, edited (fields before and after) and deleted', async () => {
    const created = await t.post('/protected/project/create-project', validProject({ name: 'Logged Yard' }), padmin);
    const projectRow = (await loggedRows(t.deps.db, '/protected/project/create-project')).at(-1)!;
    expect(projectRow).toMatchObject({ module: 'projects', action: 'create' });
    // A new project's log row names it with its type and custom-field values (docs/custom-fields.md).
    expect(projectRow.targets).toEqual([{ targetId: created.body.data.id, targetName: 'Logged Yard', after: { type: 'Infrastructure', customFields: {} } }]);
    const g = await t.post('/protected/project/create-project-group', { name: 'Logged group', region: 'Kiel', address: 'Hafen 3' }, manager);
    const groupId: string = g.body.data.id;
    expect((await loggedRows(t.deps.db, '/protected/project/create-project-group')).at(-1)!.targets).toEqual([
      { targetId: groupId, targetName: 'Logged group' },
    ]);
    await t.post('/protected/project/update-project-group', { groupId, name: 'Logged group 2', region: 'Kiel', address: 'Hafen 4' }, manager);
    expect((await loggedRows(t.deps.db, '/protected/project/update-project-group')).at(-1)!.targets).toEqual([
      {
        targetId: groupId,
        targetName: 'Logged group 2',
        before: { name: 'Logged group', address: 'Hafen 3' },
        after: { name: 'Logged group 2', address: 'Hafen 4' },
      },
    ]);
    await t.post('/protected/project/delete-project-group', { groupId }, manager);
    expect((await loggedRows(t.deps.db, '/protected/project/delete-project-group')).at(-1)!.targets).toEqual([
      { targetId: groupId, targetName: 'Logged group 2' },
    ]);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
