import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from '../roles/tables';

/**
 * A folder, file or cabinet whose permissions differ from the project's role grants
 * (docs/sharing-permissions.md). No row: the node is public (inherits).
 * mode: 'restricted' for dms and cabinet; 'restrict_write' | 'restrict_role_write' for annotation.
 */
export const nodeAcls = pgTable(
  'node_acls',
  {
    targetId: text('target_id').notNull(),
    module: text('module').notNull(),
    projectId: text('project_id').notNull(),
    mode: text('mode').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.module] }), index('node_acls_project_idx').on(t.projectId, t.module)],
);

/** The role grants that apply at a restricted node (and below it). */
export const nodeAclGrants = pgTable(
  'node_acl_grants',
  {
    targetId: text('target_id').notNull(),
    module: text('module').notNull(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.module, t.roleId, t.action] })],
);
