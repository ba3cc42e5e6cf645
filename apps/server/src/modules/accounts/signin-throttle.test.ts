import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Limits: 3 failures per account, 6 per address, in a 10 minute window (clock moved by hand).

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => now, env: { LOGIN_MAX_FAILURES_ACCOUNT: '3', LOGIN_MAX_FAILURES_IP: '6', LOGIN_WINDOW_MINUTES: '10' } });
});
afterAll(() => t.close());

/** Sign-in from a given address (each describe uses its own, so the per-address count is its own). */
async function login(loginName: string, password: string, ip: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/public/user/login',
    payload: { loginName, password },
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('per-account limit', () => {
  it('locks an account after its failures, even for the right password, with a localized msg', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await login('member', 'wrong', '10.0.0.1');
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('Incorrect login name or password');
    }
    const locked = await login('member', 'Member#2026', '10.0.0.1', 'zh');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, errorCode: 429, data: null });
    expect(locked.body.msg).toBe('尝试次数过多，请 600 秒后再试');
    const ja = await login('member', 'Member#2026', '10.0.0.2', 'ja');
    expect(ja.status).toBe(429);
    expect(ja.body.msg).toMatch(/試行回数が多すぎます/);
  });

  it('leaves other accounts alone', async () => {
    expect((await login('padmin', 'Padmin#2026', '10.0.0.1')).status).toBe(200);
  });

  it('counts the account, not the spelling: e-mail and letter case do not buy more guesses', async () => {
    expect((await login('MEMBER@demo.trestle.local', 'Member#2026', '10.0.0.3')).status).toBe(429);
    expect((await login('Member', 'Member#2026', '10.0.0.3')).status).toBe(429);
  });

  it('opens again once the window has passed, and a success clears the count', async () => {
    advance(9);
    expect((await login('member', 'Member#2026', '10.0.0.1')).status).toBe(429);
    advance(1);
    expect((await login('member', 'Member#2026', '10.0.0.1')).status).toBe(200);
    // The count started afresh: two more failures do not lock it yet.
    await login('member', 'wrong', '10.0.0.4');
    await login('member', 'wrong', '10.0.0.4');
    expect((await login('member', 'Member#2026', '10.0.0.4')).status).toBe(200);
  });

  it('counts unknown names too, so a lock says nothing about whether an account exists', async () => {
    for (let i = 0; i < 3; i++) expect((await login('ghost', 'x', '10.0.0.5')).status).toBe(400);
    expect((await login('ghost', 'x', '10.0.0.5')).status).toBe(429);
  });
});

describe('per-address limit', () => {
  it('stops one address that tries many accounts, and not other addresses', async () => {
    advance(11);
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) expect((await login(name, 'x', '10.0.1.1')).status).toBe(400);
    const r = await login('padmin', 'Padmin#2026', '10.0.1.1');
    expect(r.status).toBe(429);
    expect(r.body.msg).toMatch(/Too many attempts/);
    expect((await login('padmin', 'Padmin#2026', '10.0.1.2')).status).toBe(200);
  });

  it('resets after the window', async () => {
    advance(10);
    expect((await login('padmin', 'Padmin#2026', '10.0.1.1')).status).toBe(200);
  });

  it('counts every attempt first but gives a right password its attempt back, so an office behind one address is not limited by signing in', async () => {
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? 'padmin' : 'member', i % 2 ? 'Padmin#2026' : 'Member#2026', '10.0.1.3')).status).toBe(200);
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5']) expect((await login(name, 'x', '10.0.1.3')).status).toBe(400);
    expect((await login('padmin', 'Padmin#2026', '10.0.1.3')).status).toBe(200);
    expect((await login('b6', 'x', '10.0.1.3')).status).toBe(400);
    expect((await login('b7', 'x', '10.0.1.3')).status).toBe(429);
  });
});

describe('IPv6 addresses', () => {
  it('count by their /64, so changing the address inside it buys no more guesses', async () => {
    advance(11);
    for (let i = 1; i <= 6; i++) expect((await login(`v6-${i}`, 'x', `2001:db8:5:6::${i}`)).status).toBe(400);
    expect((await login('padmin', 'Padmin#2026', '2001:db8:5:6:ffff::99')).status).toBe(429);
    expect((await login('padmin', 'Padmin#2026', '2001:db8:5:7::1')).status).toBe(200);
  });
});

describe('change-password guesses', () => {
  it('count against the account, so a borrowed session cannot guess the old password', async () => {
    advance(11);
    const token = await t.login('emanager');
    const body = (oldPassword: string) => ({ oldPassword, password: 'New#Pass2026', confirmPassword: 'New#Pass2026' });
    for (let i = 0; i < 3; i++) expect((await t.post('/protected/user/change-password', body(`guess${i}`), token)).status).toBe(400);
    const locked = await t.post('/protected/user/change-password', body('Manager#2026'), token);
    expect(locked.status).toBe(429);
    expect((await login('emanager', 'Manager#2026', '10.0.2.1')).status).toBe(429);
    advance(10);
    expect((await t.post('/protected/user/change-password', body('Manager#2026'), token)).body.success).toBe(true);
  });
});

describe('client addresses', () => {
  it('ignores a forged X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const app = await createTestApp({ env: { LOGIN_MAX_FAILURES_IP: '3', LOGIN_MAX_FAILURES_ACCOUNT: '100' } });
    try {
      for (let i = 0; i < 3; i++) {
        await app.app.inject({
          method: 'POST',
          url: '/public/user/login',
          payload: { loginName: `x${i}`, password: 'bad' },
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
      }
      const r = await app.app.inject({
        method: 'POST',
        url: '/public/user/login',
        payload: { loginName: 'member', password: 'Member#2026' },
        headers: { 'x-forwarded-for': '10.0.0.99' },
      });
      expect(r.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
