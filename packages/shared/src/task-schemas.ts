import { z } from 'zod';
import { confirmed } from './rules';
import type { MessageKey } from './messages';
import { estimateHours } from './task-basics';

export * from './task-basics';
export * from './task-responses';

// The wire contract of boards, swimlanes, tasks ("blocks"), task options, extend data, reports,
// annotation links and the project task register (spec 3 §3–§9; docs/tasks.md): the requests.
// The answers are in task-responses.ts, what both build on in task-basics.ts; this file
// re-exports both so `@trestle/shared/task-schemas` keeps serving existing imports.

// --- constants (spec 3 §5, §9) --------------------------------------------------------------

export const TASK_CREATE_TITLE_MAX = 140;
export const TASK_CREATE_REMARKS_MAX = 128;
export const TASK_TITLE_MAX = 500;
export const TASK_NOTE_MAX = 500;
export const SUB_ITEM_NAME_MAX = 50;
export const BOARD_NAME_MAX = 50;
export const LANE_TITLE_MAX = 50;
export const TASK_STATUS_FINISHED = 3;
export const TASK_TARGETS = ['UP_COMING', 'PARTICIPANT', 'MINE'] as const;
export type TaskTarget = (typeof TASK_TARGETS)[number];
export const TASK_ORDER_BY = ['DEFAULT', 'CREATE_DATE', 'LAST_UPDATE', 'START_DATE', 'DEADLINE', 'LEVEL'] as const;
export type TaskOrderBy = (typeof TASK_ORDER_BY)[number];
export const TASK_FILTERS = ['all', 'unfinished', 'completed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
/** The annotation link already exists (spec 3 §5). */
export const LINK_EXISTS_CODE = 800;

/** The {taskId}/options/{action} list (spec 3 §7 Task options). */
export const TASK_OPTIONS = [
  'UPDATE_TASK_START_DATE',
  'UPDATE_TASK_DEADLINE_DATE',
  'UPDATE_TASK_REAL_START_DATE',
  'UPDATE_TASK_REAL_DEADLINE_DATE',
  'UPDATE_TASK_TITLE',
  'UPDATE_TASK_REMARK',
  'UPDATE_TASK_LEVEL',
  'ADD_TASK_PRINCIPAL',
  'DELETE_TASK_PRINCIPAL',
  'ADD_TASK_ACTOR',
  'DELETE_TASK_ACTOR',
  'CREATE_TASK_SUB_ITEM',
  'DELETE_TASK_SUB_ITEM',
  'UPDATE_SUB_ITEM_NAME',
  'UPDATE_SUB_ITEM_FINISH',
  'UPDATE_SUB_ITEM_TODO',
  'TASK_FINISH',
  'TASK_TODO',
] as const;
export type TaskOption = (typeof TASK_OPTIONS)[number];

/**
 * Notification actionType of each task event (spec 1 §4: task actions and their titles).
 * Approval notices (targetType 19650) use initiated / approved / rejected / revoked.
 */
export const TASK_NOTICE_ACTIONS = [
  'add',
  'delete',
  'finish',
  'reset',
  'allot',
  'comment',
  'post',
  'update',
  'add_comment',
  'reply_comment',
  'sub_finish',
  'sub_reset',
  'sub_delete',
  'sub_save',
  'deadline_set',
  'deadline_clear',
  'start_set',
  'start_clear',
  'real_start_set',
  'real_start_clear',
  'real_deadline_set',
  'real_deadline_clear',
  'level_change',
  'remark_change',
  'title_change',
  'lane_move',
  'annotation_add',
  'annotation_remove',
  'principal_add',
  'principal_remove',
  'actor_add',
  'actor_remove',
] as const;
export const APPROVAL_NOTICE_ACTIONS = ['initiated', 'approved', 'rejected', 'revoked'] as const;
export type NoticeAction = (typeof TASK_NOTICE_ACTIONS)[number] | (typeof APPROVAL_NOTICE_ACTIONS)[number];
export const NOTICE_TARGET_TYPES = ['task', 'issue', '19650'] as const;

// --- building blocks --------------------------------------------------------------------------

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const ids = z.array(id).max(1000);
/** A calendar day YYYY-MM-DD; null or '' clears the date. */
const day = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date.invalid' }), z.literal(''), z.null()], { message: 'v.date.invalid' })
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'v.date.invalid' });
const level = z.coerce.number({ message: 'task.level' }).int({ message: 'task.level' }).min(1, { message: 'task.level' }).max(3, { message: 'task.level' });
const text = (max: number, required: MessageKey) => z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: 'v.tooLong' });
const optText = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).optional().nullable();

// --- boards and swimlanes ---------------------------------------------------------------------

export const boardListBody = z.object({
  projectId: id,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** Boards holding tasks linked with annotations of this file / this annotation. */
  projectFileId: optId,
  annotationId: optId,
  appType: z.string().max(20).optional().nullable(),
  enterpriseId: optId,
  searchValue: z.string().trim().max(100).optional().nullable(),
});
/** Creates a board, or renames it when `id` is given. `swimlanes`: titles of the first lanes. */
export const saveBoardBody = z.object({
  projectId: id,
  id: optId,
  name: text(BOARD_NAME_MAX, 'task.boardName'),
  label: optText(50),
  appType: z.string().max(20).optional().nullable(),
  swimlanes: z.array(text(LANE_TITLE_MAX, 'task.laneName')).max(20).optional(),
});
export const boardIdParams = z.object({ projectId: id, id });
/** Deleting a board takes its lanes and tasks: `?confirm=true`. */
export const boardDeleteParams = boardIdParams.extend({ confirm: confirmed });
export const addLaneBody = z.object({ projectId: id, boardId: id, title: text(LANE_TITLE_MAX, 'task.laneName') });
export const renameLaneBody = z.object({ projectId: id, id, title: text(LANE_TITLE_MAX, 'task.laneName') });
export const laneIdParams = z.object({ projectId: id, id });
/** `?confirm=true` is needed when the lane still holds tasks (they go with it). */
export const laneDeleteParams = laneIdParams.extend({
  confirm: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
});
/** The board's lanes in their new order (every lane of the board, each once). */
export const sortLanesBody = z.object({ projectId: id, boardId: id, ids: z.array(id).min(1).max(100) });

// --- tasks ---------------------------------------------------------------------------------------

export const createTaskBody = z
  .object({
    projectId: id,
    swimlanesId: id,
    title: text(TASK_CREATE_TITLE_MAX, 'task.titleRequired'),
    remarks: optText(TASK_CREATE_REMARKS_MAX),
    levelId: level.default(1),
    actorUsers: z.array(id).max(100).optional(),
    principalUsers: z.array(id).max(100).optional(),
    startDate: day.optional(),
    deadline: day.optional(),
    updateType: z.literal('CREATE_TASK').optional(),
    /** Link the new task with this annotation at once (associate-task modal's create button). */
    annotationId: optId,
  })
  .refine((b) => !b.startDate || !b.deadline || b.deadline >= b.startDate, { message: 'v.date.endBeforeStart', path: ['deadline'] });

/** General edit of a task (PUT /task/block/{id}); each changed field writes its history entry. */
export const updateTaskBody = z.object({
  projectId: id,
  id,
  title: text(TASK_TITLE_MAX, 'task.titleRequired').optional(),
  remarks: optText(TASK_NOTE_MAX),
  levelId: level.optional(),
  startDate: day.optional(),
  deadline: day.optional(),
  realStartDate: day.optional(),
  realDeadline: day.optional(),
});
export const taskIdParams = z.object({ projectId: id, id });

/**
 * POST /task/block/search serves three readings of spec 3 §7:
 * - taskIds: those tasks in full (task detail);
 * - swimlanesIdList: the cards of those lanes;
 * - otherwise "my tasks": target, orderBy/order, status filter, searchValue, levelId, in one
 *   project or (no projectId) every project the caller can see.
 */
export const searchTasksBody = z.object({
  projectId: optId,
  appType: z.string().max(20).optional().nullable(),
  taskIds: ids.optional(),
  swimlanesIdList: ids.optional(),
  target: z.enum(TASK_TARGETS, { message: 'task.target' }).default('UP_COMING'),
  orderBy: z.enum(TASK_ORDER_BY, { message: 'task.orderBy' }).default('DEFAULT'),
  order: z.enum(['ASC', 'DESC'], { message: 'task.orderBy' }).default('DESC'),
  status: z.enum(TASK_FILTERS, { message: 'task.filter' }).default('all'),
  searchValue: z.string().trim().max(100).optional().nullable(),
  levelId: level.optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

/** Move from the task-action modal: to the end of a lane, of this board or another. */
export const moveTaskBody = z.object({
  projectId: id,
  id: z.string({ message: 'task.moveTarget' }).trim().min(1, { message: 'task.moveTarget' }).max(64),
  swimlanesId: z.string({ message: 'task.moveTarget' }).trim().min(1, { message: 'task.moveTarget' }).max(64),
  boardId: z.string({ message: 'task.moveTarget' }).trim().min(1, { message: 'task.moveTarget' }).max(64),
});
/** A drag on the board: to `index` (0-based) within the target lane. */
export const moveByUserBody = z.object({ projectId: id, id, swimlanesId: id, index: z.coerce.number().int().min(0).max(100000) });

const sub = z.object({ subId: id });
/** Body of POST /{taskId}/options/{action}, by action (spec 3 §7 Task options). */
export const TASK_OPTION_BODIES = {
  UPDATE_TASK_START_DATE: z.object({ startDate: day }),
  UPDATE_TASK_DEADLINE_DATE: z.object({ deadline: day }),
  UPDATE_TASK_REAL_START_DATE: z.object({ dateValue: day }),
  UPDATE_TASK_REAL_DEADLINE_DATE: z.object({ dateValue: day }),
  UPDATE_TASK_TITLE: z.object({ title: text(TASK_TITLE_MAX, 'task.titleRequired') }),
  UPDATE_TASK_REMARK: z.object({ remark: z.string().trim().max(TASK_NOTE_MAX, { message: 'v.tooLong' }).nullable().default('') }),
  UPDATE_TASK_LEVEL: z.object({ levelId: level }),
  ADD_TASK_PRINCIPAL: z.object({ userId: id }),
  DELETE_TASK_PRINCIPAL: z.object({ userId: id, id: optId }),
  ADD_TASK_ACTOR: z.object({ user: id }),
  DELETE_TASK_ACTOR: z.object({ user: id }),
  CREATE_TASK_SUB_ITEM: z.object({ subName: text(SUB_ITEM_NAME_MAX, 'task.subNameRequired') }),
  DELETE_TASK_SUB_ITEM: sub,
  UPDATE_SUB_ITEM_NAME: sub.extend({ subName: text(SUB_ITEM_NAME_MAX, 'task.subNameRequired') }),
  UPDATE_SUB_ITEM_FINISH: sub,
  UPDATE_SUB_ITEM_TODO: sub,
  TASK_FINISH: z.object({}),
  TASK_TODO: z.object({}),
} satisfies Record<TaskOption, z.ZodType>;
export const taskOptionParams = z.object({ projectId: id, taskId: id, action: z.enum(TASK_OPTIONS, { message: 'task.option' }) });

// --- extend data, reports, attachments ---------------------------------------------------------

export const saveExtendBody = z.object({
  projectId: id,
  taskId: id,
  name: text(50, 'task.extendName'),
  value: z.string().max(2000, { message: 'v.tooLong' }).default(''),
});
export const searchExtendBody = z.object({ projectId: id, taskId: optId, taskIds: ids.optional() });
export const deleteExtendBody = z.object({ projectId: id, taskId: id, name: text(50, 'task.extendName') });
export const reportParams = z.object({ projectId: id, id });
export const attachmentIdParams = z.object({ projectId: id, id });
export const TASK_ATTACHMENT_MAX = 100 * 1024 * 1024;
export const TASK_ATTACHMENT_NAME_MAX = 255;
/** GET /task/report/trend/{id}: `days` back from today (default 30). */
export const reportTrendQuery = reportParams.extend({
  days: z.coerce
    .number({ message: 'task.reportDays' })
    .int({ message: 'task.reportDays' })
    .min(7, { message: 'task.reportDays' })
    .max(180, { message: 'task.reportDays' })
    .default(30),
});
/** POST /task/attachment?projectId&taskId[&md5]: multipart, one `file` part; md5 (hex) is verified when sent. */
export const attachmentUploadQuery = z.object({
  projectId: id,
  taskId: id,
  md5: z
    .string({ message: 'v.md5' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{32}$/, { message: 'v.md5' })
    .optional(),
});
export const attachmentListQuery = z.object({ projectId: id, taskId: id });

// --- annotation links ------------------------------------------------------------------------

export const projectFileListQuery = z.object({ projectId: id, searchValue: z.string().trim().max(100).optional().nullable() });
export const annotationPickQuery = z.object({ projectId: id, projectFileId: id, taskId: optId });
export const annotationTaskBody = z.object({
  projectId: id,
  annotationId: id,
  taskId: z.string({ message: 'task.chooseTask' }).trim().min(1, { message: 'task.chooseTask' }).max(64),
});

// --- 3D model progress links (/protected/*-model-task) --------------------------------------------

export const MODEL_TASK_ELEMENTS_MAX = 10000;
/** IFC express ids of a model's elements (positive integers, 1..10000 of them, duplicates dropped). */
const elementIds = z
  .array(
    z.coerce
      .number({ message: 'modelTask.elementIds' })
      .int({ message: 'modelTask.elementIds' })
      .positive({ message: 'modelTask.elementIds' })
      .max(2 ** 31 - 1, { message: 'modelTask.elementIds' }),
    { message: 'modelTask.elementIds' },
  )
  .min(1, { message: 'modelTask.elementIds' })
  .max(MODEL_TASK_ELEMENTS_MAX, { message: 'modelTask.tooManyElements' })
  .transform((v) => [...new Set(v)]);
/** A task created together with the link (the fields of POST /task/block without projectId). */
export const newModelTask = z
  .object({
    swimlanesId: id,
    title: text(TASK_CREATE_TITLE_MAX, 'task.titleRequired'),
    remarks: optText(TASK_CREATE_REMARKS_MAX),
    levelId: level.default(1),
    principalUsers: z.array(id).max(100).optional(),
    startDate: day.optional(),
    deadline: day.optional(),
  })
  .refine((b) => !b.startDate || !b.deadline || b.deadline >= b.startDate, { message: 'v.date.endBeforeStart', path: ['deadline'] });
/** Links elements of a converted model with an existing task (taskId) or a new one (task). */
export const addModelTaskBody = z
  .object({ projectId: id, projectFileId: id, elementIds, taskId: optId, task: newModelTask.optional().nullable() })
  .refine((b) => !!b.taskId !== !!b.task, { message: 'modelTask.taskOrNew', path: ['taskId'] });
export const modelTasksBody = z.object({ projectId: id, projectFileId: id });
export const removeModelTaskBody = z.object({ projectId: id, id });

// --- project task register (/protected/projecttask/*) ------------------------------------------

const estimate = z
  .string()
  .trim()
  .max(20, { message: 'v.tooLong' })
  .refine((v) => v === '' || estimateHours(v) !== null, { message: 'projecttask.estimate' })
  .optional()
  .nullable();
const registerStatus = z.coerce
  .number({ message: 'projecttask.status' })
  .int({ message: 'projecttask.status' })
  .min(0, { message: 'projecttask.status' })
  .max(3, { message: 'projecttask.status' });
const hours = z.coerce.number({ message: 'projecttask.hours' }).min(0, { message: 'projecttask.hours' }).max(100000, { message: 'projecttask.hours' });

// Spec 3 §5 task list query: name trimmed and dropped when empty; empty status or category
// lists dropped; status sorted (and each status once).
export const registerListBody = z.object({
  projectId: id,
  name: z
    .string()
    .trim()
    .max(100, { message: 'v.tooLong' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  status: z
    .array(registerStatus)
    .max(4)
    .optional()
    .transform((a) => (a && a.length ? [...new Set(a)].sort((x, y) => x - y) : undefined)),
  category: z
    .array(id)
    .max(100)
    .optional()
    .transform((a) => (a && a.length ? a : undefined)),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export const registerAddBody = z.object({
  projectId: id,
  name: text(SUB_ITEM_NAME_MAX, 'projecttask.nameRequired'),
  categoryId: optId,
  startDate: day.optional(),
  estimate,
  actual: hours.optional(),
  worker: optId,
  remark: optText(500),
});
export const registerUpdateBody = registerAddBody.partial().extend({ projectId: id, id });
export const registerIdBody = z.object({ projectId: id, id });
export const registerStatusBody = z.object({ projectId: id, id, status: registerStatus, note: optText(500) });
/** The worker is the call's whole point: it must be sent (null or "" for nobody), never inferred from its absence. */
export const registerWorkerBody = z.object({ projectId: id, id, worker: z.string({ message: 'v.required' }).trim().max(64).nullable(), note: optText(500) });
export const categoryListBody = z.object({ projectId: id });
/** Creates a category, renames it (with id), or deletes it (id and `delete: true`; no name needed). */
export const saveCategoryBody = z
  .object({ projectId: id, id: optId, name: text(50, 'projecttask.categoryName').optional(), delete: z.boolean().optional() })
  .superRefine((v, ctx) => {
    if (v.delete && !v.id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'projecttask.categoryIdRequired' });
    if (!v.delete && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'projecttask.categoryName' });
  });
/** The enterprise's staff for pickers; with projectId only the project's members. */
export const staffNoPageBody = z.object({
  enterpriseId: optId,
  projectId: optId,
  name: z.string().trim().max(100, { message: 'v.tooLong' }).optional().nullable(),
});
/** Journal labels of the four statuses (spec 3 §4): 0 start, 1 implement, 2 end, 3 execute end. */
export const REGISTER_STATUSES = [0, 1, 2, 3] as const;
