import { and, eq } from 'drizzle-orm';
import type { IssueStatus } from '@trestle/shared/issue-schemas';
import * as rules from '@trestle/shared/issue-rules';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { type ProjectScope, canInProject } from '../roles';
import { discussions, issueCc, issues, meetings } from './tables';

// Who may do what with issues, meetings and discussions (docs/issues.md "Permissions"). The
// route's access check has made sure the caller may see the project; here:
// - issue:enter sees issues and discussions, replies and posts; issue:add raises issues and
//   starts discussions; issue:edit edits issues the caller created or leads; issue:delete
//   deletes any issue (creators delete their own while pending); issue:export exports.
// - a "manager" (project admin, enterprise manager, or issue:permission) edits, moves and
//   deletes every issue and manages every discussion.
// - meetings: meeting:allow sees them, meeting:add creates, meeting:edit edits any (creators
//   their own), meeting:delete deletes, meeting:report writes the summary (minutes).
// The status workflow is ISSUE_TRANSITIONS (shared): who may move an issue where. The per-issue
// rules (edit, delete, reply, workflow roles) are @trestle/shared/issue-rules, which the web's
// issue list uses too; here they get the caller's facts from the scope.

export type Issue = typeof issues.$inferSelect;
export type Meeting = typeof meetings.$inferSelect;
export type Discussion = typeof discussions.$inferSelect;

export type IssueAction = 'enter' | 'add' | 'edit' | 'delete' | 'export';
export type MeetingAction = 'allow' | 'add' | 'edit' | 'delete' | 'report';

export const mayIssue = (scope: ProjectScope, action: IssueAction) => canInProject(scope, 'issue', action);
export const mayMeeting = (scope: ProjectScope, action: MeetingAction) => canInProject(scope, 'meeting', action);
export const isIssueManager = (scope: ProjectScope) => canInProject(scope, 'issue', 'permission');

export function needIssue(scope: ProjectScope, action: IssueAction) {
  if (!mayIssue(scope, action)) throw Errors.forbidden();
}
export function needMeeting(scope: ProjectScope, action: MeetingAction) {
  if (!mayMeeting(scope, action)) throw Errors.forbidden();
}

/** An issue of the caller's project (issue:enter); another project's issue reads as unknown. */
export async function loadIssue(db: DbOrTx, scope: ProjectScope, issueId: string): Promise<Issue> {
  needIssue(scope, 'enter');
  const [i] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, issueId), eq(issues.projectId, scope.projectId)));
  if (!i) throw Errors.badInput('issue.unknown');
  return i;
}

/** A meeting of the caller's project (meeting:allow). */
export async function loadMeeting(db: DbOrTx, scope: ProjectScope, meetingId: string): Promise<Meeting> {
  needMeeting(scope, 'allow');
  const [m] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.projectId, scope.projectId)));
  if (!m) throw Errors.badInput('meeting.unknown');
  return m;
}

/** A discussion of the caller's project (issue:enter). */
export async function loadDiscussion(db: DbOrTx, scope: ProjectScope, discussionId: string): Promise<Discussion> {
  needIssue(scope, 'enter');
  const [d] = await db
    .select()
    .from(discussions)
    .where(and(eq(discussions.id, discussionId), eq(discussions.projectId, scope.projectId)));
  if (!d) throw Errors.badInput('discuss.unknown');
  return d;
}

/** The caller as the shared issue rules see them (@trestle/shared/issue-rules). */
export function issueCaller(scope: ProjectScope): rules.IssueCaller {
  return { userId: scope.actorId, manager: isIssueManager(scope), edit: mayIssue(scope, 'edit'), delete: mayIssue(scope, 'delete') };
}

/** Statuses the caller may move the issue to now. */
export function nextStatuses(scope: ProjectScope, issue: Issue): IssueStatus[] {
  return rules.issueNextStatuses(issueCaller(scope), issue);
}

export async function isCc(db: DbOrTx, issueId: string, userId: string): Promise<boolean> {
  const [r] = await db
    .select({ u: issueCc.userId })
    .from(issueCc)
    .where(and(eq(issueCc.issueId, issueId), eq(issueCc.userId, userId)));
  return !!r;
}

export const canEditIssue = (scope: ProjectScope, issue: Issue) => rules.canEditIssue(issueCaller(scope), issue);
export const canDeleteIssue = (scope: ProjectScope, issue: Issue) => rules.canDeleteIssue(issueCaller(scope), issue);
export const canGenerateTask = (scope: ProjectScope, issue: Issue) => rules.canGenerateIssueTask(canInProject(scope, 'task', 'add'), issueCaller(scope), issue);
export const canReply = (scope: ProjectScope, issue: Issue) => rules.canReplyToIssue(mayIssue(scope, 'enter'), issue);
