import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { RegisterJournalEntry, RegisterRow } from '@trestle/shared/task-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../http/context';
import { usersByIds } from '../accounts';
import type { ProjectScope } from '../roles';
import { checkWorker, loadRow, need, type RegisterTask } from './access';
import { presentRows } from './present';
import { projectTaskJournal, projectTasks } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// The journal of a register row (spec 3 §4 task-journal status: 0 start, 1 implement, 2 end,
// 3 execute end). Each entry records the row's status and worker after a change, who made it
// and an optional note; it is written in the change's transaction.

export async function writeJournal(tx: Tx, row: RegisterTask, userId: string, at: Date, e: { status: number; worker: string | null; note?: string | null }) {
  await tx
    .insert(projectTaskJournal)
    .values({ id: randomUUID(), taskId: row.id, status: e.status, worker: e.worker, note: e.note || null, userId, createdAt: at });
}

/** Sets any status (the spec gives no transition rules); every change is journaled, even to the same status. */
export async function setStatus(deps: Deps, scope: ProjectScope, id: string, status: number, note?: string | null): Promise<RegisterRow> {
  need(scope, 'edit');
  const before = await loadRow(deps.db, scope.projectId, id);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(projectTasks).set({ status, updatedAt: now }).where(eq(projectTasks.id, before.id)).returning();
    describeOperation({ targetId: updated.id, targetName: updated.name, ...changedFields(before, { status }) });
    await writeJournal(tx, updated, scope.actorId, now, { status, worker: updated.worker, note });
    return updated;
  });
  return (await presentRows(deps.db, [row]))[0];
}

/** Gives the row to a project member (or to nobody with an empty worker) and journals it. */
export async function setWorker(deps: Deps, scope: ProjectScope, id: string, worker: string | null | undefined, note?: string | null): Promise<RegisterRow> {
  need(scope, 'edit');
  const before = await loadRow(deps.db, scope.projectId, id);
  await checkWorker(deps.db, scope.projectId, worker);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectTasks)
      .set({ worker: worker || null, updatedAt: now })
      .where(eq(projectTasks.id, before.id))
      .returning();
    describeOperation({ targetId: updated.id, targetName: updated.name, ...changedFields(before, { worker: updated.worker }) });
    await writeJournal(tx, updated, scope.actorId, now, { status: updated.status, worker: updated.worker, note });
    return updated;
  });
  return (await presentRows(deps.db, [row]))[0];
}

/** The row's journal, newest first, with the names of who changed it and of the worker. */
export async function listJournal(db: DbOrTx, scope: ProjectScope, id: string): Promise<RegisterJournalEntry[]> {
  need(scope, 'enter');
  const row = await loadRow(db, scope.projectId, id);
  const entries = await db
    .select()
    .from(projectTaskJournal)
    .where(eq(projectTaskJournal.taskId, row.id))
    .orderBy(desc(projectTaskJournal.createdAt), desc(projectTaskJournal.id));
  const people = await usersByIds(db, [...new Set(entries.flatMap((e) => [e.userId, e.worker]).filter((u): u is string => !!u))]);
  const name = (u: string | null) => (u ? (people.find((p) => p.id === u)?.name ?? null) : null);
  return entries.map((e) => ({
    id: e.id,
    status: e.status,
    worker: e.worker,
    workerN: name(e.worker),
    note: e.note,
    userId: e.userId,
    userName: name(e.userId) ?? '',
    createdAt: e.createdAt.toISOString(),
  }));
}
