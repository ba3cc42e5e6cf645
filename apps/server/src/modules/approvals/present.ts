import { asc, count, eq, inArray } from 'drizzle-orm';
import type {
  ApprovalDecision,
  ApprovalHistoryAction,
  ApprovalHistoryEntry,
  ApprovalStatus,
  ApprovalSummary,
  ApprovalUser,
} from '@trestle/shared/approval-schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts';
import { projects } from '../projects';
import type { Approval } from './access';
import { approvalApprovers, approvalCc, approvalDocuments, approvalHistory, approvals } from './tables';

// The wire shapes of approvals: a page of summaries in a few queries, and the history.

async function people(db: DbOrTx, ids: string[]): Promise<Map<string, ApprovalUser>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

const refOf = (map: Map<string, ApprovalUser>, id: string): ApprovalUser => map.get(id) ?? { id, name: '' };

/** Summaries of `rows`, in order, as seen by `userId`. */
export async function presentApprovals(db: DbOrTx, rows: Approval[], userId: string): Promise<ApprovalSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const approverRows = await db.select().from(approvalApprovers).where(inArray(approvalApprovers.approvalId, ids)).orderBy(asc(approvalApprovers.sort));
  const ccRows = await db.select().from(approvalCc).where(inArray(approvalCc.approvalId, ids)).orderBy(asc(approvalCc.sort));
  const docCounts = await db
    .select({ approvalId: approvalDocuments.approvalId, round: approvalDocuments.round, n: count() })
    .from(approvalDocuments)
    .where(inArray(approvalDocuments.approvalId, ids))
    .groupBy(approvalDocuments.approvalId, approvalDocuments.round);
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const names = new Map(
    (await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds))).map((p) => [p.id, p.name]),
  );
  const who = await people(db, [...rows.map((r) => r.initiatorId), ...approverRows.map((a) => a.userId), ...ccRows.map((c) => c.userId)]);
  return rows.map((a) => {
    const mineAsApprover = approverRows.find((r) => r.approvalId === a.id && r.userId === userId);
    return {
      id: a.id,
      projectId: a.projectId,
      projectName: names.get(a.projectId) ?? '',
      title: a.title,
      remarks: a.remarks,
      status: a.status as ApprovalStatus,
      round: a.round,
      initiator: refOf(who, a.initiatorId),
      approvers: approverRows
        .filter((r) => r.approvalId === a.id)
        .map((r) => ({ ...refOf(who, r.userId), decision: r.decision as ApprovalDecision, comment: r.comment, decidedAt: r.decidedAt?.toISOString() ?? null })),
      cc: ccRows.filter((r) => r.approvalId === a.id).map((r) => refOf(who, r.userId)),
      documentCount: docCounts.find((d) => d.approvalId === a.id && d.round === a.round)?.n ?? 0,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      mine: {
        initiator: a.initiatorId === userId,
        approver: !!mineAsApprover,
        cc: ccRows.some((r) => r.approvalId === a.id && r.userId === userId),
        pending: mineAsApprover?.decision === 'pending' && (a.status === 'in_process' || a.status === 'resubmitted'),
      },
    };
  });
}

/** The history of an approval, oldest first. */
export async function presentHistory(db: DbOrTx, approvalId: string): Promise<ApprovalHistoryEntry[]> {
  const rows = await db.select().from(approvalHistory).where(eq(approvalHistory.approvalId, approvalId)).orderBy(asc(approvalHistory.seq));
  const who = await people(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((h) => ({
    id: h.id,
    action: h.action as ApprovalHistoryAction,
    from: (h.fromStatus as ApprovalStatus | null) ?? null,
    to: h.toStatus as ApprovalStatus,
    round: h.round,
    comment: h.comment,
    user: refOf(who, h.userId),
    createdAt: h.createdAt.toISOString(),
  }));
}

/** Titles of approvals by id, with their project (the notices' subject). */
export async function approvalSubjects(db: DbOrTx, ids: string[]): Promise<Map<string, { title: string; projectId: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: approvals.id, title: approvals.title, projectId: approvals.projectId }).from(approvals).where(inArray(approvals.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
