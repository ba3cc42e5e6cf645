import { and, eq } from 'drizzle-orm';
import { allowedTransitions, type IssueActorRole, type IssueStatus } from '@trestle/shared/issue-schemas';
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
// The status workflow is ISSUE_TRANSITIONS (shared): who may move an issue where.

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

/** The caller's roles on an issue, for the workflow (ISSUE_TRANSITIONS). */
export function issueRoles(scope: ProjectScope, issue: Issue): IssueActorRole[] {
  const roles: IssueActorRole[] = [];
  if (issue.leaderId === scope.actorId) roles.push('leader');
  if (issue.createdBy === scope.actorId) roles.push('creator');
  if (issue.approverId === scope.actorId) roles.push('approver');
  if (isIssueManager(scope)) roles.push('manager');
  return roles;
}

/** Statuses the caller may move the issue to now. */
export function nextStatuses(scope: ProjectScope, issue: Issue): IssueStatus[] {
  return allowedTransitions(issue.status as IssueStatus, issueRoles(scope, issue));
}

export async function isCc(db: DbOrTx, issueId: string, userId: string): Promise<boolean> {
  const [r] = await db
    .select({ u: issueCc.userId })
    .from(issueCc)
    .where(and(eq(issueCc.issueId, issueId), eq(issueCc.userId, userId)));
  return !!r;
}

/** Editing an issue's fields: a manager, or issue:edit and being its creator or leader. */
export function canEditIssue(scope: ProjectScope, issue: Issue): boolean {
  if (isIssueManager(scope)) return true;
  return mayIssue(scope, 'edit') && (issue.createdBy === scope.actorId || issue.leaderId === scope.actorId);
}

/** Deleting: issue:delete or a manager; a creator may delete their own issue while it is pending. */
export function canDeleteIssue(scope: ProjectScope, issue: Issue): boolean {
  return mayIssue(scope, 'delete') || isIssueManager(scope) || (issue.createdBy === scope.actorId && issue.status === 'pending');
}

/** Generating the issue's task: task:add and being allowed to edit the issue. */
export function canGenerateTask(scope: ProjectScope, issue: Issue): boolean {
  return canInProject(scope, 'task', 'add') && canEditIssue(scope, issue);
}

/** Replying: issue:enter while the issue is not closed. */
export function canReply(scope: ProjectScope, issue: Issue): boolean {
  return mayIssue(scope, 'enter') && issue.status !== 'closed';
}
