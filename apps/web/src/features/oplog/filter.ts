import type { OplogRange } from '@trestle/shared/oplog-schemas';

// The operation log screens' filter and the body every call sends (docs/operation-log.md).

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
