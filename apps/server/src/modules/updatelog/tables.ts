import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Release notes shown on /updateLog; one row per version, text in the three languages. */
export const updateLogs = pgTable('update_logs', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
  contentJa: text('content_ja').notNull(),
});
