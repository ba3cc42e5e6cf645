import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@trestle/shared';
import {
  APPROVAL_RULES,
  mayApprovalAction,
  type ApprovalAction,
  type approveBody,
  type ApprovalStatus,
  type rejectBody,
  type resubmitBody,
  type revokeBody,
} from '@trestle/shared/approval-schemas';
import type { Tx } from '../../db/client';
import type { Deps } from '../../http/context';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { loadApproval, refusal, rolesOf, type Approval, type ApprovalTies } from './access';
import { insertDocuments, pinDocuments, roundFileIds } from './documents';
import { approverIds, recordApprovalEvent } from './notices';
import { approvalDetail } from './service';
import { approvalApprovers, approvals } from './tables';

// The review workflow (docs/approvals.md "Workflow"; APPROVAL_RULES in shared): approve,
// reject, resubmit, revoke. Each runs in one transaction that locks the approval row first, so
// two people acting at once are served one after the other and the second sees the new state.

/** Locks and loads the approval, and refuses the action unless the workflow allows it to the caller. */
async function begin(
  tx: Tx,
  scope: ProjectScope,
  approvalId: string,
  action: ApprovalAction,
  lang: Lang,
): Promise<{ a: Approval; ties: ApprovalTies; from: ApprovalStatus }> {
  const { approval: a, ties } = await loadApproval(tx, scope, approvalId, true);
  const from = a.status as ApprovalStatus;
  if (!mayApprovalAction(action, from, rolesOf(scope, ties))) throw refusal(action, a, ties, lang);
  return { a, ties, from };
}

async function setStatus(tx: Tx, a: Approval, status: ApprovalStatus, extra: Partial<Approval> = {}): Promise<Approval> {
  const [row] = await tx
    .update(approvals)
    .set({ status, ...extra })
    .where(eq(approvals.id, a.id))
    .returning();
  return row;
}

/** An approver's own decision in the current round. */
async function decide(tx: Tx, a: Approval, userId: string, decision: 'approved' | 'rejected', comment: string | null, now: Date) {
  await tx
    .update(approvalApprovers)
    .set({ decision, comment, decidedAt: now })
    .where(and(eq(approvalApprovers.approvalId, a.id), eq(approvalApprovers.userId, userId), eq(approvalApprovers.decision, 'pending')));
}

/**
 * Approve: the caller's decision. The initiator hears of each approval; the last one completes
 * the approval, and then the initiator, the other approvers and the cc hear that it is done.
 */
export async function approve(deps: Deps, scope: ProjectScope, v: z.infer<typeof approveBody>, lang: Lang) {
  const now = deps.now();
  const completed = await deps.db.transaction(async (tx) => {
    const { a, from } = await begin(tx, scope, v.approvalId, 'approve', lang);
    await decide(tx, a, scope.actorId, 'approved', v.comment, now);
    const [{ open }] = await tx
      .select({ open: count() })
      .from(approvalApprovers)
      .where(and(eq(approvalApprovers.approvalId, a.id), eq(approvalApprovers.decision, 'pending')));
    if (open > 0) {
      await recordApprovalEvent(
        tx,
        a,
        scope.actorId,
        { action: 'approve', from, to: from, comment: v.comment, notice: { actionType: 'approved', to: { initiator: true } } },
        now,
      );
      return false;
    }
    // The decision itself leaves the state; the completion it causes is its own entry.
    await recordApprovalEvent(tx, a, scope.actorId, { action: 'approve', from, to: from, comment: v.comment }, now);
    const done = await setStatus(tx, a, 'completed');
    await recordApprovalEvent(
      tx,
      done,
      scope.actorId,
      { action: 'complete', from, to: 'completed', notice: { actionType: 'approved', to: { initiator: true, approvers: true, cc: true } } },
      now,
    );
    return true;
  });
  return withMsg(await approvalDetail(deps, scope, v.approvalId), completed ? 'approval.completedMsg' : 'approval.approved');
}

/** Reject (reason required): the approval goes back to the initiator; everyone on it hears why. */
export async function reject(deps: Deps, scope: ProjectScope, v: z.infer<typeof rejectBody>, lang: Lang) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { a, from } = await begin(tx, scope, v.approvalId, 'reject', lang);
    await decide(tx, a, scope.actorId, 'rejected', v.comment, now);
    const row = await setStatus(tx, a, APPROVAL_RULES.reject.to!);
    await recordApprovalEvent(
      tx,
      row,
      scope.actorId,
      { action: 'reject', from, to: 'rejected', comment: v.comment, notice: { actionType: 'rejected', to: { initiator: true, approvers: true, cc: true } } },
      now,
    );
  });
  return withMsg(await approvalDetail(deps, scope, v.approvalId), 'approval.rejected');
}

/**
 * Resubmit after a rejection (initiator): a new round. Every document is pinned again at its
 * current version (the set may change, the remarks too), every decision is open again, and the
 * approvers and cc are asked again ('initiated').
 */
export async function resubmit(deps: Deps, scope: ProjectScope, v: z.infer<typeof resubmitBody>, lang: Lang) {
  // Checked before the documents are read, so a refused caller learns nothing about them.
  const pre = await loadApproval(deps.db, scope, v.approvalId);
  if (!mayApprovalAction('resubmit', pre.approval.status as ApprovalStatus, rolesOf(scope, pre.ties))) throw refusal('resubmit', pre.approval, pre.ties, lang);
  const previous = await roundFileIds(deps.db, pre.approval.id, pre.approval.round);
  const fileIds = v.fileIds ?? previous;
  const docs = await pinDocuments(deps, scope, fileIds, await approverIds(deps.db, pre.approval.id));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { a, from } = await begin(tx, scope, v.approvalId, 'resubmit', lang);
    const round = a.round + 1;
    const row = await setStatus(tx, a, 'resubmitted', { round, ...(v.remarks !== undefined ? { remarks: v.remarks || null } : {}) });
    await tx.update(approvalApprovers).set({ decision: 'pending', comment: null, decidedAt: null }).where(eq(approvalApprovers.approvalId, a.id));
    await insertDocuments(tx, a.id, round, docs);
    await recordApprovalEvent(
      tx,
      row,
      scope.actorId,
      { action: 'resubmit', from, to: 'resubmitted', comment: v.comment, notice: { actionType: 'initiated', to: { approvers: true, cc: true } } },
      now,
    );
  });
  return withMsg(await approvalDetail(deps, scope, v.approvalId), 'approval.resubmitted');
}

/** Revoke (the spec's "void"): the initiator or a manager ends an unfinished approval. */
export async function revoke(deps: Deps, scope: ProjectScope, v: z.infer<typeof revokeBody>, lang: Lang) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { a, from } = await begin(tx, scope, v.approvalId, 'revoke', lang);
    const row = await setStatus(tx, a, 'revoked');
    await recordApprovalEvent(
      tx,
      row,
      scope.actorId,
      { action: 'revoke', from, to: 'revoked', comment: v.comment, notice: { actionType: 'revoked', to: { initiator: true, approvers: true, cc: true } } },
      now,
    );
  });
  return withMsg(await approvalDetail(deps, scope, v.approvalId), 'approval.revoked');
}
