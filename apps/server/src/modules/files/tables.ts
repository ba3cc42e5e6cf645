import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Folders and files of a project's document area, one tree per project (parentId null = root).
 * A file's content lives in its versions; `currentVersionId` is the one shown.
 */
export const fileNodes = pgTable(
  'file_nodes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    parentId: text('parent_id'),
    kind: text('kind').notNull(), // 'folder' | 'file'
    name: text('name').notNull(),
    /** Lower-case extension for files ('pdf', 'ifc'); null for folders. */
    fileType: text('file_type'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    currentVersionId: text('current_version_id'),
    isInCabinet: boolean('is_in_cabinet').notNull().default(false),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the recycle bin (is_recycle); restorable until purged. */
    recycledAt: timestamp('recycled_at', { withTimezone: true }),
    recycledBy: text('recycled_by'),
  },
  (t) => [index('file_nodes_parent_idx').on(t.projectId, t.parentId), index('file_nodes_created_idx').on(t.projectId, t.createdAt)],
);

/** Labels (marks) of a project, attached to files and folders. */
export const fileLabels = pgTable('file_labels', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  name: text('name').notNull(),
  color: text('color'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fileNodeLabels = pgTable(
  'file_node_labels',
  {
    nodeId: text('node_id').notNull().references(() => fileNodes.id, { onDelete: 'cascade' }),
    labelId: text('label_id').notNull().references(() => fileLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.labelId] })],
);
