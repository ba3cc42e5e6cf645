import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fileNodes } from '../files/tables';

/** Drawing cabinets of a project; they nest (parentId null = top level). */
export const cabinets = pgTable(
  'cabinets',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cabinets_parent_idx').on(t.projectId, t.parentId)],
);

/** A drawing in a cabinet (the spec's dataId): a document file, pinned at a version. */
export const cabinetDrawings = pgTable(
  'cabinet_drawings',
  {
    id: text('id').primaryKey(),
    cabinetId: text('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    nodeId: text('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    /** The version shown; null when that version was deleted (the current one is shown). */
    versionId: text('version_id'),
    displayDate: date('display_date', { mode: 'string' }).notNull(),
    addedBy: text('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cabinet_drawings_unique').on(t.cabinetId, t.nodeId),
    index('cabinet_drawings_node_idx').on(t.nodeId),
    index('cabinet_drawings_date_idx').on(t.cabinetId, t.displayDate),
  ],
);
