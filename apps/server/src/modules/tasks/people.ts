import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { MessageKey } from '@trestle/shared';
import { Errors } from '../../http/errors';
import { users } from '../accounts';
import { projectMembers } from '../projects';
import { createNotification, notificationTarget } from '../notifications';
import type { NoticeAction } from '@trestle/shared/task-schemas';
import type { Task } from './access';

// Small helpers the task services share: who may be put on a task, the ordering lock, and a
// notice to chosen people (for notices that are not a history entry of their own).

/** Principals and actors must be members of the project; anyone else is a clear bad input. */
/** Every user must be a member of the project; the first stranger is named in `msg` ({name}). */
export async function requireMembers(db: DbOrTx, projectId: string, userIds: string[], msg: MessageKey = 'task.notMember') {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, ids)));
  const members = new Set(rows.map((r) => r.userId));
  const stranger = ids.find((u) => !members.has(u));
  if (!stranger) return;
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, stranger));
  throw Errors.badInput(msg, { name: u?.name ?? stranger });
}

export async function userName(db: DbOrTx, userId: string): Promise<string> {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? userId;
}

/**
 * Serialises every change of card order in one project (create, move, drag, delete): the
 * moves read a lane's order and rewrite it, and two of them interleaving would leave gaps or
 * duplicates. One transaction-scoped advisory lock per project cannot deadlock, unlike row
 * locks taken on two lanes and the cards being renumbered.
 */
export async function lockTaskOrder(tx: Tx, projectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'tasks:' + projectId}))`);
}

/** A notice about a task to exactly these people (never the sender). */
export async function noticeTo(tx: Tx, task: Task, sender: string, recipients: string[], actionType: NoticeAction, content?: string) {
  if (!recipients.length) return;
  await createNotification(tx, {
    recipients,
    sender,
    targetId: notificationTarget({ projectId: task.projectId, appType: 'tapd', boardId: task.boardId, taskId: task.id }),
    targetType: 'task',
    actionType,
    content: content ?? task.title,
  });
}
