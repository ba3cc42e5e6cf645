import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blobs, fileNodes, fileVersions } from '../files/tables';

/**
 * A composite link (spec 2 §7 link-composite/*): one element of a model version (`modelId` =
 * the file version, `dbid` = the element's IFC express id) tied to a 2D drawing of the same
 * project (a PDF, DXF or image file), optionally to a page and a region of it. One link per
 * element. The picture (set-drawing-pic) is a blob kept from collection while a row points at
 * it; `picKey` is the unguessable part of its URL. Rows go with the model file, its version or
 * the drawing file (purge and version deletion drop them first so pictures become collectible;
 * the foreign keys cascade as a backstop).
 */
export const compositeLinks = pgTable(
  'composite_links',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    modelFileId: text('model_file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references(() => fileVersions.id, { onDelete: 'cascade' }),
    dbid: integer('dbid').notNull(),
    drawingFileId: text('drawing_file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    page: integer('page'),
    region: jsonb('region'),
    picSha256: text('pic_sha256').references(() => blobs.sha256),
    picSize: bigint('pic_size', { mode: 'number' }),
    picMime: text('pic_mime'),
    picKey: text('pic_key'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('composite_links_element_uq').on(t.modelId, t.dbid),
    index('composite_links_model_file_idx').on(t.modelFileId),
    index('composite_links_drawing_idx').on(t.drawingFileId),
    uniqueIndex('composite_links_pic_key_uq').on(t.picKey),
    index('composite_links_pic_sha_idx').on(t.picSha256),
  ],
);
