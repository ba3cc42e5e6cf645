import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ApprovalHistoryAction, ApprovalStatus } from '@trestle/shared/approval-schemas';
import type { APPROVAL_NOTICE_ACTIONS } from '@trestle/shared/task-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { createNotification, notificationTarget, type NoticeKind } from '../notifications';
import { approvalSubjects } from './present';
import type { Approval } from './access';
import { approvalApprovers, approvalCc, approvalHistory, approvals } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Every action on an approval writes one history row and tells the people concerned, in the
// action's transaction (docs/approvals.md "Notices"): a change that rolls back leaves neither.
// Notices are targetType '19650' with the spec's approval actionTypes.

export type ApprovalNoticeAction = (typeof APPROVAL_NOTICE_ACTIONS)[number];

/** The query-like targetId of an approval's notices (spec 1 §3): projectId=..&approvalId=.. */
export const approvalTarget = (a: Pick<Approval, 'projectId' | 'id'>) => notificationTarget({ projectId: a.projectId, approvalId: a.id });

export async function approverIds(db: DbOrTx, approvalId: string): Promise<string[]> {
  return (
    await db
      .select({ u: approvalApprovers.userId })
      .from(approvalApprovers)
      .where(eq(approvalApprovers.approvalId, approvalId))
      .orderBy(asc(approvalApprovers.sort))
  ).map((r) => r.u);
}

export async function ccIds(db: DbOrTx, approvalId: string): Promise<string[]> {
  return (await db.select({ u: approvalCc.userId }).from(approvalCc).where(eq(approvalCc.approvalId, approvalId)).orderBy(asc(approvalCc.sort))).map(
    (r) => r.u,
  );
}

/** Who hears of an event: initiator, approvers and/or cc (the actor never hears of their own). */
export interface Audience {
  initiator?: boolean;
  approvers?: boolean;
  cc?: boolean;
}

export interface ApprovalEvent {
  action: ApprovalHistoryAction;
  from: ApprovalStatus | null;
  to: ApprovalStatus;
  comment?: string | null;
  notice?: { actionType: ApprovalNoticeAction; to: Audience };
}

/**
 * Writes the history row, stamps updatedAt and creates the notice, in the caller's
 * transaction. The notice's content is the comment when there is one (a rejection's reason),
 * otherwise the approval's title.
 */
export async function recordApprovalEvent(tx: Tx, a: Approval, actorId: string, e: ApprovalEvent, now: Date) {
  // The operation log names the approval, with its status when the action moved it.
  describeOperation({ targetId: a.id, targetName: a.title, ...(e.from === e.to ? {} : changedFields({ status: e.from }, { status: e.to })) });
  await tx.insert(approvalHistory).values({
    id: randomUUID(),
    approvalId: a.id,
    action: e.action,
    fromStatus: e.from,
    toStatus: e.to,
    round: a.round,
    comment: e.comment ?? null,
    userId: actorId,
    createdAt: now,
  });
  await tx.update(approvals).set({ updatedAt: now }).where(eq(approvals.id, a.id));
  if (!e.notice) return;
  const to = e.notice.to;
  const recipients = [...(to.initiator ? [a.initiatorId] : []), ...(to.approvers ? await approverIds(tx, a.id) : []), ...(to.cc ? await ccIds(tx, a.id) : [])];
  if (!recipients.length) return;
  await createNotification(tx, {
    recipients,
    sender: actorId,
    targetId: approvalTarget(a),
    targetType: '19650',
    actionType: e.notice.actionType,
    content: e.comment || a.title,
    createdAt: now,
  });
}

/** Approval notices (targetType '19650'): the subject is the approval's title, shown to project members. */
export const approvalNoticeKind: NoticeKind = {
  async about(db, _userId, targets) {
    const ids = [...new Set(targets.flatMap((t) => (t.approvalId ? [t.approvalId] : [])))];
    const byId = await approvalSubjects(db, ids);
    return targets.map((target) => {
      const approval = target.approvalId ? byId.get(target.approvalId) : undefined;
      return { subject: approval && approval.projectId === target.projectId ? approval.title : null, person: false };
    });
  },
};
