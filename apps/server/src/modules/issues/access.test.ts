import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { canDeleteIssue, canEditIssue, canGenerateTask, canReply, isIssueManager, issueCaller, mayIssue, mayMeeting, nextStatuses, type Issue } from './access';

// The issue rules as the server applies them to a scope (the rules themselves are tested in
// packages/shared issue-rules.test.ts); loading rows is covered by the route tests.

const issue = (over: Partial<Issue> = {}) =>
  ({ id: 'i1', projectId: 'p1', createdBy: 'someone', leaderId: 'other', approverId: null, status: 'pending', taskId: null, ...over }) as Issue;

describe('issue grants from the scope', () => {
  it('makes project admins and enterprise managers issue managers, members only with issue:permission', () => {
    expect(isIssueManager(scopeOf('projectAdmin'))).toBe(true);
    expect(isIssueManager(scopeOf('enterpriseManager'))).toBe(true);
    expect(isIssueManager(scopeOf('member', ['issue:permission']))).toBe(true);
    expect(isIssueManager(scopeOf('member', ['issue:edit', 'issue:delete']))).toBe(false);
    expect(isIssueManager(scopeOf('enterpriseViewer', ['issue:permission']))).toBe(false);
  });

  it('reads issue and meeting actions from the grants', () => {
    expect(mayIssue(scopeOf('member', ['issue:export']), 'export')).toBe(true);
    expect(mayIssue(scopeOf('member'), 'enter')).toBe(false);
    expect(mayMeeting(scopeOf('member', ['meeting:report']), 'report')).toBe(true);
    expect(mayMeeting(scopeOf('outsider', ['meeting:allow']), 'allow')).toBe(false);
  });

  it('hands the shared rules the actor and the grants', () => {
    expect(issueCaller(scopeOf('member', ['issue:edit']))).toEqual({ userId: 'me', manager: false, edit: true, delete: false });
    expect(issueCaller(scopeOf('projectAdmin'))).toEqual({ userId: 'me', manager: true, edit: true, delete: true });
  });
});

describe('per-issue rules on a scope', () => {
  it('lets an editor edit issues they created or lead, and a creator delete while pending', () => {
    const editor = scopeOf('member', ['issue:enter', 'issue:edit']);
    expect(canEditIssue(editor, issue({ leaderId: 'me' }))).toBe(true);
    expect(canEditIssue(editor, issue())).toBe(false);
    expect(canDeleteIssue(editor, issue({ createdBy: 'me' }))).toBe(true);
    expect(canDeleteIssue(editor, issue({ createdBy: 'me', status: 'finish' }))).toBe(false);
  });

  it('generates the task only with task:add and the right to edit; replies until closed', () => {
    const editor = scopeOf('member', ['issue:enter', 'issue:edit', 'task:add']);
    expect(canGenerateTask(editor, issue({ createdBy: 'me' }))).toBe(true);
    expect(canGenerateTask(scopeOf('member', ['issue:enter', 'issue:edit']), issue({ createdBy: 'me' }))).toBe(false);
    expect(canReply(editor, issue({ status: 'finish' }))).toBe(true);
    expect(canReply(editor, issue({ status: 'closed' }))).toBe(false);
    expect(canReply(scopeOf('member'), issue())).toBe(false);
  });

  it('moves the issue as the workflow allows the caller', () => {
    expect(nextStatuses(scopeOf('member', ['issue:enter']), issue({ leaderId: 'me' }))).toEqual(['underway']);
    expect(nextStatuses(scopeOf('member', ['issue:enter']), issue())).toEqual([]);
    expect(nextStatuses(scopeOf('projectAdmin'), issue()).sort()).toEqual(['closed', 'underway']);
  });
});
