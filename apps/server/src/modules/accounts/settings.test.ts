import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { userId } from '../../test/factories';

// User settings: language, auto-logout (with the idle limit enforced on a hand-moved clock)
// and the profile.

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const me = (token: string) => t.post('/protected/user/get-current-user', {}, token);

describe('save-lang', () => {
  it("saves the own language, with or without the userId the spec's client sends", async () => {
    const token = await t.login('member');
    const id = await userId(t.deps.db, 'member');
    const r = await t.post('/protected/user/save-lang', { userId: id, lang: 'ja' }, token);
    expect(r.body).toMatchObject({ success: true, errorCode: 200, data: null });
    expect((await me(token)).body.data.user.lang).toBe('ja');
    expect((await t.post('/protected/user/save-lang', { lang: 'zh' }, token)).body.success).toBe(true);
    expect((await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' })).body.data.user.lang).toBe('zh');
  });

  it("refuses another user's id and leaves that user alone", async () => {
    const token = await t.login('member');
    const padmin = await userId(t.deps.db, 'padmin');
    const r = await t.post('/protected/user/save-lang', { userId: padmin, lang: 'ja' }, token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 4030 });
    expect((await me(await t.login('padmin'))).body.data.user.lang).toBe('en');
  });

  it('refuses a language other than zh, ja or en with a localized message', async () => {
    const token = await t.login('member');
    const zh = await t.post('/protected/user/save-lang', { lang: 'fr' }, token, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ success: false, errorCode: 400, msg: '语言必须为 zh、ja 或 en' });
    expect((await t.post('/protected/user/save-lang', { lang: 'EN' }, token, 'ja')).body.msg).toBe('言語は zh、ja、en のいずれかです');
    expect((await t.post('/protected/user/save-lang', {}, token)).body.msg).toBe('Language must be zh, ja or en');
    expect((await t.post('/protected/user/save-lang', { lang: ['en'] }, token)).status).toBe(400);
  });

  it('is refused without a session', async () => {
    const r = await t.post('/protected/user/save-lang', { lang: 'en' });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe(40100);
  });
});

describe('get/update-user-config-time', () => {
  it("starts at one week and offers exactly the spec's eight choices", async () => {
    const token = await t.login('sysadmin');
    const r = await t.post('/protected/user/get-user-config-time', {}, token);
    expect(r.body.data.autoLogoutMinutes).toBe(10080);
    expect(r.body.data.options).toEqual([
      { key: 'halfHour', minutes: 30 },
      { key: 'oneHour', minutes: 60 },
      { key: 'twoHours', minutes: 120 },
      { key: 'threeHours', minutes: 180 },
      { key: 'oneWeek', minutes: 10080 },
      { key: 'twoWeeks', minutes: 20160 },
      { key: 'oneMonth', minutes: 43200 },
      { key: 'oneYear', minutes: 525600 },
    ]);
  });

  it('saves every offered choice', async () => {
    const token = await t.login('sysadmin');
    for (const minutes of [30, 60, 120, 180, 10080, 20160, 43200, 525600]) {
      expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: minutes }, token)).body.success).toBe(true);
      expect((await t.post('/protected/user/get-user-config-time', {}, token)).body.data.autoLogoutMinutes).toBe(minutes);
    }
  });

  it('refuses anything else with a localized message', async () => {
    const token = await t.login('sysadmin');
    for (const bad of [45, 0, -30, 30.5, '45', null, true]) {
      const r = await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: bad }, token, 'zh');
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.msg).toBe('请选择提供的自动登出时间');
    }
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 'soon' }, token)).status).toBe(400);
    expect((await t.post('/protected/user/update-user-config-time', {}, token)).status).toBe(400);
    expect((await t.post('/protected/user/get-user-config-time', {}, token)).body.data.autoLogoutMinutes).toBe(525600);
  });

  it('is refused without a session', async () => {
    expect((await t.post('/protected/user/get-user-config-time')).status).toBe(401);
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 30 })).status).toBe(401);
  });
});

describe('idle auto-logout', () => {
  it('keeps an active session alive past the limit: the limit counts idle time', async () => {
    const token = await t.login('padmin');
    expect((await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 30 }, token)).body.success).toBe(true);
    for (let i = 0; i < 4; i++) {
      advance(25);
      expect((await me(token)).status).toBe(200);
    }
  });

  it('ends a session idle past the chosen minutes with HTTP 403 / 4004, and the token stays dead', async () => {
    const token = await t.login('padmin');
    const other = await t.login('member');
    advance(31);
    const idle = await me(token);
    expect(idle.status).toBe(403);
    expect(idle.body).toMatchObject({ success: false, errorCode: 4004, data: null, msg: 'Your session expired after inactivity, please sign in again' });
    // Still refused afterwards, on any route (it was revoked, not just timed out).
    for (let i = 0; i < 2; i++) {
      const again = await t.get('/account/user/notify/count', token);
      expect(again.status).toBe(403);
      expect([4003, 4004]).toContain(again.body.errorCode);
    }
    // Moving the setting later does not bring it back.
    const fresh = await t.login('padmin');
    await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 525600 }, fresh);
    expect((await me(token)).status).toBe(403);
    // Other users keep their own (one week) limit.
    expect((await me(other)).status).toBe(200);
  });

  it("says so in the caller's language", async () => {
    const token = await t.login('padmin');
    await t.post('/protected/user/update-user-config-time', { autoLogoutMinutes: 60 }, token);
    advance(61);
    const r = await t.post('/protected/user/get-current-user', {}, token, 'zh');
    expect(r.body).toMatchObject({ errorCode: 4004, msg: '长时间未操作，登录已失效，请重新登录' });
  });

  it('applies the one-week default to users who never chose', async () => {
    const token = await t.login('emanager');
    advance(7 * 24 * 60 - 5);
    expect((await me(token)).status).toBe(200);
    advance(7 * 24 * 60 + 5);
    expect((await me(token)).body.errorCode).toBe(4004);
  });
});

describe('update profile', () => {
  it('updates the own name, e-mail and phone', async () => {
    const token = await t.login('member');
    const r = await t.post('/protected/user/update', { name: '  Mia M.  ', email: 'mia@example.com', phone: '+49 40 1234' }, token);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ name: 'Mia M.', email: 'mia@example.com', phone: '+49 40 1234', loginName: 'member' });
    expect(r.body.data).not.toHaveProperty('passwordHash');
    expect((await me(token)).body.data.user).toMatchObject({ name: 'Mia M.', email: 'mia@example.com' });
    // The new e-mail signs in.
    expect((await t.post('/public/user/login', { loginName: 'mia@example.com', password: 'Member#2026' })).body.success).toBe(true);
  });

  it('clears the e-mail and phone when sent empty', async () => {
    const token = await t.login('member');
    const r = await t.post('/protected/user/update', { name: 'Mia Member', email: '', phone: '' }, token);
    expect(r.body.data).toMatchObject({ email: null, phone: null });
    await t.post('/protected/user/update', { name: 'Mia Member', email: 'member@demo.trestle.local' }, token);
  });

  it('leaves the e-mail and phone alone when only the name is sent, and clears them on null', async () => {
    const token = await t.login('member');
    await t.post('/protected/user/update', { name: 'Mia Member', email: 'member@demo.trestle.local', phone: '+49 40 1234' }, token);
    const r = await t.post('/protected/user/update', { name: 'Mia Renamed' }, token);
    expect(r.body.data).toMatchObject({ name: 'Mia Renamed', email: 'member@demo.trestle.local', phone: '+49 40 1234' });
    // Still signs in by e-mail.
    expect((await t.post('/public/user/login', { loginName: 'member@demo.trestle.local', password: 'Member#2026' })).body.success).toBe(true);
    const cleared = await t.post('/protected/user/update', { name: 'Mia Member', phone: null }, token);
    expect(cleared.body.data).toMatchObject({ email: 'member@demo.trestle.local', phone: null });
  });

  it('refuses an e-mail that another account uses, as e-mail or as login name', async () => {
    const token = await t.login('member');
    const taken = await t.post('/protected/user/update', { name: 'Mia', email: 'PADMIN@demo.trestle.local' }, token, 'zh');
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('该邮箱已被其他账号使用');
    // Keeping the own e-mail is fine.
    expect((await t.post('/protected/user/update', { name: 'Mia', email: 'member@demo.trestle.local' }, token)).body.success).toBe(true);
  });

  it('refuses a blank or too long name, a bad e-mail and a bad body with a localized message', async () => {
    const token = await t.login('member');
    expect((await t.post('/protected/user/update', { name: ' ' }, token, 'zh')).body.msg).toBe('name: 此项为必填项');
    expect((await t.post('/protected/user/update', {}, token)).status).toBe(400);
    expect((await t.post('/protected/user/update', { name: 'x'.repeat(51) }, token)).body.msg).toBe('At most 50 characters');
    const email = await t.post('/protected/user/update', { name: 'Mia', email: 'nope' }, token, 'ja');
    expect(email.status).toBe(400);
    expect(email.body.msg).toBe('有効なメールアドレスを入力してください');
    expect((await t.post('/protected/user/update', { name: 'Mia', phone: 'x'.repeat(31) }, token)).status).toBe(400);
    expect((await t.post('/protected/user/update', { name: { first: 'Mia' } }, token)).status).toBe(400);
  });

  it('is refused without a session and only ever changes the caller', async () => {
    expect((await t.post('/protected/user/update', { name: 'Mia' })).status).toBe(401);
    const token = await t.login('member');
    const padminId = await userId(t.deps.db, 'padmin');
    // An id in the body is ignored: the caller's own row is the one changed.
    const r = await t.post('/protected/user/update', { userId: padminId, name: 'Renamed' }, token);
    expect(r.body.data.loginName).toBe('member');
    expect((await me(await t.login('padmin'))).body.data.user.name).toBe('Paul Admin');
  });
});

describe('get-current-user', () => {
  it('carries the flags and the unread notice count', async () => {
    const r = await me(await t.login('member'));
    expect(r.body.data.flags).toMatchObject({ systemManager: false, enterpriseManager: false, manager: false });
    expect(r.body.data.unreadCount).toBe(0);
    const em = await me(await t.login('emanager'));
    expect(em.body.data.flags).toMatchObject({ enterpriseManager: true, manager: false });
    expect(em.body.data.enterprises).toHaveLength(2);
    const sm = await me(await t.login('sysadmin'));
    expect(sm.body.data.flags).toMatchObject({ systemManager: true, manager: true });
  });
});
