import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { OperationRecord, OperationWriter } from '../../db/operation';
import { operationLogs } from './tables';

/**
 * Writes an operation's log row (db/operation.ts calls it inside the request's transaction, or
 * after a handler that used none). A second transaction of the same request amends the row's
 * targets: the row is the request's, not yet seen by anyone when it changes.
 */
export const writeOperation: OperationWriter = async (db, r: OperationRecord) => {
  await (db as DbOrTx)
    .insert(operationLogs)
    .values({
      id: r.id,
      at: r.at,
      actorId: r.actorId,
      actorName: r.actorName,
      actorLogin: r.actorLogin,
      enterpriseId: r.enterpriseId,
      projectId: r.projectId,
      ip: r.ip,
      userAgent: r.userAgent,
      method: r.method,
      route: r.route,
      module: r.module,
      action: r.action,
      targets: r.targets,
    })
    .onConflictDoUpdate({ target: operationLogs.id, set: { targets: sql`excluded.targets` } });
};
