import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blobs, fileNodes } from '../files/tables';
import { annotations } from '../annotations/tables';
import { tasks } from '../tasks/tables';

// Issues (technical queries, TQ), meetings and discussions (spec 3 §3 Issue (TQ), Meeting;
// docs/issues.md). Meetings come first: an issue may be raised in or attached to a meeting.

/** A coordination meeting of a project; `summary` is the minutes (≤ 5000). */
export const meetings = pgTable(
  'meetings',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    /** Label colour, #rrggbb. */
    labelColor: text('label_color').notNull().default('#1f4e79'),
    /** The day it is (was) held, YYYY-MM-DD. */
    meetingDate: date('meeting_date', { mode: 'string' }),
    summary: text('summary'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meetings_project_idx').on(t.projectId, t.createdAt), uniqueIndex('meetings_code_uq').on(t.projectId, t.code)],
);

/** The project files handed out for a meeting (its "documents"). */
export const meetingDocuments = pgTable(
  'meeting_documents',
  {
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.fileId] })],
);

/**
 * An issue (TQ). status: pending → underway → finish → closed (docs/issues.md "Workflow").
 * importance: normal, important, urgent, very_urgent. The drawing/model reference is a project
 * file, optionally one annotation on it. taskId: the task generated from the issue (at most one).
 */
export const issues = pgTable(
  'issues',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    importance: text('importance').notNull().default('normal'),
    leaderId: text('leader_id'),
    /** Who accepts the answer (closes a finished issue); must differ from the leader. */
    approverId: text('approver_id'),
    fileId: text('file_id').references(() => fileNodes.id, { onDelete: 'set null' }),
    annotationId: text('annotation_id').references(() => annotations.id, { onDelete: 'set null' }),
    axisCode: text('axis_code'),
    /** Axis height or elevation as written on the drawing (e.g. +3.600, FFL 12.50). */
    axisHeight: text('axis_height'),
    specialty: text('specialty'),
    meetingId: text('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /** Answer wanted by (YYYY-MM-DD). */
    dueDate: date('due_date', { mode: 'string' }),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('issues_project_idx').on(t.projectId, t.createdAt),
    uniqueIndex('issues_code_uq').on(t.projectId, t.code),
    index('issues_meeting_idx').on(t.meetingId),
    uniqueIndex('issues_task_uq').on(t.taskId),
  ],
);

/** The cc users of an issue (notified of every change). */
export const issueCc = pgTable(
  'issue_cc',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('issue_cc_user_idx').on(t.userId)],
);

/** A reply in an issue's thread (≤ 140 characters), with up to a few images. */
export const issueReplies = pgTable(
  'issue_replies',
  {
    id: text('id').primaryKey(),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_replies_issue_idx').on(t.issueId, t.createdAt)],
);

/** An image of a reply (JPG/JPEG/PNG ≤ 5 MB), stored in the blob store by its hash. */
export const issueReplyImages = pgTable(
  'issue_reply_images',
  {
    id: text('id').primaryKey(),
    replyId: text('reply_id')
      .notNull()
      .references(() => issueReplies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => blobs.sha256),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('issue_reply_images_reply_idx').on(t.replyId), index('issue_reply_images_sha_idx').on(t.sha256)],
);

/** The history of an issue: one row per change (action + JSON detail, e.g. { from, to }). */
export const issueHistory = pgTable(
  'issue_history',
  {
    id: text('id').primaryKey(),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: text('detail'),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_history_issue_idx').on(t.issueId, t.createdAt)],
);

/**
 * A project discussion topic. Its posts are comments (business 'discussion', moduleId = id):
 * roots and replies as for annotations and tasks. closedAt: no more posts.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** Optional subject: an issue or a meeting the topic is about. */
    issueId: text('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    meetingId: text('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    pinned: integer('pinned').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('discussions_project_idx').on(t.projectId, t.lastPostAt)],
);
