import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/harness';
import { addressKey, clearThrottle, giveBack, pruneThrottles, take, type Hit } from './throttle';
import { throttleCounts } from './tables';

// The shared throttle on its own (bursts.test.ts fires the flows that use it in parallel).
// Limits: 2 registrations per address, 3 share codes per link, in a 10 minute window.

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    seedDemo: false,
    env: { REGISTER_MAX_PER_IP: '2', SHARE_CODE_MAX_FAILURES_LINK: '3', LOGIN_WINDOW_MINUTES: '10' },
  });
});
afterAll(() => t.close());

/** The 429's wait in seconds, or 'through' when the attempt may go on. */
async function attempt(hits: Hit[]) {
  try {
    await take(t.deps, hits);
    return 'through';
  } catch (err) {
    if (err instanceof AppError && err.errorCode === 429) return err.params.seconds;
    throw err;
  }
}

const countOf = async (kind: string, key: string) => (await t.deps.db.select().from(throttleCounts)).find((r) => r.kind === kind && r.key === key)?.count;

describe('take', () => {
  it('lets the limit through, then answers 429 with the seconds left of the window that opened at the first attempt', async () => {
    const ip = { kind: 'registerIp', key: '10.0.0.1' } as const;
    expect(await attempt([ip])).toBe('through');
    advance(4);
    expect(await attempt([ip])).toBe('through');
    expect(await attempt([ip])).toBe(6 * 60);
    // Attempts past the limit still count but do not push the window on.
    advance(5);
    expect(await attempt([ip])).toBe(60);
    expect(await countOf('registerIp', '10.0.0.1')).toBe(4);
    advance(1);
    expect(await attempt([ip])).toBe('through');
    expect(await countOf('registerIp', '10.0.0.1')).toBe(1);
  });

  it('keeps kinds and keys apart, and refuses when any of the keys is used up', async () => {
    const link = { kind: 'shareCodeLink', key: 'link-1' } as const;
    for (let i = 0; i < 3; i++) expect(await attempt([link, { kind: 'registerIp', key: `10.0.1.${i}` }])).toBe('through');
    expect(await attempt([{ kind: 'shareCodeLink', key: 'link-2' }])).toBe('through');
    expect(await attempt([{ kind: 'registerIp', key: 'link-1' }])).toBe('through');
    expect(typeof (await attempt([link, { kind: 'registerIp', key: '10.0.1.9' }]))).toBe('number');
  });
});

describe('giveBack and clearThrottle', () => {
  it('gives an attempt back to the window it was counted in only', async () => {
    advance(20);
    const ip = { kind: 'registerIp', key: '10.0.2.1' } as const;
    const first = await take(t.deps, [ip]);
    await take(t.deps, [ip]);
    await giveBack(t.deps, first);
    expect(await countOf('registerIp', '10.0.2.1')).toBe(1);
    expect(await attempt([ip])).toBe('through');
    // A window later the old attempt is not taken off the new count.
    advance(10);
    const late = await take(t.deps, [ip]);
    await giveBack(t.deps, first);
    expect(await countOf('registerIp', '10.0.2.1')).toBe(1);
    await giveBack(t.deps, late);
    await giveBack(t.deps, late);
    expect(await countOf('registerIp', '10.0.2.1')).toBe(0);
  });

  it('clearThrottle forgets one key', async () => {
    const link = { kind: 'shareCodeLink', key: 'link-3' } as const;
    for (let i = 0; i < 4; i++) await attempt([link]);
    await clearThrottle(t.deps, 'shareCodeLink', 'link-3');
    expect(await attempt([link])).toBe('through');
  });
});

describe('pruneThrottles', () => {
  it('drops the rows whose window has passed and keeps the others', async () => {
    advance(30);
    await take(t.deps, [{ kind: 'registerIp', key: 'old' }]);
    advance(10);
    await take(t.deps, [{ kind: 'registerIp', key: 'new' }]);
    await pruneThrottles(t.deps);
    const keys = (await t.deps.db.select().from(throttleCounts)).map((r) => r.key);
    expect(keys).toEqual(['new']);
  });
});

describe('addressKey', () => {
  it('counts IPv4 as is and IPv6 by its /64, however it is written', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
