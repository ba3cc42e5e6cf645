import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { blobs } from '../files/tables';

/**
 * One conversion per IFC content (by sha256): copies, covers and fast uploads of the same
 * bytes share it. A file version's modelId is the version id; its model is the conversion of
 * its content. `status`: converting | complete | error (spec 2 §4).
 */
export const modelConversions = pgTable('model_conversions', {
  sourceSha256: text('source_sha256')
    .primaryKey()
    .references(() => blobs.sha256, { onDelete: 'cascade' }),
  fileType: text('file_type').notNull(),
  status: text('status').notNull(),
  /** Why a conversion failed (notIfc, badZip, noIfcInZip, unreadable, timeout, crashed). */
  error: text('error'),
  jobId: text('job_id'),
  attempts: integer('attempts').notNull().default(0),
  /** The fragments file in the blob store (its own blobs row, kept while this row lives). */
  fragmentsSha256: text('fragments_sha256'),
  fragmentsSize: bigint('fragments_size', { mode: 'number' }),
  schema: text('schema'),
  lengthUnit: text('length_unit'),
  rootId: integer('root_id'),
  elementCount: integer('element_count'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The spatial tree's nodes with their attributes and property sets, per converted content. */
export const modelElements = pgTable(
  'model_elements',
  {
    sourceSha256: text('source_sha256')
      .notNull()
      .references(() => modelConversions.sourceSha256, { onDelete: 'cascade' }),
    expressId: integer('express_id').notNull(),
    parentId: integer('parent_id'),
    ifcClass: text('ifc_class').notNull(),
    guid: text('guid'),
    name: text('name'),
    attrs: jsonb('attrs').notNull(),
    psets: jsonb('psets').notNull(),
    /** Order among siblings, as the IFC lists them. */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sourceSha256, t.expressId] }), index('model_elements_parent_idx').on(t.sourceSha256, t.parentId)],
);
