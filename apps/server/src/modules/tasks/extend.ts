import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TaskExtend } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { loadTask, need, needEditTask } from './access';
import { recordTaskEvent } from './history';
import { taskExtends, tasks } from './tables';

// Extend data (/task/extend): named extra values on a task, one per name (docs/tasks.md
// "Extend data"). Reading needs task:enter; writing needs the right to edit the task. A save or
// delete is a change like any other: it writes a history entry (no notice: these are fields an
// integration keeps, not something people are told about).

type Row = typeof taskExtends.$inferSelect;
const present = (r: Row): TaskExtend => ({ id: r.id, taskId: r.taskId, name: r.name, value: r.value, updatedAt: r.updatedAt.toISOString() });

/** Creates the named value or replaces it (upsert on task + name). */
export async function saveExtend(deps: Deps, scope: ProjectScope, p: { taskId: string; name: string; value: string }) {
  const task = await loadTask(deps.db, scope, p.taskId);
  await needEditTask(deps.db, scope, task);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskExtends)
      .values({ id: randomUUID(), taskId: task.id, name: p.name, value: p.value, updatedBy: scope.actorId, updatedAt: now })
      .onConflictDoUpdate({ target: [taskExtends.taskId, taskExtends.name], set: { value: p.value, updatedBy: scope.actorId, updatedAt: now } })
      .returning();
    await recordTaskEvent(tx, task, scope.actorId, { origin: 'UPDATE_TASK_EXTEND', context: JSON.stringify({ name: p.name, value: p.value }) });
    return present(row);
  });
}

/** The extend data of one task (taskId) or of several (taskIds), tasks of the project only. */
export async function searchExtend(deps: Deps, scope: ProjectScope, p: { taskId?: string | null; taskIds?: string[] }) {
  need(scope, 'enter');
  const want = [...new Set([...(p.taskId ? [p.taskId] : []), ...(p.taskIds ?? [])])];
  if (!want.length) throw Errors.badInput('task.extendTaskNeeded');
  const rows = await deps.db
    .select({ e: taskExtends })
    .from(taskExtends)
    .innerJoin(tasks, eq(tasks.id, taskExtends.taskId))
    .where(and(inArray(taskExtends.taskId, want), eq(tasks.projectId, scope.projectId)))
    .orderBy(asc(taskExtends.taskId), asc(taskExtends.name));
  return rows.map((r) => present(r.e));
}

export async function deleteExtend(deps: Deps, scope: ProjectScope, p: { taskId: string; name: string }) {
  const task = await loadTask(deps.db, scope, p.taskId);
  await needEditTask(deps.db, scope, task);
  return deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(taskExtends)
      .where(and(eq(taskExtends.taskId, task.id), eq(taskExtends.name, p.name)))
      .returning({ id: taskExtends.id });
    if (!gone.length) throw Errors.badInput('task.extendUnknown', { name: p.name });
    await recordTaskEvent(tx, task, scope.actorId, { origin: 'DELETE_TASK_EXTEND', context: JSON.stringify({ name: p.name }) });
    return { taskId: task.id, name: p.name };
  });
}
