import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { IssueDetail, IssueImportance, IssueList, IssueStatus, IssueSummary, ProblemUsers } from '@trestle/shared/issue-schemas';
import { ApiError, headers, type Envelope } from '../../api/client';
import { useProject } from '../../api/project';
import i18n from '../../i18n';
import { filterBody, type IssueFilter, type ProblemUser } from './filters';
import { issueAbilities } from './abilities';

export { EMPTY_FILTER, filterBody, isFiltered, userLabel, type IssueFilter, type ProblemUser } from './filters';
export { rowAbilities, type IssueAbilities } from './abilities';

// The issue calls (docs/issues.md), shared by the list screens and the detail page.

export type { IssueDetail, IssueImportance, IssueList, IssueStatus, IssueSummary };
/** "My issues" rows name their project. */
export type IssueRow = IssueSummary & { projectName?: string };
export type IssuePage = Omit<IssueList, 'list'> & { list: IssueRow[] };

/** What the issue form sends to add and update (issue-schemas issueFields). */
export interface IssueInput {
  code: string;
  description: string | null;
  importance: IssueImportance;
  leaderId: string | null;
  approverId: string | null;
  ccIds: string[];
  fileId: string | null;
  annotationId: string | null;
  axisCode: string | null;
  axisHeight: string | null;
  specialty: string | null;
  meetingId: string | null;
  dueDate: string | null;
}

export const issueKeys = {
  all: (projectId: string) => ['issues', projectId] as const,
  users: (projectId: string) => ['issue-users', projectId] as const,
  meetings: (projectId: string) => ['issue-meetings', projectId] as const,
  list: (projectId: string, f: IssueFilter, paging: { pageNum: number; pageSize: number }) => ['issues', projectId, 'list', f, paging] as const,
  withTasks: (projectId: string) => ['issues', projectId, 'with-tasks'] as const,
  /** "My issues", across projects unless projectId is given. */
  mine: (projectId: string, f: IssueFilter, paging: { pageNum: number; pageSize: number }) => ['issues-mine', projectId, f, paging] as const,
  /** The generate-task dialog's boards (an array: listBoards' .list) and one board. */
  taskBoards: (projectId: string) => ['issue-task-boards', projectId] as const,
  taskBoard: (projectId: string, boardId: string | null) => ['issue-task-board', projectId, boardId] as const,
  relatedComments: (annotationId: string) => ['issue-related-comments', annotationId] as const,
  pickFiles: (projectId: string, search: string) => ['issue-pick-files', projectId, search] as const,
  pickAnnotations: (projectId: string, fileId: string | null) => ['issue-pick-annotations', projectId, fileId] as const,
};

export const issueApi = {
  list: (projectId: string, f: IssueFilter, pageNum: number, pageSize: number) =>
    callRoute(contracts.issueList, { projectId, ...filterBody(f), pageNum, pageSize }),
  /** Issues of every visible project that involve the caller (optionally one project). */
  mine: (f: IssueFilter, pageNum: number, pageSize: number, projectId?: string | null) =>
    callRoute(contracts.mine, { ...filterBody(f), pageNum, pageSize, projectId: projectId || undefined }),
  get: (projectId: string, issueId: string) => callRoute(contracts.issueGet, { projectId, issueId }),
  add: (projectId: string, v: IssueInput) => callRouteEnvelope(contracts.issueAdd, { projectId, ...v }),
  update: (projectId: string, issueId: string, v: IssueInput) => callRouteEnvelope(contracts.issueUpdate, { projectId, issueId, ...v }),
  remove: (projectId: string, issueId: string) => callRouteEnvelope(contracts.issueDelete, { projectId, issueId }),
  /** The spec's call answers { success, allUsers } beside the usual envelope. */
  async users(projectId: string): Promise<ProblemUser[]> {
    const env = (await callRouteEnvelope(contracts.getProblemUsers, {
      projectId,
    })) as Envelope<Partial<ProblemUsers> | null> & Partial<ProblemUsers>;
    return env.allUsers ?? env.data?.allUsers ?? [];
  },
  /** The project's meetings for the meeting select (a caller without meeting:allow gets a refusal). */
  async meetings(projectId: string) {
    return (await callRoute(contracts.meetingList, { projectId, pageNum: 1, pageSize: 200 }, { silent: true })).list;
  },
};

/**
 * Every issue of the project that has a generated task. The list call has no "with a task"
 * filter, so the pages are read (200 at a time) and filtered here; a project's issue count
 * stays in the hundreds.
 */
export async function issuesWithTasks(projectId: string): Promise<IssueRow[]> {
  const out: IssueRow[] = [];
  for (let pageNum = 1; pageNum <= 50; pageNum++) {
    const page = await callRoute(contracts.issueList, { projectId, pageNum, pageSize: 200, hasTask: true });
    out.push(...page.list);
    if (pageNum * 200 >= page.total || !page.list.length) break;
  }
  return out;
}

/**
 * Downloads the export (GET /protected/issue/export) of the current filters. The call needs the
 * session's headers, so it is fetched and handed to the browser as a blob with its file name.
 */
export async function exportIssues(projectId: string, format: 'xlsx' | 'pdf', f: IssueFilter, lang: string) {
  const q = new URLSearchParams({ projectId, format, lang });
  for (const [k, v] of Object.entries(filterBody(f))) for (const x of Array.isArray(v) ? v : [v]) q.append(k, x);
  let res: Response;
  try {
    res = await fetch(`/protected/issue/export?${q.toString()}`, { headers: headers(false) });
  } catch {
    throw new ApiError(i18n.t('common:error.network'), 0, 0);
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(env?.msg || i18n.t('common:error.unknown'), env?.errorCode ?? res.status, res.status);
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  const plain = /filename="([^"]+)"/i.exec(cd);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : `issues.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// --- what the caller may do ---------------------------------------------------------------------

/** The caller's issue rights in the project, from the project info the other pages use too. */
export function useIssueAbilities(projectId: string) {
  const info = useProject(projectId);
  const p = info.data?.projectInfo;
  const can = issueAbilities(p);
  return { can, projectName: p?.name ?? '', loading: info.isLoading, error: info.error };
}
