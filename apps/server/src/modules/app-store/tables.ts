import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An external web app of the platform's app store (spec: website calls), kept by system managers. */
export const webApps = pgTable(
  'web_apps',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('web_apps_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * The apps an enterprise enables for its projects (app keys: a built-in app's key, `web:<id>`
 * for a web app). No row: every built-in app, no web app (how it was before the store).
 */
export const enterpriseAppChoices = pgTable('enterprise_app_choices', {
  enterpriseId: text('enterprise_id').primaryKey(),
  keys: jsonb('keys').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The enabled apps a project's home shows, in order. No row: every enabled app. */
export const projectHomeAppChoices = pgTable('project_home_app_choices', {
  projectId: text('project_id').primaryKey(),
  keys: jsonb('keys').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
