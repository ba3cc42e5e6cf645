import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now, env: { LOGIN_MAX_FAILURES_ACCOUNT: '3', LOGIN_MAX_FAILURES_IP: '6', LOGIN_WINDOW_MINUTES: '10' } });
});
afterAll(() => t.close());

const login = (loginName: string, password: string, lang = 'en') => t.post('/public/user/login', { loginName, password }, null, lang);

describe('sign-in rate limits', () => {
  it('locks an account after its failures, even for the right password, and not others', async () => {
    for (let i = 0; i < 3; i++) expect((await login('member', 'wrong')).status).toBe(400);
    const locked = await login('member', 'Member#2026', 'zh');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/尝试次数过多/);
    expect((await login('padmin', 'Padmin#2026')).status).toBe(200);
  });
  it('opens again after the window', async () => {
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await login('member', 'Member#2026')).status).toBe(200);
  });
  it('limits one address across many accounts', async () => {
    now = new Date(now.getTime() + 11 * 60_000);
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) await login(name, 'x');
    expect((await login('padmin', 'Padmin#2026')).status).toBe(429);
  });
});
