import { allowedTransitions, type IssueActorRole, type IssueStatus } from './issue-schemas';

// Who may edit, delete, answer or move an issue (docs/issues.md "Permissions"), over plain facts:
// the server decides with these (apps/server modules/issues/access.ts), the web shows its buttons
// with them. The caller's grants come from the roles policy on the server and from the project
// info on the web.

/** What the caller holds in the project, and who they are. */
export interface IssueCaller {
  /** The caller's user id; unknown (signed out, still loading) owns nothing. */
  userId: string | null | undefined;
  /** Project admin, enterprise manager or issue:permission: edits, moves and deletes every issue. */
  manager: boolean;
  /** issue:edit */
  edit: boolean;
  /** issue:delete */
  delete: boolean;
}

/** The facts of the issue the rules read. */
export interface IssueFacts {
  createdBy: string;
  leaderId: string | null | undefined;
  approverId?: string | null;
  status: string;
}

const is = (userId: string | null | undefined, other: string | null | undefined) => !!userId && userId === other;

/** Editing the fields: a manager, or issue:edit and being the issue's creator or leader. */
export function canEditIssue(c: IssueCaller, i: IssueFacts): boolean {
  if (c.manager) return true;
  return c.edit && (is(c.userId, i.createdBy) || is(c.userId, i.leaderId));
}

/** Deleting: issue:delete or a manager; a creator deletes their own issue while it is pending. */
export function canDeleteIssue(c: IssueCaller, i: IssueFacts): boolean {
  return c.delete || c.manager || (is(c.userId, i.createdBy) && i.status === 'pending');
}

/** Replying: issue:enter while the issue is not closed. */
export function canReplyToIssue(mayEnter: boolean, i: Pick<IssueFacts, 'status'>): boolean {
  return mayEnter && i.status !== 'closed';
}

/** Generating the issue's task: task:add and being allowed to edit the issue. */
export function canGenerateIssueTask(mayAddTask: boolean, c: IssueCaller, i: IssueFacts): boolean {
  return mayAddTask && canEditIssue(c, i);
}

/** The caller's roles on an issue, for the workflow (ISSUE_TRANSITIONS). */
export function issueRoles(c: Pick<IssueCaller, 'userId' | 'manager'>, i: IssueFacts): IssueActorRole[] {
  const roles: IssueActorRole[] = [];
  if (is(c.userId, i.leaderId)) roles.push('leader');
  if (is(c.userId, i.createdBy)) roles.push('creator');
  if (is(c.userId, i.approverId)) roles.push('approver');
  if (c.manager) roles.push('manager');
  return roles;
}

/** The statuses the caller may move the issue to now. */
export function issueNextStatuses(c: Pick<IssueCaller, 'userId' | 'manager'>, i: IssueFacts): IssueStatus[] {
  return allowedTransitions(i.status as IssueStatus, issueRoles(c, i));
}
