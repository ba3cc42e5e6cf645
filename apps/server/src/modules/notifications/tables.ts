import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One notice for one recipient (spec 1 §3 Notification). `id` is the wire's userNotifyId;
 * `notifyId` groups the copies of one event sent to several people.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    notifyId: text('notify_id').notNull(),
    userId: text('user_id').notNull(),
    sender: text('sender'),
    /** Query-like string: projectId=..&appType=..&taskId=.. or issueId=.. */
    targetId: text('target_id').notNull(),
    /** task, issue or the approval code 19650. */
    targetType: text('target_type').notNull(),
    actionType: text('action_type').notNull(),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Unread copies of this notice for the user (isReadNumber on the wire). */
    unread: integer('unread').notNull().default(1),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
