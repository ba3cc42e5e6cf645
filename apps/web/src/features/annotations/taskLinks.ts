// What the annotation drawer needs to show a task link (the calls are in api.ts).

/** The board screen's address for one task (the agreed contract with the board screen). */
export const taskHref = (projectId: string, boardId: string, taskId: string) =>
  `#/worktask/work/taskBoard?${new URLSearchParams({ projectId, boardId, openTask: taskId })}`;

/** errorCode of "already linked" (spec 3 §5). */
export const LINK_EXISTS = 800;
