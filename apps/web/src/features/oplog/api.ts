import { contracts } from '@trestle/shared/contracts';
import type { OplogRow, OplogStatistics } from '@trestle/shared/oplog-responses';
import { postForBlob } from '../../api/client';
import { callRouteEnvelope, callRoute } from '../../api/callRoute';
import { filterBody, type LogFilter, type LogSide } from './filter';

// Calls of the operation log screens (docs/operation-log.md "The screens").

export type { OplogRow, OplogStatistics };
export { emptyFilter, filterBody, type LogFilter, type LogSide, type Period } from './filter';

export const oplogKeys = {
  all: ['oplog'] as const,
  list: (side: LogSide, f: LogFilter, pageNum: number, pageSize: number) => ['oplog', side, 'list', f, pageNum, pageSize] as const,
  statistics: (side: LogSide, f: LogFilter) => ['oplog', side, 'statistics', f] as const,
};

export async function logPage(side: LogSide, f: LogFilter, pageNum: number, pageSize: number) {
  const contract = side.kind === 'project' ? contracts.projectOplogList : contracts.enterpriseOplogList;
  const env = await callRouteEnvelope(contract, { ...filterBody(side, f), pageNum, pageSize });
  return { list: env.data.list, total: env.pageTotal ?? env.data.total, totalCapped: env.data.totalCapped };
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
