import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { changePassword, createUser } from './service';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('Secret#2026');
    const b = await hashPassword('Secret#2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret#2026', a)).toBe(true);
    expect(await verifyPassword('secret#2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never verifies against a missing, malformed or dummy hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
  });
});

describe('change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string | null, oldPassword: unknown, password: unknown, confirmPassword: unknown = password, lang = 'en') =>
    t.post('/protected/user/change-password', { oldPassword, password, confirmPassword }, token, lang);

  it('refuses a wrong old password with a localized message', async () => {
    const token = await t.login('padmin');
    const r = await change(token, 'Wrong#2026', 'New#Pass2026', 'New#Pass2026', 'zh');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 400, msg: '旧密码不正确' });
    expect((await change(token, '', 'New#Pass2026')).body.msg).toBe('Please enter the password');
  });

  it('wants 8 to 20 characters mixing upper, lower, digit and special', async () => {
    const token = await t.login('padmin');
    const weak = ['Ab1#xyz', 'Ab1#' + 'x'.repeat(17), 'abcd#2026', 'ABCD#2026', 'Abcd#efgh', 'Abcd12026', '        '];
    for (const password of weak) {
      const r = await change(token, 'Padmin#2026', password);
      expect(r.status, password).toBe(400);
      expect(r.body.msg).toBe('The password must be 8 to 20 characters and mix upper case, lower case, digits and special characters');
    }
    const ja = await change(token, 'Padmin#2026', 'short', 'short', 'ja');
    expect(ja.body.msg).toBe('パスワードは 8〜20 文字で、大文字・小文字・数字・記号を含めてください');
    // The old password still works: nothing was changed by the refusals.
    expect((await t.post('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' })).body.success).toBe(true);
  });

  it('wants the confirmation to match', async () => {
    const token = await t.login('padmin');
    const r = await change(token, 'Padmin#2026', 'New#Pass2026', 'New#Pass2027', 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('confirmPassword: 两次输入的密码不一致');
    expect((await t.post('/protected/user/change-password', { oldPassword: 'Padmin#2026', password: 'New#Pass2026' }, token)).status).toBe(400);
  });

  it("changes it, ends the user's other sessions and keeps the current one", async () => {
    const other = await t.login('padmin');
    const someoneElse = await t.login('member');
    const token = await t.login('padmin');
    const r = await change(token, 'Padmin#2026', 'Ab1#' + 'x'.repeat(16));
    expect(r.body).toMatchObject({ success: true, errorCode: 200 });
    expect((await t.post('/protected/user/get-current-user', {}, token)).status).toBe(200);
    const ended = await t.post('/protected/user/get-current-user', {}, other);
    expect(ended.status).toBe(403);
    expect(ended.body.errorCode).toBe(4003);
    expect((await t.post('/protected/user/get-current-user', {}, someoneElse)).status).toBe(200);
    expect((await t.post('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' })).status).toBe(400);
    expect((await t.post('/public/user/login', { loginName: 'padmin', password: 'Ab1#' + 'x'.repeat(16) })).body.success).toBe(true);
  });

  it('is refused without a session, and for a signed-out token', async () => {
    expect((await change(null, 'Member#2026', 'New#Pass2026')).status).toBe(401);
    const token = await t.login('member');
    await t.post('/protected/user/logout', {}, token);
    const r = await change(token, 'Member#2026', 'New#Pass2026');
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(4003);
  });

  it('refuses an account that never set a password (invited, link not used yet)', async () => {
    const user = await createUser(t.deps.db, { loginName: 'fresh@site.example', name: 'fresh', email: 'fresh@site.example' });
    expect((await t.post('/public/user/login', { loginName: 'fresh@site.example', password: 'anything' })).status).toBe(400);
    const actor = { userId: user.id, loginName: user.loginName, name: user.name, userLevel: 1, enterpriseId: null, sessionId: 'none', isSystemManager: false };
    await expect(changePassword(t.deps, actor, 'anything', 'New#Pass2026')).rejects.toMatchObject({ status: 400, messageKey: 'auth.oldPasswordWrong' });
  });
});
