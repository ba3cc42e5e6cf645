import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { TaskLevel } from '@trestle/shared/task-schemas';

// The 3D progress calls (docs/models.md "3D progress"): a model's task links, linking picked
// elements with a new or an existing task, removing a link.

export const progressKeys = { links: (projectId: string, fileId: string) => ['model-tasks', projectId, fileId] as const };

export function modelTasks(projectId: string, projectFileId: string) {
  return callRoute(contracts.getModelTasks, { projectId, projectFileId });
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
  return callRouteEnvelope(contracts.addModelTask, body);
}

export function removeModelTask(projectId: string, id: string) {
  return callRouteEnvelope(contracts.removeModelTask, { projectId, id });
}
