import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per throttled thing (kind + key, e.g. loginAccount + a user id) holding the count of
 * its current window, which opens at the first attempt and lasts LOGIN_WINDOW_MINUTES.
 * Shared by every server process through the database (throttle/throttle.ts).
 */
export const throttleCounts = pgTable(
  'throttle_counts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('throttle_counts_window_idx').on(t.windowStart)],
);
