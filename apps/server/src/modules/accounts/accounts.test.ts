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
