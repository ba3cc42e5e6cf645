import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { NoticeKind } from '../notifications';
import { tasks, taskUsers } from './tables';

/**
 * Task notices (targetType 'task'): the subject is the task's current title; the task's creator
 * and people see it even after leaving the project. A task outside the project the notice names
 * (a forged or stale targetId) shows nothing.
 */
export const taskNoticeKind: NoticeKind = {
  async about(db: DbOrTx, userId, targets) {
    const taskIds = [...new Set(targets.flatMap((t) => (t.taskId ? [t.taskId] : [])))];
    if (!taskIds.length) return targets.map(() => ({ subject: null, person: false }));
    const rows = await db
      .select({ id: tasks.id, title: tasks.title, projectId: tasks.projectId, createdBy: tasks.createdBy })
      .from(tasks)
      .where(inArray(tasks.id, taskIds));
    const byId = new Map(rows.map((t) => [t.id, t]));
    const people = await db
      .select({ taskId: taskUsers.taskId })
      .from(taskUsers)
      .where(and(eq(taskUsers.userId, userId), inArray(taskUsers.taskId, taskIds)));
    const person = new Set([...rows.filter((t) => t.createdBy === userId).map((t) => t.id), ...people.map((u) => u.taskId)]);
    return targets.map((target) => {
      const task = target.taskId ? byId.get(target.taskId) : undefined;
      const shown = task && (!target.projectId || task.projectId === target.projectId) ? task : undefined;
      return shown ? { subject: shown.title, person: person.has(shown.id) } : { subject: null, person: false };
    });
  },
};
