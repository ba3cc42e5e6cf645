import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { translate, type Lang } from '@trestle/shared';
import { ISSUE_TRANSITIONS, type changeIssueStatusBody, type IssueDetail, type IssueStatus } from '@trestle/shared/issue-schemas';
import type { Db } from '../../db/client';
import { describeOperation } from '../../db/operation';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { loadIssue, nextStatuses } from './access';
import { issueDetail } from './issues';
import { recordIssueEvent } from './notices';
import { issues } from './tables';

// Moving an issue through its workflow (docs/issues.md "Workflow"; ISSUE_TRANSITIONS): the
// caller's roles on the issue decide the statuses it may go to. Closing stamps closedAt,
// reopening clears it.

export const statusName = (s: IssueStatus, lang: Lang) => translate(`issue.statusName.${s}`, lang);

export async function changeStatus(db: Db, scope: ProjectScope, input: z.infer<typeof changeIssueStatusBody>, lang: Lang, now: Date): Promise<IssueDetail> {
  const issue = await loadIssue(db, scope, input.issueId);
  const from = issue.status as IssueStatus;
  const refuse = () => {
    const params = { from: statusName(from, lang), to: statusName(input.status, lang) };
    // A move nobody may make is bad input; one others may make is refused for this caller.
    const exists = ISSUE_TRANSITIONS.some((t) => t.from === from && t.to === input.status);
    return exists ? Errors.forbiddenKey('issue.transition', params) : Errors.badInput('issue.transition', params);
  };
  if (!nextStatuses(scope, issue).includes(input.status)) throw refuse();
  await db.transaction(async (tx) => {
    // Only from the status we checked: two people moving it at once cannot both succeed.
    const [updated] = await tx
      .update(issues)
      .set({ status: input.status, closedAt: input.status === 'closed' ? now : null, updatedAt: now })
      .where(and(eq(issues.id, issue.id), eq(issues.status, from)))
      .returning();
    if (!updated) throw refuse();
    describeOperation({
      targetId: issue.id,
      targetName: issue.code,
      before: { status: from },
      after: { status: input.status, ...(input.note ? { note: input.note } : {}) },
    });
    await recordIssueEvent(
      tx,
      updated,
      scope.actorId,
      {
        action: 'status',
        detail: { from, to: input.status, ...(input.note ? { note: input.note } : {}) },
        notice: 'issue_status',
        content: JSON.stringify({ from, to: input.status, ...(input.note ? { note: input.note } : {}) }),
      },
      now,
    );
  });
  return issueDetail(db, scope, issue.id);
}
