import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { fileNodes, fileVersions } from '../files/tables';

// Document approvals (ISO 19650 style reviews; spec 3 §3 Approval, §4; docs/approvals.md).

/**
 * One approval: the initiator asks the approvers to accept documents of the project.
 * status: in_process | rejected | revoked | resubmitted | completed. round: 1 on submit, +1 on
 * each resubmission (decisions and documents belong to a round).
 */
export const approvals = pgTable(
  'approvals',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    title: text('title').notNull(),
    remarks: text('remarks'),
    status: text('status').notNull().default('in_process'),
    round: integer('round').notNull().default(1),
    initiatorId: text('initiator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approvals_project_idx').on(t.projectId, t.updatedAt), index('approvals_initiator_idx').on(t.initiatorId, t.updatedAt)],
);

/** An approver and their decision in the current round (pending | approved | rejected). */
export const approvalApprovers = pgTable(
  'approval_approvers',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The order the initiator chose them in (shown in that order). */
    sort: integer('sort').notNull().default(0),
    decision: text('decision').notNull().default('pending'),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.userId] }), index('approval_approvers_user_idx').on(t.userId, t.decision)],
);

/** People kept informed (cc): they see the approval and hear of its state changes. */
export const approvalCc = pgTable(
  'approval_cc',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.userId] }), index('approval_cc_user_idx').on(t.userId)],
);

/**
 * A document as submitted in one round: the project file and the version it had then, so a
 * later version does not change what was reviewed. Name and type are kept as submitted; the
 * references go null when the file is purged or the version deleted, the row stays.
 */
export const approvalDocuments = pgTable(
  'approval_documents',
  {
    id: text('id').primaryKey(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    fileId: text('file_id').references(() => fileNodes.id, { onDelete: 'set null' }),
    versionId: text('version_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    fileType: text('file_type'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('approval_documents_approval_idx').on(t.approvalId, t.round)],
);

/** Who did what: one row per action (submit, approve, reject, resubmit, revoke, complete). */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: text('id').primaryKey(),
    /** Order of writing: an approval and the completion it causes share one instant. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    round: integer('round').notNull(),
    comment: text('comment'),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_history_approval_idx').on(t.approvalId, t.seq)],
);
