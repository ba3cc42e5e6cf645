import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { blobs } from '../files/tables';
import { enterprises } from '../enterprise/tables';

// Plugin version management (docs/plugins.md): a catalogue of desktop and app plugins, the
// platform's (enterprise_id null, system managers) and each enterprise's own (plugin permission).

export const plugins = pgTable(
  'plugins',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    /** The actions the plugin offers: [{ key, name }]. */
    actions: jsonb('actions').$type<{ key: string; name: string }[]>().notNull().default([]),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plugins_scope_code').on(sql`coalesce(${t.enterpriseId}, '')`, sql`lower(${t.code})`)],
);

/** plugin depends on dependsOn; a depended-on plugin cannot be deleted (restrict). */
export const pluginDependencies = pgTable(
  'plugin_dependencies',
  {
    pluginId: text('plugin_id')
      .notNull()
      .references(() => plugins.id, { onDelete: 'cascade' }),
    dependsOnId: text('depends_on_id')
      .notNull()
      .references(() => plugins.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.pluginId, t.dependsOnId] }), index('plugin_dependencies_target').on(t.dependsOnId)],
);

export const pluginVersions = pgTable(
  'plugin_versions',
  {
    id: text('id').primaryKey(),
    pluginId: text('plugin_id')
      .notNull()
      .references(() => plugins.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => blobs.sha256),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('plugin_versions_label').on(t.pluginId, sql`lower(${t.version})`), index('plugin_versions_latest').on(t.pluginId, t.releasedAt)],
);

/**
 * A package streamed in and verified, waiting for the add or update that names it (its uploader
 * only, within a day). Its blob stays marked orphaned until a version takes it.
 */
export const pluginUploads = pgTable('plugin_uploads', {
  id: text('id').primaryKey(),
  sha256: text('sha256').notNull(),
  md5: text('md5').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
