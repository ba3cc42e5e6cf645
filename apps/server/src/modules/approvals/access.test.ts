import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { abilities, canSee, canSubmit, isApprovalManager, refusal, rolesOf, type ApprovalTies } from './access';

// Who sees and does what with an approval, without a database (docs/approvals.md "Who may do
// what"). Loading the caller's ties is covered by the route tests (workflow.test.ts).

const none: ApprovalTies = { initiator: false, approver: false, pending: false, cc: false };
const member = scopeOf('member', ['project:enter']);

describe('approval managers and submitters', () => {
  it('makes system managers, enterprise managers and project admins managers, members not', () => {
    expect(isApprovalManager(scopeOf('systemManager'))).toBe(true);
    expect(isApprovalManager(scopeOf('enterpriseManager'))).toBe(true);
    expect(isApprovalManager(scopeOf('projectAdmin'))).toBe(true);
    expect(isApprovalManager(member)).toBe(false);
  });

  it('lets members and managers submit, an enterprise viewer who is no member not', () => {
    expect(canSubmit(member)).toBe(true);
    expect(canSubmit(scopeOf('enterpriseManager'))).toBe(true);
    expect(canSubmit(scopeOf('enterpriseViewer'))).toBe(false);
    expect(canSubmit(scopeOf('outsider'))).toBe(false);
  });
});

describe('seeing an approval', () => {
  it('shows it to managers and to the people it names, no one else', () => {
    expect(canSee(scopeOf('projectAdmin'), none)).toBe(true);
    expect(canSee(member, { ...none, initiator: true })).toBe(true);
    expect(canSee(member, { ...none, approver: true })).toBe(true);
    expect(canSee(member, { ...none, cc: true })).toBe(true);
    expect(canSee(member, none)).toBe(false);
  });
});

describe('the workflow roles and abilities', () => {
  it('names the initiator, an approver still to decide and a manager', () => {
    expect(rolesOf(scopeOf('projectAdmin'), { ...none, initiator: true, approver: true, pending: true })).toEqual(['initiator', 'pendingApprover', 'manager']);
    expect(rolesOf(member, { ...none, approver: true })).toEqual([]);
  });

  it('lets a pending approver approve or reject an open approval, the initiator resubmit a rejected one', () => {
    expect(abilities(member, { status: 'in_process' }, { ...none, approver: true, pending: true })).toEqual({
      approve: true,
      reject: true,
      resubmit: false,
      revoke: false,
    });
    expect(abilities(member, { status: 'rejected' }, { ...none, initiator: true })).toEqual({ approve: false, reject: false, resubmit: true, revoke: true });
    expect(abilities(scopeOf('projectAdmin'), { status: 'in_process' }, none)).toEqual({ approve: false, reject: false, resubmit: false, revoke: true });
    expect(abilities(member, { status: 'in_process' }, { ...none, cc: true })).toEqual({ approve: false, reject: false, resubmit: false, revoke: false });
  });
});

describe('refusals', () => {
  it('answers 400 when the approval’s state allows the action to nobody', () => {
    const e = refusal('resubmit', { status: 'in_process' }, { ...none, initiator: true }, 'en');
    expect([e.status, e.messageKey]).toEqual([400, 'approval.notNow']);
  });

  it('tells an approver who decided already, and anyone else that it is not theirs', () => {
    const decided = refusal('approve', { status: 'in_process' }, { ...none, approver: true }, 'en');
    expect([decided.status, decided.messageKey]).toEqual([403, 'approval.alreadyDecided']);
    const other = refusal('revoke', { status: 'in_process' }, { ...none, cc: true }, 'en');
    expect([other.status, other.messageKey]).toEqual([403, 'approval.notYours']);
  });
});
