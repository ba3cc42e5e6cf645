import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { Viewpoint } from '@trestle/shared/annotation-schemas';

import type { AnnotationType, BcfImportReport } from '@trestle/shared/annotation-responses';
import { postForBlob, postForm, type RequestOptions } from '../../api/client';

// The annotation and comment calls (docs/annotations.md). Viewer-agnostic: the 3D and the 2D
// viewer both go through these.

export type { Viewpoint };
export type { Annotation, AnnotationType, Comment, CommentThread } from '@trestle/shared/annotation-responses';
export type BcfImportResult = BcfImportReport;

export interface CommentUser {
  id: string;
  name: string;
}

/** The file (and, for a model, the version) the viewer shows. */
export interface AnnotationTarget {
  projectId: string;
  projectFileId: string;
  versionId?: string;
}

export const annotationKeys = {
  list: (t: AnnotationTarget) => ['annotations', t.projectId, t.projectFileId] as const,
  flags: (t: AnnotationTarget) => ['annotation-flags', t.projectId, t.projectFileId] as const,
  comments: (annotationId: string) => ['annotation-comments', annotationId] as const,
};

export interface NewAnnotation {
  name: string;
  remark?: string;
  type: AnnotationType;
  viewpoint: Viewpoint;
  svg?: string;
  snapshot?: string;
}

export type AnnotationFlag = 'access' | 'add' | 'delete' | 'associate_task';

/** The errorCode of a refused annotation call (no `access` / `add` on the file). */
export const NO_PERMISSION = 4030;

export const listAnnotations = async (t: AnnotationTarget, opts?: RequestOptions) =>
  (
    await callRoute(
      contracts.annotationsGetList,
      { projectId: t.projectId, projectFileId: t.projectFileId, fileId: t.projectFileId, pageSize: 10000, pageIndex: 1 },
      opts,
    )
  ).value;

export const getAnnotation = (t: AnnotationTarget, id: string, opts?: RequestOptions) =>
  callRoute(contracts.getOne, { projectId: t.projectId, id, projectFileId: t.projectFileId }, opts);

export const addAnnotation = (t: AnnotationTarget, a: NewAnnotation) =>
  callRoute(contracts.annotationsAdd, { projectId: t.projectId, projectFileId: t.projectFileId, versionId: t.versionId, ...a });

export const updateAnnotation = (projectId: string, id: string, patch: { name?: string; remark?: string; status?: string }) =>
  callRoute(contracts.annotationsUpdate, { projectId, id, ...patch });
export const deleteAnnotation = (projectId: string, id: string) => callRoute(contracts.annotationsDelete, { projectId, id });

/** The caller's annotation flags on the file (spec 2 §6), as a set of the granted ones. */
export async function annotationFlags(t: AnnotationTarget, opts?: RequestOptions): Promise<Set<AnnotationFlag>> {
  const r = await callRoute(contracts.userFilePermission, { projectId: t.projectId, projectFileId: t.projectFileId }, opts);
  return new Set(r.permissions.filter((p) => p.value === 1).map((p) => p.actionType));
}

export const listComments = (projectId: string, annotationId: string, opts?: RequestOptions) =>
  callRoute(contracts.comments, { projectId, business: 'annotation', moduleId: annotationId }, opts);

/** A new thread, or (with `to`) a reply to someone in the thread of `ancestorId`. Resolves to the server's message. */
export async function postComment(projectId: string, annotationId: string, context: string, to?: { ancestorId: string; toUserId: string }) {
  const body = { projectId, context, business: 'annotation' as const, moduleId: annotationId };
  return (await (to ? callRouteEnvelope(contracts.commentsReply, { ...body, ...to }) : callRouteEnvelope(contracts.commentsAdd, body))).msg;
}

// The task calls the annotation drawer needs (boards and lanes come from tasks/api): creating a
// task linked at once, and linking / unlinking.

/** A new task at the end of the lane, linked with the annotation in the same call. */
export const createLinkedTask = (projectId: string, swimlanesId: string, title: string, annotationId: string) =>
  callRoute(contracts.postTaskBlock, { projectId, swimlanesId, title, levelId: 1, updateType: 'CREATE_TASK', annotationId });

/** Resolves to the server's message; errorCode 800 when the pair exists already. */
export const linkTask = async (projectId: string, annotationId: string, taskId: string) =>
  (await callRouteEnvelope(contracts.addAnnotationTask, { projectId, annotationId, taskId })).msg;
export const unlinkTask = async (projectId: string, annotationId: string, taskId: string) =>
  (await callRouteEnvelope(contracts.removeAnnotationTask, { projectId, annotationId, taskId })).msg;

export type BcfVersion = '3.0' | '2.1';

/** The BCF archive of a file's annotations (or, without fileId, the project's); x-bcf-topics counts them. */
export const bcfArchive = (projectId: string, fileId: string | null, version: BcfVersion) =>
  postForBlob('/annotations/bcf/export', { projectId, ...(fileId ? { projectFileId: fileId } : {}), version });

/** Imports a .bcf / .bcfzip into a file's annotations. */
export function importBcf(projectId: string, fileId: string, file: File): Promise<BcfImportResult> {
  const form = new FormData();
  form.set('projectFileId', fileId);
  form.set('file', file, file.name);
  return postForm<BcfImportResult>(`/annotations/bcf/import?projectId=${encodeURIComponent(projectId)}`, form);
}
