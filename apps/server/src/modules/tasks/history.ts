import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NoticeAction, TaskLogOrigin } from '@trestle/shared/task-schemas';
import type { Tx } from '../../db/client';
import { createNotification, notificationTarget } from '../notifications';
import { comments } from '../annotations';
import { taskLogs, tasks, taskUsers } from './tables';
import type { Task } from './access';
import { describeOperation } from '../../db/operation';

// Every change to a task writes one history entry (logLists) and tells the people concerned
// (spec 1 §4). Both happen in the change's transaction: no entry or notice for a change that
// rolled back, and no change without its entry.

export interface TaskEvent {
  origin: TaskLogOrigin;
  /** The new value, or a JSON detail ({ userId, name } for assignee changes, { from, to } for moves). */
  context?: string | null;
  commentId?: string | null;
  type?: 'LOG' | 'COMMENT';
  /** The notice's text when the context is a JSON detail (default: context, else the task title). */
  noticeContent?: string | null;
  /** Notice actionType; none = no notice (e.g. a change nobody else needs to hear about). */
  notice?: NoticeAction | null;
  /** Extra recipients (e.g. the user just added as principal, the addressee of a reply). */
  alsoNotify?: string[];
  /** Recipients to leave out (e.g. a principal who was just removed gets their own notice). */
  exclude?: string[];
}

/** The people a task's notices go to: its creator, principals and actors. */
export async function taskPeople(tx: Tx, task: Task): Promise<string[]> {
  const rows = await tx.select({ userId: taskUsers.userId }).from(taskUsers).where(eq(taskUsers.taskId, task.id));
  return [...new Set([task.createdBy, ...rows.map((r) => r.userId)])];
}

/** Writes the history entry, bumps the task's updatedAt and creates the notices (never to the actor). */
export async function recordTaskEvent(tx: Tx, task: Task, actorId: string, e: TaskEvent) {
  const now = new Date();
  // The operation log names the task (a change's fields are described where it is made).
  describeOperation({ targetId: task.id, targetName: task.title });
  await tx.insert(taskLogs).values({
    id: randomUUID(),
    taskId: task.id,
    origin: e.origin,
    context: e.context ?? null,
    fromUser: actorId,
    type: e.type ?? (e.origin === 'COMMENT' || e.origin === 'COMMENT_REPLY' ? 'COMMENT' : 'LOG'),
    commentId: e.commentId ?? null,
    createdAt: now,
  });
  await tx.update(tasks).set({ updatedAt: now }).where(eq(tasks.id, task.id));
  if (!e.notice) return;
  const people = [...(await taskPeople(tx, task)), ...(e.alsoNotify ?? [])].filter((u) => !(e.exclude ?? []).includes(u));
  await createNotification(tx, {
    recipients: people,
    sender: actorId,
    targetId: notificationTarget({ projectId: task.projectId, appType: 'tapd', boardId: task.boardId, taskId: task.id }),
    targetType: 'task',
    actionType: e.notice,
    content: e.noticeContent ?? e.context ?? task.title,
    createdAt: now,
  });
}

/**
 * Task comments live in the shared comments table (business 'task', moduleId = task id), which
 * has no key on tasks: deleting tasks removes their comments in the same transaction.
 */
export async function deleteTaskComments(tx: Tx, where: { taskId: string } | { laneId: string } | { boardId: string }) {
  const ids =
    'taskId' in where
      ? sql`${where.taskId}`
      : 'laneId' in where
        ? sql`select ${tasks.id} from ${tasks} where ${tasks.swimlaneId} = ${where.laneId}`
        : sql`select ${tasks.id} from ${tasks} where ${tasks.boardId} = ${where.boardId}`;
  await tx.execute(sql`delete from ${comments} where ${comments.business} = 'task' and ${comments.moduleId} in (${ids})`);
}
