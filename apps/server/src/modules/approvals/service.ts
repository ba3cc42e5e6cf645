import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APPROVAL_OPEN_STATUSES,
  type addApprovalBody,
  type ApprovalDetail,
  type ApprovalList,
  type approvalListBody,
  type ApprovalPeople,
} from '@trestle/shared/approval-schemas';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import { enterpriseFacts, type ProjectScope, permissionKey } from '../roles';
import { users } from '../accounts';
import { projectMembers, projects } from '../projects';
import { requireMembers } from '../tasks';
import { abilities, canSubmit, isApprovalManager, loadApproval } from './access';
import { insertDocuments, pinDocuments, presentDocuments } from './documents';
import { recordApprovalEvent } from './notices';
import { presentApprovals, presentHistory } from './present';
import { approvalApprovers, approvalCc, approvals } from './tables';

// Listing, reading and submitting approvals (docs/approvals.md). The workflow actions are in
// workflow.ts; who may do what in access.ts.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Projects of the session enterprise the caller may see, and those where they manage approvals. */
async function visibleProjects(deps: Deps, actor: Actor): Promise<{ ids: string[]; managed: Set<string> }> {
  if (!actor.enterpriseId) return { ids: [], managed: new Set() };
  const ent = await enterpriseFacts(deps.db, actor, actor.enterpriseId);
  const all = (await deps.db.select({ id: projects.id }).from(projects).where(eq(projects.enterpriseId, actor.enterpriseId))).map((p) => p.id);
  if (ent.isSystemManager || ent.isEnterpriseManager) return { ids: all, managed: new Set(all) };
  const mine = await deps.db
    .select({ projectId: projectMembers.projectId, isAdmin: projectMembers.isAdmin })
    .from(projectMembers)
    .where(eq(projectMembers.userId, actor.userId));
  const member = new Set(mine.map((m) => m.projectId));
  const viewAll = ent.isEnterpriseMember && ent.permissions.has(permissionKey('enterprise', 'view_all_projects'));
  return { ids: all.filter((id) => viewAll || member.has(id)), managed: new Set(mine.filter((m) => m.isAdmin).map((m) => m.projectId)) };
}

/**
 * The caller's approvals: of one project (`scope`, already checked by the route) or of every
 * project of the session enterprise they may see. Tabs: todo (their decision is awaited),
 * initiated, cc, all (everything they may see: their own ties, or every approval of a project
 * they manage). Newest activity first.
 */
export async function listApprovals(deps: Deps, actor: Actor, scope: ProjectScope | null, q: z.infer<typeof approvalListBody>): Promise<ApprovalList> {
  const me = actor.userId;
  const { ids, managed } = scope
    ? { ids: [scope.projectId], managed: new Set(isApprovalManager(scope) ? [scope.projectId] : []) }
    : await visibleProjects(deps, actor);
  if (!ids.length) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const db = deps.db;
  const asApprover = (pendingOnly: boolean) =>
    exists(
      db
        .select({ one: approvalApprovers.userId })
        .from(approvalApprovers)
        .where(
          and(
            eq(approvalApprovers.approvalId, approvals.id),
            eq(approvalApprovers.userId, me),
            pendingOnly ? eq(approvalApprovers.decision, 'pending') : undefined,
          ),
        ),
    );
  const asCc = exists(
    db
      .select({ one: approvalCc.userId })
      .from(approvalCc)
      .where(and(eq(approvalCc.approvalId, approvals.id), eq(approvalCc.userId, me))),
  );
  const managedIds = ids.filter((id) => managed.has(id));
  const visible = or(eq(approvals.initiatorId, me), asApprover(false), asCc, managedIds.length ? inArray(approvals.projectId, managedIds) : undefined)!;
  const parts: SQL[] = [inArray(approvals.projectId, ids)];
  if (q.tab === 'todo') parts.push(asApprover(true), inArray(approvals.status, [...APPROVAL_OPEN_STATUSES]));
  else if (q.tab === 'initiated') parts.push(eq(approvals.initiatorId, me));
  else if (q.tab === 'cc') parts.push(asCc);
  else parts.push(visible);
  if (q.status?.length) parts.push(inArray(approvals.status, q.status));
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    parts.push(or(ilike(approvals.title, like), ilike(approvals.remarks, like))!);
  }
  const where = and(...parts);
  const [{ n }] = await db.select({ n: count() }).from(approvals).where(where);
  const rows = await db
    .select()
    .from(approvals)
    .where(where)
    .orderBy(desc(approvals.updatedAt), desc(approvals.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await presentApprovals(db, rows, me), total: n, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One approval with its documents, history and what the caller may do. */
export async function approvalDetail(deps: Deps, scope: ProjectScope, approvalId: string): Promise<ApprovalDetail> {
  const { approval, ties } = await loadApproval(deps.db, scope, approvalId);
  const [summary] = await presentApprovals(deps.db, [approval], scope.actorId);
  return {
    ...summary,
    documents: await presentDocuments(deps, scope, approval.id),
    history: await presentHistory(deps.db, approval.id),
    can: abilities(scope, approval, ties),
  };
}

/** The project's members an approval may name (active accounts), by name. */
export async function approvalPeople(db: Db, scope: ProjectScope): Promise<ApprovalPeople> {
  if (!canSubmit(scope)) throw Errors.forbiddenKey('approval.notMember');
  const rows = await db
    .select({ id: users.id, name: users.name, loginName: users.loginName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, scope.projectId), eq(users.isInvalid, false)))
    .orderBy(asc(users.name), asc(users.id));
  return { users: rows };
}

/**
 * The people of a new approval: approvers and cc are project members, the initiator is not an
 * approver (nobody approves their own submission) and nobody is both approver and cc. The
 * initiator in the cc list is dropped: they see everything anyway.
 */
export async function checkPeople(db: Db, scope: ProjectScope, approverIds: string[], ccIds: string[]) {
  const approvers = [...new Set(approverIds)];
  const cc = [...new Set(ccIds)].filter((u) => u !== scope.actorId);
  if (approvers.includes(scope.actorId)) throw Errors.badInput('approval.initiatorApprover');
  const both = cc.find((u) => approvers.includes(u));
  if (both) {
    const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, both));
    throw Errors.badInput('approval.ccApprover', { name: u?.name ?? both });
  }
  await requireMembers(db, scope.projectId, [...approvers, ...cc], 'approval.userNotMember');
  return { approvers, cc };
}

/** Submit (spec: "submit"): a new approval in process, its approvers and cc told. */
export async function addApproval(deps: Deps, scope: ProjectScope, v: z.infer<typeof addApprovalBody>) {
  if (!canSubmit(scope)) throw Errors.forbiddenKey('approval.notMember');
  const { approvers, cc } = await checkPeople(deps.db, scope, v.approverIds, v.ccIds);
  const docs = await pinDocuments(deps, scope, v.fileIds, approvers);
  const now = deps.now();
  const approval = await deps.db.transaction(async (tx) => {
    const [a] = await tx
      .insert(approvals)
      .values({
        id: randomUUID(),
        projectId: scope.projectId,
        title: v.title,
        remarks: v.remarks,
        status: 'in_process',
        round: 1,
        initiatorId: scope.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(approvalApprovers).values(approvers.map((userId, sort) => ({ approvalId: a.id, userId, sort })));
    if (cc.length) await tx.insert(approvalCc).values(cc.map((userId, sort) => ({ approvalId: a.id, userId, sort })));
    await insertDocuments(tx, a.id, 1, docs);
    await recordApprovalEvent(
      tx,
      a,
      scope.actorId,
      { action: 'submit', from: null, to: 'in_process', notice: { actionType: 'initiated', to: { approvers: true, cc: true } } },
      now,
    );
    return a;
  });
  return withMsg(await approvalDetail(deps, scope, approval.id), 'approval.added');
}
