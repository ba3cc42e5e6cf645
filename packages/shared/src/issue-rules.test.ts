import { describe, expect, it } from 'vitest';
import {
  canDeleteIssue,
  canEditIssue,
  canGenerateIssueTask,
  canReplyToIssue,
  issueNextStatuses,
  issueRoles,
  type IssueCaller,
  type IssueFacts,
} from './issue-rules';

// The issue rules both sides use (docs/issues.md "Permissions").

const caller = (over: Partial<IssueCaller> = {}): IssueCaller => ({ userId: 'me', manager: false, edit: false, delete: false, ...over });
const issue = (over: Partial<IssueFacts> = {}): IssueFacts => ({ createdBy: 'someone', leaderId: 'other', approverId: null, status: 'pending', ...over });

describe('canEditIssue', () => {
  it('lets a manager edit every issue, with or without issue:edit', () => {
    expect(canEditIssue(caller({ manager: true }), issue())).toBe(true);
  });

  it('lets issue:edit edit only issues the caller created or leads', () => {
    const editor = caller({ edit: true });
    expect(canEditIssue(editor, issue({ createdBy: 'me' }))).toBe(true);
    expect(canEditIssue(editor, issue({ leaderId: 'me' }))).toBe(true);
    expect(canEditIssue(editor, issue())).toBe(false);
  });

  it('refuses the creator or leader without issue:edit', () => {
    expect(canEditIssue(caller(), issue({ createdBy: 'me', leaderId: 'me' }))).toBe(false);
  });

  it('gives an unknown caller nothing of their own, even on an issue without a leader', () => {
    expect(canEditIssue(caller({ userId: undefined, edit: true }), issue({ leaderId: null }))).toBe(false);
    expect(canEditIssue(caller({ userId: undefined, edit: true }), issue({ leaderId: undefined }))).toBe(false);
  });
});

describe('canDeleteIssue', () => {
  it('lets issue:delete and managers delete any issue in any status', () => {
    expect(canDeleteIssue(caller({ delete: true }), issue({ status: 'closed' }))).toBe(true);
    expect(canDeleteIssue(caller({ manager: true }), issue({ status: 'underway' }))).toBe(true);
  });

  it('lets the creator delete their own issue only while it is pending', () => {
    expect(canDeleteIssue(caller(), issue({ createdBy: 'me' }))).toBe(true);
    expect(canDeleteIssue(caller(), issue({ createdBy: 'me', status: 'underway' }))).toBe(false);
  });

  it('refuses the leader and strangers', () => {
    expect(canDeleteIssue(caller({ edit: true }), issue({ leaderId: 'me' }))).toBe(false);
    expect(canDeleteIssue(caller(), issue())).toBe(false);
    expect(canDeleteIssue(caller({ userId: null }), issue())).toBe(false);
  });
});

describe('canReplyToIssue and canGenerateIssueTask', () => {
  it('lets issue:enter reply until the issue is closed', () => {
    expect(canReplyToIssue(true, issue({ status: 'finish' }))).toBe(true);
    expect(canReplyToIssue(true, issue({ status: 'closed' }))).toBe(false);
    expect(canReplyToIssue(false, issue())).toBe(false);
  });

  it('needs task:add and the right to edit the issue', () => {
    expect(canGenerateIssueTask(true, caller({ edit: true }), issue({ leaderId: 'me' }))).toBe(true);
    expect(canGenerateIssueTask(false, caller({ manager: true }), issue())).toBe(false);
    expect(canGenerateIssueTask(true, caller({ edit: true }), issue())).toBe(false);
  });
});

describe('the workflow roles', () => {
  it('names every role the caller holds on the issue', () => {
    expect(issueRoles(caller({ manager: true }), issue({ createdBy: 'me', leaderId: 'me', approverId: 'me' }))).toEqual([
      'leader',
      'creator',
      'approver',
      'manager',
    ]);
    expect(issueRoles(caller(), issue())).toEqual([]);
    expect(issueRoles(caller({ userId: undefined }), issue({ leaderId: undefined, approverId: undefined }))).toEqual([]);
  });

  it('moves a pending issue on for its leader, closes it for its creator, and reopens it for its approver', () => {
    expect(issueNextStatuses(caller(), issue({ leaderId: 'me' }))).toEqual(['underway']);
    expect(issueNextStatuses(caller(), issue({ createdBy: 'me' }))).toEqual(['closed']);
    expect(issueNextStatuses(caller(), issue({ approverId: 'me', status: 'closed' }))).toEqual(['underway']);
    expect(issueNextStatuses(caller(), issue({ status: 'finish' }))).toEqual([]);
    expect(issueNextStatuses(caller({ manager: true }), issue({ status: 'finish' })).sort()).toEqual(['closed', 'underway']);
  });
});
