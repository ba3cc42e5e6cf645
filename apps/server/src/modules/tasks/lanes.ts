import { deleteTaskComments } from './history';
import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addLaneBody, renameLaneBody, sortLanesBody } from '@trestle/shared/task-schemas';
import type { Db } from '../../db/client';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { taskBoards, tasks, taskSwimlanes } from './tables';
import { loadBoard, loadLane, need } from './access';
import { changedFields, describeOperation } from '../../db/operation';

// Swimlanes (columns) of a board. `sort` stays dense (0..n-1): appending takes the next
// number under a lock of the board row, deleting and reordering rewrite the numbers.

/** Locks the board row so lane numbering of one board is changed by one transaction at a time. */
async function lockBoard(tx: Parameters<Parameters<Db['transaction']>[0]>[0], boardId: string) {
  await tx.select({ id: taskBoards.id }).from(taskBoards).where(eq(taskBoards.id, boardId)).for('update');
}

export async function addLane(db: Db, scope: ProjectScope, input: z.infer<typeof addLaneBody>) {
  const board = await loadBoard(db, scope, input.boardId);
  need(scope, 'add');
  const id = randomUUID();
  describeOperation({ targetId: id, targetName: input.title, after: { boardId: board.id } });
  await db.transaction(async (tx) => {
    await lockBoard(tx, board.id);
    const [{ n }] = await tx.select({ n: count() }).from(taskSwimlanes).where(eq(taskSwimlanes.boardId, board.id));
    await tx.insert(taskSwimlanes).values({ id, boardId: board.id, title: input.title, sort: Number(n) });
    await tx.update(taskBoards).set({ updatedAt: new Date() }).where(eq(taskBoards.id, board.id));
  });
  return { swimlanesId: id, id, title: input.title, boardId: board.id };
}

export async function renameLane(db: Db, scope: ProjectScope, input: z.infer<typeof renameLaneBody>) {
  const { lane } = await loadLane(db, scope, input.id);
  need(scope, 'edit');
  describeOperation({ targetId: lane.id, targetName: input.title, ...changedFields(lane, { title: input.title }) });
  await db.update(taskSwimlanes).set({ title: input.title }).where(eq(taskSwimlanes.id, lane.id));
  return { swimlanesId: lane.id, id: lane.id, title: input.title, boardId: lane.boardId };
}

/** Deletes a lane with its tasks (the board's delete right); answers how many tasks went. */
export async function deleteLane(db: Db, scope: ProjectScope, laneId: string, confirmed = false) {
  const { lane, board } = await loadLane(db, scope, laneId);
  need(scope, 'edit');
  describeOperation({ targetId: lane.id, targetName: lane.title });
  return db.transaction(async (tx) => {
    await lockBoard(tx, board.id);
    const [{ n }] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.swimlaneId, lane.id));
    // If the lane holds tasks, deleting it deletes them too: that needs task:delete.
    if (Number(n) > 0) need(scope, 'delete');
    // Tasks cannot be brought back: the caller must have confirmed taking them along.
    if (Number(n) > 0 && !confirmed) throw Errors.badInput('v.confirmRequired');
    await deleteTaskComments(tx, { laneId: lane.id });
    await tx.delete(taskSwimlanes).where(eq(taskSwimlanes.id, lane.id));
    await renumberLanes(tx, board.id);
    return { id: lane.id, deletedTasks: Number(n) };
  });
}

async function renumberLanes(tx: Parameters<Parameters<Db['transaction']>[0]>[0], boardId: string) {
  await tx.execute(sql`
    update ${taskSwimlanes} s set sort = r.rn - 1
    from (select id, row_number() over (order by sort, created_at, id) as rn from ${taskSwimlanes} where board_id = ${boardId}) r
    where s.id = r.id and s.sort <> r.rn - 1`);
}

/** New left-to-right order; the list must hold every lane of the board exactly once. */
export async function sortLanes(db: Db, scope: ProjectScope, input: z.infer<typeof sortLanesBody>) {
  const board = await loadBoard(db, scope, input.boardId);
  need(scope, 'edit');
  await db.transaction(async (tx) => {
    await lockBoard(tx, board.id);
    const lanes = await tx.select({ id: taskSwimlanes.id }).from(taskSwimlanes).where(eq(taskSwimlanes.boardId, board.id)).orderBy(asc(taskSwimlanes.sort));
    const given = new Set(input.ids);
    if (given.size !== input.ids.length || lanes.length !== input.ids.length || lanes.some((l) => !given.has(l.id)))
      throw Errors.badInput('task.lanesIncomplete');
    describeOperation({ targetId: board.id, targetName: board.name, before: { lanes: lanes.map((l) => l.id) }, after: { lanes: input.ids } });
    for (const [sort, id] of input.ids.entries()) await tx.update(taskSwimlanes).set({ sort }).where(eq(taskSwimlanes.id, id));
  });
  return { boardId: board.id, ids: input.ids };
}
