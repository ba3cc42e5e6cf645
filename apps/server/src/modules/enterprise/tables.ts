import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const enterprises = pgTable('enterprises', {
  id: text('id').primaryKey(),
  nameCn: text('co_name_cn').notNull(),
  nameEn: text('co_name_en'),
  domain: text('co_domain'),
  rules: text('rules'),
  /** Storage quota in bytes (spec: storageSize). */
  storageSize: bigint('storage_size', { mode: 'number' }).notNull().default(10737418240),
  logo: text('logo'),
  logoType: text('logo_type'),
  /** Set while a system manager has suspended the enterprise (docs/platform.md): no sign-in, no share links. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendReason: text('suspend_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The member's enterprise role (roles table, scope enterprise). */
    roleId: text('role_id'),
    sort: integer('sort').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId] }),
    index('enterprise_members_user_idx').on(t.userId),
    // The staff list's page by join time (either direction), ties by user id (staff/staff.ts).
    index('enterprise_members_joined_idx').on(t.enterpriseId, t.joinedAt, t.userId),
  ],
);
