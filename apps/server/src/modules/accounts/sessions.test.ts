import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { hashToken } from './sessions';
import { sessions, users } from './tables';

// Opaque bearer tokens: only their sha256 is stored; logout and disabling an account end them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string | null, lang?: string) => t.post('/protected/user/get-current-user', {}, token, lang);

describe('tokens', () => {
  it('are random, and stored only as their sha256', async () => {
    const a = await t.login('member');
    const b = await t.login('member');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(a))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(a);
  });

  it('answer HTTP 401 / 40100 when missing or unknown, localized', async () => {
    const none = await me(null, 'ja');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, errorCode: 40100, msg: 'ログインしていないか、ログインが無効です。ログインしてください' });
    for (const bad of ['made-up', 'null', 'undefined']) {
      const r = await me(bad);
      expect(r.status, bad).toBe(401);
      expect(r.body.errorCode).toBe(40100);
    }
    const res = await t.app.inject({ method: 'POST', url: '/protected/user/get-current-user', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('are not read from a token query parameter (issue 16 overrides spec 1 §4: addresses get logged)', async () => {
    const token = await t.login('member');
    const r = await t.get(`/account/user/notify/count?token=${encodeURIComponent(token)}`);
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe(40100);
  });
});

describe('logout', () => {
  it('ends only that session, at once: HTTP 403 / 4003 afterwards', async () => {
    const token = await t.login('padmin');
    const other = await t.login('padmin');
    const r = await t.post('/protected/user/logout', {}, token);
    expect(r.body).toMatchObject({ success: true, errorCode: 200, data: null });
    const after = await me(token, 'zh');
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ errorCode: 4003, msg: '您未登录或登录已失效，请登录' });
    expect((await t.post('/protected/user/logout', {}, token)).body.errorCode).toBe(4003);
    expect((await me(other)).status).toBe(200);
  });

  it('is refused without a token', async () => {
    const r = await t.post('/protected/user/logout');
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe(40100);
  });

  it('leaves a public route usable with the dead token (it just counts as anonymous)', async () => {
    const token = await t.login('member');
    await t.post('/protected/user/logout', {}, token);
    const r = await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' }, token);
    expect(r.body.success).toBe(true);
  });
});

describe('disabled accounts', () => {
  it('lose their sessions (4003) and cannot sign in (HTTP 403 / 402)', async () => {
    const token = await t.login('emanager');
    await t.deps.db.update(users).set({ isInvalid: true }).where(eq(users.loginName, 'emanager'));
    try {
      expect((await me(token)).body.errorCode).toBe(4003);
      const login = await t.post('/public/user/login', { loginName: 'emanager', password: 'Manager#2026' }, null, 'zh');
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ errorCode: 402, msg: '该账号已停用' });
      // No mail either.
      const before = t.mails.sent.length;
      await t.post('/public/user/forgot-password', { loginName: 'emanager' });
      expect(t.mails.sent.length).toBe(before);
    } finally {
      await t.deps.db.update(users).set({ isInvalid: false }).where(eq(users.loginName, 'emanager'));
    }
    // Enabled again: old tokens stay dead, signing in works.
    expect((await me(token)).body.errorCode).toBe(4003);
    expect((await me(await t.login('emanager'))).status).toBe(200);
  });
});
