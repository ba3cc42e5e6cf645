import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Roles exist per enterprise (projectId null) and per project. */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    projectId: text('project_id'),
    name: text('name').notNull(),
    remark: text('remark'),
    /** Sorting weight; role lists show the highest first. */
    defaultLevel: integer('default_level').notNull().default(0),
    /** Built-in roles (project admin, member, enterprise manager) cannot be deleted. */
    builtIn: text('built_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_project_idx').on(t.projectId), index('roles_enterprise_idx').on(t.enterpriseId)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.module, t.action] })],
);
