import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Project organisations: the companies and teams taking part in a project (spec 3 §2
// Organisation, §4 Organisation dialog; docs/project-organisations.md).

export const projectOrgs = pgTable(
  'project_orgs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    remark: text('remark'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The name is unique per project whatever its case (the service checks first to say which).
  (t) => [uniqueIndex('project_orgs_project_name_uq').on(t.projectId, sql`lower(${t.name})`), index('project_orgs_project_idx').on(t.projectId, t.createdAt)],
);

/** A project member's organisations (a member may be in several). */
export const projectOrgMembers = pgTable(
  'project_org_members',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => projectOrgs.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('project_org_members_member_idx').on(t.projectId, t.userId)],
);
