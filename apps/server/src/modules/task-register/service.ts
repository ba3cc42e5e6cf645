import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { estimateHours, type RegisterRow, type registerAddBody, type registerListBody, type registerUpdateBody } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import type { ProjectScope } from '../roles';
import { abilities, checkCategory, checkWorker, loadRow, need, type RegisterTask } from './access';
import { writeJournal } from './journal';
import { presentRows } from './present';
import { projectTasks } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// The rows of the register (spec 3 §3 Project task): list, read, add, change, delete. Status and
// worker changes are in journal.ts.

export async function listRows(deps: Deps, scope: ProjectScope, q: z.infer<typeof registerListBody>) {
  need(scope, 'enter');
  const where: SQL[] = [eq(projectTasks.projectId, scope.projectId)];
  // % and _ typed by the user are searched for literally.
  if (q.name) where.push(ilike(projectTasks.name, `%${q.name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.status) where.push(inArray(projectTasks.status, q.status));
  if (q.category) where.push(inArray(projectTasks.categoryId, q.category));
  const cond = and(...where);
  const [{ total }] = await deps.db.select({ total: count() }).from(projectTasks).where(cond);
  const rows = await deps.db
    .select()
    .from(projectTasks)
    .where(cond)
    .orderBy(desc(projectTasks.createdAt), desc(projectTasks.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await presentRows(deps.db, rows), total, permissions: abilities(scope) };
}

export async function getRow(deps: Deps, scope: ProjectScope, id: string): Promise<RegisterRow> {
  need(scope, 'enter');
  const [row] = await presentRows(deps.db, [await loadRow(deps.db, scope.projectId, id)]);
  return row;
}

/** '' clears the estimate; otherwise the typed text is kept with its value in hours. */
function estimateColumns(estimate: string | null | undefined) {
  if (estimate === undefined) return {};
  if (!estimate) return { estimate: null, estimateHours: null };
  return { estimate: estimate.replace(/\s+/g, '').toLowerCase(), estimateHours: estimateHours(estimate) };
}

/** Creates a row with status 0 (start) and journals it in the same transaction. */
export async function addRow(deps: Deps, scope: ProjectScope, v: z.infer<typeof registerAddBody>): Promise<RegisterRow> {
  need(scope, 'add');
  await checkCategory(deps.db, scope.projectId, v.categoryId);
  await checkWorker(deps.db, scope.projectId, v.worker);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projectTasks)
      .values({
        id: randomUUID(),
        projectId: scope.projectId,
        name: v.name,
        status: 0,
        categoryId: v.categoryId || null,
        startDate: v.startDate ?? null,
        ...estimateColumns(v.estimate),
        actualHours: v.actual ?? 0,
        worker: v.worker || null,
        remark: v.remark || null,
        createdBy: scope.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeJournal(tx, created, scope.actorId, now, { status: 0, worker: created.worker });
    describeOperation({ targetId: created.id, targetName: created.name });
    return created;
  });
  return (await presentRows(deps.db, [row]))[0];
}

/** Changes the given fields; a worker change is journaled like update-worker. */
export async function updateRow(deps: Deps, scope: ProjectScope, v: z.infer<typeof registerUpdateBody>): Promise<RegisterRow> {
  need(scope, 'edit');
  const before = await loadRow(deps.db, scope.projectId, v.id);
  if (v.categoryId !== undefined) await checkCategory(deps.db, scope.projectId, v.categoryId);
  if (v.worker !== undefined) await checkWorker(deps.db, scope.projectId, v.worker);
  const now = deps.now();
  const set: Partial<RegisterTask> = { updatedAt: now, ...estimateColumns(v.estimate) };
  if (v.name !== undefined) set.name = v.name;
  if (v.categoryId !== undefined) set.categoryId = v.categoryId || null;
  if (v.startDate !== undefined) set.startDate = v.startDate;
  if (v.actual !== undefined) set.actualHours = v.actual;
  if (v.remark !== undefined) set.remark = v.remark || null;
  if (v.worker !== undefined) set.worker = v.worker || null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(projectTasks).set(set).where(eq(projectTasks.id, before.id)).returning();
    const { updatedAt: _at, ...edited } = set;
    describeOperation({ targetId: updated.id, targetName: updated.name, ...changedFields(before, edited) });
    if (v.worker !== undefined && (v.worker || null) !== before.worker)
      await writeJournal(tx, updated, scope.actorId, now, { status: updated.status, worker: updated.worker });
    return updated;
  });
  return (await presentRows(deps.db, [row]))[0];
}

/** Deletes a row; its journal goes with it (foreign key cascade). */
export async function deleteRow(deps: Deps, scope: ProjectScope, id: string) {
  need(scope, 'delete');
  const row = await loadRow(deps.db, scope.projectId, id);
  describeOperation({ targetId: row.id, targetName: row.name });
  await deps.db.delete(projectTasks).where(eq(projectTasks.id, row.id));
  return { id: row.id };
}
