import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blobs, fileNodes, fileVersions } from '../files/tables';

/**
 * An annotation (postil) on a file: a viewpoint, optional markup (svg) and snapshot image
 * (spec 2 §3). `fileId` is the file node (the wire's projectFileId); `versionId` the version it
 * was made on (null once that version is deleted). The snapshot is a blob, kept from garbage
 * collection while a row points at it; `snapshotKey` is the unguessable part of its URL.
 * `status` is a BCF topic status; `bcfGuid` the topic Guid across BCF export and import.
 */
export const annotations = pgTable(
  'annotations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    versionId: text('version_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    remark: text('remark'),
    type: text('type').notNull().default('other'),
    status: text('status').notNull().default('Open'),
    viewpoint: jsonb('viewpoint').notNull().default({}),
    svg: text('svg'),
    snapshotSha256: text('snapshot_sha256').references(() => blobs.sha256),
    snapshotSize: bigint('snapshot_size', { mode: 'number' }),
    snapshotMime: text('snapshot_mime'),
    snapshotKey: text('snapshot_key'),
    bcfGuid: text('bcf_guid').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('annotations_file_idx').on(t.projectId, t.fileId, t.createdAt),
    uniqueIndex('annotations_snapshot_key_uq').on(t.snapshotKey),
    index('annotations_snapshot_sha_idx').on(t.snapshotSha256),
    index('annotations_bcf_guid_idx').on(t.fileId, t.bcfGuid),
  ],
);

/**
 * A comment on a business object (spec 3 §3 Comment: createUser, toUser, depth, commentTime,
 * context, commentId, ancestorId). Today business is 'annotation' and moduleId the annotation.
 * depth 0 is a thread's root; replies have depth 1 and ancestorId = the root.
 */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    business: text('business').notNull(),
    moduleId: text('module_id').notNull(),
    context: text('context').notNull(),
    createUser: text('create_user').notNull(),
    toUser: text('to_user'),
    ancestorId: text('ancestor_id'),
    depth: integer('depth').notNull().default(0),
    commentTime: timestamp('comment_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_module_idx').on(t.business, t.moduleId, t.commentTime)],
);
