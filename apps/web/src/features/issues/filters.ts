import type { IssueImportance, IssueStatus } from '@trestle/shared/issue-schemas';

// The list filters and people labels: pure, shared by the list screens, the form and the export.

/** The list filters as the screens hold them; `filterBody` turns them into the wire form. */
export interface IssueFilter {
  status: IssueStatus[];
  importance: IssueImportance[];
  leaderId: string | null;
  creatorId: string | null;
  meetingId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  search: string;
}
export const EMPTY_FILTER: IssueFilter = {
  status: [],
  importance: [],
  leaderId: null,
  creatorId: null,
  meetingId: null,
  dateFrom: null,
  dateTo: null,
  search: '',
};

/** Empty filters are left out, so the list, the export and the cache key agree on one form. */
export function filterBody(f: IssueFilter): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (f.status.length) out.status = f.status;
  if (f.importance.length) out.importance = f.importance;
  if (f.leaderId) out.leaderId = f.leaderId;
  if (f.creatorId) out.creatorId = f.creatorId;
  if (f.meetingId) out.meetingId = f.meetingId;
  if (f.dateFrom) out.dateFrom = f.dateFrom;
  if (f.dateTo) out.dateTo = f.dateTo;
  if (f.search.trim()) out.search = f.search.trim();
  return out;
}
export const isFiltered = (f: IssueFilter) => Object.keys(filterBody(f)).length > 0;

export interface ProblemUser {
  id: string;
  name: string;
  loginName: string;
}

/** Shown beside a name that more than one project member has (spec 3 §5: choose one user). */
export function userLabel(u: ProblemUser, all: ProblemUser[]): string {
  return all.some((o) => o.id !== u.id && o.name === u.name) ? `${u.name} (${u.loginName})` : u.name;
}
