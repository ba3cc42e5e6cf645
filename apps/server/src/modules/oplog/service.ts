import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import type { OplogFilter } from '@trestle/shared/oplog-schemas';
import type { OplogRow, OplogStatistics } from '@trestle/shared/oplog-responses';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { writeXlsx } from '../../lib/xlsx';
import { cappedCount } from '../../db/capped-count';
import { operationLogs } from './tables';

// Reading the operation log (docs/operation-log.md): a project's rows or an enterprise's, filtered
// by person, module, action and period, newest first. Nothing here writes: rows are written by
// the request mechanism (db/operation.ts, record.ts) and removed only by the retention sweep.

/** Whose log: one project's, or every row of an enterprise (its projects' included). */
export type LogScope = { projectId: string } | { enterpriseId: string };

type Filter = Pick<OplogFilter, 'userIds' | 'modules' | 'actions' | 'range' | 'from' | 'to'>;

const HOUR = 3600_000;
const RANGE_MS = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR, '90d': 90 * 24 * HOUR } as const;
/** Rows one export may hold. */
export const EXPORT_MAX_ROWS = 50_000;

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The filter as SQL conditions; a date-only `to` includes that whole day (UTC). */
export function conditions(scope: LogScope, f: Filter, now: Date): SQL[] {
  const c: SQL[] = ['projectId' in scope ? eq(operationLogs.projectId, scope.projectId) : eq(operationLogs.enterpriseId, scope.enterpriseId)];
  if (f.userIds?.length) c.push(inArray(operationLogs.actorId, f.userIds));
  if (f.modules?.length) c.push(inArray(operationLogs.module, f.modules));
  if (f.actions?.length) c.push(inArray(operationLogs.action, f.actions));
  if (f.range) c.push(gte(operationLogs.at, new Date(now.getTime() - RANGE_MS[f.range])));
  if (f.from) c.push(gte(operationLogs.at, new Date(f.from)));
  if (f.to) c.push(lt(operationLogs.at, isDateOnly(f.to) ? new Date(Date.parse(f.to) + 24 * HOUR) : new Date(Date.parse(f.to) + 1)));
  return c;
}

type LogRow = typeof operationLogs.$inferSelect;

function present(r: LogRow): OplogRow {
  const first = r.targets[0];
  return {
    id: r.id,
    time: r.at.toISOString(),
    user: { id: r.actorId, name: r.actorName, loginName: r.actorLogin },
    enterpriseId: r.enterpriseId,
    projectId: r.projectId,
    ip: r.ip,
    userAgent: r.userAgent,
    method: r.method,
    route: r.route,
    module: r.module,
    action: r.action,
    targetId: first?.targetId ?? null,
    targetName: first?.targetName ?? null,
    targets: r.targets,
  };
}

/**
 * One page of the filtered log, newest first (ties by id, so pages never overlap); the total is
 * counted at most COUNT_AHEAD rows past the page (`totalCapped`: there are more).
 */
export async function listLogs(deps: Deps, scope: LogScope, f: Filter & { pageNum: number; pageSize: number }) {
  const where = and(...conditions(scope, f, deps.now()));
  const offset = (f.pageNum - 1) * f.pageSize;
  const rows = await deps.db.select().from(operationLogs).where(where).orderBy(desc(operationLogs.at), desc(operationLogs.id)).limit(f.pageSize).offset(offset);
  const counted = await cappedCount(deps.db, deps.db.select({ id: operationLogs.id }).from(operationLogs).where(where).$dynamic(), offset);
  return { list: rows.map(present), total: counted.total, totalCapped: counted.capped };
}

/** Counts per person, module and action over the filtered rows, largest first. */
export async function logStatistics(deps: Deps, scope: LogScope, f: Filter): Promise<OplogStatistics> {
  const where = and(...conditions(scope, f, deps.now()));
  const n = sql<number>`count(*)::int`;
  const [people, modules, actions] = await Promise.all([
    deps.db
      .select({
        id: operationLogs.actorId,
        // The newest name the rows hold for the person.
        name: sql<string>`(array_agg(${operationLogs.actorName} order by ${operationLogs.at} desc))[1]`,
        loginName: sql<string>`(array_agg(${operationLogs.actorLogin} order by ${operationLogs.at} desc))[1]`,
        count: n,
      })
      .from(operationLogs)
      .where(where)
      .groupBy(operationLogs.actorId)
      .orderBy(desc(n), operationLogs.actorId),
    deps.db
      .select({ module: operationLogs.module, count: n })
      .from(operationLogs)
      .where(where)
      .groupBy(operationLogs.module)
      .orderBy(desc(n), operationLogs.module),
    deps.db
      .select({ action: operationLogs.action, count: n })
      .from(operationLogs)
      .where(where)
      .groupBy(operationLogs.action)
      .orderBy(desc(n), operationLogs.action),
  ]);
  return {
    total: people.reduce((s, p) => s + Number(p.count), 0),
    byPerson: people.map((p) => ({ ...p, count: Number(p.count) })),
    byModule: modules.map((m) => ({ ...m, count: Number(m.count) })),
    byAction: actions.map((a) => ({ ...a, count: Number(a.count) })),
  };
}

/** "field: before → after" per edited field, one target per line. */
function changesText(r: OplogRow): string {
  return r.targets
    .filter((t) => t.before || t.after)
    .map((t) => {
      const keys = [...new Set([...Object.keys(t.before ?? {}), ...Object.keys(t.after ?? {})])];
      const fields = keys.map((k) => `${k}: ${JSON.stringify(t.before?.[k] ?? null)} → ${JSON.stringify(t.after?.[k] ?? null)}`).join('; ');
      return t.targetName ? `${t.targetName}: ${fields}` : fields;
    })
    .join('\n');
}

/** A CSV cell: quoted, and a leading = + - @ defused so a spreadsheet does not run it as a formula. */
function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The filtered rows as an .xlsx or .csv file (headers in `lang`), newest first. */
export async function exportLogs(deps: Deps, scope: LogScope, f: Filter, format: 'xlsx' | 'csv', lang: Lang) {
  const where = and(...conditions(scope, f, deps.now()));
  const rows = await deps.db
    .select()
    .from(operationLogs)
    .where(where)
    .orderBy(desc(operationLogs.at), desc(operationLogs.id))
    .limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw Errors.badInput('oplog.tooMany', { max: EXPORT_MAX_ROWS });
  const cols = ['time', 'person', 'loginName', 'module', 'action', 'target', 'targetId', 'changes', 'ip', 'userAgent', 'route'] as const;
  const headers = cols.map((c) => translate(`oplog.col.${c}`, lang));
  const cells = rows
    .map(present)
    .map((r) => [
      r.time,
      r.user.name,
      r.user.loginName,
      r.module,
      r.action,
      r.targetName ?? '',
      r.targetId ?? '',
      changesText(r),
      r.ip,
      r.userAgent,
      `${r.method} ${r.route}`,
    ]);
  const stamp = deps.now().toISOString().slice(0, 10);
  const name = `${translate('oplog.sheet', lang)} ${stamp}.${format}`;
  if (format === 'csv') {
    // A byte order mark so spreadsheet programs read it as UTF-8; CRLF line ends (RFC 4180).
    const text = '\ufeff' + [headers, ...cells].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
    return { bytes: Buffer.from(text, 'utf8'), name, mime: 'text/csv; charset=utf-8', count: rows.length };
  }
  const bytes = await writeXlsx({ name: translate('oplog.sheet', lang), headers, rows: cells }, deps.now());
  return { bytes, name, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', count: rows.length };
}
