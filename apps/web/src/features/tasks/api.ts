import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { TaskLevel } from '@trestle/shared/task-schemas';
import { queryOptions } from '@tanstack/react-query';

// Typed calls of the task and board service (spec 3 §7; paths as in endpoints.tsv). Query,
// path and body are one input on the server, so GET and DELETE carry projectId in the query.

export const TASK_APP_TYPE = 'tapd';

export const boardKeys = {
  /** The project's boards as listBoards answers them (readers wanting the array select `.list`). */
  list: (projectId: string) => ['task-boards', projectId] as const,
  /** Every board's detail, in every project. */
  details: ['task-board'] as const,
  /** Every board's detail in the project (a move may change another board). */
  projectDetails: (projectId: string) => ['task-board', projectId] as const,
  detail: (projectId: string, boardId: string) => ['task-board', projectId, boardId] as const,
  /** The associate-task modal's reading: read again for each annotation and link count. */
  forAnnotation: (projectId: string, boardId: string | null, annotationId: string | undefined, linkCount: number | undefined) =>
    ['task-board', projectId, boardId, annotationId, linkCount] as const,
};

/** The project's boards; canAdd / canEdit / canDelete: what the caller may do with boards there. */
export function listBoards(projectId: string) {
  return callRoute(contracts.boardList, {
    projectId,
    pageNum: 1,
    pageSize: 200,
    appType: TASK_APP_TYPE,
  });
}

/** The project's boards with the caller's board rights: one cache entry for every reader. */
export const boardsQuery = (projectId: string) => queryOptions({ queryKey: boardKeys.list(projectId), queryFn: () => listBoards(projectId) });

/** The same entry read as the bare list (the board pickers). */
export const boardChoicesQuery = (projectId: string) => queryOptions({ ...boardsQuery(projectId), select: (d) => d.list });

/** Creates a board with its first lanes, or renames it when `id` is given. */
export function saveBoard(body: { projectId: string; id?: string; name: string; swimlanes?: string[] }) {
  return callRoute(contracts.postTaskBoard, { ...body, appType: TASK_APP_TYPE });
}

export function getBoard(projectId: string, boardId: string) {
  return callRoute(contracts.getTaskBoard, { projectId, id: boardId });
}

/** Called after the screen's "are you sure": the server needs confirm=true. */
export function deleteBoard(projectId: string, boardId: string) {
  return callRoute(contracts.deleteTaskBoard, { projectId, id: boardId, confirm: true });
}

export function addLane(projectId: string, boardId: string, title: string) {
  return callRoute(contracts.postTaskSwimLanes, { projectId, boardId, title });
}

export function renameLane(projectId: string, id: string, title: string) {
  return callRoute(contracts.putTaskSwimLanes, { projectId, id, title });
}

/** Called after the screen's "are you sure": confirm=true lets the lane's tasks go with it. */
export function deleteLane(projectId: string, id: string) {
  return callRoute(contracts.deleteTaskSwimLanes, { projectId, id, confirm: true });
}

/** Every lane of the board, in the new order. */
export function sortLanes(projectId: string, boardId: string, ids: string[]) {
  return callRoute(contracts.sortColumn, { projectId, boardId, ids });
}

export interface NewTask {
  projectId: string;
  swimlanesId: string;
  title: string;
  remarks?: string;
  levelId: TaskLevel;
}

export function createTask(body: NewTask) {
  return callRouteEnvelope(contracts.postTaskBlock, { ...body, updateType: 'CREATE_TASK' });
}

export function deleteTask(projectId: string, id: string) {
  return callRoute(contracts.deleteTaskBlock, { projectId, id });
}

/** A drag on the board: the task lands at `index` (0-based) of the target lane. */
export function moveTaskByUser(body: { projectId: string; id: string; swimlanesId: string; index: number }) {
  return callRoute(contracts.moveByUser, body);
}

/** The task-action modal's move: to the end of a lane of this or another board. */
export function moveTask(body: { projectId: string; id: string; swimlanesId: string; boardId: string }) {
  return callRoute(contracts.blockMove, body);
}

export function searchTasks(body: { projectId: string; taskIds?: string[]; swimlanesIdList?: string[] }) {
  return callRoute(contracts.blockSearch, { ...body, appType: TASK_APP_TYPE });
}
