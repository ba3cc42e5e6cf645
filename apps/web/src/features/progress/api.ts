import type { ModelTaskAdded, ModelTaskLink, ModelTaskRemoved, TaskLevel } from '@trestle/shared/task-schemas';
import { post, postEnvelope } from '../../api/client';

// The 3D progress calls (docs/models.md "3D progress"): a model's task links, linking picked
// elements with a new or an existing task, removing a link.

export const progressKeys = { links: (projectId: string, fileId: string) => ['model-tasks', projectId, fileId] as const };

export function modelTasks(projectId: string, projectFileId: string) {
  return post<ModelTaskLink[]>('/protected/get-model-tasks', { projectId, projectFileId });
}

export interface NewModelTask {
  swimlanesId: string;
  title: string;
  remarks?: string;
  levelId?: TaskLevel;
  startDate?: string | null;
  deadline?: string | null;
}

/** Links the elements with an existing task (taskId) or a new one (task). */
export function addModelTask(body: { projectId: string; projectFileId: string; elementIds: number[]; taskId?: string; task?: NewModelTask }) {
  return postEnvelope<ModelTaskAdded>('/protected/add-model-task', body);
}

export function removeModelTask(projectId: string, id: string) {
  return postEnvelope<ModelTaskRemoved>('/protected/remove-model-task', { projectId, id });
}
