import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * What travels on the NOTIFY channel: ids only, never the notice (a NOTIFY payload is limited
 * to 8000 bytes and goes to every process). Each process reads what its own sockets need.
 * - { k: 'n', n: notifyId, u: [userId…] }: new copies of notice notifyId for these users;
 * - { k: 'c', u: [userId…] }: these users' unread counts changed (read, read all).
 */
export const NOTICE_CHANNEL = 'trestle_notices';

export type NoticeSignal = { k: 'n'; n: string; u: string[] } | { k: 'c'; u: string[] };

// 36-character ids: 150 of them stay well under the 8000-byte payload limit.
const PER_SIGNAL = 150;

/**
 * Queues the signal on the caller's transaction: PostgreSQL (and PGlite) deliver it to the
 * listeners only when that transaction commits, and never when it rolls back.
 */
export async function sendSignal(db: DbOrTx, signal: NoticeSignal) {
  for (let i = 0; i < signal.u.length; i += PER_SIGNAL) {
    const part = { ...signal, u: signal.u.slice(i, i + PER_SIGNAL) };
    await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify(part)})`);
  }
}

/** The signal in a payload, or null for anything malformed (the channel is not trusted blindly). */
export function parseSignal(payload: string): NoticeSignal | null {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    const users = Array.isArray(v.u) ? v.u.filter((x): x is string => typeof x === 'string') : null;
    if (!users) return null;
    if (v.k === 'n' && typeof v.n === 'string') return { k: 'n', n: v.n, u: users };
    if (v.k === 'c') return { k: 'c', u: users };
    return null;
  } catch {
    return null;
  }
}
