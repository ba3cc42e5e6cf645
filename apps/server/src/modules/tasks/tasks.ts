import { randomUUID } from 'node:crypto';
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createTaskBody, moveByUserBody, moveTaskBody, TaskDetail, updateTaskBody } from '@trestle/shared/task-schemas';
import type { Db, Tx } from '../../db/client';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { annotations } from '../annotations';
import { annotationTaskLinks, tasks, taskSwimlanes, taskUsers } from './tables';
import { canDeleteTask, loadLane, loadTask, need, needEditTask, type Task } from './access';
import { deleteTaskComments, recordTaskEvent, taskPeople } from './history';
import { lockTaskOrder, noticeTo, requireMembers } from './people';
import { checkDates, lockedTask, OPTION_HANDLERS, setDate } from './options';
import { freshDetail } from './view';
import { changedFields, describeOperation } from '../../db/operation';

// Creating, editing, moving and deleting tasks. Card order within a lane (`sort`) stays dense
// (0..n-1): every change of order runs under the project's ordering lock (people.ts).

/** Rewrites the sorts of a lane to 0..n-1 in their current order (after a card left it). */
async function closeGaps(tx: Tx, laneId: string) {
  await tx.execute(sql`
    update ${tasks} t set sort = r.rn - 1
    from (select id, row_number() over (order by sort, created_at, id) as rn from ${tasks} where swimlane_id = ${laneId}) r
    where t.id = r.id and t.sort <> r.rn - 1`);
}

async function laneSize(tx: Tx, laneId: string, without?: string) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.swimlaneId, laneId), without ? ne(tasks.id, without) : undefined));
  return Number(n);
}

/**
 * Creates a task at the end of its lane, with its people and (optionally) an annotation link.
 * `also` runs in the same transaction with the new task (e.g. linking 3D model elements).
 */
export async function createTask(
  db: Db,
  scope: ProjectScope,
  input: z.infer<typeof createTaskBody>,
  now = new Date(),
  also?: (tx: Tx, task: Task) => Promise<void>,
): Promise<TaskDetail> {
  const { lane, board } = await loadLane(db, scope, input.swimlanesId);
  need(scope, 'add');
  const principals = [...new Set(input.principalUsers ?? [])];
  const actors = [...new Set(input.actorUsers ?? [])];
  await requireMembers(db, scope.projectId, [...principals, ...actors]);
  let annotationName: string | null = null;
  if (input.annotationId) {
    const [a] = await db
      .select({ name: annotations.name })
      .from(annotations)
      .where(and(eq(annotations.id, input.annotationId), eq(annotations.projectId, scope.projectId)));
    if (!a) throw Errors.badInput('task.annotationUnknown');
    annotationName = a.name;
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockTaskOrder(tx, scope.projectId);
    const task: Task = {
      id,
      projectId: scope.projectId,
      boardId: board.id,
      swimlaneId: lane.id,
      title: input.title,
      remarks: input.remarks || null,
      levelId: input.levelId,
      sort: await laneSize(tx, lane.id),
      startDate: input.startDate ?? null,
      deadline: input.deadline ?? null,
      realStartDate: null,
      realDeadline: null,
      finished: false,
      taskStatus: 0,
      finishedAt: null,
      createdBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(tasks).values(task);
    const people = [
      ...principals.map((userId) => ({ id: randomUUID(), taskId: id, userId, type: 'PRINCIPAL' })),
      ...actors.map((userId) => ({ id: randomUUID(), taskId: id, userId, type: 'ACTOR' })),
    ];
    if (people.length) await tx.insert(taskUsers).values(people);
    // Principals hear "assigned to you" (allot); everyone else on the task hears "added".
    await recordTaskEvent(tx, task, scope.actorId, { origin: 'CREATE_TASK', context: input.title, notice: 'add', exclude: principals });
    await noticeTo(tx, task, scope.actorId, principals, 'allot');
    if (input.annotationId) {
      await tx.insert(annotationTaskLinks).values({ annotationId: input.annotationId, taskId: id, createdBy: scope.actorId, createdAt: now });
      await recordTaskEvent(tx, task, scope.actorId, {
        origin: 'ADD_TASK_ANNOTATION',
        context: JSON.stringify({ annotationId: input.annotationId, name: annotationName }),
      });
    }
    if (also) await also(tx, task);
  });
  return freshDetail(db, scope, id);
}

/** General edit: each field that changed writes its own history entry and notice. */
export async function updateTask(db: Db, scope: ProjectScope, input: z.infer<typeof updateTaskBody>): Promise<TaskDetail> {
  const task = await loadTask(db, scope, input.id);
  await needEditTask(db, scope, task);
  await db.transaction(async (tx) => {
    let t = await lockedTask(tx, task.id);
    describeOperation({ targetId: t.id, targetName: t.title });
    const pick = <K extends 'startDate' | 'deadline' | 'realStartDate' | 'realDeadline'>(k: K) => (input[k] === undefined ? t[k] : input[k]);
    // The dates are checked as they will be together, against the stored ones for fields not sent.
    checkDates(pick('startDate'), pick('deadline'));
    checkDates(pick('realStartDate'), pick('realDeadline'));
    const actor = scope.actorId;
    const steps: (() => Promise<void>)[] = [];
    if (input.title !== undefined) steps.push(() => OPTION_HANDLERS.UPDATE_TASK_TITLE(tx, t, actor, { title: input.title! }));
    if (input.remarks !== undefined) steps.push(() => OPTION_HANDLERS.UPDATE_TASK_REMARK(tx, t, actor, { remark: input.remarks ?? '' }));
    if (input.levelId !== undefined) steps.push(() => OPTION_HANDLERS.UPDATE_TASK_LEVEL(tx, t, actor, { levelId: input.levelId! }));
    if (input.startDate !== undefined) steps.push(() => setDate(tx, t, actor, 'UPDATE_TASK_START_DATE', input.startDate!, true));
    if (input.deadline !== undefined) steps.push(() => setDate(tx, t, actor, 'UPDATE_TASK_DEADLINE_DATE', input.deadline!, true));
    if (input.realStartDate !== undefined) steps.push(() => setDate(tx, t, actor, 'UPDATE_TASK_REAL_START_DATE', input.realStartDate!, true));
    if (input.realDeadline !== undefined) steps.push(() => setDate(tx, t, actor, 'UPDATE_TASK_REAL_DEADLINE_DATE', input.realDeadline!, true));
    for (const step of steps) {
      await step();
      t = await lockedTask(tx, task.id);
    }
  });
  return freshDetail(db, scope, task.id);
}

/** Deletes a task: the 'delete' notice first (notices have no key on tasks), then the rows. */
export async function deleteTask(db: Db, scope: ProjectScope, taskId: string) {
  const task = await loadTask(db, scope, taskId);
  if (!canDeleteTask(scope, task)) throw Errors.forbidden();
  describeOperation({ targetId: task.id, targetName: task.title });
  await db.transaction(async (tx) => {
    await lockTaskOrder(tx, task.projectId);
    await noticeTo(tx, task, scope.actorId, await taskPeople(tx, task), 'delete');
    await deleteTaskComments(tx, { taskId: task.id });
    await tx.delete(tasks).where(eq(tasks.id, task.id));
    await closeGaps(tx, task.swimlaneId);
  });
  return { id: task.id };
}

/**
 * The one statement of a move: `taskId` into lane `to` (of board `boardId`) at `index` (clamped;
 * null = at the end), both lanes renumbered 0..n-1. The cards of the lane it leaves and the lane
 * it enters keep their order (sort, then creation, then id: the order the board shows); only rows
 * whose number or lane changes are written. Numbering in the database spares sending a lane's ids
 * out and back (a lane can hold hundreds of cards) and three more round trips.
 */
function moveStatement(taskId: string, from: string, to: string, boardId: string, index: number | null): SQL {
  // 2^31-1 is past the end of any lane: "at the end".
  const at = index ?? 2147483647;
  return sql`
    with o as (
      select id, swimlane_id, row_number() over (partition by swimlane_id order by sort, created_at, id) - 1 as pos
      from ${tasks} where swimlane_id in (${from}, ${to}) and id <> ${taskId}
    ),
    w as (
      select id, (case when swimlane_id = ${to} and pos >= ${at}::bigint then pos + 1 else pos end)::int as sort from o
      union all
      select ${taskId}::text, least(${at}::bigint, (select count(*) from o where swimlane_id = ${to}))::int
    )
    update ${tasks} t set sort = w.sort,
      swimlane_id = case when t.id = ${taskId} then ${to} else t.swimlane_id end,
      board_id = case when t.id = ${taskId} then ${boardId} else t.board_id end
    from w where t.id = w.id and (t.sort <> w.sort or t.id = ${taskId})`;
}

/**
 * Puts a task into `laneId` at `index` (clamped; undefined = at the end) and renumbers both
 * lanes densely. Writes MOVE_TASK_LANE and tells the people only when the lane changed.
 */
async function place(db: Db, scope: ProjectScope, taskId: string, laneId: string, index: number | undefined) {
  const task = await loadTask(db, scope, taskId);
  await needEditTask(db, scope, task);
  const { lane, board } = await loadLane(db, scope, laneId);
  await db.transaction(async (tx) => {
    await lockTaskOrder(tx, scope.projectId);
    const t = await lockedTask(tx, task.id);
    const moved = t.swimlaneId !== lane.id;
    describeOperation({ targetId: t.id, targetName: t.title, ...changedFields(t, { swimlaneId: lane.id, boardId: board.id }) });
    if (!moved && index === undefined) return;
    await tx.execute(moveStatement(t.id, t.swimlaneId, lane.id, board.id, index ?? null));
    if (moved) {
      const [from] = await tx.select({ title: taskSwimlanes.title }).from(taskSwimlanes).where(eq(taskSwimlanes.id, t.swimlaneId));
      await recordTaskEvent(tx, { ...t, swimlaneId: lane.id, boardId: board.id }, scope.actorId, {
        origin: 'MOVE_TASK_LANE',
        context: JSON.stringify({ from: from?.title ?? '', to: lane.title, fromId: t.swimlaneId, toId: lane.id }),
        notice: 'lane_move',
      });
    }
  });
  return freshDetail(db, scope, task.id);
}

/** The task-action modal: to the end of a lane, of this board or another of the project. */
export async function moveTask(db: Db, scope: ProjectScope, input: z.infer<typeof moveTaskBody>) {
  const { board } = await loadLane(db, scope, input.swimlanesId);
  if (board.id !== input.boardId) throw Errors.badInput('task.laneUnknown');
  return place(db, scope, input.id, input.swimlanesId, undefined);
}

/** A drag on the board: to `index` within the target lane. */
export function moveByUser(db: Db, scope: ProjectScope, input: z.infer<typeof moveByUserBody>) {
  return place(db, scope, input.id, input.swimlanesId, input.index);
}
