import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { sessions, trials, users } from './tables';
import { trialRefusal } from './trials';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(deps: Deps, userId: string, enterpriseId: string | null): Promise<string> {
  return (await openSession(deps, userId, enterpriseId)).token;
}

/** A new session and its row id (single sign-on keeps what single logout needs beside it). */
export async function openSession(deps: Deps, userId: string, enterpriseId: string | null): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const sessionId = randomUUID();
  await deps.db.insert(sessions).values({ id: sessionId, tokenHash: hashToken(token), userId, enterpriseId, createdAt: now, lastSeenAt: now });
  return { token, sessionId };
}

export type SessionResult = { kind: 'ok'; actor: Actor } | { kind: 'unknown' } | { kind: 'revoked' } | { kind: 'idle' };

export async function resolveSession(deps: Deps, token: string): Promise<SessionResult> {
  const rows = await deps.db
    .select({ s: sessions, u: users, t: trials })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(trials, eq(trials.userId, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { kind: 'unknown' };
  const now = deps.now();
  if (row.s.revokedAt) return { kind: 'revoked' };
  if (row.u.isInvalid || trialRefusal(row.t, now)) {
    // Ended for good (a trial that ended signs in again only to read that it did): enabling the account again does not bring old tokens back.
    await deps.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.s.id));
    return { kind: 'revoked' };
  }
  const idleMs = now.getTime() - row.s.lastSeenAt.getTime();
  if (idleMs > row.u.autoLogoutMinutes * 60_000) {
    await deps.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.s.id));
    return { kind: 'idle' };
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.s.id));
  }
  return {
    kind: 'ok',
    actor: {
      userId: row.u.id,
      loginName: row.u.loginName,
      name: row.u.name,
      userLevel: row.u.userLevel,
      enterpriseId: row.s.enterpriseId,
      sessionId: row.s.id,
      isSystemManager: deps.config.systemManagers.includes(row.u.loginName),
    },
  };
}

/**
 * Whether the session a ticket was minted in is still alive: not signed out or revoked, its
 * user not disabled, not idle past the user's auto-logout. Reads only; the session's own calls
 * keep its last-seen time.
 */
export async function sessionAlive(deps: Deps, sessionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ revokedAt: sessions.revokedAt, lastSeenAt: sessions.lastSeenAt, invalid: users.isInvalid, autoLogout: users.autoLogoutMinutes })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row || row.revokedAt || row.invalid) return false;
  return deps.now().getTime() - row.lastSeenAt.getTime() <= row.autoLogout * 60_000;
}

export async function revokeSession(deps: Deps, sessionId: string) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user but `keep` (after a password change or reset), in one statement. */
export async function revokeOtherSessions(deps: Deps, userId: string, keep?: string) {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(keep ? and(open, ne(sessions.id, keep)) : open);
}

/**
 * Is the session still usable? Read-only (lastSeenAt is not touched): a notification socket
 * asks before each push, and pushes are not the user's activity, so they must not keep an
 * idle session alive.
 */
export async function sessionIsOpen(deps: Deps, sessionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ revokedAt: sessions.revokedAt, lastSeenAt: sessions.lastSeenAt, isInvalid: users.isInvalid, autoLogoutMinutes: users.autoLogoutMinutes })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row || row.revokedAt || row.isInvalid) return false;
  return deps.now().getTime() - row.lastSeenAt.getTime() <= row.autoLogoutMinutes * 60_000;
}

/**
 * Ends every open session of a user inside the caller's transaction (an account made invalid):
 * the tokens stop working the moment the change commits, in every process.
 */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * A session opened while the user belonged to no enterprise takes the enterprise of the project
 * they have just joined, so their project list and header show it without signing in again.
 */
export async function adoptSessionEnterprise(db: DbOrTx, sessionId: string, enterpriseId: string) {
  await db
    .update(sessions)
    .set({ enterpriseId })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.enterpriseId)));
}

/**
 * Ends every open session opened in an enterprise, in the caller's transaction (the enterprise
 * was suspended), but those of the system managers named in `keep` (they still reach it).
 */
export async function revokeEnterpriseSessions(db: DbOrTx, enterpriseId: string, now: Date, keep: string[]) {
  const kept = keep.length ? db.select({ id: users.id }).from(users).where(inArray(users.loginName, keep)) : null;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.enterpriseId, enterpriseId), isNull(sessions.revokedAt), kept ? notInArray(sessions.userId, kept) : undefined));
}

/** A user's open sessions without an enterprise take the one they just joined (a converted trial). */
export async function adoptUserSessionsEnterprise(db: DbOrTx, userId: string, enterpriseId: string) {
  await db
    .update(sessions)
    .set({ enterpriseId })
    .where(and(eq(sessions.userId, userId), isNull(sessions.enterpriseId), isNull(sessions.revokedAt)));
}
