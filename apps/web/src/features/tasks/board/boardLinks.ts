import { TASK_APP_TYPE } from '../api';

/** /worktask/work/index: the boards of a project (spec 3 §2 Work tasks). */
export function boardListPath(projectId: string, projectName: string): string {
  return `/worktask/work/index?${new URLSearchParams({ projectId, projectName }).toString()}`;
}

/** /worktask/work/taskBoard: one board; `openTask` opens that task's detail on load. */
export function boardPath(p: { projectId: string; projectName: string; boardId: string; openTask?: string }): string {
  const q = new URLSearchParams({ projectName: p.projectName, projectId: p.projectId, appType: TASK_APP_TYPE, boardId: p.boardId });
  if (p.openTask) q.set('openTask', p.openTask);
  return `/worktask/work/taskBoard?${q.toString()}`;
}
