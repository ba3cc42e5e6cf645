import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_RULES, APPROVAL_STATUSES, mayApprovalAction, type ApprovalAction, type ApprovalDetail } from '@trestle/shared/approval-schemas';
import type { ProjectScope } from '../roles/service';
import { abilities, canSee, canSubmit } from './access';
import { approvalKit, type ApprovalKit } from './testkit';

// The review workflow (docs/approvals.md "Workflow"): approve, reject, resubmit, revoke; the
// notices each sends and to whom; every move refused to the wrong person (403) or from the
// wrong state (400).

let k: ApprovalKit;
beforeAll(async () => {
  k = await approvalKit();
});
afterAll(() => k.t.close());

type Who = keyof ApprovalKit['tok'];
const act = (action: ApprovalAction, approvalId: string, who: Who, extra: object = {}, lang = 'en') =>
  k.post(`/protected/approval/${action}`, { approvalId, ...(action === 'reject' ? { comment: 'Not acceptable' } : {}), ...extra }, k.tok[who], lang);
const sorted = (ids: string[]) => [...ids].sort();
/** Notices of one actionType sent after `since` notices, their recipients sorted. */
async function newNotices(approvalId: string, since: number) {
  const all = await k.notices(approvalId);
  return all.slice(since);
}

describe('the rule table', () => {
  it('lets only pending approvers decide, only the initiator resubmit, the initiator or a manager revoke', () => {
    expect(mayApprovalAction('approve', 'in_process', ['pendingApprover'])).toBe(true);
    expect(mayApprovalAction('approve', 'resubmitted', ['pendingApprover'])).toBe(true);
    expect(mayApprovalAction('approve', 'in_process', ['initiator', 'manager'])).toBe(false);
    expect(mayApprovalAction('reject', 'rejected', ['pendingApprover'])).toBe(false);
    expect(mayApprovalAction('resubmit', 'rejected', ['initiator'])).toBe(true);
    expect(mayApprovalAction('resubmit', 'rejected', ['manager'])).toBe(false);
    expect(mayApprovalAction('revoke', 'rejected', ['manager'])).toBe(true);
    // Completed and revoked are final: nobody may do anything.
    for (const action of Object.keys(APPROVAL_RULES) as ApprovalAction[]) {
      for (const s of ['completed', 'revoked'] as const) expect(mayApprovalAction(action, s, ['initiator', 'pendingApprover', 'manager'])).toBe(false);
    }
    expect(APPROVAL_STATUSES).toEqual(['in_process', 'rejected', 'revoked', 'resubmitted', 'completed']);
  });
});

describe('the access rules (pure)', () => {
  const scope = (over: Partial<ProjectScope> = {}): ProjectScope => ({
    isSystemManager: false,
    isEnterpriseManager: false,
    isEnterpriseMember: true,
    isProjectMember: true,
    isProjectAdmin: false,
    permissions: new Set(),
    projectId: 'p',
    enterpriseId: 'e',
    permissionMode: 'default',
    roleId: 'r',
    actorId: 'u',
    ...over,
  });
  const none = { initiator: false, approver: false, pending: false, cc: false };

  it('lets members and managers submit, not someone who only views every project', () => {
    expect(canSubmit(scope())).toBe(true);
    expect(canSubmit(scope({ isProjectMember: false, isEnterpriseManager: true }))).toBe(true);
    expect(canSubmit(scope({ isProjectMember: false, permissions: new Set(['enterprise:view_all_projects']) }))).toBe(false);
  });
  it('shows an approval to the people on it and to managers only', () => {
    expect(canSee(scope(), none)).toBe(false);
    expect(canSee(scope(), { ...none, cc: true })).toBe(true);
    expect(canSee(scope({ isProjectAdmin: true }), none)).toBe(true);
  });
  it('gives a pending approver approve and reject, the initiator of a rejected one resubmit and revoke', () => {
    expect(abilities(scope(), { status: 'in_process' }, { ...none, approver: true, pending: true })).toEqual({
      approve: true,
      reject: true,
      resubmit: false,
      revoke: false,
    });
    expect(abilities(scope(), { status: 'rejected' }, { ...none, initiator: true })).toEqual({ approve: false, reject: false, resubmit: true, revoke: true });
    expect(abilities(scope({ isProjectAdmin: true }), { status: 'completed' }, none)).toEqual({
      approve: false,
      reject: false,
      resubmit: false,
      revoke: false,
    });
  });
});

describe('a full review: approve, reject, resubmit, approve to completion', () => {
  let a: ApprovalDetail;
  beforeAll(async () => {
    a = await k.submit();
  });

  it('records one approval and tells only the initiator', async () => {
    const before = (await k.notices(a.id)).length;
    const r = await act('approve', a.id, 'carol', { comment: 'Fine by structure' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('Approved');
    expect(r.body.data.status).toBe('in_process');
    expect((r.body.data as ApprovalDetail).approvers.map((p) => [p.id, p.decision, p.comment])).toEqual([
      [k.ids.carol, 'approved', 'Fine by structure'],
      [k.ids.dave, 'pending', null],
    ]);
    expect(r.body.data.can).toEqual({ approve: false, reject: false, resubmit: false, revoke: false });
    const sent = await newNotices(a.id, before);
    expect(sent.map((n) => [n.userId, n.actionType, n.sender, n.content])).toEqual([[k.ids.member, 'approved', k.ids.carol, 'Fine by structure']]);
  });

  it('refuses a second decision from the same approver (403) and decisions from anyone else', async () => {
    const again = await act('approve', a.id, 'carol');
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe('You have already given your decision in this round');
    for (const who of ['member', 'erin', 'padmin'] as Who[]) {
      const r = await act('approve', a.id, who);
      expect(r.status, who).toBe(403);
      expect(r.body.msg, who).toBe('You cannot approve this approval');
    }
    expect((await act('approve', a.id, 'frank')).body.msg).toMatch(/Only its initiator/);
    expect((await act('approve', a.id, 'outsider')).status).toBe(403);
    // Nobody may resubmit while it is in process: bad input, in the caller's language.
    const early = await act('resubmit', a.id, 'member');
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('An approval that is in process cannot be resubmitted');
    expect((await act('resubmit', a.id, 'member', {}, 'zh')).body.msg).toBe('审批中的审批不能重新提交');
  });

  it('needs a reason to reject', async () => {
    const r = await k.post('/protected/approval/reject', { approvalId: a.id, comment: '  ' }, k.tok.dave);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Please give the reason for rejecting');
    expect((await k.post('/protected/approval/reject', { approvalId: a.id, comment: 'x'.repeat(501) }, k.tok.dave)).body.msg).toContain('at most 500');
  });

  it('rejects: back to the initiator, and the initiator, the other approver and cc hear why', async () => {
    const before = (await k.notices(a.id)).length;
    const r = await act('reject', a.id, 'dave', { comment: 'Fire stopping detail missing on A-201' });
    expect(r.body.msg).toBe('Rejected');
    expect(r.body.data.status).toBe('rejected');
    const sent = await newNotices(a.id, before);
    expect(sorted(sent.map((n) => n.userId))).toEqual(sorted([k.ids.member, k.ids.carol, k.ids.erin]));
    expect(sent.every((n) => n.actionType === 'rejected' && n.content === 'Fire stopping detail missing on A-201')).toBe(true);
    // Once rejected, nobody may approve or reject any more.
    expect((await act('approve', a.id, 'carol')).status).toBe(400);
    expect((await act('reject', a.id, 'carol')).body.msg).toBe('An approval that is rejected cannot be rejected');
  });

  it('lets only the initiator resubmit', async () => {
    for (const who of ['carol', 'erin', 'padmin'] as Who[]) {
      const r = await act('resubmit', a.id, who);
      expect(r.status, who).toBe(403);
      expect(r.body.msg, who).toBe('You cannot resubmit this approval');
    }
    const initiator = (await k.post('/protected/approval/get', { approvalId: a.id })).body.data;
    expect(initiator.can).toEqual({ approve: false, reject: false, resubmit: true, revoke: true });
  });

  it('resubmits: a new round with the documents pinned again, decisions open, approvers and cc asked again', async () => {
    const fileIds = a.documents.map((d) => d.fileId);
    await k.newVersion(fileIds[1]!);
    const before = (await k.notices(a.id)).length;
    const r = await act('resubmit', a.id, 'member', { comment: 'Detail 7 added', remarks: 'Rev D' });
    expect(r.body.msg).toBe('Resubmitted');
    const d = r.body.data as ApprovalDetail;
    expect(d).toMatchObject({ status: 'resubmitted', round: 2, remarks: 'Rev D', documentCount: 2 });
    expect(d.approvers.map((p) => [p.decision, p.comment])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    // Round 2 first (A-201 now at version 2), then round 1 as it was reviewed.
    expect(d.documents.map((x) => [x.round, x.name, x.version, x.currentVersion])).toEqual([
      [2, 'A-101 Plan.pdf', 1, 1],
      [2, 'A-201 Section.pdf', 2, 2],
      [1, 'A-101 Plan.pdf', 1, 1],
      [1, 'A-201 Section.pdf', 1, 2],
    ]);
    const sent = await newNotices(a.id, before);
    expect(sorted(sent.map((n) => n.userId))).toEqual(sorted([k.ids.carol, k.ids.dave, k.ids.erin]));
    expect(sent.every((n) => n.actionType === 'initiated' && n.content === 'Detail 7 added')).toBe(true);
  });

  it('completes when every approver has approved; initiator, the other approver and cc hear it', async () => {
    expect((await act('approve', a.id, 'dave')).body.data.status).toBe('resubmitted');
    const before = (await k.notices(a.id)).length;
    const r = await act('approve', a.id, 'carol');
    expect(r.body.msg).toBe('Approved: the approval is completed');
    expect(r.body.data.status).toBe('completed');
    const sent = await newNotices(a.id, before);
    expect(sorted(sent.map((n) => n.userId))).toEqual(sorted([k.ids.member, k.ids.dave, k.ids.erin]));
    expect(sent.every((n) => n.actionType === 'approved' && n.content === a.title)).toBe(true);
  });

  it('keeps the whole story in the history, in order', async () => {
    expect((await k.history(a.id)).map((h) => [h.action, h.fromStatus, h.toStatus, h.round, h.userId])).toEqual([
      ['submit', null, 'in_process', 1, k.ids.member],
      ['approve', 'in_process', 'in_process', 1, k.ids.carol],
      ['reject', 'in_process', 'rejected', 1, k.ids.dave],
      ['resubmit', 'rejected', 'resubmitted', 2, k.ids.member],
      ['approve', 'resubmitted', 'resubmitted', 2, k.ids.dave],
      ['approve', 'resubmitted', 'resubmitted', 2, k.ids.carol],
      ['complete', 'resubmitted', 'completed', 2, k.ids.carol],
    ]);
    const detail = (await k.post('/protected/approval/get', { approvalId: a.id })).body.data as ApprovalDetail;
    expect(detail.history.map((h) => h.action)).toEqual(['submit', 'approve', 'reject', 'resubmit', 'approve', 'approve', 'complete']);
    expect(detail.history[2]).toMatchObject({ comment: 'Fire stopping detail missing on A-201', user: { name: 'Dave Dale' } });
  });

  it('is final once completed: nothing more, for anyone (400)', async () => {
    for (const [action, who] of [
      ['approve', 'dave'],
      ['reject', 'dave'],
      ['resubmit', 'member'],
      ['revoke', 'member'],
      ['revoke', 'padmin'],
    ] as [ApprovalAction, Who][]) {
      const r = await act(action, a.id, who);
      expect(r.status, `${action} by ${who}`).toBe(400);
    }
    expect((await act('revoke', a.id, 'member')).body.msg).toBe('An approval that is completed cannot be revoked');
  });
});

describe('revoke', () => {
  it('by the initiator while in process: approvers and cc are told, the reason kept', async () => {
    const a = await k.submit();
    const r = await act('revoke', a.id, 'member', { comment: 'Wrong revision attached' });
    expect(r.body.msg).toBe('Approval revoked');
    expect(r.body.data.status).toBe('revoked');
    const sent = await k.notices(a.id);
    const revoked = sent.filter((n) => n.actionType === 'revoked');
    expect(sorted(revoked.map((n) => n.userId))).toEqual(sorted([k.ids.carol, k.ids.dave, k.ids.erin]));
    expect(revoked[0].content).toBe('Wrong revision attached');
    expect((await act('approve', a.id, 'carol')).status).toBe(400);
    expect((await act('revoke', a.id, 'member')).body.msg).toBe('An approval that is revoked cannot be revoked');
  });

  it('by a project admin, also after a rejection; the initiator hears of it', async () => {
    const a = await k.submit();
    await act('reject', a.id, 'carol');
    const r = await act('revoke', a.id, 'padmin');
    expect(r.body.data.status).toBe('revoked');
    const revoked = (await k.notices(a.id)).filter((n) => n.actionType === 'revoked');
    expect(sorted(revoked.map((n) => n.userId))).toEqual(sorted([k.ids.member, k.ids.carol, k.ids.dave, k.ids.erin]));
  });

  it('is refused to approvers and cc (403)', async () => {
    const a = await k.submit();
    for (const who of ['carol', 'erin'] as Who[]) {
      const r = await act('revoke', a.id, who);
      expect(r.status, who).toBe(403);
      expect(r.body.msg, who).toBe('You cannot revoke this approval');
    }
  });
});

describe('resubmit with other documents', () => {
  it('replaces the set of documents and clears the remarks when asked', async () => {
    const a = await k.submit();
    await act('reject', a.id, 'carol');
    const fresh = await k.file('A-102 Plan rev D.pdf');
    const r = await act('resubmit', a.id, 'member', { fileIds: [fresh], remarks: null });
    expect(r.body.data.remarks).toBeNull();
    expect((r.body.data as ApprovalDetail).documents.filter((d) => d.round === 2).map((d) => d.name)).toEqual(['A-102 Plan rev D.pdf']);
    expect(r.body.data.documentCount).toBe(1);
  });

  it('refuses documents that are gone, before changing anything', async () => {
    const a = await k.submit();
    await act('reject', a.id, 'carol');
    const r = await act('resubmit', a.id, 'member', { fileIds: ['no-such'] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('A chosen document does not exist in this project');
    expect((await k.post('/protected/approval/get', { approvalId: a.id })).body.data).toMatchObject({ status: 'rejected', round: 1 });
  });
});
