import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fileNodes } from '../tables';

/**
 * A metadata template of one project (spec 2 §3 File metadata): a named set of fields that
 * files of the project can be described by. Templates are per project, like labels.
 */
export const fileMetaTemplates = pgTable(
  'file_meta_templates',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_meta_templates_name_uq').on(t.projectId, sql`lower(${t.name})`)],
);

/** A field of a template: text, number, date (YYYY-MM-DD) or select (one of `options`). */
export const fileMetaFields = pgTable(
  'file_meta_fields',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => fileMetaTemplates.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(), // 'text' | 'number' | 'date' | 'select'
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('file_meta_fields_template_idx').on(t.templateId, t.position)],
);

/** Which template describes a file (its "extension" metadata); at most one per file. */
export const fileMetaExtensions = pgTable(
  'file_meta_extensions',
  {
    nodeId: text('node_id')
      .primaryKey()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    templateId: text('template_id')
      .notNull()
      .references(() => fileMetaTemplates.id, { onDelete: 'cascade' }),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_meta_extensions_template_idx').on(t.projectId, t.templateId)],
);

/**
 * One value of one field on one file, stored as canonical text: numbers as JavaScript prints
 * them, dates as YYYY-MM-DD, select values as the option itself.
 */
export const fileMetaValues = pgTable(
  'file_meta_values',
  {
    nodeId: text('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    fieldId: text('field_id')
      .notNull()
      .references(() => fileMetaFields.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.fieldId] }), index('file_meta_values_field_idx').on(t.fieldId, t.value)],
);

/**
 * A link between two files of a project (spec 2 §7 Contacts). Links have no direction: the
 * pair is unique whichever file it was added from.
 */
export const fileContacts = pgTable(
  'file_contacts',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    contactFileId: text('contact_file_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_contacts_pair_uq').on(sql`least(${t.fileId}, ${t.contactFileId})`, sql`greatest(${t.fileId}, ${t.contactFileId})`),
    index('file_contacts_file_idx').on(t.fileId),
    index('file_contacts_contact_idx').on(t.contactFileId),
  ],
);
