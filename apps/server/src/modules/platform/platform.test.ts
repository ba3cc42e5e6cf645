import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { sql } from 'drizzle-orm';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { putFile, testFile } from '../../test/files';

const GB = 1073741824;

// Platform management (docs/platform.md): enterprises with their usage and managers, for system
// managers only. Suspension is in suspension.test.ts, trial users in trials.test.ts.

let t: TestApp;
let sysadmin: string;
let emanager: string;
let padmin: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;
let northwind: string;

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.login('sysadmin');
  emanager = await t.login('emanager');
  padmin = await t.login('padmin');
  outsider = await buildOutsider(t);
  northwind = (await demoProjects(t.deps.db)).harbour.enterpriseId;
});
afterAll(() => t.close());

const P = '/protected/platform';
const CALLS: [string, object][] = [
  ['/protected/enterprise/list', {}],
  [`${P}/get-enterprise`, { enterpriseId: 'x' }],
  [`${P}/create-enterprise`, { co_name_cn: 'X', manager: { email: 'x@example.com', name: 'X' } }],
  [`${P}/update-enterprise`, { enterpriseId: 'x', co_name_cn: 'X' }],
  [`${P}/suspend-enterprise`, { enterpriseId: 'x' }],
  [`${P}/resume-enterprise`, { enterpriseId: 'x' }],
  [`${P}/get-enterprise-managers`, { enterpriseId: 'x' }],
  [`${P}/add-enterprise-manager`, { enterpriseId: 'x', manager: { userId: 'x' } }],
  [`${P}/remove-enterprise-manager`, { enterpriseId: 'x', userId: 'x' }],
  [`${P}/get-trial-users`, {}],
  [`${P}/convert-trial-user`, { userId: 'x', co_name_cn: 'X' }],
  [`${P}/add-trial-user-to-enterprise`, { userId: 'x', enterpriseId: 'x' }],
  [`${P}/end-trial`, { userId: 'x' }],
];

describe('who may call', () => {
  it.each(CALLS)('%s refuses the outsider, the project admin and the enterprise manager', async (url, body) => {
    for (const token of [outsider.token, padmin, emanager]) {
      const r = await t.post(url, body, token);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, errorCode: 4030 });
    }
    expect((await t.post(url, body, null)).status).toBe(401);
  });
  it('leaves no operation log row for refused calls', async () => {
    expect((await loggedRows(t.deps.db)).filter((r) => r.route.startsWith(P))).toEqual([]);
  });
});

describe('the enterprise list', () => {
  it('shows every enterprise with its state, usage and managers', async () => {
    const r = await t.post('/protected/enterprise/list', { pageNum: 1, pageSize: 50 }, sysadmin);
    expect(r.body.pageTotal).toBe(r.body.data.total);
    const nw = r.body.data.list.find((e: { id: string }) => e.id === northwind);
    expect(nw).toMatchObject({ co_name_en: 'Northwind Construction', state: 'active', usage: { projects: 2, storageSize: 50 * 1073741824, staff: 4 } });
    // Everyone signed in in beforeAll was seen just now.
    expect(nw.usage.activeStaff30).toBe(3);
    expect(nw.managers.map((m: { loginName: string }) => m.loginName).sort()).toEqual(['emanager', 'sysadmin']);
  });
  it('filters by keyword and state', async () => {
    const r = await t.post('/protected/enterprise/list', { keyword: 'southbank' }, sysadmin);
    expect(r.body.data.list.map((e: { co_name_en: string }) => e.co_name_en)).toEqual(['Southbank Design']);
    expect((await t.post('/protected/enterprise/list', { state: 'suspended' }, sysadmin)).body.data.total).toBe(0);
    expect((await t.post('/protected/enterprise/list', { state: 'gone' }, sysadmin)).body).toMatchObject({ success: false, errorCode: 400 });
  });
  it('answers one enterprise, and an unknown one with 404', async () => {
    expect((await t.post(`${P}/get-enterprise`, { enterpriseId: northwind }, sysadmin)).body.data.co_name_cn).toBe('北风建设');
    expect((await t.post(`${P}/get-enterprise`, { enterpriseId: 'nope' }, sysadmin)).body).toMatchObject({ success: false, errorCode: 404 });
    expect((await t.post(`${P}/get-enterprise`, {}, sysadmin)).body).toMatchObject({ success: false, errorCode: 400 });
  });
});

let created: string;
let managerId: string;

describe('creating an enterprise', () => {
  it('makes it with a new manager account who is mailed a set-password link and then manages it', async () => {
    t.mails.sent = [];
    const r = await t.post(
      `${P}/create-enterprise`,
      {
        co_name_cn: '东港工程',
        co_name_en: 'Eastport Works',
        co_domain: 'eastport.example',
        storageSize: 20 * 1073741824,
        manager: { name: 'Ella East', email: 'ella@eastport.example' },
      },
      sysadmin,
    );
    expect(r.body).toMatchObject({
      success: true,
      msg: 'The enterprise was created',
      data: { co_name_en: 'Eastport Works', storageSize: 20 * 1073741824, state: 'active' },
    });
    created = r.body.data.id;
    expect(r.body.data.managers).toEqual([expect.objectContaining({ loginName: 'ella@eastport.example', name: 'Ella East' })]);
    managerId = r.body.data.managers[0].id;
    const mail = t.mails.sent.find((m) => m.to === 'ella@eastport.example');
    expect(mail?.text).toContain('Eastport Works');
    const code = /setpassword\/([\w-]+)/.exec(mail!.text)![1];
    expect((await t.post('/public/user/set-password', { code, password: 'Eastport#2026', confirmPassword: 'Eastport#2026' })).body.success).toBe(true);
    const token = await t.login('ella@eastport.example', 'Eastport#2026');
    const info = await t.post('/protected/enterprise/get-enterprise-information-v1', {}, token);
    expect(info.body.data).toMatchObject({ id: created, isEnterpriseManager: true });
  });
  it('makes it with an existing account as its manager', async () => {
    const r = await t.post(`${P}/create-enterprise`, { co_name_cn: '西岸', manager: { loginName: 'member' } }, sysadmin);
    expect(r.body.data.managers.map((m: { loginName: string }) => m.loginName)).toEqual(['member']);
    const token = await t.login('member');
    const sessions = await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026', enterpriseId: r.body.data.id });
    expect(sessions.body.success).toBe(true);
    expect(token).toBeTruthy();
  });
  it('refuses bad input with clear messages and creates nothing', async () => {
    const before = (await t.post('/protected/enterprise/list', {}, sysadmin)).body.data.total;
    const cases: [object, string][] = [
      [{ manager: { loginName: 'member' } }, 'Please enter the enterprise name'],
      [{ co_name_cn: 'X' }, 'manager'],
      [{ co_name_cn: 'X', manager: {} }, "Choose the enterprise's first manager"],
      [{ co_name_cn: 'X', manager: { email: 'new@x.example' } }, "Please enter the manager's name"],
      [{ co_name_cn: 'X', manager: { email: 'not-mail' } }, 'valid e-mail'],
      [{ co_name_cn: 'X', storageSize: 5, manager: { loginName: 'member' } }, 'whole number of GB'],
      [{ co_name_cn: 'X'.repeat(101), manager: { loginName: 'member' } }, 'At most 100'],
    ];
    for (const [body, msg] of cases) {
      const r = await t.post(`${P}/create-enterprise`, body, sysadmin);
      expect(r.body).toMatchObject({ success: false, errorCode: 400 });
      expect(r.body.msg).toContain(msg);
    }
    const unknown = await t.post(`${P}/create-enterprise`, { co_name_cn: 'X', manager: { userId: 'no-such-user' } }, sysadmin);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 404 });
    expect((await t.post('/protected/enterprise/list', {}, sysadmin)).body.data.total).toBe(before);
  });
});

describe('editing an enterprise', () => {
  it('changes names, domain and storage size; omitted fields stay', async () => {
    const r = await t.post(
      `${P}/update-enterprise`,
      { enterpriseId: created, co_name_en: 'Eastport Works Ltd', co_domain: '', storageSize: 30 * 1073741824 },
      sysadmin,
    );
    expect(r.body).toMatchObject({
      success: true,
      data: { co_name_cn: '东港工程', co_name_en: 'Eastport Works Ltd', co_domain: null, storageSize: 30 * 1073741824 },
    });
    expect(r.body.data.usage.storageSize).toBe(30 * 1073741824);
  });
  it('refuses a size below what is stored, an empty name and an unknown enterprise', async () => {
    // Northwind stores 3 GB (one uploaded document, its size set so, as the accounting reads it).
    const harbour = (await demoProjects(t.deps.db)).harbour.id;
    await putFile(t, padmin, harbour, 'big-plan.pdf', testFile('pdf/first-floor-plan.pdf').bytes);
    await t.deps.db.execute(sql`update file_versions set size = ${3 * GB} where project_id = ${harbour}`);
    const usage = (await t.post(`${P}/get-enterprise`, { enterpriseId: northwind }, sysadmin)).body.data.usage;
    expect(usage.storageUsed).toBeGreaterThanOrEqual(3 * GB);
    const tooSmall = await t.post(`${P}/update-enterprise`, { enterpriseId: northwind, storageSize: 2 * GB }, sysadmin);
    expect(tooSmall.body).toMatchObject({ success: false, errorCode: 400, msg: expect.stringContaining('smaller than what the enterprise already stores') });
    expect((await t.post(`${P}/update-enterprise`, { enterpriseId: northwind, storageSize: 4 * GB }, sysadmin)).body.success).toBe(true);
    expect((await t.post(`${P}/update-enterprise`, { enterpriseId: created, co_name_cn: ' ' }, sysadmin)).body.msg).toBe(
      'co_name_cn: Please enter the enterprise name',
    );
    expect((await t.post(`${P}/update-enterprise`, { enterpriseId: 'nope', co_name_cn: 'Y' }, sysadmin)).body.errorCode).toBe(404);
  });
});

describe('managers', () => {
  it('lists, adds and removes them, never the last one', async () => {
    const list = await t.post(`${P}/get-enterprise-managers`, { enterpriseId: created }, sysadmin);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([managerId]);
    const last = await t.post(`${P}/remove-enterprise-manager`, { enterpriseId: created, userId: managerId }, sysadmin);
    expect(last.body).toMatchObject({ success: false, errorCode: 400, msg: 'Ella East is the last manager of the enterprise: add another manager first' });
    const added = await t.post(`${P}/add-enterprise-manager`, { enterpriseId: created, manager: { loginName: 'padmin' } }, sysadmin);
    expect(added.body).toMatchObject({ success: true, data: { loginName: 'padmin', invited: false } });
    const again = await t.post(`${P}/add-enterprise-manager`, { enterpriseId: created, manager: { loginName: 'padmin' } }, sysadmin);
    expect(again.body.msg).toBe('Paul Admin already manages this enterprise');
    const removed = await t.post(`${P}/remove-enterprise-manager`, { enterpriseId: created, userId: managerId }, sysadmin);
    expect(removed.body.data.map((m: { loginName: string }) => m.loginName)).toEqual(['padmin']);
    // Ella stays staff, without the manager's rights.
    const ella = await t.login('ella@eastport.example', 'Eastport#2026');
    expect((await t.post('/protected/enterprise/get-enterprise-information-v1', {}, ella)).body.data.isEnterpriseManager).toBe(false);
    const notManager = await t.post(`${P}/remove-enterprise-manager`, { enterpriseId: created, userId: managerId }, sysadmin);
    expect(notManager.body.msg).toBe('Ella East is not a manager of this enterprise');
  });
  it('adds a new account as manager and mails it', async () => {
    t.mails.sent = [];
    const r = await t.post(`${P}/add-enterprise-manager`, { enterpriseId: created, manager: { name: 'Otto Ost', email: 'otto@eastport.example' } }, sysadmin);
    expect(r.body.data).toMatchObject({ invited: true, email: 'otto@eastport.example' });
    expect(t.mails.sent.map((m) => m.to)).toEqual(['otto@eastport.example']);
  });
  it('refuses bad input', async () => {
    expect((await t.post(`${P}/add-enterprise-manager`, { enterpriseId: created }, sysadmin)).body.errorCode).toBe(400);
    expect((await t.post(`${P}/add-enterprise-manager`, { enterpriseId: 'nope', manager: { loginName: 'member' } }, sysadmin)).body.errorCode).toBe(404);
    expect((await t.post(`${P}/remove-enterprise-manager`, { enterpriseId: created }, sysadmin)).body.errorCode).toBe(400);
    expect((await t.post(`${P}/remove-enterprise-manager`, { enterpriseId: created, userId: 'nobody' }, sysadmin)).body.errorCode).toBe(404);
    expect((await t.post(`${P}/get-enterprise-managers`, { enterpriseId: 'nope' }, sysadmin)).body.errorCode).toBe(404);
  });
});

describe('operation log', () => {
  it('names the enterprise or the person of every change, in the enterprise it is about', async () => {
    const rows = await loggedRows(t.deps.db);
    const create = rows.find((r) => r.route === `${P}/create-enterprise`)!;
    expect(create.targets[0]).toMatchObject({
      targetId: created,
      targetName: '东港工程',
      after: { co_name_en: 'Eastport Works', storageSize: 20 * 1073741824 },
    });
    const update = rows.find((r) => r.route === `${P}/update-enterprise`)!;
    expect(update.targets[0]).toMatchObject({
      before: { co_name_en: 'Eastport Works', co_domain: 'eastport.example' },
      after: { co_name_en: 'Eastport Works Ltd', co_domain: null },
    });
    const removed = rows.find((r) => r.route === `${P}/remove-enterprise-manager`)!;
    expect(removed.targets[0]).toMatchObject({ targetId: managerId, targetName: 'Ella East' });
    const own = await t.deps.db.execute(`select count(*)::int as n from operation_logs where enterprise_id = '${created}'`);
    expect((own.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(4);
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
