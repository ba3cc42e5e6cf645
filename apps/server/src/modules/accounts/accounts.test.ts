import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign in', () => {
  it('answers a token and the user for the right password', async () => {
    const r = await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.token).toMatch(/.{20,}/);
    expect(r.body.data.user).toMatchObject({ loginName: 'member', name: 'Mia Member' });
  });

  it('refuses a wrong password with a localized message', async () => {
    const r = await t.post('/public/user/login', { loginName: 'padmin', password: 'nope' }, null, 'zh');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 400, msg: '登录名或密码错误' });
  });

  it('rejects a missing password as bad input, not a 500', async () => {
    const r = await t.post('/public/user/login', { loginName: 'member' }, null, 'ja');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('パスワードを入力してください');
  });

  it('refuses an enterprise the user does not belong to', async () => {
    const r = await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026', enterpriseId: 'nope' });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

describe('sign out', () => {
  it('stops the token working at once', async () => {
    const token = await t.login('member');
    expect((await t.post('/protected/user/get-current-user', {}, token)).status).toBe(200);
    expect((await t.post('/protected/user/logout', {}, token)).body.success).toBe(true);
    const after = await t.post('/protected/user/get-current-user', {}, token);
    expect(after.status).toBe(403);
    expect(after.body.errorCode).toBe(4003);
  });

  it('is refused without a token', async () => {
    const r = await t.post('/protected/user/logout');
    expect(r.status).toBe(401);
  });
});

describe('registration', () => {
  it('creates an individual account that can sign in but sees no projects', async () => {
    const r = await t.post('/public/user/register', { loginName: 'newbie', name: 'New Bie', email: 'newbie@site.example', password: 'abc123', confirmPassword: 'abc123' });
    expect(r.body.success).toBe(true);
    expect(r.body.data.enterpriseId).toBeNull();
    const token = await t.login('newbie', 'abc123');
    expect((await t.post('/protected/get-all-projects-map-v1', {}, token)).body.data.list).toEqual([]);
  });
  it('enforces the registration rules: 3-30 name, 6-18 password, confirmation, unique name and e-mail', async () => {
    const base = { loginName: 'okname', name: 'Ok', email: 'ok@site.example', password: 'abc123', confirmPassword: 'abc123' };
    expect((await t.post('/public/user/register', { ...base, loginName: 'ab' }, null, 'zh')).body.msg).toBe('用户名须为 3 到 30 位');
    expect((await t.post('/public/user/register', { ...base, password: 'a'.repeat(19), confirmPassword: 'a'.repeat(19) })).body.msg).toMatch(/6 to 18/);
    expect((await t.post('/public/user/register', { ...base, confirmPassword: 'other1' })).body.msg).toMatch(/do not match/);
    expect((await t.post('/public/user/register', { ...base, loginName: 'member' })).body.msg).toMatch(/already used/);
    expect((await t.post('/public/user/register', { ...base, email: 'member@demo.trestle.local' })).body.msg).toMatch(/already used/);
    expect((await t.post('/public/user/register', { ...base, loginName: 'bad name!' })).status).toBe(400);
  });
  it('is refused when the site disables registration', async () => {
    const closed = await createTestApp({ env: { ALLOW_REGISTRATION: 'false' } });
    try {
      const r = await closed.post('/public/user/register', { loginName: 'x123', name: 'X', email: 'x@site.example', password: 'abc123', confirmPassword: 'abc123' });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('Registration is disabled on this site');
    } finally {
      await closed.close();
    }
  });
});
