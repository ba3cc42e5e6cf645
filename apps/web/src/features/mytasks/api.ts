import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { TaskCard, TaskFilter, TaskOrderBy, TaskSearchResult, TaskTarget } from '@trestle/shared/task-schemas';

// Calls of "my tasks", the header drawer, the gantt and the statistics (docs/tasks.md
// "My tasks, gantt and statistics"). Paths are the spec's (endpoints.tsv). A board and the
// project's boards are the board screen's calls and keys (tasks/api.ts boardKeys).

export const myTasksKeys = {
  /** Every reading of my tasks (the page and the header's drawer). */
  all: ['my-tasks'] as const,
  page: (q: MyTasksQuery) => ['my-tasks', 'page', q] as const,
  drawer: (q: MyTasksQuery) => ['my-tasks', 'drawer', q] as const,
  projects: ['mytasks-projects'] as const,
  /** Every statistics chart. */
  reports: ['task-report'] as const,
  report: (kind: 'simple' | 'principal' | 'trend', projectId: string, boardId: string) => ['task-report', kind, projectId, boardId] as const,
};

export interface MyTasksQuery {
  projectId?: string;
  target: TaskTarget;
  orderBy: TaskOrderBy;
  order: 'ASC' | 'DESC';
  status: TaskFilter;
  searchValue?: string;
  levelId?: number;
}

/** The "my tasks" reading of /task/block/search: every visible project unless projectId is given. */
export function searchMyTasks(q: MyTasksQuery): Promise<TaskSearchResult> {
  return callRoute(contracts.blockSearch, {
    projectId: q.projectId || undefined,
    appType: 'tapd',
    target: q.target,
    orderBy: q.orderBy,
    order: q.order,
    status: q.status,
    searchValue: q.searchValue?.trim() || undefined,
    levelId: q.levelId ?? undefined,
    pageNum: 1,
    pageSize: 500,
  });
}

/** The complete toggle of spec 3 §4: TASK_FINISH when unfinished, TASK_TODO when finished. */
export function setFinished(task: Pick<TaskCard, 'taskId' | 'projectId'>, finished: boolean): Promise<unknown> {
  return callRoute(contracts.options, { projectId: task.projectId, taskId: task.taskId, action: finished ? 'TASK_FINISH' : 'TASK_TODO' });
}

/** Moves one end of a task: the gantt's drags. `null` clears the date. */
export function setTaskDate(task: Pick<TaskCard, 'taskId' | 'projectId'>, which: 'startDate' | 'deadline', value: string | null): Promise<unknown> {
  const action = which === 'startDate' ? 'UPDATE_TASK_START_DATE' : 'UPDATE_TASK_DEADLINE_DATE';
  return callRoute(contracts.options, { projectId: task.projectId, taskId: task.taskId, action, [which]: value });
}

export interface ProjectOption {
  id: string;
  name: string;
}

/** Projects the caller can open, for the board pickers. */
export async function projectOptions(): Promise<ProjectOption[]> {
  const d = await callRoute(contracts.getAllProjectsMapV1, { pageNum: 1, pageSize: 200 });
  return d.list.map((p) => ({ id: p.id ?? p._id, name: p.name }));
}

export const reportSimple = (projectId: string, boardId: string) => callRoute(contracts.simple, { projectId, id: boardId });
export const reportPrincipal = (projectId: string, boardId: string) => callRoute(contracts.principal, { projectId, id: boardId });
export const reportTrend = (projectId: string, boardId: string) => callRoute(contracts.trend, { projectId, id: boardId });
