import { callRoute, callRouteEnvelope } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { IssueStatus } from '@trestle/shared/issue-schemas';
import { ApiError, headers, postForm } from '../../../api/client';

// The calls of the issue detail page (docs/issues.md; wire paths in issue-schemas.ts). Kept
// next to the page; the issue itself, its deletion and its people come from the list's api.ts
// (issueApi), the boards from the task detail's api.

export const issueKey = (issueId: string) => ['issue-detail', issueId] as const;
/** The issue a task was generated from. */
export const issueByTaskKey = (taskId: string) => ['task-from-issue', taskId] as const;

/** The statuses move one step at a time; the server checks the caller's role (ISSUE_TRANSITIONS). */
export const changeStatus = (projectId: string, issueId: string, status: IssueStatus, note: string | null) =>
  callRouteEnvelope(contracts.changeStatus, { projectId, issueId, status, note: note || null });

/** A reply: multipart with up to 4 `image` parts (the server checks type, size and count again). */
export async function postReply(projectId: string, issueId: string, content: string, images: File[]) {
  const form = new FormData();
  form.set('projectId', projectId);
  form.set('issueId', issueId);
  form.set('content', content);
  for (const f of images) form.append('image', f, f.name);
  return postForm<unknown>('/protected/issue/reply', form);
}

/** A reply image as an object URL: the call needs the session's headers, so no plain <img src>. */
export async function replyImageUrl(projectId: string, imageId: string): Promise<string> {
  const res = await fetch(`/protected/issue/reply-image/${encodeURIComponent(imageId)}?${new URLSearchParams({ projectId })}`, { headers: headers(false) });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { msg?: string; errorCode?: number } | null;
    throw new ApiError(env?.msg || `HTTP ${res.status}`, env?.errorCode ?? res.status, res.status);
  }
  return URL.createObjectURL(await res.blob());
}

export const generateTask = (projectId: string, issueId: string, boardId: string, swimlaneId: string, approverId: string | null) =>
  callRouteEnvelope(contracts.generateTask, { projectId, issueId, boardId, swimlaneId, approverId });

/** The issue a task was generated from, or null (the task detail's "From issue" link). */
export const issueByTask = (projectId: string, taskId: string) => callRoute(contracts.issueByTask, { projectId, taskId }, { silent: true });

/** The referenced annotation's comments (read-only here). */
export const annotationComments = (projectId: string, annotationId: string) =>
  callRoute(contracts.comments, { projectId, business: 'annotation', moduleId: annotationId });
