import { z } from 'zod';
import { confirmed } from './rules';
import type { MessageKey } from './messages';

// The wire contract of boards, swimlanes, tasks ("blocks"), task options, extend data, reports,
// annotation links and the project task register (spec 3 §3–§9; docs/tasks.md). Inputs are
// zod schemas; responses are the TypeScript types below. Both the server and the web app use them.

// --- constants (spec 3 §5, §9) --------------------------------------------------------------

export const TASK_CREATE_TITLE_MAX = 140;
export const TASK_CREATE_REMARKS_MAX = 128;
export const TASK_TITLE_MAX = 500;
export const TASK_NOTE_MAX = 500;
export const SUB_ITEM_NAME_MAX = 50;
export const BOARD_NAME_MAX = 50;
export const LANE_TITLE_MAX = 50;
export const TASK_LEVELS = [1, 2, 3] as const;
export type TaskLevel = (typeof TASK_LEVELS)[number];
export const TASK_STATUS_FINISHED = 3;
export const TASK_TARGETS = ['UP_COMING', 'PARTICIPANT', 'MINE'] as const;
export type TaskTarget = (typeof TASK_TARGETS)[number];
export const TASK_ORDER_BY = ['DEFAULT', 'CREATE_DATE', 'LAST_UPDATE', 'START_DATE', 'DEADLINE', 'LEVEL'] as const;
export type TaskOrderBy = (typeof TASK_ORDER_BY)[number];
export const TASK_FILTERS = ['all', 'unfinished', 'completed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export const RELATING_TYPES = ['PRINCIPAL', 'ACTOR'] as const;
export type RelatingType = (typeof RELATING_TYPES)[number];
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

/** Every origin a task log entry can have (spec 3 §3 Task history origins). */
export const TASK_LOG_ORIGINS = [
  'CREATE_TASK',
  'UPDATE_TASK_TITLE',
  'UPDATE_TASK_REMARK',
  'TASK_TODO',
  'TASK_FINISH',
  'UPDATE_TASK_START_DATE',
  'UPDATE_TASK_DEADLINE_DATE',
  'UPDATE_TASK_REAL_START_DATE',
  'UPDATE_TASK_REAL_DEADLINE_DATE',
  'UPDATE_TASK_LEVEL',
  'CREATE_TASK_SUB_ITEM',
  'DELETE_TASK_SUB_ITEM',
  'UPDATE_SUB_ITEM_NAME',
  'UPDATE_SUB_ITEM_FINISH',
  'UPDATE_SUB_ITEM_TODO',
  'ADD_TASK_PRINCIPAL',
  'ADD_TASK_ACTOR',
  'DELETE_TASK_PRINCIPAL',
  'DELETE_TASK_ACTOR',
  'MOVE_TASK_LANE',
  'REMOVE_ALL_TASK_PRINCIPAL',
  'COMMENT',
  'COMMENT_REPLY',
  // Ours: annotation links and attachments also show in the activity log.
  'ADD_TASK_ANNOTATION',
  'REMOVE_TASK_ANNOTATION',
  'ADD_TASK_ATTACHMENT',
  'DELETE_TASK_ATTACHMENT',
  // Ours: extend data saved or deleted (context: JSON { name, value }).
  'UPDATE_TASK_EXTEND',
  'DELETE_TASK_EXTEND',
  // Ours: 3D model elements linked with / unlinked from the task (context: JSON { fileId, name, count }).
  'ADD_TASK_MODEL_ELEMENTS',
  'REMOVE_TASK_MODEL_ELEMENTS',
] as const;
export type TaskLogOrigin = (typeof TASK_LOG_ORIGINS)[number];

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

/** A link of a model's elements with a task, with what the progress colours need (progress/progress.ts linkRows). */
export const modelTaskLink = z.object({
  id: z.string(),
  projectFileId: z.string(),
  taskId: z.string(),
  elementIds: z.array(z.number()),
  createdBy: z.string(),
  createdAt: z.string(),
  title: z.string(),
  lane: z.string(),
  swimlanesId: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  levelId: z.literal(TASK_LEVELS),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  realStartDate: z.string().nullable(),
  realDeadline: z.string().nullable(),
  finished: z.boolean(),
  finishedAt: z.string().nullable(),
  taskStatus: z.number(),
  canEdit: z.boolean(),
});
export type ModelTaskLink = z.infer<typeof modelTaskLink>;
/** get-model-tasks: the model's links, oldest first. */
export const modelTaskLinks = z.array(modelTaskLink);
/** remove-model-task: the removed link and its task. */
export const modelTaskRemoved = z.object({ id: z.string(), taskId: z.string() });
export type ModelTaskRemoved = z.infer<typeof modelTaskRemoved>;

// --- project task register (/protected/projecttask/*) ------------------------------------------

/** 3w, 4d, 12h, 3d8h (a week is 5 days, a day 8 hours); parts in that order, at least one. */
export const ESTIMATE_PATTERN = /^\s*(?:(\d+(?:\.\d+)?)w)?\s*(?:(\d+(?:\.\d+)?)d)?\s*(?:(\d+(?:\.\d+)?)h)?\s*$/i;
export function estimateHours(estimate: string): number | null {
  const m = ESTIMATE_PATTERN.exec(estimate);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  return Number(m[1] ?? 0) * 40 + Number(m[2] ?? 0) * 8 + Number(m[3] ?? 0);
}
/** End date = start + estimate in (working) days, rounded up; calendar days as the spec says. */
export function registerEndDate(startDate: string | null, estimate: string | null): string | null {
  if (!startDate || !estimate) return null;
  const h = estimateHours(estimate);
  if (h === null) return null;
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Math.ceil(h / 8));
  return d.toISOString().slice(0, 10);
}
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
export type StaffRef = z.infer<typeof staffRef>;
/** Journal labels of the four statuses (spec 3 §4): 0 start, 1 implement, 2 end, 3 execute end. */
export const REGISTER_STATUSES = [0, 1, 2, 3] as const;

// --- response shapes ---------------------------------------------------------------------------

// Checked by the server on every answer in test runs (http/route.ts `output`).

export const taskUserRef = z.object({ id: z.string(), name: z.string(), loginName: z.string() });
export type TaskUserRef = z.infer<typeof taskUserRef>;
export const relatingUser = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(RELATING_TYPES),
  tasksId: z.string(),
  userName: z.string(),
  abbreviation: z.string(),
  color: z.string(),
});
export type RelatingUser = z.infer<typeof relatingUser>;
export const subItem = z.object({ subId: z.string(), subName: z.string(), finished: z.boolean() });
export type SubItem = z.infer<typeof subItem>;
export const taskLog = z.object({
  logId: z.string(),
  origin: z.enum(TASK_LOG_ORIGINS),
  context: z.string().nullable(),
  fromUser: z.string(),
  fromUserName: z.string(),
  createDate: z.string(),
  type: z.string(),
  commentId: z.string().nullable(),
});
export type TaskLog = z.infer<typeof taskLog>;
export const linkedAnnotation = z.object({
  id: z.string(),
  name: z.string(),
  projectFileId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  type: z.string(),
  img: z.string().nullable(),
});
export type LinkedAnnotation = z.infer<typeof linkedAnnotation>;
export const taskAttachment = z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string(), createdBy: z.string(), createdAt: z.string() });
export type TaskAttachment = z.infer<typeof taskAttachment>;
export const taskExtend = z.object({ id: z.string(), taskId: z.string(), name: z.string(), value: z.string(), updatedAt: z.string() });
export type TaskExtend = z.infer<typeof taskExtend>;

/** A card on the board and a row of "my tasks". */
export const taskCard = z.object({
  taskId: z.string(),
  id: z.string(),
  title: z.string(),
  remarks: z.string().nullable(),
  levelId: z.literal(TASK_LEVELS),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  realStartDate: z.string().nullable(),
  realDeadline: z.string().nullable(),
  swimlanesId: z.string(),
  lane: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskStatus: z.number(),
  finished: z.boolean(),
  progress: z.number(),
  sort: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  relatingUsers: z.array(relatingUser),
  itemLists: z.array(subItem),
  commentCount: z.number(),
  annotationCount: z.number(),
  attachmentCount: z.number(),
});
export type TaskCard = z.infer<typeof taskCard>;
/** The task detail dialog. */
export const taskDetail = taskCard.extend({
  logLists: z.array(taskLog),
  annotationsListVoList: z.array(linkedAnnotation),
  attachments: z.array(taskAttachment),
  extend: z.array(taskExtend),
  swimlanes: z.array(z.object({ swimlanesId: z.string(), title: z.string() })),
  /** What the caller may do. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetail>;
/** add-model-task: the task's detail (new or updated) and the link. */
export const modelTaskAdded = z.object({ task: taskDetail, link: modelTaskLink });
export type ModelTaskAdded = z.infer<typeof modelTaskAdded>;
export const swimlane = z.object({ swimlanesId: z.string(), id: z.string(), title: z.string(), sort: z.number(), myTaskList: z.array(taskCard) });
export type Swimlane = z.infer<typeof swimlane>;
export const boardSummary = z.object({
  boardId: z.string(),
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  appType: z.string(),
  taskCount: z.number(),
  finishedCount: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummary>;
export const boardDetail = boardSummary.extend({
  projectId: z.string(),
  swimlanes: z.array(swimlane),
  users: z.array(taskUserRef),
  canEdit: z.boolean(),
  canAdd: z.boolean(),
  canDelete: z.boolean(),
});
export type BoardDetail = z.infer<typeof boardDetail>;
export const taskSearchResult = z.object({ tasks: z.array(taskCard), users: z.array(taskUserRef), total: z.number() });
export type TaskSearchResult = z.infer<typeof taskSearchResult>;

/** The board list: a page of boards and what the caller may do with boards. */
export const boardList = z.object({ list: z.array(boardSummary), total: z.number(), canAdd: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() });
/** A lane as adding and renaming answer it. */
export const laneRef = z.object({ swimlanesId: z.string(), id: z.string(), title: z.string(), boardId: z.string() });
export const lanesSorted = z.object({ boardId: z.string(), ids: z.array(z.string()) });
export const laneDeleted = z.object({ id: z.string(), deletedTasks: z.number() });
/** A delete answers the id of what went. */
export const taskDeletedRef = z.object({ id: z.string() });

/** The link as the annotation side shows it (spec 3 §3 taskBordSwimVos). */
export interface TaskBoardSwim {
  taskId: string;
  boardId: string;
  boardName: string;
  swimName: string;
  taskStatus: number;
  title: string;
  projectId: string;
}

/** report/simple: counts of the board's tasks, per lane and per level (tasks/reports.ts). */
export const reportSimple = z.object({
  total: z.number(),
  finished: z.number(),
  unfinished: z.number(),
  overdue: z.number(),
  byLane: z.array(z.object({ swimlanesId: z.string(), title: z.string(), total: z.number(), finished: z.number() })),
  byLevel: z.array(z.object({ levelId: z.number(), total: z.number(), finished: z.number() })),
});
export type ReportSimple = z.infer<typeof reportSimple>;
/** report/principal: counts per principal; userId null for tasks without one. */
export const reportPrincipal = z.object({
  rows: z.array(z.object({ userId: z.string().nullable(), userName: z.string(), total: z.number(), finished: z.number(), overdue: z.number() })),
});
export type ReportPrincipal = z.infer<typeof reportPrincipal>;
/** report/trend: per day, tasks created, finished and open at the end of the day. */
export const reportTrend = z.object({ days: z.array(z.object({ date: z.string(), created: z.number(), finished: z.number(), open: z.number() })) });
export type ReportTrend = z.infer<typeof reportTrend>;

/** attachment/list: the task's attachments. */
export const taskAttachments = z.array(taskAttachment);
/** extend/search: the named values of one task or of several. */
export const taskExtends = z.array(taskExtend);
/** DELETE extend/: the task and the name that went. */
export const taskExtendDeleted = z.object({ taskId: z.string(), name: z.string() });
export type TaskExtendDeleted = z.infer<typeof taskExtendDeleted>;

/** A file of the annotation picker's first step (tasks/links.ts projectFileList). */
export const projectFileChoice = z.object({ projectFileId: z.string(), fileName: z.string(), fileType: z.string(), annotationCount: z.number() });
export type ProjectFileChoice = z.infer<typeof projectFileChoice>;
/** getProjectFileList: files with annotations the caller may see, and who made those annotations. */
export const projectFileChoices = z.object({ value: z.array(projectFileChoice), userList: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ProjectFileChoices = z.infer<typeof projectFileChoices>;
/** addAnnotationTask and removeAnnotationTask: the pair linked or unlinked. */
export const annotationTaskLink = z.object({ annotationId: z.string(), taskId: z.string() });
export type AnnotationTaskLink = z.infer<typeof annotationTaskLink>;

export const registerRow = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  status: z.number(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  startDate: z.string().nullable(),
  estimate: z.string().nullable(),
  estimateHours: z.number().nullable(),
  actual: z.number(),
  endDate: z.string().nullable(),
  worker: z.string().nullable(),
  workerN: z.string().nullable(),
  remark: z.string().nullable(),
  overrun: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegisterRow = z.infer<typeof registerRow>;
/** The register list: a page of rows and what the caller may do in the register. */
export const registerList = z.object({
  list: z.array(registerRow),
  total: z.number(),
  permissions: z.object({ add: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export const registerJournalEntry = z.object({
  id: z.string(),
  status: z.number(),
  worker: z.string().nullable(),
  workerN: z.string().nullable(),
  note: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type RegisterJournalEntry = z.infer<typeof registerJournalEntry>;
export const taskCategory = z.object({ id: z.string(), name: z.string(), sort: z.number(), count: z.number() });
export type TaskCategory = z.infer<typeof taskCategory>;
/** save-category: the saved category, or only its id when it was deleted. */
export const savedCategory = z.union([z.object({ id: z.string(), name: z.string(), sort: z.number() }), z.object({ id: z.string() })]);
export const staffRef = z.object({ id: z.string(), name: z.string(), loginName: z.string(), email: z.string().nullable() });
export const registerJournal = z.array(registerJournalEntry);
export const taskCategories = z.array(taskCategory);
export const staffList = z.array(staffRef);
