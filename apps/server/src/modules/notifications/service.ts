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
}

/** Writes one notice per recipient (the sender never notifies themselves). */
export async function createNotification(db: DbOrTx, n: NewNotification) {
  const notifyId = randomUUID();
  const rows = [...new Set(n.recipients)]
    .filter((u) => u !== n.sender)
    .map((userId) => ({ id: randomUUID(), notifyId, userId, sender: n.sender, targetId: n.targetId, targetType: n.targetType, actionType: n.actionType, content: n.content ?? null }));
  if (rows.length) await db.insert(notifications).values(rows);
  return { notifyId, count: rows.length };
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}
