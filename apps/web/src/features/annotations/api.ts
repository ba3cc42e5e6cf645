import type { Viewpoint } from '@trestle/shared/annotation-schemas';
import type { TaskBoardSwim } from '@trestle/shared/task-schemas';
import { get, post, postEnvelope, type RequestOptions } from '../../api/client';

// The annotation and comment calls (docs/annotations.md). Viewer-agnostic: the 3D and the 2D
// viewer both go through these.

export type { Viewpoint };
export type AnnotationType = 'other' | 'auto' | 'naviswork';

export interface Annotation {
  annotationId: string;
  id: string;
  name: string;
  remark: string | null;
  type: AnnotationType;
  status: string;
  version: number | null;
  fileName: string;
  projectFileId: string;
  versionId: string | null;
  created: string;
  formatTime: string;
  img: string | null;
  /** Lists send null (see hasSvg); getOne sends the markup. */
  svg: string | null;
  hasSvg: boolean;
  viewpoint: Viewpoint;
  createUser: { id: string; name: string };
  canDelete: boolean;
  /** The tasks it is linked with (board, lane, title, status). */
  taskBordSwimVos: TaskBoardSwim[];
  /** May the caller link it with tasks (and unlink)? */
  canAssociateTask: boolean;
}

export interface CommentUser {
  id: string;
  name: string;
}

export interface Comment {
  commentId: string;
  context: string;
  createUser: CommentUser | null;
  toUser: CommentUser | null;
  ancestorId: string | null;
  depth: number;
  commentTime: string;
}

export interface CommentThread extends Comment {
  replies: Comment[];
}

/** The file (and, for a model, the version) the viewer shows. */
export interface AnnotationTarget {
  projectId: string;
  projectFileId: string;
  versionId?: string;
}

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
    await post<{ value: Annotation[]; total: number }>(
      '/annotations/getList',
      { projectId: t.projectId, projectFileId: t.projectFileId, fileId: t.projectFileId, pageSize: 10000, pageIndex: 1 },
      opts,
    )
  ).value;

export const getAnnotation = (t: AnnotationTarget, id: string, opts?: RequestOptions) =>
  get<Annotation>('/annotations/getOne', { projectId: t.projectId, id, projectFileId: t.projectFileId }, opts);

export const addAnnotation = (t: AnnotationTarget, a: NewAnnotation) =>
  post<Annotation>('/annotations/add', { projectId: t.projectId, projectFileId: t.projectFileId, versionId: t.versionId, ...a });

export const updateAnnotation = (projectId: string, id: string, patch: { name?: string; remark?: string; status?: string }) =>
  post<Annotation>('/annotations/update', { projectId, id, ...patch });
export const deleteAnnotation = (projectId: string, id: string) => post<{ id: string }>('/annotations/delete', { projectId, id });

/** The caller's annotation flags on the file (spec 2 §6), as a set of the granted ones. */
export async function annotationFlags(t: AnnotationTarget, opts?: RequestOptions): Promise<Set<AnnotationFlag>> {
  const r = await get<{ permissions: { actionType: AnnotationFlag; value: number }[] }>(
    '/annotations/user/file/permission',
    { projectId: t.projectId, projectFileId: t.projectFileId },
    opts,
  );
  return new Set(r.permissions.filter((p) => p.value === 1).map((p) => p.actionType));
}

export const listComments = (projectId: string, annotationId: string, opts?: RequestOptions) =>
  get<CommentThread[]>('/comment/comments', { projectId, business: 'annotation', moduleId: annotationId }, opts);

/** A new thread, or (with `to`) a reply to someone in the thread of `ancestorId`. Resolves to the server's message. */
export async function postComment(projectId: string, annotationId: string, context: string, to?: { ancestorId: string; toUserId: string }) {
  const body = { projectId, context, business: 'annotation', moduleId: annotationId, ...to };
  return (await postEnvelope<Comment>(to ? '/comment/comments/reply' : '/comment/comments/add', body)).msg;
}
