import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, bigint } from 'drizzle-orm/pg-core';
import { blobs, fileNodes } from '../files/tables';
import { annotations } from '../annotations/tables';

// Boards, swimlanes and tasks (spec 3 §3 Task, Board; docs/tasks.md). The wire calls a task a
// "block" (/task/block) and a swimlane a "section" in some dialogs.

/** A task board of a project (appType 'tapd' for the board screen). */
export const taskBoards = pgTable(
  'task_boards',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    label: text('label'),
    appType: text('app_type').notNull().default('tapd'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_boards_project_idx').on(t.projectId, t.createdAt)],
);

/** A swimlane (column) of a board; `sort` orders the columns left to right (0-based, dense). */
export const taskSwimlanes = pgTable(
  'task_swimlanes',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => taskBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_swimlanes_board_idx').on(t.boardId, t.sort)],
);

/**
 * A task card. `sort` orders the cards within their swimlane (0-based, dense, rewritten in the
 * move's transaction). Dates are calendar days (YYYY-MM-DD). taskStatus 3 = finished.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    boardId: text('board_id')
      .notNull()
      .references(() => taskBoards.id, { onDelete: 'cascade' }),
    swimlaneId: text('swimlane_id')
      .notNull()
      .references(() => taskSwimlanes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    remarks: text('remarks'),
    /** 1 ordinary, 2 emergency, 3 super urgent. */
    levelId: integer('level_id').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    deadline: date('deadline', { mode: 'string' }),
    realStartDate: date('real_start_date', { mode: 'string' }),
    realDeadline: date('real_deadline', { mode: 'string' }),
    finished: boolean('finished').notNull().default(false),
    /** 0 not started, 1 executing, 3 finished (spec 3 §4). */
    taskStatus: integer('task_status').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not on (swimlane_id, sort): a drag renumbers up to two lanes, and with `sort` in no index
    // those updates are HOT (no index entries written), about twice as fast. Ordering a lane of a
    // few hundred cards in memory costs next to nothing.
    index('tasks_lane_idx').on(t.swimlaneId),
    index('tasks_board_idx').on(t.boardId),
    index('tasks_project_idx').on(t.projectId, t.updatedAt),
  ],
);

/** relatingUsers: a principal (assignee) or actor (participant) of a task. */
export const taskUsers = pgTable(
  'task_users',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** PRINCIPAL or ACTOR. */
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_users_uq').on(t.taskId, t.type, t.userId), index('task_users_user_idx').on(t.userId, t.type)],
);

/** itemLists: the sub-tasks of a task (name ≤ 50). */
export const taskItems = pgTable(
  'task_items',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    finished: boolean('finished').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_items_task_idx').on(t.taskId, t.sort)],
);

/**
 * logLists: one entry per change (origin = a history origin of spec 3 §3, e.g. UPDATE_TASK_TITLE,
 * COMMENT). `context` is the new value or a JSON detail; `commentId` ties COMMENT entries to
 * their comment row (comments table, business 'task').
 */
export const taskLogs = pgTable(
  'task_logs',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    context: text('context'),
    fromUser: text('from_user').notNull(),
    type: text('type').notNull().default('LOG'),
    commentId: text('comment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_logs_task_idx').on(t.taskId, t.createdAt)],
);

/** Extend data (/task/extend): named extra fields on a task, one value per name. */
export const taskExtends = pgTable(
  'task_extends',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_extends_uq').on(t.taskId, t.name)],
);

/** Attachments of a task: uploaded bytes kept as a blob (hash-verified, never half-written). */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => blobs.sha256),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_attachments_task_idx').on(t.taskId), index('task_attachments_sha_idx').on(t.sha256)],
);

/** Which annotation is linked with which task (docs/annotations.md; both sides read it). */
export const annotationTaskLinks = pgTable(
  'annotation_task_links',
  {
    annotationId: text('annotation_id')
      .notNull()
      .references(() => annotations.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.annotationId, t.taskId] }), index('annotation_task_links_task_idx').on(t.taskId)],
);

/**
 * Elements of a 3D model (a file, whatever its current version) linked with a task: the 3D
 * progress viewer colours them by the task's state (docs/models.md "3D progress"). elementIds
 * are IFC express ids, which stay stable across conversions of the same content.
 */
export const modelTaskLinks = pgTable(
  'model_task_links',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    elementIds: jsonb('element_ids').$type<number[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_task_links_file_idx').on(t.fileId, t.createdAt), index('model_task_links_task_idx').on(t.taskId)],
);
