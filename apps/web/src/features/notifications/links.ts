import type { NoticeTarget } from './api';

// Where a notice leads (spec 1 §2.4). The board screen opens the task named by openTask: the
// agreed deep link between the notification drawer, the mailed link and the task board.

export function taskBoardLink(t: { projectId: string; boardId?: string | null; taskId: string; projectName?: string | null }): string {
  const q = new URLSearchParams({ projectId: t.projectId });
  if (t.boardId) q.set('boardId', t.boardId);
  q.set('appType', 'tapd');
  if (t.projectName) q.set('projectName', t.projectName);
  q.set('openTask', t.taskId);
  return `/worktask/work/taskBoard?${q.toString()}`;
}

export function issueLink(t: { projectId: string; issueId: string; projectName?: string | null }): string {
  const q = new URLSearchParams({ projectId: t.projectId, issueId: t.issueId });
  if (t.projectName) q.set('projectName', t.projectName);
  return `/issue/detail?${q.toString()}`;
}

/**
 * Approval page of a 19650 notice; it opens in a new tab (spec 1 §2.1). The notice's targetId
 * (projectId=..&approvalId=..) travels whole in the query; the page reads it
 * (features/approvals/target.ts).
 */
export function approvalLink(targetId: string): string {
  return `/document-approval?${new URLSearchParams({ targetId }).toString()}`;
}

/** The approval page for one approval, in the same form as a notice's link. */
export function approvalPageLink(projectId: string, approvalId: string): string {
  return approvalLink(new URLSearchParams({ projectId, approvalId }).toString());
}

/** The in-app address a task or issue notice opens, or null when its target lacks the ids. */
export function noticeLink(targetType: string, target: Partial<NoticeTarget>, projectName?: string | null): string | null {
  if (!target.projectId) return null;
  if (target.taskId) return taskBoardLink({ projectId: target.projectId, boardId: target.boardId, taskId: target.taskId, projectName });
  if (targetType === 'issue' && target.issueId) return issueLink({ projectId: target.projectId, issueId: target.issueId, projectName });
  return null;
}
