import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { NoticeTarget } from '@trestle/shared/notify-schemas';
import type { DbOrTx } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { sendSignal } from '../../realtime/signal';
import { users } from '../accounts';
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

/** Job kind that mails one notice copy to its opted-in recipient (mail.ts). */
export const NOTICE_MAIL_JOB = 'notifications.mail';

/**
 * Writes one notice per recipient (the sender never notifies themselves); the copies share a
 * notifyId. Pass the open transaction: the notices, the realtime signal (pg_notify, delivered
 * on commit) and the mail jobs of opted-in recipients then exist only if the change commits.
 */
export async function createNotification(db: DbOrTx, n: NewNotification) {
  const notifyId = randomUUID();
  const rows = [...new Set(n.recipients)]
    .filter((u) => u !== n.sender)
    .map((userId) => ({
      id: randomUUID(),
      notifyId,
      userId,
      sender: n.sender,
      targetId: n.targetId,
      targetType: n.targetType,
      actionType: n.actionType,
      content: n.content ?? null,
      ...(n.createdAt ? { createdAt: n.createdAt } : {}),
    }));
  if (rows.length === 0) return { notifyId, count: 0 };
  await db.insert(notifications).values(rows);
  await sendSignal(db, { k: 'n', n: notifyId, u: rows.map((r) => r.userId) });
  const mailTo = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
        eq(users.notifyByEmail, true),
        isNotNull(users.email),
        eq(users.isInvalid, false),
      ),
    );
  const wanted = new Set(mailTo.map((u) => u.id));
  for (const r of rows) if (wanted.has(r.userId)) await enqueue(db, NOTICE_MAIL_JOB, { userNotifyId: r.id });
  return { notifyId, count: rows.length };
}

/**
 * Deletes the notices about a deleted project's items (their targetId starts with its
 * projectId) and tells the open browsers of those with unread ones that their count changed.
 */
export async function deleteProjectNotices(db: DbOrTx, projectId: string) {
  const gone = await db
    .delete(notifications)
    .where(like(notifications.targetId, `${notificationTarget({ projectId })}&%`))
    .returning({ userId: notifications.userId, readAt: notifications.readAt });
  const unreadOf = [...new Set(gone.filter((g) => g.readAt === null).map((g) => g.userId))];
  if (unreadOf.length) await sendSignal(db, { k: 'c', u: unreadOf });
  return gone.length;
}

/** Unread notices of one user: the header bell's badge. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** The query-like targetId of spec 1 §3: projectId=..&appType=..&taskId=.. (or issueId). */
export function notificationTarget(parts: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(parts)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

/** The parts of a targetId; missing or unparsable parts are null (a malformed notice still lists). */
export function parseTarget(targetId: string): NoticeTarget {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(targetId);
  } catch {
    q = new URLSearchParams();
  }
  const get = (k: string) => q.get(k) || null;
  return {
    projectId: get('projectId'),
    appType: get('appType'),
    boardId: get('boardId'),
    taskId: get('taskId'),
    issueId: get('issueId'),
    approvalId: get('approvalId'),
  };
}
