// Who may change or delete a board task (docs/tasks.md "Permissions"), over plain facts: the
// server decides with these (apps/server modules/tasks/access.ts, progress), the board shows its
// card menu with them (apps/web features/tasks/board).

/** The caller's task grants in the project, and who they are. */
export interface TaskCaller {
  /** The caller's user id; unknown owns nothing. */
  userId: string | null | undefined;
  /** task:edit (project admins and managers hold it). */
  edit?: boolean;
  /** task:delete (project admins and managers hold it). */
  delete?: boolean;
}

const is = (userId: string | null | undefined, other: string | null | undefined) => !!userId && userId === other;

/** Changing a task: task:edit, or being its creator, or (`onTask`) one of its principals or actors. */
export function canEditTask(c: TaskCaller, task: { createdBy: string }, onTask: boolean): boolean {
  return !!c.edit || is(c.userId, task.createdBy) || onTask;
}

/** Deleting a task: task:delete, or being its creator. */
export function canDeleteTask(c: TaskCaller, task: { createdBy: string }): boolean {
  return !!c.delete || is(c.userId, task.createdBy);
}
