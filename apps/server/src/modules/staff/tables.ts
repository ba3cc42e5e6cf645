import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprise/tables';

/**
 * An enterprise's organisation: a tree of departments (spec 3 §3 "organisations"; the calls
 * get-org-structure, get-tree-orgs and the platform orgs calls). parentId null = a top level.
 */
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_enterprise_idx').on(t.enterpriseId), index('departments_parent_idx').on(t.parentId)],
);

/** Staff belong to one or more departments (spec: backUpOrgs). */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_members_user_idx').on(t.userId)],
);

/** What the enterprise records of a staff member beside the account: the staff post (spec 3 §5). */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    post: text('post'),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] })],
);
