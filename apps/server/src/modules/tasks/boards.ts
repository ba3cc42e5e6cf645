import { deleteTaskComments } from './history';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BoardDetail, BoardSummary, boardListBody, saveBoardBody, Swimlane } from '@trestle/shared/task-schemas';
import type { Db } from '../../db/client';
import type { ProjectScope } from '../roles';
import { annotations } from '../annotations';
import { annotationTaskLinks, taskBoards, tasks, taskSwimlanes } from './tables';
import { loadBoard, may, need, type Board } from './access';
import { boardCards, groupBy, usersOfCards } from './view';
import { escapeLike } from './search';
import { cleared, patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';

// Boards of a project (spec 3 §3 Board). A board is created with its first lanes in one
// transaction; deleting it cascades to lanes, tasks and everything hanging off the tasks.

// Correlated subqueries; spelled out so the outer table's id is not read as the task's id.
const taskCount = sql<number>`(select count(*)::int from tasks t where t.board_id = "task_boards"."id")`;
const finishedCount = sql<number>`(select count(*)::int from tasks t where t.board_id = "task_boards"."id" and t.finished)`;

function summary(b: Board, counts: { taskCount: number; finishedCount: number }): BoardSummary {
  return {
    boardId: b.id,
    id: b.id,
    name: b.name,
    label: b.label,
    appType: b.appType,
    taskCount: Number(counts.taskCount),
    finishedCount: Number(counts.finishedCount),
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export async function listBoards(db: Db, scope: ProjectScope, input: z.infer<typeof boardListBody>) {
  need(scope, 'enter');
  const where: SQL[] = [eq(taskBoards.projectId, scope.projectId)];
  if (input.appType) where.push(eq(taskBoards.appType, input.appType));
  if (input.searchValue) where.push(ilike(taskBoards.name, `%${escapeLike(input.searchValue)}%`));
  // Boards holding tasks linked with this annotation / with annotations of this file.
  if (input.annotationId || input.projectFileId) {
    const linked = db
      .select({ boardId: tasks.boardId })
      .from(annotationTaskLinks)
      .innerJoin(tasks, eq(tasks.id, annotationTaskLinks.taskId))
      .innerJoin(annotations, eq(annotations.id, annotationTaskLinks.annotationId))
      .where(
        and(
          eq(annotations.projectId, scope.projectId),
          input.annotationId ? eq(annotations.id, input.annotationId) : undefined,
          input.projectFileId ? eq(annotations.fileId, input.projectFileId) : undefined,
        ),
      );
    where.push(inArray(taskBoards.id, linked));
  }
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(taskBoards)
    .where(and(...where));
  const rows = await db
    .select({ b: taskBoards, taskCount, finishedCount })
    .from(taskBoards)
    .where(and(...where))
    .orderBy(desc(taskBoards.createdAt), asc(taskBoards.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  // Abilities are per project (the grants), so the list carries them once (CONVENTIONS 4).
  const can = { canAdd: may(scope, 'add'), canEdit: may(scope, 'edit'), canDelete: may(scope, 'delete') };
  return { list: rows.map((r) => summary(r.b, r)), total: Number(total), can };
}

/** Creates a board with its first lanes, or renames one (id given). */
export async function saveBoard(db: Db, scope: ProjectScope, input: z.infer<typeof saveBoardBody>, now = new Date()) {
  if (input.id) {
    const board = await loadBoard(db, scope, input.id);
    need(scope, 'edit');
    // An omitted label is kept; null or "" clears it.
    const patch = { name: input.name, label: cleared(input.label) };
    describeOperation({ targetId: board.id, targetName: input.name ?? board.name, ...changedFields(board, patch) });
    await db
      .update(taskBoards)
      .set(patchOf({ ...patch, updatedAt: now }))
      .where(eq(taskBoards.id, board.id));
    return getBoard(db, scope, board.id);
  }
  need(scope, 'add');
  const id = randomUUID();
  describeOperation({ targetId: id, targetName: input.name });
  await db.transaction(async (tx) => {
    await tx.insert(taskBoards).values({
      id,
      projectId: scope.projectId,
      name: input.name,
      label: input.label ?? null,
      appType: input.appType || 'tapd',
      createdBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    const lanes = input.swimlanes ?? [];
    if (lanes.length) await tx.insert(taskSwimlanes).values(lanes.map((title, sort) => ({ id: randomUUID(), boardId: id, title, sort, createdAt: now })));
  });
  return getBoard(db, scope, id);
}

/** The board screen: lanes in order, each with its cards in order, and what the caller may do. */
export async function getBoard(db: Db, scope: ProjectScope, boardId: string): Promise<BoardDetail> {
  const board = await loadBoard(db, scope, boardId);
  // Cards selected by board (one statement, cardsSql); the counts follow from the cards.
  const [lanes, cards] = await Promise.all([
    db.select().from(taskSwimlanes).where(eq(taskSwimlanes.boardId, board.id)).orderBy(asc(taskSwimlanes.sort), asc(taskSwimlanes.createdAt)),
    boardCards(db, board.id),
  ]);
  const byLane = groupBy(cards, (c) => c.swimlanesId);
  const swimlanes: Swimlane[] = lanes.map((l) => ({ swimlanesId: l.id, id: l.id, title: l.title, sort: l.sort, myTaskList: byLane.get(l.id) ?? [] }));
  const users = await usersOfCards(db, cards);
  return {
    ...summary(board, { taskCount: cards.length, finishedCount: cards.filter((c) => c.finished).length }),
    projectId: board.projectId,
    swimlanes,
    users,
    canEdit: may(scope, 'edit'),
    canAdd: may(scope, 'add'),
    canDelete: may(scope, 'delete'),
  };
}

export async function deleteBoard(db: Db, scope: ProjectScope, boardId: string) {
  const board = await loadBoard(db, scope, boardId);
  need(scope, 'delete');
  describeOperation({ targetId: board.id, targetName: board.name });
  await db.transaction(async (tx) => {
    await deleteTaskComments(tx, { boardId: board.id });
    await tx.delete(taskBoards).where(eq(taskBoards.id, board.id));
  });
  return { id: board.id };
}
