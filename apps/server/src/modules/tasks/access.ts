import { and, eq } from 'drizzle-orm';
import * as rules from '@trestle/shared/task-rules';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { type ProjectScope, canInProject } from '../roles';
import { taskBoards, tasks, taskSwimlanes, taskUsers } from './tables';

// Who may do what with boards and tasks (docs/tasks.md "Permissions"). The route's access check
// has already made sure the caller may see the project; here:
// - seeing boards and tasks needs task:enter;
// - creating boards, lanes and tasks needs task:add; renaming, reordering and deleting boards and
//   lanes needs task:edit (task:delete for deleting a board);
// - changing a task: task:edit, or being its creator, a principal or an actor;
// - deleting a task: task:delete, or being its creator.
// Project admins and enterprise managers pass every check (canInProject). The per-task rules are
// @trestle/shared/task-rules, which the board's card menu uses too.

export type Task = typeof tasks.$inferSelect;
export type Board = typeof taskBoards.$inferSelect;
export type Lane = typeof taskSwimlanes.$inferSelect;

export const may = (scope: ProjectScope, action: 'enter' | 'add' | 'edit' | 'delete') => canInProject(scope, 'task', action);

export function need(scope: ProjectScope, action: 'enter' | 'add' | 'edit' | 'delete') {
  if (!may(scope, action)) throw Errors.forbidden();
}

/** A board of the caller's project (task:enter); another project's board reads as unknown. */
export async function loadBoard(db: DbOrTx, scope: ProjectScope, boardId: string): Promise<Board> {
  need(scope, 'enter');
  const [b] = await db
    .select()
    .from(taskBoards)
    .where(and(eq(taskBoards.id, boardId), eq(taskBoards.projectId, scope.projectId)));
  if (!b) throw Errors.badInput('task.boardUnknown');
  return b;
}

/** A swimlane of a board of the caller's project. */
export async function loadLane(db: DbOrTx, scope: ProjectScope, laneId: string): Promise<{ lane: Lane; board: Board }> {
  need(scope, 'enter');
  const [row] = await db
    .select({ lane: taskSwimlanes, board: taskBoards })
    .from(taskSwimlanes)
    .innerJoin(taskBoards, eq(taskBoards.id, taskSwimlanes.boardId))
    .where(and(eq(taskSwimlanes.id, laneId), eq(taskBoards.projectId, scope.projectId)));
  if (!row) throw Errors.badInput('task.laneUnknown');
  return row;
}

/** A task of the caller's project (task:enter); another project's task reads as unknown. */
export async function loadTask(db: DbOrTx, scope: ProjectScope, taskId: string): Promise<Task> {
  need(scope, 'enter');
  const [t] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.projectId, scope.projectId)));
  if (!t) throw Errors.badInput('task.unknown');
  return t;
}

/** Is the caller one of the task's principals or actors? */
async function isOnTask(db: DbOrTx, scope: ProjectScope, task: Task): Promise<boolean> {
  const [u] = await db
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(and(eq(taskUsers.taskId, task.id), eq(taskUsers.userId, scope.actorId)))
    .limit(1);
  return !!u;
}

/** The caller as the shared task rules see them (@trestle/shared/task-rules). */
export const taskCaller = (scope: ProjectScope): rules.TaskCaller => ({ userId: scope.actorId, edit: may(scope, 'edit'), delete: may(scope, 'delete') });

export async function canEditTask(db: DbOrTx, scope: ProjectScope, task: Task): Promise<boolean> {
  const caller = taskCaller(scope);
  // The people on the task are read only when the grants and the creator do not decide.
  return rules.canEditTask(caller, task, false) || rules.canEditTask(caller, task, await isOnTask(db, scope, task));
}

export function canDeleteTask(scope: ProjectScope, task: Task): boolean {
  return rules.canDeleteTask(taskCaller(scope), task);
}

export async function needEditTask(db: DbOrTx, scope: ProjectScope, task: Task) {
  if (!(await canEditTask(db, scope, task))) throw Errors.forbidden();
}
