import type { TaskDetail } from '@trestle/shared/task-schemas';
import { post, postEnvelope } from '../../api/client';

// The task calls the annotation drawer needs (boards and lanes come from tasks/api): creating a
// task linked at once, and linking / unlinking (docs/annotations.md).

/** A new task at the end of the lane, linked with the annotation in the same call. */
export const createLinkedTask = (projectId: string, swimlanesId: string, title: string, annotationId: string) =>
  post<TaskDetail>('/task/block', { projectId, swimlanesId, title, levelId: 1, updateType: 'CREATE_TASK', annotationId });

/** Resolves to the server's message; errorCode 800 when the pair exists already. */
export const linkTask = async (projectId: string, annotationId: string, taskId: string) =>
  (await postEnvelope('/task/block/addAnnotationTask', { projectId, annotationId, taskId })).msg;
export const unlinkTask = async (projectId: string, annotationId: string, taskId: string) =>
  (await postEnvelope('/task/block/removeAnnotationTask', { projectId, annotationId, taskId })).msg;

/** The board screen's address for one task (the agreed contract with the board screen). */
export const taskHref = (projectId: string, boardId: string, taskId: string) =>
  `#/worktask/work/taskBoard?${new URLSearchParams({ projectId, boardId, openTask: taskId })}`;

/** errorCode of "already linked" (spec 3 §5). */
export const LINK_EXISTS = 800;
