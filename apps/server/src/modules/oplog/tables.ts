import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperationTarget } from '../../db/operation';

// The operation log (docs/operation-log.md): one row per successful write request, written in
// the request's transaction. Append-only: no app path updates or deletes a row, except the
// retention sweep (OPLOG_RETENTION_DAYS) and the request itself adding targets a later
// transaction of the same request described.

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: text('actor_id').notNull(),
    /** The actor's name and login name as they were then (the account may be renamed or removed). */
    actorName: text('actor_name').notNull(),
    actorLogin: text('actor_login').notNull(),
    /** Where it happened: the enterprise (always, when the caller had one) and the project, if any. */
    enterpriseId: text('enterprise_id'),
    projectId: text('project_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** The server module that serves the route (files, issues, projects, …). */
    module: text('module').notNull(),
    /** create, update, delete, move, rename, … (http/oplog-classify.ts). */
    action: text('action').notNull(),
    /** What changed: ids, names and the edited fields before and after. */
    targets: jsonb('targets').$type<OperationTarget[]>().notNull().default([]),
  },
  (t) => [
    index('operation_logs_project_at_idx').on(t.projectId, t.at.desc(), t.id.desc()),
    index('operation_logs_enterprise_at_idx').on(t.enterpriseId, t.at.desc(), t.id.desc()),
    // A page and the count filtered by module (the log's most used filter), newest first.
    index('operation_logs_project_module_at_idx').on(t.projectId, t.module, t.at.desc(), t.id.desc()),
    index('operation_logs_enterprise_module_at_idx').on(t.enterpriseId, t.module, t.at.desc(), t.id.desc()),
    index('operation_logs_actor_at_idx').on(t.actorId, t.at.desc()),
    index('operation_logs_at_idx').on(t.at),
  ],
);
