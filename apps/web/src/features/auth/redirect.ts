import type { TaskSearchResult } from '@trestle/shared/task-schemas';
import { approvalPageLink, issueLink, taskBoardLink } from '../notifications/links';

/**
 * Whether a redirect names a page of this app: a path of the hash router, not another site
 * ('//host', '/\\host', a scheme), not a sign-in page (which would loop), no control characters.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  return !/^\/(login|sso-complete)(?=$|[/?#])/.test(value);
}

/** The single sign-on start address, with the page to land on when it is one of this app's. */
export function ssoStartUrl(startUrl: string, redirect: string | null): string {
  if (!isLocalPath(redirect)) return startUrl;
  return `${startUrl}${startUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/** Where to go after sign-in: a same-app redirectUrl, the mailed deep link, or the project list. */
export function afterLoginPath(params: URLSearchParams, boardId?: string | null): string {
  const redirect = params.get('redirectUrl');
  if (isLocalPath(redirect)) return redirect;
  if (params.get('isEmail')) {
    const projectId = params.get('projectId') ?? '';
    const projectName = params.get('projectName');
    const taskId = params.get('taskId');
    const problemId = params.get('problemId');
    const approvalId = params.get('approvalId');
    if (taskId) return taskBoardLink({ projectId, boardId, taskId, projectName });
    if (problemId) return issueLink({ projectId, issueId: problemId, projectName });
    if (approvalId) return approvalPageLink(projectId, approvalId);
  }
  return '/project_list';
}

/** A mailed task link that still needs the board its task is on (the mail carries no boardId). */
export function mailedTask(params: URLSearchParams): { projectId: string; taskId: string } | null {
  if (isLocalPath(params.get('redirectUrl'))) return null;
  const projectId = params.get('projectId');
  const taskId = params.get('taskId');
  return params.get('isEmail') && projectId && taskId ? { projectId, taskId } : null;
}

/**
 * After sign-in: the mailed task link is completed with the task's board (POST /task/block/search
 * by id); when the lookup fails the board screen still gets projectId and openTask.
 */
export async function resolveAfterLogin(params: URLSearchParams, search: (body: object) => Promise<TaskSearchResult>): Promise<string> {
  const mailed = mailedTask(params);
  if (!mailed) return afterLoginPath(params);
  try {
    const r = await search({ projectId: mailed.projectId, taskIds: [mailed.taskId] });
    return afterLoginPath(params, r.tasks.find((t) => t.taskId === mailed.taskId)?.boardId ?? r.tasks[0]?.boardId);
  } catch {
    return afterLoginPath(params);
  }
}
