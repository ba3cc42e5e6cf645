import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { TASK_CREATE_REMARKS_MAX, TASK_CREATE_TITLE_MAX } from '@trestle/shared/task-schemas';
import type { generateIssueTaskBody, IssueDetail, IssueSummary } from '@trestle/shared/issue-schemas';
import type { Db } from '../../db/client';
import { changedFields, describeOperation } from '../../db/operation';
import type { Deps } from '../../http/context';
import { AppError, Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { loadLane, annotationForLink, writeLink, createTask } from '../tasks';
import { canGenerateTask, loadIssue, mayIssue } from './access';
import { issueDetail, requireIssueMembers } from './issues';
import { recordIssueEvent } from './notices';
import { presentIssues } from './query';
import { issueCc, issues } from './tables';

// Generating the issue's task (docs/issues.md "Generating a task"). The task is made by the
// tasks module's own createTask (its history and notices included); setting issues.task_id,
// the approver, the issue's 'task' history row and the link with the issue's annotation run in
// that same transaction.

const clip = (s: string, max: number) =>
  Array.from(s).length > max
    ? Array.from(s)
        .slice(0, max - 1)
        .join('') + '…'
    : s;

export async function generateTask(deps: Deps, scope: ProjectScope, input: z.infer<typeof generateIssueTaskBody>, now: Date): Promise<IssueDetail> {
  const { db } = deps;
  const issue = await loadIssue(db, scope, input.issueId);
  if (!canGenerateTask(scope, issue)) throw Errors.forbidden();
  if (issue.taskId) throw Errors.badInput('issue.taskExists');
  if (!issue.leaderId) throw Errors.badInput('issue.taskNeedsLeader');
  if (!issue.description) throw Errors.badInput('issue.taskNeedsDescription');
  const approverId = input.approverId ?? issue.approverId;
  if (!approverId) throw Errors.badInput('issue.taskNeedsApprover');
  if (approverId === issue.leaderId) throw Errors.badInput('issue.leaderIsApprover');
  const cc = (await db.select({ userId: issueCc.userId }).from(issueCc).where(eq(issueCc.issueId, issue.id))).map((c) => c.userId);
  await requireIssueMembers(db, scope.projectId, [issue.leaderId, approverId, ...cc]);
  const { board } = await loadLane(db, scope, input.swimlaneId);
  if (board.id !== input.boardId) throw Errors.badInput('task.laneUnknown');
  const actors = [...new Set([approverId, ...cc])].filter((u) => u !== issue.leaderId);
  const annotation = issue.annotationId ? await linkableAnnotation(deps, scope, issue.annotationId) : null;
  // The issue first (the row's main target), then the task createTask names.
  describeOperation({ targetId: issue.id, targetName: issue.code });
  await createTask(
    db,
    scope,
    {
      projectId: scope.projectId,
      swimlanesId: input.swimlaneId,
      title: clip(`${issue.code} ${issue.description}`, TASK_CREATE_TITLE_MAX),
      remarks: clip(issue.description, TASK_CREATE_REMARKS_MAX),
      levelId: issue.importance === 'normal' ? 1 : issue.importance === 'important' ? 2 : 3,
      principalUsers: [issue.leaderId],
      actorUsers: actors,
      startDate: null,
      deadline: issue.dueDate,
    },
    now,
    async (tx, task) => {
      // Only while no task is linked: two clicks at once make one task, the other rolls back.
      const [linked] = await tx
        .update(issues)
        .set({ taskId: task.id, approverId, updatedAt: now })
        .where(and(eq(issues.id, issue.id), isNull(issues.taskId)))
        .returning();
      if (!linked) throw Errors.badInput('issue.taskExists');
      describeOperation({ targetId: issue.id, ...changedFields({ taskId: null, approverId: issue.approverId }, { taskId: task.id, approverId }) });
      if (annotation) await writeLink(tx, task, annotation, scope.actorId, now);
      if (approverId !== issue.approverId) await recordIssueEvent(tx, linked, scope.actorId, { action: 'update', detail: { fields: ['approverId'] } }, now);
      // A millisecond later: history is ordered by time, and this row follows the approver's.
      await recordIssueEvent(
        tx,
        linked,
        scope.actorId,
        { action: 'task', detail: { taskId: task.id, boardId: task.boardId }, notice: 'issue_task', content: task.title },
        new Date(now.getTime() + 1),
      );
    },
  );
  return issueDetail(db, scope, issue.id);
}

/**
 * The issue's annotation when the caller may link it with tasks (docs/annotations.md); null when
 * they may not or it is gone: the task is still made, only without the link.
 */
async function linkableAnnotation(deps: Deps, scope: ProjectScope, annotationId: string) {
  try {
    return await annotationForLink(deps, scope, annotationId);
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

/** POST /protected/issue/by-task: the issue that generated the task, or null (task detail's "From issue"). */
export async function issueByTask(db: Db, scope: ProjectScope, taskId: string): Promise<IssueSummary | null> {
  // The task detail asks for every task: a caller who may not see issues just gets no link.
  if (!mayIssue(scope, 'enter')) return null;
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.taskId, taskId), eq(issues.projectId, scope.projectId)));
  if (!row) return null;
  const [summary] = await presentIssues(db, [row]);
  return summary;
}
