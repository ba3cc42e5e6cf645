import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprise';

// An enterprise's directory (AD/LDAP) sign-in settings (docs/directory.md). One row per
// enterprise. The service account's password is kept sealed (secrets/sealed.ts), never answered;
// the users' own directory passwords are never stored at all.

export interface GroupMapping {
  groupDn: string;
  roleId: string;
}

export const directorySettings = pgTable('directory_settings', {
  enterpriseId: text('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  startTls: boolean('start_tls').notNull().default(false),
  caCert: text('ca_cert'),
  bindDn: text('bind_dn').notNull(),
  /** AES-256-GCM sealed (secrets/sealed.ts), bound to the enterprise id. */
  bindPassword: text('bind_password').notNull(),
  userBaseDn: text('user_base_dn').notNull(),
  userFilter: text('user_filter').notNull(),
  attrEmail: text('attr_email').notNull().default('mail'),
  attrName: text('attr_name').notNull().default('displayName'),
  attrDepartment: text('attr_department'),
  groupMappings: jsonb('group_mappings').$type<GroupMapping[]>().notNull().default([]),
  jitMode: text('jit_mode', { enum: ['off', 'create'] })
    .notNull()
    .default('off'),
  jitDepartmentId: text('jit_department_id'),
  jitRoleId: text('jit_role_id'),
  enabled: boolean('enabled').notNull().default(true),
  timeoutMs: integer('timeout_ms').notNull().default(5000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
