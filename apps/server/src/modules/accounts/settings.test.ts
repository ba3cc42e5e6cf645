import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

describe('language (save-lang)', () => {
  it('saves the own language', async () => {
    const token = await t.login('member');
    const id = await userId(t.deps.db, 'member');
    expect((await t.post('/protected/user/save-lang', { userId: id, lang: 'ja' }, token)).body.success).toBe(true);
    expect((await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' })).body.data.user.lang).toBe('ja');
  });
  it('refuses another user\'s id and an unknown language', async () => {
    const token = await t.login('member');
    expect((await t.post('/protected/user/save-lang', { userId: await userId(t.deps.db, 'padmin'), lang: 'en' }, token)).status).toBe(403);
    const bad = await t.post('/protected/user/save-lang', { lang: 'fr' }, token, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('语言必须为 zh、ja 或 en');
  });
});

describe('auto-logout (get/update-user-config-time)', () => {
  it('offers the spec\'s eight choices and saves one of them', async () => {
    const token = await t.login('padmin');
    const r = await t.post('/protected/user/get-user-config-time', {}, token);
    expect(r.body.data.options.map((o: { minutes: number }) => o.minutes)).toEqual([30, 60, 120, 180, 10080, 20160, 43200, 525600]);
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 30 }, token)).body.success).toBe(true);
    expect((await t.post('/protected/user/get-user-config-time', {}, token)).body.data.autoLogoutMinutes).toBe(30);
  });
  it('refuses a time that is not offered', async () => {
    const token = await t.login('padmin');
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 45 }, token)).status).toBe(400);
  });
  it('ends an idle session after the chosen time, for good', async () => {
    const token = await t.login('padmin');
    now = new Date(now.getTime() + 29 * 60_000);
    expect((await t.post('/protected/user/get-current-user', {}, token)).status).toBe(200);
    now = new Date(now.getTime() + 31 * 60_000);
    const idle = await t.post('/protected/user/get-current-user', {}, token);
    expect(idle.status).toBe(403);
    expect(idle.body.errorCode).toBe(4004);
    expect((await t.post('/protected/user/get-current-user', {}, token)).body.errorCode).toBe(4003);
  });
  it('is refused without a session', async () => {
    expect((await t.post('/protected/user/get-user-config-time')).status).toBe(401);
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 30 })).status).toBe(401);
  });
});

describe('profile (update) and current user', () => {
  it('updates the own name and e-mail', async () => {
    const token = await t.login('member');
    const r = await t.post('/protected/user/update', { name: 'Mia M.', email: 'mia@example.com' }, token);
    expect(r.body.data).toMatchObject({ name: 'Mia M.', email: 'mia@example.com' });
    const me = await t.post('/protected/user/get-current-user', {}, token);
    expect(me.body.data.user.name).toBe('Mia M.');
    expect(me.body.data.flags).toMatchObject({ systemManager: false, enterpriseManager: false });
  });
  it('flags the enterprise manager and the system manager', async () => {
    const em = await t.post('/protected/user/get-current-user', {}, await t.login('emanager'));
    expect(em.body.data.flags).toMatchObject({ enterpriseManager: true, manager: false });
    expect(em.body.data.enterprises).toHaveLength(2);
    const sm = await t.post('/protected/user/get-current-user', {}, await t.login('sysadmin'));
    expect(sm.body.data.flags).toMatchObject({ systemManager: true, manager: true });
  });
  it('refuses a blank name or a bad e-mail', async () => {
    const token = await t.login('member');
    expect((await t.post('/protected/user/update', { name: ' ' }, token)).status).toBe(400);
    expect((await t.post('/protected/user/update', { name: 'Mia', email: 'nope' }, token)).status).toBe(400);
    expect((await t.post('/protected/user/update', { name: 'Mia' })).status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the right old password and the 8–20 mixed rule, then ends other sessions', async () => {
    const other = await t.login('emanager');
    const token = await t.login('emanager');
    const wrongOld = await t.post('/protected/user/change-password', { oldPassword: 'nope', password: 'New#Pass2026', confirmPassword: 'New#Pass2026' }, token, 'en');
    expect(wrongOld.body.msg).toBe('The old password is incorrect');
    const weak = await t.post('/protected/user/change-password', { oldPassword: 'Manager#2026', password: 'newpass2026', confirmPassword: 'newpass2026' }, token);
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toMatch(/8 to 20/);
    const mismatch = await t.post('/protected/user/change-password', { oldPassword: 'Manager#2026', password: 'New#Pass2026', confirmPassword: 'New#Pass2027' }, token);
    expect(mismatch.body.msg).toMatch(/do not match/);
    const ok = await t.post('/protected/user/change-password', { oldPassword: 'Manager#2026', password: 'New#Pass2026', confirmPassword: 'New#Pass2026' }, token);
    expect(ok.body.success).toBe(true);
    expect((await t.post('/protected/user/get-current-user', {}, token)).status).toBe(200);
    expect((await t.post('/protected/user/get-current-user', {}, other)).body.errorCode).toBe(4003);
    expect((await t.post('/public/user/login', { loginName: 'emanager', password: 'New#Pass2026' })).body.success).toBe(true);
  });
});

describe('user lists (/account/user/lists)', () => {
  it('pages the enterprise\'s users and searches by name', async () => {
    const token = await t.login('padmin');
    const all = await t.post('/account/user/lists', { pageNum: 1, pageSize: 2 }, token);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list).toHaveLength(2);
    const found = await t.post('/account/user/lists', { name: 'paul' }, token);
    expect(found.body.data.list.map((u: { loginName: string }) => u.loginName)).toEqual(['padmin']);
  });
  it('lists a project\'s members, and refuses a project the caller cannot see', async () => {
    const { harbour } = await demoProjects(t.deps.db);
    const token = await t.login('padmin');
    expect((await t.post('/account/user/lists', { projectId: harbour.id }, token)).body.data.total).toBe(2);
    const out = await buildOutsider(t);
    expect((await t.post('/account/user/lists', { projectId: harbour.id }, out.token)).status).toBe(403);
    expect((await t.post('/account/user/lists', { pageNum: -1 }, token)).status).toBe(400);
  });
});
