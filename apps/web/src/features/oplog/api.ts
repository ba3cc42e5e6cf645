import { contracts } from '@trestle/shared/contracts';
import type { OplogRange } from '@trestle/shared/oplog-schemas';
import type { OplogRow, OplogStatistics } from '@trestle/shared/oplog-responses';
import { postForBlob } from '../../api/client';
import { callRouteEnvelope, callRoute } from '../../api/callRoute';

// Calls of the operation log screens (docs/operation-log.md "The screens").

export type { OplogRow, OplogStatistics, OplogRange };

/** Whose log: a project's (its admins, project:log_statistics_allow) or the session enterprise's. */
export type LogSide = { kind: 'project'; projectId: string } | { kind: 'enterprise' };

/** The period: one of the spec's presets, or from–to (YYYY-MM-DD, both days included). */
export type Period = { range: OplogRange } | { from: string; to: string };

export interface LogFilter {
  userIds: string[];
  modules: string[];
  actions: string[];
  period: Period;
}

export const emptyFilter = (): LogFilter => ({ userIds: [], modules: [], actions: [], period: { range: '7d' } });

/** The body of every call: the side's id, the lists that are set, the period. */
export function filterBody(side: LogSide, f: LogFilter) {
  return {
    ...(side.kind === 'project' ? { projectId: side.projectId } : {}),
    ...(f.userIds.length ? { userIds: f.userIds } : {}),
    ...(f.modules.length ? { modules: f.modules } : {}),
    ...(f.actions.length ? { actions: f.actions } : {}),
    ...f.period,
  };
}

export const oplogKeys = {
  all: ['oplog'] as const,
  list: (side: LogSide, f: LogFilter, pageNum: number, pageSize: number) => ['oplog', side, 'list', f, pageNum, pageSize] as const,
  statistics: (side: LogSide, f: LogFilter) => ['oplog', side, 'statistics', f] as const,
};

export async function logPage(side: LogSide, f: LogFilter, pageNum: number, pageSize: number) {
  const contract = side.kind === 'project' ? contracts.projectOplogList : contracts.enterpriseOplogList;
  const env = await callRouteEnvelope(contract, { ...filterBody(side, f), pageNum, pageSize });
  return { list: env.data.list, total: env.pageTotal ?? env.data.total };
}

export function logStatistics(side: LogSide, f: LogFilter): Promise<OplogStatistics> {
  const contract = side.kind === 'project' ? contracts.projectOplogStatistics : contracts.enterpriseOplogStatistics;
  return callRoute(contract, filterBody(side, f));
}

/** The filtered rows as a file (the server names it; headers in the caller's language). */
export function exportLog(side: LogSide, f: LogFilter, format: 'xlsx' | 'csv') {
  const body = { ...filterBody(side, f), format };
  return side.kind === 'project'
    ? postForBlob('/protected/operation-log/project/export', body)
    : postForBlob('/protected/operation-log/enterprise/export', body);
}
