import { callRoute, callRouteEnvelope } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { LinkedAnnotation, TaskAttachment, TaskDetail, TaskOption } from '@trestle/shared/task-schemas';
import { ApiError, headers } from '../../../api/client';
import type { Comment, CommentThread } from '../../annotations/api';

// The calls of the task detail dialog (spec 3 §7; docs/tasks.md "Task detail dialog"). Kept
// apart from the board's api.ts so the two screens can grow without stepping on each other.

export type { Comment, CommentThread };

export const taskKey = (taskId: string) => ['task-detail', taskId] as const;
export const taskCommentsKey = (taskId: string) => ['task-comments', taskId] as const;
export const taskPickKeys = {
  files: (projectId: string) => ['task-pick-files', projectId] as const,
  annotations: (projectId: string, fileId: string | null, taskId: string) => ['task-pick-annotations', projectId, fileId, taskId] as const,
  users: (projectId: string, search: string) => ['task-user-pick', projectId, search] as const,
};

/** The task in full; null when it is gone (deleted, or no longer visible to the caller). */
export async function loadTask(projectId: string, taskId: string): Promise<TaskDetail | null> {
  const r = await callRoute(contracts.blockSearch, { projectId, taskIds: [taskId] });
  return (r.tasks[0] as TaskDetail | undefined) ?? null;
}

/** POST /{taskId}/options/{action}: one change of the task, with the action's own fields. */
export const taskOption = (projectId: string, taskId: string, action: TaskOption, body: object = {}) =>
  callRouteEnvelope(contracts.options, { projectId, taskId, action, ...body });

export const deleteTask = (projectId: string, id: string) => callRoute(contracts.deleteTaskBlock, { projectId, id });

export interface PickUser {
  id: string;
  name: string;
  loginName: string;
  img?: string | null;
}

/** Members of the project for the user picker, searched by name or login name. */
export async function searchUsers(projectId: string, name: string): Promise<PickUser[]> {
  return (await callRoute(contracts.userLists, { projectId, name: name.trim() || undefined, pageNum: 1, pageSize: 50 })).list;
}

// --- comments (business 'task') ------------------------------------------------------------

export const listTaskComments = (projectId: string, taskId: string) => callRoute(contracts.comments, { projectId, business: 'task', moduleId: taskId });

/** A new comment, or (with `to`) a reply in the thread of `ancestorId`; resolves to the server's msg. */
export async function postTaskComment(projectId: string, taskId: string, context: string, to?: { ancestorId: string; toUserId: string }) {
  const body = { projectId, context, business: 'task' as const, moduleId: taskId };
  return (await (to ? callRouteEnvelope(contracts.commentsReply, { ...body, ...to }) : callRouteEnvelope(contracts.commentsAdd, body))).msg;
}

// --- annotation links --------------------------------------------------------------------------

export type AnnotationChoice = LinkedAnnotation & { linked?: boolean };

/** The list calls answer { value: [...] } (spec 3 §7); a bare array is read as well. */
const values = <T>(r: { value?: T[] } | T[]): T[] => (Array.isArray(r) ? r : (r.value ?? []));

export async function projectFiles(projectId: string, searchValue?: string) {
  return values(await callRoute(contracts.blockGetProjectFileList, { projectId, searchValue: searchValue || undefined }));
}

export async function fileAnnotations(projectId: string, projectFileId: string, taskId: string) {
  return values(await callRoute(contracts.getAnnotationList, { projectId, projectFileId, taskId }));
}

export const linkAnnotation = (projectId: string, taskId: string, annotationId: string) =>
  callRouteEnvelope(contracts.addAnnotationTask, { projectId, taskId, annotationId });
export const unlinkAnnotation = (projectId: string, taskId: string, annotationId: string) =>
  callRouteEnvelope(contracts.removeAnnotationTask, { projectId, taskId, annotationId });

// --- attachments -------------------------------------------------------------------------------

/** Uploads one file as a task attachment, reporting the sent fraction (0..1). */
export function uploadAttachment(projectId: string, taskId: string, file: File, onProgress: (fraction: number) => void): Promise<TaskAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/task/attachment?${new URLSearchParams({ projectId, taskId })}`);
    for (const [k, v] of Object.entries(headers(false))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 0, 0));
    xhr.onload = () => {
      let env: { success?: boolean; msg?: string; errorCode?: number; data?: TaskAttachment } | null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (env?.success && env.data) resolve(env.data);
      else reject(new ApiError(env?.msg || `HTTP ${xhr.status}`, env?.errorCode ?? xhr.status, xhr.status));
    };
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

export const deleteAttachment = (projectId: string, id: string) => callRoute(contracts.deleteTaskAttachment, { projectId, id });

/** Fetches the attachment with the session's headers and hands it to the browser as a download. */
export async function downloadAttachment(projectId: string, a: TaskAttachment) {
  const res = await fetch(`/task/attachment/${encodeURIComponent(a.id)}?${new URLSearchParams({ projectId })}`, { headers: headers(false) });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { msg?: string; errorCode?: number } | null;
    throw new ApiError(env?.msg || `HTTP ${res.status}`, env?.errorCode ?? res.status, res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = a.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Extend data: one named value per task (POST /task/extend upserts; DELETE /task/extend/ removes). */
export const saveExtend = (projectId: string, taskId: string, name: string, value: string) =>
  callRoute(contracts.postTaskExtend, { projectId, taskId, name, value });
export const deleteExtend = (projectId: string, taskId: string, name: string) => callRoute(contracts.deleteTaskExtend, { projectId, taskId, name });
