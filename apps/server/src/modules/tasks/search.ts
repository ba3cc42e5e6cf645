import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { searchTasksBody, TaskCard, TaskSearchResult } from '@trestle/shared/task-schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { projectFacts } from '../projects';
import { tasks, taskSwimlanes, taskBoards, taskUsers } from './tables';
import { may, need } from './access';
import { taskCards, taskDetail, usersOfCards } from './view';

// POST /task/block/search: three readings (task-schemas.ts searchTasksBody).
// - taskIds: those tasks in full; swimlanesIdList: the cards of those lanes (both need projectId);
// - "my tasks": UP_COMING (unfinished, I am a principal), PARTICIPANT (I am an actor), MINE (I
//   created it), in one project or in every project where the caller may enter tasks.

type Input = z.infer<typeof searchTasksBody>;

/** Escapes LIKE wildcards so a search for "50%" finds "50%" (PostgreSQL's default escape is \). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchTasks(db: Db, actor: Actor, scope: ProjectScope | null, input: Input): Promise<TaskSearchResult> {
  if (input.taskIds || input.swimlanesIdList) {
    if (!scope) throw Errors.badInput('err.fieldRequired', { field: 'projectId' });
    need(scope, 'enter');
    return input.taskIds ? byIds(db, scope, input.taskIds) : byLanes(db, scope, input.swimlanesIdList!);
  }
  return myTasks(db, actor, scope, input);
}

async function byIds(db: Db, scope: ProjectScope, ids: string[]): Promise<TaskSearchResult> {
  const rows = ids.length
    ? await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.projectId, scope.projectId), inArray(tasks.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = [...new Set(ids)].map((id) => byId.get(id)).filter((r) => !!r);
  const details = [];
  for (const t of ordered) details.push(await taskDetail(db, scope, t));
  return { tasks: details, users: await usersOfCards(db, details), total: details.length };
}

async function byLanes(db: Db, scope: ProjectScope, laneIds: string[]): Promise<TaskSearchResult> {
  const rows = laneIds.length
    ? await db
        .select({ t: tasks })
        .from(tasks)
        .innerJoin(taskSwimlanes, eq(taskSwimlanes.id, tasks.swimlaneId))
        .where(and(eq(tasks.projectId, scope.projectId), inArray(tasks.swimlaneId, laneIds)))
        .orderBy(asc(taskSwimlanes.sort), asc(tasks.sort), asc(tasks.createdAt))
    : [];
  const cards = await taskCards(
    db,
    rows.map((r) => r.t),
  );
  return { tasks: cards, users: await usersOfCards(db, cards), total: cards.length };
}

/** The caller is on the task as a principal / an actor. */
function involvement(db: Db, userId: string, type: 'PRINCIPAL' | 'ACTOR') {
  return exists(
    db
      .select({ one: sql`1` })
      .from(taskUsers)
      .where(and(eq(taskUsers.taskId, tasks.id), eq(taskUsers.userId, userId), eq(taskUsers.type, type))),
  );
}

function orderOf(input: Input): SQL[] {
  const dir = input.order === 'ASC' ? asc : desc;
  const nullsLast = (col: typeof tasks.deadline | typeof tasks.startDate) => sql`${col} ${sql.raw(input.order === 'ASC' ? 'asc' : 'desc')} nulls last`;
  switch (input.orderBy) {
    case 'CREATE_DATE':
      return [dir(tasks.createdAt), asc(tasks.id)];
    case 'LAST_UPDATE':
      return [dir(tasks.updatedAt), asc(tasks.id)];
    case 'START_DATE':
      return [nullsLast(tasks.startDate), desc(tasks.createdAt), asc(tasks.id)];
    case 'DEADLINE':
      return [nullsLast(tasks.deadline), desc(tasks.createdAt), asc(tasks.id)];
    case 'LEVEL':
      return [dir(tasks.levelId), desc(tasks.createdAt), asc(tasks.id)];
    case 'DEFAULT':
      // The nearest deadline first for what is coming up; otherwise the latest change first.
      return input.target === 'UP_COMING'
        ? [sql`${tasks.deadline} asc nulls last`, desc(tasks.levelId), asc(tasks.createdAt), asc(tasks.id)]
        : [desc(tasks.updatedAt), asc(tasks.id)];
  }
}

async function myTasks(db: Db, actor: Actor, scope: ProjectScope | null, input: Input): Promise<TaskSearchResult> {
  const me = actor.userId;
  const where: SQL[] = [];
  if (input.target === 'UP_COMING') where.push(involvement(db, me, 'PRINCIPAL'), eq(tasks.finished, false));
  else if (input.target === 'PARTICIPANT') where.push(involvement(db, me, 'ACTOR'));
  else where.push(eq(tasks.createdBy, me));
  if (input.status === 'unfinished') where.push(eq(tasks.finished, false));
  if (input.status === 'completed') where.push(eq(tasks.finished, true));
  if (input.levelId) where.push(eq(tasks.levelId, input.levelId));
  if (input.searchValue) {
    const like = `%${escapeLike(input.searchValue)}%`;
    where.push(or(ilike(tasks.title, like), ilike(tasks.remarks, like))!);
  }
  if (input.appType) where.push(eq(taskBoards.appType, input.appType));

  let projectIds: string[];
  if (scope) {
    need(scope, 'enter');
    projectIds = [scope.projectId];
  } else {
    // Every project the matching tasks live in, kept only where the caller may still enter tasks
    // (a member who left a project, or lost task:enter, no longer sees its tasks).
    const candidates = await db
      .selectDistinct({ projectId: tasks.projectId })
      .from(tasks)
      .innerJoin(taskBoards, eq(taskBoards.id, tasks.boardId))
      .where(and(...where));
    projectIds = [];
    for (const { projectId } of candidates) {
      const facts = await projectFacts(db, actor, projectId);
      if (facts && may(facts, 'enter')) projectIds.push(projectId);
    }
  }
  if (!projectIds.length) return { tasks: [], users: [], total: 0 };
  where.push(inArray(tasks.projectId, projectIds));

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(taskBoards, eq(taskBoards.id, tasks.boardId))
    .where(and(...where));
  const rows = await db
    .select({ t: tasks })
    .from(tasks)
    .innerJoin(taskBoards, eq(taskBoards.id, tasks.boardId))
    .where(and(...where))
    .orderBy(...orderOf(input))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const cards: TaskCard[] = await taskCards(
    db,
    rows.map((r) => r.t),
  );
  return { tasks: cards, users: await usersOfCards(db, cards), total: Number(total) };
}
