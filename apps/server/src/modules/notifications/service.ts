import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from './tables';

export interface NewNotification {
  recipients: string[];
  sender: string | null;
  targetId: string;
  targetType: string;
  actionType: string;
  content?: string | null;
  /** Defaults to the database clock; services with an injected clock pass theirs. */
  createdAt?: Date;
}

/**
 * Writes one notice per recipient (the sender never notifies themselves); the copies share a
 * notifyId. Pass the open transaction so notices exist only if the change they report commits.
 */
export async function createNotification(db: DbOrTx, n: NewNotification) {
  const notifyId = randomUUID();
  const rows = [...new Set(n.recipients)]
    .filter((u) => u !== n.sender)
    .map((userId) => ({ id: randomUUID(), notifyId, userId, sender: n.sender, targetId: n.targetId, targetType: n.targetType, actionType: n.actionType, content: n.content ?? null, ...(n.createdAt ? { createdAt: n.createdAt } : {}) }));
  if (rows.length) await db.insert(notifications).values(rows);
  return { notifyId, count: rows.length };
}

/** Unread notices of one user: the header bell's badge. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** The query-like targetId of spec 1 §3: projectId=..&appType=..&taskId=.. (or issueId). */
export function notificationTarget(parts: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(parts)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}
