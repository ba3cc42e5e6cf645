import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { NoticeItem, NoticeList, NoticeListType, NoticeUser } from '@trestle/shared/notify-schemas';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { sendSignal } from '../../realtime/signal';
import { users } from '../accounts';
import { projectMembers, projects } from '../projects';
import { notifications } from './tables';
import { parseTarget, unreadCount } from './service';
import { resolveNotices } from './kinds';

// What both readings of spec 1 §7.3 answer; the routes are thin wrappers over these.

type Row = typeof notifications.$inferSelect;

export interface ListQuery {
  page: number;
  size: number;
  type: NoticeListType;
  unread: boolean;
}

/** A page of the caller's notices, newest first. */
export async function listNotices(db: DbOrTx, userId: string, q: ListQuery): Promise<NoticeList> {
  const conds: SQL[] = [eq(notifications.userId, userId)];
  if (q.type !== 'all') conds.push(eq(notifications.targetType, q.type));
  if (q.unread) conds.push(isNull(notifications.readAt));
  const where = and(...conds);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const { list, users: senders } = await presentNotices(db, userId, rows);
  return { list, users: senders, hasNextPage: q.page * q.size < total, total };
}

/** One notice of the caller by its userNotifyId; another user's notice is not found. */
export async function noticeById(db: DbOrTx, userId: string, userNotifyId: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, userNotifyId), eq(notifications.userId, userId)));
  if (!row) throw Errors.notFound();
  return presentOne(db, userId, row);
}

/** The caller's copy of the notice notifyId (reading A's detail). */
export async function noticeByNotifyId(db: DbOrTx, userId: string, notifyId: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.notifyId, notifyId), eq(notifications.userId, userId)));
  if (!row) throw Errors.notFound();
  return presentOne(db, userId, row);
}

async function presentOne(db: DbOrTx, userId: string, row: Row) {
  const { list, users: senders } = await presentNotices(db, userId, [row]);
  return { ...list[0], users: senders };
}

/**
 * Marks read one notice (userNotifyId), every notice of the caller about one target
 * (targetId), or, with both, that notice only if it is about that target. Answers the new
 * unread count; a notice that is not the caller's is not found.
 */
export async function markRead(db: DbOrTx, userId: string, now: Date, by: { userNotifyId?: string | null; targetId?: string | null }) {
  const conds: SQL[] = [eq(notifications.userId, userId)];
  if (by.userNotifyId) conds.push(eq(notifications.id, by.userNotifyId));
  if (by.targetId) conds.push(eq(notifications.targetId, by.targetId));
  const matched = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(...conds));
  if (by.userNotifyId && matched.length === 0) throw Errors.notFound();
  const changed = await db
    .update(notifications)
    .set({ readAt: now, unread: 0 })
    .where(and(...conds, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (changed.length) await sendSignal(db, { k: 'c', u: [userId] });
  return { count: await unreadCount(db, userId), marked: changed.length };
}

/** Marks every notice of the caller read; answers the new unread count (0). */
export async function markAllRead(db: DbOrTx, userId: string, now: Date) {
  const changed = await db
    .update(notifications)
    .set({ readAt: now, unread: 0 })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (changed.length) await sendSignal(db, { k: 'c', u: [userId] });
  return { count: await unreadCount(db, userId), marked: changed.length };
}

/**
 * Adds the parsed target, the task's current title, the code and description or the
 * approval's title (subject) and the project's name, and the
 * senders. Title and project name are shown only to a recipient who is still a member of the
 * project or one of the task's people: a notice must not keep revealing a project its
 * recipient has left.
 */
export async function presentNotices(db: DbOrTx, userId: string, rows: Row[]): Promise<{ list: NoticeItem[]; users: NoticeUser[] }> {
  const targets = rows.map((r) => parseTarget(r.targetId));
  const projectIds = [...new Set(targets.flatMap((t) => (t.projectId ? [t.projectId] : [])))];
  const senderIds = [...new Set(rows.flatMap((r) => (r.sender ? [r.sender] : [])))];

  // Each kind (task, issue, 19650 approval) is resolved by the module that sends it (kinds.ts).
  const about = await resolveNotices(db, userId, rows, targets);
  const projectRows = projectIds.length ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds)) : [];
  const projectName = new Map(projectRows.map((p) => [p.id, p.name]));
  const memberOf = new Set(
    projectIds.length
      ? (
          await db
            .select({ projectId: projectMembers.projectId })
            .from(projectMembers)
            .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, projectIds)))
        ).map((m) => m.projectId)
      : [],
  );
  const senderRows = senderIds.length
    ? await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, senderIds))
    : [];

  const list = rows.map((r, i): NoticeItem => {
    const target = targets[i];
    const { subject, person } = about[i];
    const mayShow = !!target.projectId && (memberOf.has(target.projectId) || person);
    return {
      userNotifyId: r.id,
      notifyId: r.notifyId,
      targetId: r.targetId,
      targetType: r.targetType,
      actionType: r.actionType,
      content: r.content,
      sender: r.sender,
      userId: r.userId,
      createAt: r.createdAt.toISOString(),
      isReadNumber: r.readAt ? 0 : r.unread,
      target,
      subject: mayShow ? subject : null,
      projectName: mayShow && target.projectId ? (projectName.get(target.projectId) ?? null) : null,
    };
  });
  return { list, users: senderRows };
}

/** For the socket hub: the new copies of notice notifyId addressed to these users. */
export async function copiesFor(db: DbOrTx, notifyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.notifyId, notifyId), inArray(notifications.userId, userIds)));
}
