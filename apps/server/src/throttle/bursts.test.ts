import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { createUser } from '../modules/accounts/service';
import { users } from '../modules/accounts/tables';
import { shareKit, type ShareKit } from '../modules/shares/share-testkit';
import type { Envelope } from '../http/envelope';

// Parallel bursts against every throttle, split over two servers sharing the database (on
// PostgreSQL each has its own pool, as two processes would): exactly the limit gets through.
// Run it with TEST_DATABASE_URL too: only there do the requests really race.

const LIMITS = {
  LOGIN_MAX_FAILURES_ACCOUNT: 5,
  LOGIN_MAX_FAILURES_IP: 20,
  REGISTER_MAX_PER_IP: 5,
  FORGOT_MAX_PER_ACCOUNT: 3,
  FORGOT_MAX_PER_IP: 20,
  SHARE_CODE_MAX_FAILURES_LINK: 10,
  SHARE_CODE_MAX_FAILURES_IP: 30,
};

let k: ShareKit;
let servers: FastifyInstance[];
let closePeer: () => Promise<void>;

beforeAll(async () => {
  k = await shareKit(Object.fromEntries(Object.entries(LIMITS).map(([name, n]) => [name, String(n)])));
  const peer = await k.t.peer();
  servers = [k.t.app, peer.app];
  closePeer = peer.close;
});
afterAll(async () => {
  await closePeer();
  await k.t.close();
});

interface Call {
  url: string;
  body: object;
  ip: string;
}

/** Fires all calls at once, alternating between the two servers; the parsed answers. */
async function burst(calls: Call[]) {
  const answers = await Promise.all(
    calls.map((c, i) =>
      servers[i % servers.length].inject({ method: 'POST', url: c.url, payload: c.body, remoteAddress: c.ip, headers: { 'accept-language': 'en' } }),
    ),
  );
  return answers.map((a) => ({ status: a.statusCode, body: a.json<Envelope>() }));
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const tooMany = (r: { status: number; body: Envelope }) =>
  r.status === 429 &&
  r.body.success === false &&
  r.body.errorCode === 429 &&
  r.body.data === null &&
  /^Too many attempts, please try again in \d+ seconds$/.test(r.body.msg);

describe('sign-in', () => {
  it('30 parallel wrong passwords on one account: exactly the account limit is checked, the rest are too many', async () => {
    const answers = await burst(
      range(30).map((i) => ({ url: '/public/user/login', body: { loginName: 'member', password: `wrong-${i}` }, ip: `10.1.0.${i + 1}` })),
    );
    expect(answers.filter((a) => a.status === 400 && a.body.msg === 'Incorrect login name or password')).toHaveLength(LIMITS.LOGIN_MAX_FAILURES_ACCOUNT);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.LOGIN_MAX_FAILURES_ACCOUNT);
    // Locked now even for the right password.
    expect((await burst([{ url: '/public/user/login', body: { loginName: 'member', password: 'Member#2026' }, ip: '10.1.1.1' }]))[0].status).toBe(429);
  });

  it('30 parallel wrong sign-ins from one address over several accounts: exactly the address limit', async () => {
    const answers = await burst(
      range(30).map((i) => ({ url: '/public/user/login', body: { loginName: `ghost-${i % 10}`, password: 'wrong' }, ip: '10.2.0.1' })),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LIMITS.LOGIN_MAX_FAILURES_IP);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.LOGIN_MAX_FAILURES_IP);
  });
});

describe('registration', () => {
  it('30 parallel registrations from one address create exactly the limit of accounts', async () => {
    const answers = await burst(
      range(30).map((i) => ({
        url: '/public/user/register',
        body: { loginName: `burst-${i}`, name: `Burst ${i}`, email: `burst-${i}@site.example`, password: 'abc123', confirmPassword: 'abc123' },
        ip: '10.3.0.1',
      })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(LIMITS.REGISTER_MAX_PER_IP);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.REGISTER_MAX_PER_IP);
    expect(await k.t.deps.db.select().from(users).where(like(users.loginName, 'burst-%'))).toHaveLength(LIMITS.REGISTER_MAX_PER_IP);
  });
});

describe('forgot-password', () => {
  it('30 parallel requests for one account send exactly the limit of mails', async () => {
    const before = k.t.mails.sent.length;
    const answers = await burst(range(30).map((i) => ({ url: '/public/user/forgot-password', body: { loginName: 'padmin' }, ip: `10.4.0.${i + 1}` })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(LIMITS.FORGOT_MAX_PER_ACCOUNT);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.FORGOT_MAX_PER_ACCOUNT);
    expect(k.t.mails.sent.length - before).toBe(LIMITS.FORGOT_MAX_PER_ACCOUNT);
  });

  it('30 parallel requests from one address for different accounts send exactly the address limit of mails', async () => {
    for (const i of range(30)) await createUser(k.t.deps.db, { loginName: `mailbox-${i}`, name: `Mailbox ${i}`, email: `mailbox-${i}@site.example` });
    const before = k.t.mails.sent.length;
    const answers = await burst(range(30).map((i) => ({ url: '/public/user/forgot-password', body: { loginName: `mailbox-${i}` }, ip: '10.4.1.1' })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(LIMITS.FORGOT_MAX_PER_IP);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.FORGOT_MAX_PER_IP);
    expect(k.t.mails.sent.length - before).toBe(LIMITS.FORGOT_MAX_PER_IP);
  });
});

describe('share extraction codes', () => {
  it('30 parallel wrong codes on one link: exactly the link limit is checked', async () => {
    const l = (await k.share([await k.upload('burst-link.pdf')])).data.linkId;
    const answers = await burst(range(30).map((i) => ({ url: '/public/share/check-code', body: { linkId: l, code: `zz${i}` }, ip: `10.5.0.${i + 1}` })));
    expect(answers.filter((a) => a.body.errorCode === 9102)).toHaveLength(LIMITS.SHARE_CODE_MAX_FAILURES_LINK);
    expect(answers.filter(tooMany)).toHaveLength(30 - LIMITS.SHARE_CODE_MAX_FAILURES_LINK);
  });

  it('40 parallel wrong codes from one address over four links: exactly the address limit is checked', async () => {
    const f = await k.upload('burst-address.pdf');
    const links: string[] = [];
    for (const _ of range(4)) links.push((await k.share([f])).data.linkId);
    const answers = await burst(range(40).map((i) => ({ url: '/public/share/check-code', body: { linkId: links[i % 4], code: 'QQ00' }, ip: '10.5.1.1' })));
    expect(answers.filter((a) => a.body.errorCode === 9102)).toHaveLength(LIMITS.SHARE_CODE_MAX_FAILURES_IP);
    expect(answers.filter(tooMany)).toHaveLength(40 - LIMITS.SHARE_CODE_MAX_FAILURES_IP);
  });
});
