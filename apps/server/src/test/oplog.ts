import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// The operation log as module tests see it (docs/operation-log.md): the rows a test's calls
// left, read with plain SQL so any module's test can use it without importing the oplog module.

export interface LoggedRow {
  route: string;
  module: string;
  action: string;
  targets: { targetId?: string; targetName?: string; before?: Record<string, unknown>; after?: Record<string, unknown> }[];
}

/**
 * Writes whose row rightly names no target, with the reason. Everything else a test calls
 * successfully must say what it changed.
 */
export const WITHOUT_TARGET: Record<string, string> = {
  '/protected/user/logout': "the caller's own session ends; the actor is the target",
  '/protected/file/delete-download-history': "the caller's own download history, not shared data",
  '/protected/file/oss-upload': 'bytes stored under a one-time upload policy (a secret); the file they become is named by oss-mark-uploaded',
};

/** The rows, oldest first: by time, then by insertion (two requests may share a millisecond; the table is append-only). */
export async function loggedRows(db: Db, route?: string): Promise<LoggedRow[]> {
  const rows = await db.execute(
    sql`select route, module, action, targets from operation_logs ${route ? sql`where route = ${route}` : sql``} order by at, ctid`,
  );
  return rows.rows as unknown as LoggedRow[];
}

/** Routes of the rows a test's successful writes left without any target (exceptions above excluded). */
export async function untargetedRoutes(db: Db): Promise<string[]> {
  const rows = await loggedRows(db);
  return [...new Set(rows.filter((r) => r.targets.length === 0 && !(r.route in WITHOUT_TARGET)).map((r) => r.route))].sort();
}
