import { randomUUID } from 'node:crypto';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { TASK_OPTION_BODIES, type NoticeAction, type RelatingType, type TaskDetail, type TaskLogOrigin, type TaskOption } from '@trestle/shared/task-schemas';
import type { Db, Tx } from '../../db/client';
import { Errors } from '../../http/errors';
import { zodMessage } from '../../http/validation';
import type { Lang } from '@trestle/shared';
import type { ProjectScope } from '../roles';
import { taskItems, tasks, taskUsers } from './tables';
import { loadTask, needEditTask, type Task } from './access';
import { recordTaskEvent } from './history';
import { requireMembers, userName } from './people';
import { freshDetail } from './view';
import { changedFields, describeOperation } from '../../db/operation';

// The task options of spec 3 §7 (POST /{taskId}/options/{action}): one change each, with its
// history entry and notice in the change's transaction. A change to the value the task already
// has writes nothing (no entry, no notice) and still answers ok. PUT /task/block/{id} applies
// its changed fields through the same functions.

export const SUB_ITEMS_MAX = 100;

type Body<A extends TaskOption> = z.infer<(typeof TASK_OPTION_BODIES)[A]>;
type Handler<A extends TaskOption> = (tx: Tx, task: Task, actor: string, body: Body<A>) => Promise<void>;

/** Dates: an end before its start is refused, whichever of the two is being set. */
export function checkDates(start: string | null, end: string | null) {
  if (start && end && end < start) throw Errors.badInput('v.date.endBeforeStart');
}

const DATE_FIELDS = {
  UPDATE_TASK_START_DATE: { column: 'startDate', set: 'start_set', clear: 'start_clear' },
  UPDATE_TASK_DEADLINE_DATE: { column: 'deadline', set: 'deadline_set', clear: 'deadline_clear' },
  UPDATE_TASK_REAL_START_DATE: { column: 'realStartDate', set: 'real_start_set', clear: 'real_start_clear' },
  UPDATE_TASK_REAL_DEADLINE_DATE: { column: 'realDeadline', set: 'real_deadline_set', clear: 'real_deadline_clear' },
} as const satisfies Record<string, { column: keyof Task; set: NoticeAction; clear: NoticeAction }>;

/** `checked`: the caller has already checked the dates it sets together (PUT /task/block/{id}). */
export async function setDate(tx: Tx, task: Task, actor: string, origin: keyof typeof DATE_FIELDS, value: string | null, checked = false) {
  const f = DATE_FIELDS[origin];
  if (task[f.column] === value) return;
  if (!checked) {
    const next = { ...task, [f.column]: value };
    checkDates(next.startDate, next.deadline);
    checkDates(next.realStartDate, next.realDeadline);
  }
  await tx
    .update(tasks)
    .set({ [f.column]: value })
    .where(eq(tasks.id, task.id));
  await recordTaskEvent(tx, task, actor, { origin, context: value, notice: value ? f.set : f.clear });
  describeOperation({ targetId: task.id, ...changedFields(task, { [f.column]: value }) });
}

async function setField(tx: Tx, task: Task, actor: string, origin: TaskLogOrigin, notice: NoticeAction, patch: Partial<Task>, context: string | null) {
  await tx.update(tasks).set(patch).where(eq(tasks.id, task.id));
  await recordTaskEvent(tx, task, actor, { origin, context, notice });
  const { finishedAt: _at, ...shown } = patch;
  describeOperation({ targetId: task.id, targetName: patch.title ?? task.title, ...changedFields(task, shown) });
}

async function addPerson(tx: Tx, task: Task, actor: string, userId: string, type: RelatingType) {
  const [exists] = await tx
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(and(eq(taskUsers.taskId, task.id), eq(taskUsers.userId, userId), eq(taskUsers.type, type)));
  if (exists) return;
  await requireMembers(tx, task.projectId, [userId]);
  await tx.insert(taskUsers).values({ id: randomUUID(), taskId: task.id, userId, type });
  const principal = type === 'PRINCIPAL';
  await recordTaskEvent(tx, task, actor, {
    origin: principal ? 'ADD_TASK_PRINCIPAL' : 'ADD_TASK_ACTOR',
    context: JSON.stringify({ userId, name: await userName(tx, userId) }),
    notice: principal ? 'principal_add' : 'actor_add',
  });
}

async function removePerson(tx: Tx, task: Task, actor: string, userId: string, type: RelatingType) {
  const gone = await tx
    .delete(taskUsers)
    .where(and(eq(taskUsers.taskId, task.id), eq(taskUsers.userId, userId), eq(taskUsers.type, type)))
    .returning({ id: taskUsers.id });
  if (!gone.length) return;
  const principal = type === 'PRINCIPAL';
  await recordTaskEvent(tx, task, actor, {
    origin: principal ? 'DELETE_TASK_PRINCIPAL' : 'DELETE_TASK_ACTOR',
    context: JSON.stringify({ userId, name: await userName(tx, userId) }),
    notice: principal ? 'principal_remove' : 'actor_remove',
    // The person just taken off the task hears about it too.
    alsoNotify: [userId],
  });
}

async function subItem(tx: Tx, task: Task, subId: string) {
  const [item] = await tx
    .select()
    .from(taskItems)
    .where(and(eq(taskItems.id, subId), eq(taskItems.taskId, task.id)));
  if (!item) throw Errors.badInput('task.subUnknown');
  return item;
}

async function setSubFinished(tx: Tx, task: Task, actor: string, subId: string, finished: boolean) {
  const item = await subItem(tx, task, subId);
  if (item.finished === finished) return;
  await tx.update(taskItems).set({ finished }).where(eq(taskItems.id, item.id));
  await recordTaskEvent(tx, task, actor, {
    origin: finished ? 'UPDATE_SUB_ITEM_FINISH' : 'UPDATE_SUB_ITEM_TODO',
    context: item.name,
    notice: finished ? 'sub_finish' : 'sub_reset',
  });
}

export const OPTION_HANDLERS: { [A in TaskOption]: Handler<A> } = {
  UPDATE_TASK_START_DATE: (tx, t, a, b) => setDate(tx, t, a, 'UPDATE_TASK_START_DATE', b.startDate),
  UPDATE_TASK_DEADLINE_DATE: (tx, t, a, b) => setDate(tx, t, a, 'UPDATE_TASK_DEADLINE_DATE', b.deadline),
  UPDATE_TASK_REAL_START_DATE: (tx, t, a, b) => setDate(tx, t, a, 'UPDATE_TASK_REAL_START_DATE', b.dateValue),
  UPDATE_TASK_REAL_DEADLINE_DATE: (tx, t, a, b) => setDate(tx, t, a, 'UPDATE_TASK_REAL_DEADLINE_DATE', b.dateValue),
  UPDATE_TASK_TITLE: async (tx, t, a, b) => {
    if (t.title !== b.title) await setField(tx, t, a, 'UPDATE_TASK_TITLE', 'title_change', { title: b.title }, b.title);
  },
  UPDATE_TASK_REMARK: async (tx, t, a, b) => {
    const remarks = b.remark ? b.remark : null;
    if (t.remarks !== remarks && !(t.remarks === '' && remarks === null)) await setField(tx, t, a, 'UPDATE_TASK_REMARK', 'remark_change', { remarks }, remarks);
  },
  UPDATE_TASK_LEVEL: async (tx, t, a, b) => {
    if (t.levelId !== b.levelId) await setField(tx, t, a, 'UPDATE_TASK_LEVEL', 'level_change', { levelId: b.levelId }, String(b.levelId));
  },
  ADD_TASK_PRINCIPAL: (tx, t, a, b) => addPerson(tx, t, a, b.userId, 'PRINCIPAL'),
  DELETE_TASK_PRINCIPAL: (tx, t, a, b) => removePerson(tx, t, a, b.userId, 'PRINCIPAL'),
  ADD_TASK_ACTOR: (tx, t, a, b) => addPerson(tx, t, a, b.user, 'ACTOR'),
  DELETE_TASK_ACTOR: (tx, t, a, b) => removePerson(tx, t, a, b.user, 'ACTOR'),
  CREATE_TASK_SUB_ITEM: async (tx, t, a, b) => {
    const [{ n, top }] = await tx
      .select({ n: count(), top: max(taskItems.sort) })
      .from(taskItems)
      .where(eq(taskItems.taskId, t.id));
    if (Number(n) >= SUB_ITEMS_MAX) throw Errors.badInput('task.subTooMany', { max: SUB_ITEMS_MAX });
    await tx.insert(taskItems).values({ id: randomUUID(), taskId: t.id, name: b.subName, sort: top === null ? 0 : Number(top) + 1 });
    await recordTaskEvent(tx, t, a, { origin: 'CREATE_TASK_SUB_ITEM', context: b.subName, notice: 'sub_save' });
  },
  DELETE_TASK_SUB_ITEM: async (tx, t, a, b) => {
    const item = await subItem(tx, t, b.subId);
    await tx.delete(taskItems).where(eq(taskItems.id, item.id));
    await recordTaskEvent(tx, t, a, { origin: 'DELETE_TASK_SUB_ITEM', context: item.name, notice: 'sub_delete' });
  },
  UPDATE_SUB_ITEM_NAME: async (tx, t, a, b) => {
    const item = await subItem(tx, t, b.subId);
    if (item.name === b.subName) return;
    await tx.update(taskItems).set({ name: b.subName }).where(eq(taskItems.id, item.id));
    await recordTaskEvent(tx, t, a, { origin: 'UPDATE_SUB_ITEM_NAME', context: b.subName, notice: 'sub_save' });
  },
  UPDATE_SUB_ITEM_FINISH: (tx, t, a, b) => setSubFinished(tx, t, a, b.subId, true),
  UPDATE_SUB_ITEM_TODO: (tx, t, a, b) => setSubFinished(tx, t, a, b.subId, false),
  TASK_FINISH: async (tx, t, a) => {
    if (t.finished) return;
    await setField(tx, t, a, 'TASK_FINISH', 'finish', { finished: true, taskStatus: 3, finishedAt: new Date() }, null);
  },
  TASK_TODO: async (tx, t, a) => {
    if (!t.finished) return;
    await setField(tx, t, a, 'TASK_TODO', 'reset', { finished: false, taskStatus: 0, finishedAt: null }, null);
  },
};

/** Re-reads the task under a row lock, so two changes of one task apply one after the other. */
export async function lockedTask(tx: Tx, taskId: string): Promise<Task> {
  const [t] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  if (!t) throw Errors.badInput('task.unknown');
  return t;
}

/** Applies one option to a task the caller may edit; `raw` is validated against the action's body. */
export async function applyOption(db: Db, scope: ProjectScope, lang: Lang, taskId: string, action: TaskOption, raw: unknown): Promise<TaskDetail> {
  const task = await loadTask(db, scope, taskId);
  await needEditTask(db, scope, task);
  const parsed = TASK_OPTION_BODIES[action].safeParse(raw);
  if (!parsed.success) throw Errors.badInput(zodMessage(parsed.error, lang));
  await db.transaction(async (tx) => {
    const fresh = await lockedTask(tx, task.id);
    describeOperation({ targetId: fresh.id, targetName: fresh.title });
    await (OPTION_HANDLERS[action] as Handler<TaskOption>)(tx, fresh, scope.actorId, parsed.data);
  });
  return freshDetail(db, scope, task.id);
}
