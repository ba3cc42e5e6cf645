import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * Grants set for one department ('org') or one user on top of their roles (the permission
 * matrix's overrides, docs/permission-matrix.md): enterprise-wide when projectId is null, else
 * for one project. A user override beats a department override beats the role grants; between
 * two departments of one person, allow wins (overrideGrantsSql in overrides.ts).
 */
export const permissionOverrides = pgTable(
  'permission_overrides',
  {
    enterpriseId: text('enterprise_id').notNull(),
    projectId: text('project_id'),
    subjectKind: text('subject_kind', { enum: ['user', 'org'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('permission_overrides_key').on(t.enterpriseId, sql`coalesce(${t.projectId}, '')`, t.subjectKind, t.subjectId, t.module, t.action),
    index('permission_overrides_subject_idx').on(t.subjectId),
    index('permission_overrides_project_idx').on(t.projectId),
  ],
);
