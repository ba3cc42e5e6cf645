import { isIPv6 } from 'node:net';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Deps } from '../http/context';
import { Errors } from '../http/errors';
import { throttleCounts } from './tables';

// The one throttle of the app (docs/accounts.md "Throttles"). An attempt is counted before it
// is decided: one INSERT … ON CONFLICT DO UPDATE … RETURNING adds it to every key it touches
// and answers the new counts, so of a parallel burst exactly the limit gets through, across
// any number of server processes sharing the database. Attempts past the limit count too
// (they never extend the window), so a used-up key stays refused until its window ends.

/** What is counted; each kind has its own limit (config.throttle.limits). */
export type ThrottleKind = keyof Config['throttle']['limits'];

export interface Hit {
  kind: ThrottleKind;
  key: string;
}

/** The window each attempt was counted in, so it can be given back to that window only. */
export type Taken = (Hit & { windowStart: Date })[];

/** Typed names (login names, e-mails) count the same in any letter case and spacing. */
export const nameKey = (typed: string) => typed.trim().toLowerCase();

/**
 * The client address as counted: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64,
 * since one subscriber usually holds a whole /64 and could otherwise change address per try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.split('%')[0];
  if (!isIPv6(bare)) return ip;
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = bare.split('::');
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts one attempt against every hit, in one statement; throws 429 (with the seconds until
 * the window of the exhausted key ends) when any of them is now past its limit.
 */
export async function take(deps: Deps, hits: Hit[]): Promise<Taken> {
  const now = deps.now();
  const windowMs = deps.config.throttle.windowMinutes * 60_000;
  const cutoff = new Date(now.getTime() - windowMs);
  // A fixed order of rows: two statements locking the same rows lock them in the same order.
  const order = (h: Hit) => `${h.kind}\u0000${h.key}`;
  const sorted = [...hits].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  const expired = sql`${throttleCounts.windowStart} <= ${cutoff}`;
  const rows = await deps.db
    .insert(throttleCounts)
    .values(sorted.map((h) => ({ kind: h.kind, key: h.key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: [throttleCounts.kind, throttleCounts.key],
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounts.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${throttleCounts.windowStart} end`,
      },
    })
    .returning();
  let waitMs = 0;
  for (const row of rows) {
    if (row.count > deps.config.throttle.limits[row.kind as ThrottleKind]) {
      waitMs = Math.max(waitMs, row.windowStart.getTime() + windowMs - now.getTime());
    }
  }
  if (waitMs > 0) throw Errors.rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
  return rows.map((r) => ({ kind: r.kind as ThrottleKind, key: r.key, windowStart: r.windowStart }));
}

/** Takes back attempts that turned out legitimate (a right password or code), in the window they were counted in. */
export async function giveBack(deps: Deps, taken: Taken) {
  if (!taken.length) return;
  const which = taken.map((t) => and(eq(throttleCounts.kind, t.kind), eq(throttleCounts.key, t.key), eq(throttleCounts.windowStart, t.windowStart)));
  await deps.db
    .update(throttleCounts)
    .set({ count: sql`${throttleCounts.count} - 1` })
    .where(and(gt(throttleCounts.count, 0), or(...which)));
}

/** Forgets a key's count (a user who proved the password starts afresh). */
export async function clearThrottle(deps: Deps, kind: ThrottleKind, key: string) {
  await deps.db.delete(throttleCounts).where(and(eq(throttleCounts.kind, kind), eq(throttleCounts.key, key)));
}

/** Housekeeping: rows whose window has passed decide nothing any more. */
export async function pruneThrottles(deps: Deps) {
  const cutoff = new Date(deps.now().getTime() - deps.config.throttle.windowMinutes * 60_000);
  await deps.db.delete(throttleCounts).where(lte(throttleCounts.windowStart, cutoff));
}
