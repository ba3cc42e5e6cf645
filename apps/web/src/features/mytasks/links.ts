import type { TaskCard } from '@trestle/shared/task-schemas';

/** The agreed deep link that opens a task on its board (the board page reads openTask). */
export function taskLink(t: Pick<TaskCard, 'projectId' | 'projectName' | 'boardId' | 'taskId'>): string {
  const q = new URLSearchParams({ projectId: t.projectId, projectName: t.projectName, appType: 'tapd', boardId: t.boardId, openTask: t.taskId });
  return `/worktask/work/taskBoard?${q.toString()}`;
}

/** Today as YYYY-MM-DD in the user's time zone (deadlines are calendar days). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Past its deadline and still open. */
export const isOverdue = (t: Pick<TaskCard, 'deadline' | 'finished'>, now = today()) => !!t.deadline && !t.finished && t.deadline < now;

/** The people a task is assigned to (principals), as the avatars show them. */
export const principalsOf = (t: Pick<TaskCard, 'relatingUsers'>) => t.relatingUsers.filter((u) => u.type === 'PRINCIPAL');
