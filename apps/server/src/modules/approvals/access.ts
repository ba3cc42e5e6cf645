import { and, eq } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import { APPROVAL_RULES, mayApprovalAction, type ApprovalAction, type ApprovalRole, type ApprovalStatus } from '@trestle/shared/approval-schemas';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { approvalApprovers, approvalCc, approvals } from './tables';

// Who may see and do what with an approval (docs/approvals.md "Who may do what"). No
// permission module of its own: approvals are between the people they name.
// - A manager is a project admin, an enterprise manager or a system manager: sees every
//   approval of the project and may revoke it.
// - Members of the project submit approvals (with documents they may open).
// - The initiator, the approvers and the people in copy see it; the workflow
//   (APPROVAL_RULES, shared) says who may approve, reject, resubmit or revoke.

export type Approval = typeof approvals.$inferSelect;

/** The caller's ties to one approval. */
export interface ApprovalTies {
  initiator: boolean;
  approver: boolean;
  /** An approver whose decision in the current round is still open. */
  pending: boolean;
  cc: boolean;
}

export const isApprovalManager = (scope: ProjectScope) => scope.isSystemManager || scope.isEnterpriseManager || scope.isProjectAdmin;

/** Submitting needs membership of the project (managers may too). */
export function canSubmit(scope: ProjectScope): boolean {
  return scope.isProjectMember || isApprovalManager(scope);
}

export function canSee(scope: ProjectScope, ties: ApprovalTies): boolean {
  return isApprovalManager(scope) || ties.initiator || ties.approver || ties.cc;
}

/** The caller's roles for the workflow. */
export function rolesOf(scope: ProjectScope, ties: ApprovalTies): ApprovalRole[] {
  const roles: ApprovalRole[] = [];
  if (ties.initiator) roles.push('initiator');
  if (ties.pending) roles.push('pendingApprover');
  if (isApprovalManager(scope)) roles.push('manager');
  return roles;
}

/** What the caller may do now (the abilities sent with the approval). */
export function abilities(scope: ProjectScope, a: Pick<Approval, 'status'>, ties: ApprovalTies) {
  const roles = rolesOf(scope, ties);
  const may = (action: ApprovalAction) => mayApprovalAction(action, a.status as ApprovalStatus, roles);
  return { approve: may('approve'), reject: may('reject'), resubmit: may('resubmit'), revoke: may('revoke') };
}

/**
 * The refusal of an action the caller may not take: 400 when the approval's state allows it to
 * nobody, 403 when someone else could (an approver who decided already hears why).
 */
export function refusal(action: ApprovalAction, a: Pick<Approval, 'status'>, ties: ApprovalTies, lang: Lang) {
  const status = a.status as ApprovalStatus;
  const verb = translate(`approval.verb.${action}`, lang);
  if (!APPROVAL_RULES[action].from.includes(status)) {
    return Errors.badInput('approval.notNow', {
      status: translate(`approval.statusName.${status}`, lang),
      done: translate(`approval.actionName.${action}`, lang),
      verb,
    });
  }
  if ((action === 'approve' || action === 'reject') && ties.approver && !ties.pending) return Errors.forbiddenKey('approval.alreadyDecided');
  return Errors.forbiddenKey('approval.notYours', { verb });
}

export async function tiesOf(db: DbOrTx, a: Approval, userId: string): Promise<ApprovalTies> {
  const [ap] = await db
    .select({ decision: approvalApprovers.decision })
    .from(approvalApprovers)
    .where(and(eq(approvalApprovers.approvalId, a.id), eq(approvalApprovers.userId, userId)));
  const [cc] = await db
    .select({ u: approvalCc.userId })
    .from(approvalCc)
    .where(and(eq(approvalCc.approvalId, a.id), eq(approvalCc.userId, userId)));
  return { initiator: a.initiatorId === userId, approver: !!ap, pending: ap?.decision === 'pending', cc: !!cc };
}

/**
 * An approval of the caller's project that they may see, with their ties to it. Another
 * project's (or no) approval reads as unknown; one they are not part of is refused.
 */
export async function loadApproval(
  db: DbOrTx,
  scope: ProjectScope,
  approvalId: string,
  forUpdate = false,
): Promise<{ approval: Approval; ties: ApprovalTies }> {
  const q = db
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, approvalId), eq(approvals.projectId, scope.projectId)));
  const [a] = forUpdate ? await q.for('update') : await q;
  if (!a) throw Errors.badInput('approval.unknown');
  const ties = await tiesOf(db, a, scope.actorId);
  if (!canSee(scope, ties)) throw Errors.forbiddenKey('approval.notInvolved');
  return { approval: a, ties };
}
