import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprise/tables';

// Notices (docs/notices.md): announcements to the whole platform (enterprise_id null) or to one
// enterprise's staff, with a validity window; kept apart from the per-user bell (notifications).

export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    audience: text('audience').notNull(),
    enterpriseId: text('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_scope').on(t.audience, t.enterpriseId, t.validFrom)],
);

/** Who has seen which notice (shown once after sign-in, then only from the menu). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: text('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
