import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomValue } from '@trestle/shared/custom-fields';

/**
 * A set of custom fields owned by one scope: (scope kind, scope id), e.g. ('project-type', the
 * type's id). Registers that want custom fields name their own scope kind (docs/custom-fields.md).
 */
export const customFieldSets = pgTable(
  'custom_field_sets',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    scopeKind: text('scope_kind').notNull(),
    scopeId: text('scope_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_field_sets_scope_uq').on(t.scopeKind, t.scopeId), index('custom_field_sets_enterprise_idx').on(t.enterpriseId)],
);

/** A field of a set: its key (stable, values are stored under it), label, type, options, required, order. */
export const customFields = pgTable(
  'custom_fields',
  {
    setId: text('set_id')
      .notNull()
      .references(() => customFieldSets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(), // CustomFieldType
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setId, t.key] })],
);

/** One record's value of one field (canonical: custom-fields.ts checkValue); goes with its field. */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    setId: text('set_id').notNull(),
    recordId: text('record_id').notNull(),
    fieldKey: text('field_key').notNull(),
    value: jsonb('value').$type<CustomValue>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.recordId, t.fieldKey] }),
    foreignKey({ columns: [t.setId, t.fieldKey], foreignColumns: [customFields.setId, customFields.key] }).onDelete('cascade'),
    index('custom_field_values_record_idx').on(t.recordId),
  ],
);
