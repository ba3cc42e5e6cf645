import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { canInProject, type ProjectScope } from '../roles';
import { projectMembers } from '../projects';
import { projectTasks, taskCategories } from './tables';

// Who may do what with the register (docs/task-register.md "Permissions"): the 'task' module's
// grants: enter to read, add to create rows and categories, edit to change rows (status and
// worker too) and rename categories, delete to delete rows and categories. Project admins and
// enterprise managers pass every check (canInProject).

export type RegisterAction = 'enter' | 'add' | 'edit' | 'delete';
export type RegisterTask = typeof projectTasks.$inferSelect;

export const may = (scope: ProjectScope, action: RegisterAction) => canInProject(scope, 'task', action);

export function need(scope: ProjectScope, action: RegisterAction) {
  if (!may(scope, action)) throw Errors.forbidden();
}

/** What the caller may do, sent with the list so the page hides what it cannot do. */
export const abilities = (scope: ProjectScope) => ({ add: may(scope, 'add'), edit: may(scope, 'edit'), delete: may(scope, 'delete') });

/** A register row of the caller's project; another project's row reads as unknown. */
export async function loadRow(db: DbOrTx, projectId: string, id: string): Promise<RegisterTask> {
  const [row] = await db
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.id, id), eq(projectTasks.projectId, projectId)));
  if (!row) throw Errors.badInput('projecttask.unknown');
  return row;
}

/** A category id must name one of the project's categories. */
export async function checkCategory(db: DbOrTx, projectId: string, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [c] = await db
    .select({ id: taskCategories.id })
    .from(taskCategories)
    .where(and(eq(taskCategories.id, categoryId), eq(taskCategories.projectId, projectId)));
  if (!c) throw Errors.badInput('projecttask.categoryUnknown');
}

/** The worker must be a member of the project (reads the projects module's membership table). */
export async function checkWorker(db: DbOrTx, projectId: string, worker: string | null | undefined) {
  if (!worker) return;
  const [m] = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, worker)));
  if (!m) throw Errors.badInput('projecttask.workerNotMember');
}
