import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { LinkedAnnotation, RelatingType, RelatingUser, SubItem, TaskAttachment, TaskCard, TaskDetail, TaskExtend, TaskLevel, TaskLog, TaskLogOrigin, TaskUserRef } from '@trestle/shared/task-schemas';
import type { DbOrTx } from '../../db/client';
import type { ProjectScope } from '../roles/service';
import { users } from '../accounts/tables';
import { projects } from '../projects/tables';
import { annotations, comments } from '../annotations/tables';
import { fileNodes } from '../files/tables';
import { annotationTaskLinks, taskAttachments, taskBoards, taskExtends, taskItems, taskLogs, tasks, taskSwimlanes, taskUsers } from './tables';
import { canDeleteTask, canEditTask, type Task } from './access';

// The response shapes of task-schemas.ts (TaskCard, TaskDetail) built from rows. Cards are
// built in batches: one query per related table for any number of tasks.

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

function countBy(rows: { taskId: string; n: number }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.taskId, Number(r.n)]));
}

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** Cards of the given tasks, in the order given. */
export async function taskCards(db: DbOrTx, rows: Task[]): Promise<TaskCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((t) => t.id);
  const laneIds = [...new Set(rows.map((t) => t.swimlaneId))];
  const projectIds = [...new Set(rows.map((t) => t.projectId))];
  const [lanes, people, items, commentN, annotationN, attachmentN, projectRows] = await Promise.all([
    db.select({ id: taskSwimlanes.id, title: taskSwimlanes.title, boardName: taskBoards.name }).from(taskSwimlanes).innerJoin(taskBoards, eq(taskBoards.id, taskSwimlanes.boardId)).where(inArray(taskSwimlanes.id, laneIds)),
    db.select({ id: taskUsers.id, taskId: taskUsers.taskId, userId: taskUsers.userId, type: taskUsers.type, name: users.name }).from(taskUsers).innerJoin(users, eq(users.id, taskUsers.userId)).where(inArray(taskUsers.taskId, ids)).orderBy(asc(taskUsers.createdAt), asc(taskUsers.id)),
    db.select().from(taskItems).where(inArray(taskItems.taskId, ids)).orderBy(asc(taskItems.sort), asc(taskItems.createdAt)),
    db.select({ taskId: comments.moduleId, n: count() }).from(comments).where(and(eq(comments.business, 'task'), inArray(comments.moduleId, ids))).groupBy(comments.moduleId),
    db.select({ taskId: annotationTaskLinks.taskId, n: count() }).from(annotationTaskLinks).where(inArray(annotationTaskLinks.taskId, ids)).groupBy(annotationTaskLinks.taskId),
    db.select({ taskId: taskAttachments.taskId, n: count() }).from(taskAttachments).where(inArray(taskAttachments.taskId, ids)).groupBy(taskAttachments.taskId),
    db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds)),
  ]);
  const laneOf = new Map(lanes.map((l) => [l.id, l]));
  const projectName = new Map(projectRows.map((p) => [p.id, p.name]));
  const comm = countBy(commentN), ann = countBy(annotationN), att = countBy(attachmentN);
  // Grouped once: a board can hold a thousand cards.
  const itemsOf = groupBy(items, (i) => i.taskId);
  const peopleOf = groupBy(people, (p) => p.taskId);
  return rows.map((t) => {
    const subs: SubItem[] = (itemsOf.get(t.id) ?? []).map((i) => ({ subId: i.id, subName: i.name, finished: i.finished }));
    const done = subs.filter((s) => s.finished).length;
    const relatingUsers: RelatingUser[] = (peopleOf.get(t.id) ?? []).map((p) => ({ id: p.id, userId: p.userId, type: p.type as RelatingType, tasksId: t.id, userName: p.name, abbreviation: abbreviation(p.name), color: colorOf(p.userId) }));
    const lane = laneOf.get(t.swimlaneId);
    return {
      taskId: t.id, id: t.id, title: t.title, remarks: t.remarks,
      levelId: t.levelId as TaskLevel, startDate: t.startDate, deadline: t.deadline, realStartDate: t.realStartDate, realDeadline: t.realDeadline,
      swimlanesId: t.swimlaneId, lane: lane?.title ?? '', boardId: t.boardId, boardName: lane?.boardName ?? '', projectId: t.projectId, projectName: projectName.get(t.projectId) ?? '',
      taskStatus: t.taskStatus, finished: t.finished,
      // Progress follows the sub-tasks; without any it is all or nothing.
      progress: subs.length ? Math.round((done / subs.length) * 100) : t.finished ? 100 : 0,
      sort: t.sort, createdBy: t.createdBy, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString(),
      relatingUsers, itemLists: subs,
      commentCount: comm.get(t.id) ?? 0, annotationCount: ann.get(t.id) ?? 0, attachmentCount: att.get(t.id) ?? 0,
    };
  });
}

/** The users a list of cards refers to (creators and people), for the list's `users`. */
export function usersOfCards(db: DbOrTx, cards: TaskCard[]): Promise<TaskUserRef[]> {
  return userRefs(db, cards.flatMap((c) => [c.createdBy, ...c.relatingUsers.map((u) => u.userId)]));
}

/** The task detail dialog: the card plus log, linked annotations, attachments, extend data. */
export async function taskDetail(db: DbOrTx, scope: ProjectScope, task: Task): Promise<TaskDetail> {
  const [card] = await taskCards(db, [task]);
  const [logs, linked, files, extend, lanes] = await Promise.all([
    db.select({ log: taskLogs, userName: users.name }).from(taskLogs).leftJoin(users, eq(users.id, taskLogs.fromUser)).where(eq(taskLogs.taskId, task.id)).orderBy(asc(taskLogs.createdAt), asc(taskLogs.id)),
    db
      .select({ id: annotations.id, name: annotations.name, projectFileId: annotations.fileId, fileName: fileNodes.name, fileType: fileNodes.fileType, type: annotations.type, snapshotKey: annotations.snapshotKey })
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
    logId: log.id, origin: log.origin as TaskLogOrigin, context: log.context, fromUser: log.fromUser, fromUserName: userName ?? '', createDate: log.createdAt.toISOString(), type: log.type, commentId: log.commentId,
  }));
  const annotationsListVoList: LinkedAnnotation[] = linked.map((a) => ({
    id: a.id, name: a.name, projectFileId: a.projectFileId, fileName: a.fileName, fileType: a.fileType ?? '', type: a.type,
    img: a.snapshotKey ? `/public/annotations/snapshot/${a.snapshotKey}` : null,
  }));
  const attachments: TaskAttachment[] = files.map((f) => ({ id: f.id, name: f.name, size: f.size, mime: f.mime, createdBy: f.createdBy, createdAt: f.createdAt.toISOString() }));
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
