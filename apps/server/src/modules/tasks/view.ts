import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  LinkedAnnotation,
  RelatingType,
  RelatingUser,
  SubItem,
  TaskAttachment,
  TaskCard,
  TaskDetail,
  TaskExtend,
  TaskLevel,
  TaskLog,
  TaskLogOrigin,
  TaskUserRef,
} from '@trestle/shared/task-schemas';
import type { DbOrTx } from '../../db/client';
import type { ProjectScope } from '../roles';
import { snapshotUrls, annotations, comments } from '../annotations';
import { users } from '../accounts';
import { projects } from '../projects';
import { fileNodes } from '../files';
import { annotationTaskLinks, taskAttachments, taskBoards, taskExtends, taskItems, taskLogs, tasks, taskSwimlanes, taskUsers } from './tables';
import { canDeleteTask, canEditTask, type Task } from './access';
import { Errors } from '../../http/errors';

// The response shapes of task-schemas.ts (TaskCard, TaskDetail) built from rows. Cards are
// built in batches: one statement for any number of tasks (cardsSql).

const PALETTE = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#2f54eb', '#a0d911'];

/** Initials for the avatar: "Mia Member" → "MM", "padmin" → "PA". */
export function abbreviation(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
  return (parts[0] ?? '?').slice(0, 2).toUpperCase();
}

/** A stable colour per user, so one person has the same avatar colour everywhere. */
export function colorOf(userId: string): string {
  let h = 0;
  for (const c of userId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

export async function userRefs(db: DbOrTx, ids: Iterable<string>): Promise<TaskUserRef[]> {
  const list = [...new Set(ids)];
  if (!list.length) return [];
  const rows = await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, list));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/**
 * One card as the card statement returns it: the task's columns, its people and sub-tasks in
 * order, and three counts (null or 0 where there are none). The order of the values is the order of
 * `json_build_array` in cardsSql; keep the two together.
 */
type CardJson = [
  id: string,
  title: string,
  remarks: string | null,
  levelId: number,
  startDate: string | null,
  deadline: string | null,
  realStartDate: string | null,
  realDeadline: string | null,
  swimlaneId: string,
  boardId: string,
  projectId: string,
  taskStatus: number,
  finished: boolean,
  sort: number,
  createdBy: string,
  createdAt: string,
  updatedAt: string,
  // RELATED, in its order.
  people: [id: string, userId: string, type: string, name: string][] | null,
  items: [id: string, name: string, finished: boolean][] | null,
  comments: number | null,
  annotations: number | null,
  attachments: number | null,
];

/** The names a card shows, once per lane and project rather than once per card. */
interface CardNames {
  /** Lane id → [lane title, name of the lane's board]. */
  lanes: Record<string, [string, string]>;
  /** Project id → name. */
  projects: Record<string, string>;
}

/**
 * What hangs off a card, each from one table: `value` aggregated over the rows of `from` whose
 * `key` is the task (and that meet `where`). In the order of CardJson after the task's columns.
 */
const RELATED: { name: string; value: SQL; from: SQL; key: SQL; where?: SQL }[] = [
  {
    name: 'people',
    value: sql`json_agg(json_build_array(tu.id, tu.user_id, tu.type, u.name) order by tu.created_at, tu.id)`,
    from: sql`${taskUsers} tu join ${users} u on u.id = tu.user_id`,
    key: sql`tu.task_id`,
  },
  { name: 'items', value: sql`json_agg(json_build_array(id, name, finished) order by sort, created_at)`, from: sql`${taskItems}`, key: sql`task_id` },
  { name: 'comments', value: sql`count(*)::int`, from: sql`${comments}`, key: sql`module_id`, where: sql`business = 'task'` },
  { name: 'annotations', value: sql`count(*)::int`, from: sql`${annotationTaskLinks}`, key: sql`task_id` },
  { name: 'attachments', value: sql`count(*)::int`, from: sql`${taskAttachments}`, key: sql`task_id` },
];

/**
 * The cards of the tasks `source` selects (a select of task rows), in `order`, as ONE statement
 * answering JSON text. Why not a query per related table: on embedded PGlite every statement
 * queues on the one connection and each value of each row is decoded in JavaScript, so a board
 * of 1,000 cards spent most of its time shipping ~28,000 values (and 1,000-parameter IN lists)
 * across; built as JSON by the database it is one value, parsed by JSON.parse. Lane, board and
 * project names come once each (they were a fifth of a board's JSON).
 * `grouped`: the related rows are aggregated per table for all tasks at once and joined (a board:
 * 33 ms for 1,000 cards, where a subquery per card costs 51 ms); otherwise a subquery per card,
 * which plans faster (a task detail: 2.7 ms instead of 4.6 ms).
 */
function cardsSql(source: SQL, grouped: boolean, order?: SQL): SQL {
  const filter = (r: (typeof RELATED)[number]) => (r.where ? sql`${r.where} and ` : sql``);
  const ctes = grouped
    ? RELATED.map(
        (r) =>
          sql`, ${sql.raw(r.name)} as (select ${r.key} as task_id, ${r.value} as v from ${r.from} where ${filter(r)}${r.key} in (select id from b) group by ${r.key})`,
      )
    : [];
  const values = RELATED.map((r) => (grouped ? sql`${sql.raw(r.name)}.v` : sql`(select ${r.value} from ${r.from} where ${filter(r)}${r.key} = b.id)`));
  const joins = grouped ? RELATED.map((r) => sql` left join ${sql.raw(r.name)} on ${sql.raw(r.name)}.task_id = b.id`) : [];
  return sql`
    with b as (${source})${sql.join(ctes)}
    select
      (select coalesce(json_agg(json_build_array(
         b.id, b.title, b.remarks, b.level_id, b.start_date, b.deadline, b.real_start_date, b.real_deadline,
         b.swimlane_id, b.board_id, b.project_id, b.task_status, b.finished, b.sort, b.created_by, b.created_at, b.updated_at,
         ${sql.join(values, sql`, `)})${order ? sql` order by ${order}` : sql``}), '[]')
       from b${sql.join(joins)})::text as cards,
      (select coalesce(json_object_agg(l.id, json_build_array(l.title, tb.name)), '{}')
       from ${taskSwimlanes} l join ${taskBoards} tb on tb.id = l.board_id where l.id in (select swimlane_id from b))::text as lanes,
      (select coalesce(json_object_agg(pr.id, pr.name), '{}') from ${projects} pr where pr.id in (select project_id from b))::text as projects`;
}

async function cardsFrom(db: DbOrTx, source: SQL, grouped: boolean, order?: SQL): Promise<TaskCard[]> {
  const result = (await db.execute(cardsSql(source, grouped, order))) as unknown as { rows: { cards: string; lanes: string; projects: string }[] };
  const [row] = result.rows;
  const names: CardNames = { lanes: JSON.parse(row.lanes), projects: JSON.parse(row.projects) };
  return (JSON.parse(row.cards) as CardJson[]).map((c) => card(c, names));
}

function card(
  [
    id,
    title,
    remarks,
    levelId,
    startDate,
    deadline,
    realStartDate,
    realDeadline,
    swimlaneId,
    boardId,
    projectId,
    taskStatus,
    finished,
    sort,
    createdBy,
    createdAt,
    updatedAt,
    people,
    items,
    commentCount,
    annotationCount,
    attachmentCount,
  ]: CardJson,
  names: CardNames,
): TaskCard {
  const subs: SubItem[] = (items ?? []).map(([subId, subName, done]) => ({ subId, subName, finished: done }));
  const done = subs.filter((s) => s.finished).length;
  const relatingUsers: RelatingUser[] = (people ?? []).map(([pid, userId, type, name]) => ({
    id: pid,
    userId,
    type: type as RelatingType,
    tasksId: id,
    userName: name,
    abbreviation: abbreviation(name),
    color: colorOf(userId),
  }));
  const lane = names.lanes[swimlaneId];
  return {
    taskId: id,
    id,
    title,
    remarks,
    levelId: levelId as TaskLevel,
    startDate,
    deadline,
    realStartDate,
    realDeadline,
    swimlanesId: swimlaneId,
    lane: lane?.[0] ?? '',
    boardId,
    boardName: lane?.[1] ?? '',
    projectId,
    projectName: names.projects[projectId] ?? '',
    taskStatus,
    finished,
    // Progress follows the sub-tasks; without any it is all or nothing.
    progress: subs.length ? Math.round((done / subs.length) * 100) : finished ? 100 : 0,
    // The JSON carries the database's microseconds and time zone; the wire has milliseconds in UTC.
    sort,
    createdBy,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    relatingUsers,
    itemLists: subs,
    commentCount: commentCount ?? 0,
    annotationCount: annotationCount ?? 0,
    attachmentCount: attachmentCount ?? 0,
  };
}

/** Above this many cards, a list is built grouped (cardsSql); about where the two cost the same. */
export const GROUPED_FROM = 100;

/** Cards of the given tasks, in the order given (a task deleted meanwhile is left out). */
export async function taskCards(db: DbOrTx, rows: Task[]): Promise<TaskCard[]> {
  if (!rows.length) return [];
  // The ids as one array parameter: a list of a thousand parameters costs more to send and plan.
  const ids = rows.map((t) => t.id);
  const cards = await cardsFrom(db, sql`select * from ${tasks} where ${tasks.id} = any(${sql.param(ids)}::text[])`, ids.length > GROUPED_FROM);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is TaskCard => !!c);
}

/** Every card of a board, in lane order (sort, then creation); selected by board, not by ids. */
export function boardCards(db: DbOrTx, boardId: string): Promise<TaskCard[]> {
  return cardsFrom(db, sql`select * from ${tasks} where ${tasks.boardId} = ${boardId}`, true, sql`b.sort, b.created_at`);
}

/** The users a list of cards refers to (creators and people), for the list's `users`. */
export function usersOfCards(db: DbOrTx, cards: TaskCard[]): Promise<TaskUserRef[]> {
  return userRefs(
    db,
    cards.flatMap((c) => [c.createdBy, ...c.relatingUsers.map((u) => u.userId)]),
  );
}

/** The task detail dialog: the card plus log, linked annotations, attachments, extend data. */
export async function taskDetail(db: DbOrTx, scope: ProjectScope, task: Task): Promise<TaskDetail> {
  const [card] = await taskCards(db, [task]);
  if (!card) throw Errors.badInput('task.unknown');
  const [logs, linked, files, extend, lanes] = await Promise.all([
    db
      .select({ log: taskLogs, userName: users.name })
      .from(taskLogs)
      .leftJoin(users, eq(users.id, taskLogs.fromUser))
      .where(eq(taskLogs.taskId, task.id))
      .orderBy(asc(taskLogs.createdAt), asc(taskLogs.id)),
    db
      .select({
        id: annotations.id,
        name: annotations.name,
        projectFileId: annotations.fileId,
        fileName: fileNodes.name,
        fileType: fileNodes.fileType,
        type: annotations.type,
        snapshotKey: annotations.snapshotKey,
      })
      .from(annotationTaskLinks)
      .innerJoin(annotations, eq(annotations.id, annotationTaskLinks.annotationId))
      .innerJoin(fileNodes, eq(fileNodes.id, annotations.fileId))
      .where(eq(annotationTaskLinks.taskId, task.id))
      .orderBy(asc(annotationTaskLinks.createdAt)),
    db.select().from(taskAttachments).where(eq(taskAttachments.taskId, task.id)).orderBy(asc(taskAttachments.createdAt)),
    db.select().from(taskExtends).where(eq(taskExtends.taskId, task.id)).orderBy(asc(taskExtends.name)),
    db.select().from(taskSwimlanes).where(eq(taskSwimlanes.boardId, task.boardId)).orderBy(asc(taskSwimlanes.sort)),
  ]);
  const logLists: TaskLog[] = logs.map(({ log, userName }) => ({
    logId: log.id,
    origin: log.origin as TaskLogOrigin,
    context: log.context,
    fromUser: log.fromUser,
    fromUserName: userName ?? '',
    createDate: log.createdAt.toISOString(),
    type: log.type,
    commentId: log.commentId,
  }));
  // The tasks module keeps no injected clock; the tickets' clock is the wall clock here.
  const snapshots = snapshotUrls({ db, now: () => new Date() }, scope);
  const annotationsListVoList: LinkedAnnotation[] = await Promise.all(
    linked.map(async (a) => ({
      id: a.id,
      name: a.name,
      projectFileId: a.projectFileId,
      fileName: a.fileName,
      fileType: a.fileType ?? '',
      type: a.type,
      img: await snapshots(a.projectFileId, a.snapshotKey),
    })),
  );
  const attachments: TaskAttachment[] = files.map((f) => ({
    id: f.id,
    name: f.name,
    size: f.size,
    mime: f.mime,
    createdBy: f.createdBy,
    createdAt: f.createdAt.toISOString(),
  }));
  const ext: TaskExtend[] = extend.map((e) => ({ id: e.id, taskId: e.taskId, name: e.name, value: e.value, updatedAt: iso(e.updatedAt)! }));
  return {
    ...card,
    logLists,
    annotationsListVoList,
    attachments,
    extend: ext,
    swimlanes: lanes.map((l) => ({ swimlanesId: l.id, title: l.title })),
    canEdit: await canEditTask(db, scope, task),
    canDelete: canDeleteTask(scope, task),
  };
}

/** Re-reads a task and answers its detail (after a change). */
export async function freshDetail(db: DbOrTx, scope: ProjectScope, taskId: string): Promise<TaskDetail> {
  const [t] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  return taskDetail(db, scope, t);
}
