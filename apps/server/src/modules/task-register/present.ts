import { inArray } from 'drizzle-orm';
import { registerEndDate, type RegisterRow } from '@trestle/shared/task-schemas';
import type { DbOrTx } from '../../db/client';
import { usersByIds } from '../accounts';
import type { RegisterTask } from './access';
import { taskCategories } from './tables';

// The end date and the overrun flag are computed on read from what is stored, so they can never
// disagree with start, estimate and actual.

/** Rows as the wire shows them: category name, worker's display name, end date, overrun. */
export async function presentRows(db: DbOrTx, rows: RegisterTask[]): Promise<RegisterRow[]> {
  const catIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is string => !!c))];
  const cats = catIds.length
    ? await db.select({ id: taskCategories.id, name: taskCategories.name }).from(taskCategories).where(inArray(taskCategories.id, catIds))
    : [];
  const people = await usersByIds(db, [...new Set(rows.map((r) => r.worker).filter((w): w is string => !!w))]);
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    name: r.name,
    status: r.status,
    categoryId: r.categoryId,
    category: cats.find((c) => c.id === r.categoryId)?.name ?? null,
    startDate: r.startDate,
    estimate: r.estimate,
    estimateHours: r.estimateHours === null ? null : Number(r.estimateHours),
    actual: Number(r.actualHours),
    endDate: registerEndDate(r.startDate, r.estimate),
    worker: r.worker,
    workerN: people.find((p) => p.id === r.worker)?.name ?? null,
    remark: r.remark,
    overrun: r.estimateHours !== null && Number(r.actualHours) > Number(r.estimateHours),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
