import { lt, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { operationLogs } from './tables';

const DAY = 24 * 3600_000;

/**
 * The retention sweep (hourly housekeeping): rows older than OPLOG_RETENTION_DAYS go; without
 * the setting (the default) the log is kept for ever. The only delete of log rows there is.
 */
export async function sweepOperationLogs(deps: Deps): Promise<number> {
  const days = deps.config.oplogRetentionDays;
  if (!days) return 0;
  const cutoff = new Date(deps.now().getTime() - days * DAY);
  const r = await deps.db.execute(
    sql`with gone as (delete from ${operationLogs} where ${lt(operationLogs.at, cutoff)} returning 1) select count(*)::int as n from gone`,
  );
  return Number((r.rows[0] as { n: number }).n);
}
