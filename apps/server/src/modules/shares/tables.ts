import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { fileNodes } from '../files/tables';

/** A share link of one or more items of a project (docs/sharing-permissions.md "Share links"). */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0: no expiry. */
    validDays: integer('valid_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    identities: jsonb('identities').$type<string[]>().notNull(),
    /** Upper-case extraction code, or null for none. */
    code: text('code'),
    allowDownload: boolean('allow_download').notNull().default(true),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    visits: integer('visits').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [index('share_links_project_idx').on(t.projectId, t.createdAt)],
);

export const shareLinkItems = pgTable(
  'share_link_items',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.nodeId] }), index('share_link_items_node_idx').on(t.nodeId)],
);

/** What a visitor holds after passing the code: sent back in the `share` header (sha256 stored). */
export const shareGrants = pgTable(
  'share_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('share_grants_link_idx').on(t.linkId)],
);
