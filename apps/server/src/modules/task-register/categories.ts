import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveCategoryBody, TaskCategory } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { need } from './access';
import { projectTasks, taskCategories } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Categories of a project's register (/protected/common/get-category, save-category). A category
// still used by a row cannot be deleted: the rows would silently lose it (the foreign key would
// set null), so the caller is told how many rows use it instead.

export async function listCategories(deps: Deps, scope: ProjectScope): Promise<TaskCategory[]> {
  need(scope, 'enter');
  const rows = await deps.db
    .select({ id: taskCategories.id, name: taskCategories.name, sort: taskCategories.sort, count: sql<number>`count(${projectTasks.id})::int` })
    .from(taskCategories)
    .leftJoin(projectTasks, eq(projectTasks.categoryId, taskCategories.id))
    .where(eq(taskCategories.projectId, scope.projectId))
    .groupBy(taskCategories.id)
    .orderBy(asc(taskCategories.sort), asc(taskCategories.name));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

async function loadCategory(deps: Deps, scope: ProjectScope, id: string) {
  const [c] = await deps.db
    .select()
    .from(taskCategories)
    .where(and(eq(taskCategories.id, id), eq(taskCategories.projectId, scope.projectId)));
  if (!c) throw Errors.badInput('projecttask.categoryUnknown');
  return c;
}

/** Names are unique in a project, compared without case (two "Design" categories help nobody). */
async function refuseDuplicate(deps: Deps, scope: ProjectScope, name: string, exceptId?: string) {
  const [dup] = await deps.db
    .select({ id: taskCategories.id })
    .from(taskCategories)
    .where(
      and(
        eq(taskCategories.projectId, scope.projectId),
        sql`lower(${taskCategories.name}) = lower(${name})`,
        exceptId ? ne(taskCategories.id, exceptId) : undefined,
      ),
    );
  if (dup) throw Errors.badInput('projecttask.categoryExists', { name });
}

/** Creates (no id: task:add), renames (id: task:edit) or deletes (id, delete: task:delete) a category. */
export async function saveCategory(deps: Deps, scope: ProjectScope, v: z.infer<typeof saveCategoryBody>) {
  if (v.delete) {
    need(scope, 'delete');
    const c = await loadCategory(deps, scope, v.id!);
    // The row lock makes a row being given this category meanwhile wait (its foreign key check
    // needs a share lock), so the count cannot miss it.
    await deps.db.transaction(async (tx) => {
      await tx.select({ id: taskCategories.id }).from(taskCategories).where(eq(taskCategories.id, c.id)).for('update');
      const [{ used }] = await tx.select({ used: count() }).from(projectTasks).where(eq(projectTasks.categoryId, c.id));
      if (used > 0) throw Errors.badInput('projecttask.categoryInUse', { name: c.name, count: used });
      await tx.delete(taskCategories).where(eq(taskCategories.id, c.id));
      describeOperation({ targetId: c.id, targetName: c.name });
    });
    return withMsg({ id: c.id }, 'projecttask.categoryDeleted');
  }
  const name = v.name!;
  if (v.id) {
    need(scope, 'edit');
    const c = await loadCategory(deps, scope, v.id);
    await refuseDuplicate(deps, scope, name, c.id);
    describeOperation({ targetId: c.id, targetName: name, ...changedFields(c, { name }) });
    const [saved] = await deps.db.update(taskCategories).set({ name }).where(eq(taskCategories.id, c.id)).returning();
    return withMsg({ id: saved.id, name: saved.name, sort: saved.sort }, 'projecttask.categorySaved');
  }
  need(scope, 'add');
  await refuseDuplicate(deps, scope, name);
  const [{ last }] = await deps.db
    .select({ last: max(taskCategories.sort) })
    .from(taskCategories)
    .where(eq(taskCategories.projectId, scope.projectId));
  const [saved] = await deps.db
    .insert(taskCategories)
    .values({ id: randomUUID(), projectId: scope.projectId, name, sort: (last ?? -1) + 1 })
    .returning();
  describeOperation({ targetId: saved.id, targetName: saved.name });
  return withMsg({ id: saved.id, name: saved.name, sort: saved.sort }, 'projecttask.categorySaved');
}
