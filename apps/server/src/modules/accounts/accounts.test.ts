import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { findUserByLogin } from './service';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, lang = 'en') => t.post('/public/user/login', body, null, lang);
const me = (token: string) => t.post('/protected/user/get-current-user', {}, token);

describe('sign in', () => {
  it('answers a token and the user for the right password', async () => {
    const r = await login({ loginName: 'member', password: 'Member#2026' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, errorCode: 200 });
    expect(r.body.data.token).toMatch(/.{20,}/);
    const u = r.body.data.user;
    expect(u).toMatchObject({
      loginName: 'member',
      name: 'Mia Member',
      email: 'member@demo.trestle.local',
      lang: 'en',
      userLevel: 1,
      autoLogoutMinutes: 10080,
    });
    expect(u._id).toBe(u.id);
    expect(u.userId).toBe(u.id);
    expect(u.enterpriseId).toMatch(/.+/);
    expect(JSON.stringify(r.body)).not.toMatch(/scrypt|passwordHash/);
  });

  it('accepts the e-mail instead of the login name, in any letter case, with spaces around', async () => {
    for (const loginName of ['member@demo.trestle.local', 'MEMBER@Demo.Trestle.Local', ' Member ']) {
      const r = await login({ loginName, password: 'Member#2026' });
      expect(r.body.success, loginName).toBe(true);
      expect(r.body.data.user.loginName).toBe('member');
    }
  });

  it('refuses a wrong password and an unknown account with the same localized message', async () => {
    const wrong = await login({ loginName: 'padmin', password: 'nope' }, 'zh');
    const unknown = await login({ loginName: 'nobody', password: 'nope' }, 'zh');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 400, msg: '登录名或密码错误', data: null });
    }
    expect((await login({ loginName: 'padmin', password: 'padmin#2026' })).status).toBe(400);
  });

  it('rejects missing or malformed fields as bad input, never a 500', async () => {
    expect((await login({ loginName: 'member' }, 'ja')).body.msg).toBe('パスワードを入力してください');
    expect((await login({ password: 'x' }, 'zh')).body.msg).toBe('请输入登录名');
    expect((await login({ loginName: '   ', password: 'x' })).body.msg).toBe('Please enter the login name');
    for (const body of [
      { loginName: 1, password: 'x' },
      { loginName: 'member', password: { $ne: '' } },
      { loginName: 'member', password: 'x'.repeat(201) },
      [],
    ]) {
      const r = await login(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const res = await t.app.inject({ method: 'POST', url: '/public/user/login', payload: '{"loginName":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('opens the session in the enterprise asked for (login/:enterpriseId)', async () => {
    const first = await login({ loginName: 'emanager', password: 'Manager#2026' });
    const enterprises = (await me(first.body.data.token)).body.data.enterprises as { id: string; co_name_en: string }[];
    expect(enterprises.map((e) => e.co_name_en)).toEqual(['Northwind Construction', 'Southbank Design']);
    expect(first.body.data.user.enterpriseId).toBe(enterprises[0].id);
    const second = await login({ loginName: 'emanager', password: 'Manager#2026', enterpriseId: enterprises[1].id });
    expect(second.body.data.user.enterpriseId).toBe(enterprises[1].id);
    const current = (await me(second.body.data.token)).body.data;
    expect(current.current.id).toBe(enterprises[1].id);
    // Staff of Southbank, not its manager.
    expect(current.flags.enterpriseManager).toBe(false);
  });

  it('refuses an enterprise the user does not belong to, without opening a session', async () => {
    const southbank = (await me(await t.login('emanager'))).body.data.enterprises[1].id;
    const r = await login({ loginName: 'member', password: 'Member#2026', enterpriseId: southbank }, 'zh');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, data: null, msg: '该账号不属于此企业' });
    expect((await login({ loginName: 'member', password: 'Member#2026', enterpriseId: 'nope' })).status).toBe(400);
  });

  it('treats an empty enterpriseId as none', async () => {
    expect((await login({ loginName: 'member', password: 'Member#2026', enterpriseId: '' })).body.success).toBe(true);
    expect((await login({ loginName: 'member', password: 'Member#2026', enterpriseId: null })).body.success).toBe(true);
  });
});

describe('registration', () => {
  it('creates an individual account that can sign in but sees no projects', async () => {
    const r = await t.post('/public/user/register', {
      loginName: 'newbie',
      name: 'New Bie',
      email: 'newbie@site.example',
      password: 'abc123',
      confirmPassword: 'abc123',
    });
    expect(r.body.success).toBe(true);
    expect(r.body.data.enterpriseId).toBeNull();
    const token = await t.login('newbie', 'abc123');
    expect((await t.post('/protected/get-all-projects-map-v1', {}, token)).body.data.list).toEqual([]);
  });

  it('enforces the registration rules: 3-30 name, 6-18 password, confirmation, unique name and e-mail', async () => {
    const base = { loginName: 'okname', name: 'Ok', email: 'ok@site.example', password: 'abc123', confirmPassword: 'abc123' };
    expect((await t.post('/public/user/register', { ...base, loginName: 'ab' }, null, 'zh')).body.msg).toBe('用户名须为 3 到 30 位');
    expect((await t.post('/public/user/register', { ...base, loginName: 'a'.repeat(31) })).status).toBe(400);
    expect((await t.post('/public/user/register', { ...base, password: 'a'.repeat(19), confirmPassword: 'a'.repeat(19) })).body.msg).toMatch(/6 to 18/);
    expect((await t.post('/public/user/register', { ...base, password: 'abc12', confirmPassword: 'abc12' })).body.msg).toMatch(/6 to 18/);
    expect((await t.post('/public/user/register', { ...base, confirmPassword: 'other1' })).body.msg).toMatch(/do not match/);
    expect((await t.post('/public/user/register', { ...base, loginName: 'member' })).body.msg).toMatch(/already used/);
    expect((await t.post('/public/user/register', { ...base, loginName: 'MEMBER' })).body.msg).toMatch(/already used/);
    expect((await t.post('/public/user/register', { ...base, email: 'Member@demo.trestle.local' })).body.msg).toMatch(/already used/);
    expect((await t.post('/public/user/register', { ...base, loginName: 'bad name!' })).status).toBe(400);
    expect((await t.post('/public/user/register', { ...base, email: 'not-an-email' })).status).toBe(400);
  });

  it("refuses a login name that is another account's e-mail, so sign-in by e-mail stays unambiguous", async () => {
    const r = await t.post('/public/user/register', {
      loginName: 'padmin@demo.trestle.local',
      name: 'Squatter',
      email: 'squat@site.example',
      password: 'abc123',
      confirmPassword: 'abc123',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('This login name is already used');
    const u = await findUserByLogin(t.deps.db, 'padmin@demo.trestle.local');
    expect(u?.loginName).toBe('padmin');
  });

  it("prefers the login name when old data has a name equal to another account's e-mail", async () => {
    // Rows written before the collision check: 'x@old.example' is one account's login name and
    // another's e-mail.
    const { randomUUID } = await import('node:crypto');
    await t.deps.db.insert(users).values([
      { id: randomUUID(), loginName: 'owner-of-mail', name: 'A', email: 'x@old.example' },
      { id: randomUUID(), loginName: 'x@old.example', name: 'B', email: null },
    ]);
    expect((await findUserByLogin(t.deps.db, 'X@old.example'))?.name).toBe('B');
    expect(await findUserByLogin(t.deps.db, '  ')).toBeUndefined();
  });

  it('is refused when the site disables registration', async () => {
    const closed = await createTestApp({ env: { ALLOW_REGISTRATION: 'false' } });
    try {
      const r = await closed.post('/public/user/register', {
        loginName: 'x123',
        name: 'X',
        email: 'x@site.example',
        password: 'abc123',
        confirmPassword: 'abc123',
      });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('Registration is disabled on this site');
    } finally {
      await closed.close();
    }
  });
});
