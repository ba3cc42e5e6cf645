import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addIssueBody,
  IssueDetail,
  IssueHistoryAction,
  IssueList,
  IssueReply,
  IssueSummary,
  issueListBody,
  myIssuesBody,
  ProblemUsers,
  updateIssueBody,
} from '@trestle/shared/issue-schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { requireMembers } from '../tasks';
import { type ProjectScope, rolePermissions } from '../roles';
import { projectsWithPermission, projectMembers } from '../projects';
import { users } from '../accounts';
import { annotations } from '../annotations';
import { fileNodes, orphanIfUnreferenced } from '../files';
import { Errors } from '../../http/errors';
import { canDeleteIssue, canEditIssue, canGenerateTask, canReply, loadIssue, needIssue, nextStatuses, type Issue } from './access';
import { presentIssues, queryIssues } from './query';
import { noticeIssue, recordIssueEvent } from './notices';
import { issueCc, issueHistory, issueReplies, issueReplyImages, issues, meetings } from './tables';
import { patchOf } from '../../db/patch';
import { describeOperation } from '../../db/operation';

// Issues (TQ): the people an issue may name, the lists, the detail, and create / edit / delete
// (docs/issues.md). Status changes are workflow.ts, replies replies.ts, the task generate.ts.

type AddInput = z.infer<typeof addIssueBody>;
type UpdateInput = z.infer<typeof updateIssueBody>;

/** POST /protected/problem/get-problem-users: the people an issue may name (spec envelope + allUsers). */
export async function problemUsers(db: Db, scope: ProjectScope): Promise<Omit<ProblemUsers, 'success'>> {
  needIssue(scope, 'enter');
  const members = await db
    .select({ id: users.id, name: users.name, loginName: users.loginName, isAdmin: projectMembers.isAdmin, granted: rolePermissions.roleId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.roleId, projectMembers.roleId),
        eq(rolePermissions.module, 'issue'),
        eq(rolePermissions.action, 'enter'),
        eq(rolePermissions.allowed, true),
      ),
    )
    .where(and(eq(projectMembers.projectId, scope.projectId), eq(users.isInvalid, false)))
    .orderBy(asc(users.name), asc(users.id));
  const seen = new Set<string>();
  const allUsers = members
    .filter((m) => (m.isAdmin || m.granted) && !seen.has(m.id) && seen.add(m.id))
    .map((m) => ({ id: m.id, name: m.name, loginName: m.loginName }));
  return { allUsers };
}

export async function listIssues(db: Db, scope: ProjectScope, input: z.infer<typeof issueListBody>): Promise<IssueList> {
  needIssue(scope, 'enter');
  const { pageNum, pageSize, projectId, ...filters } = input;
  const { rows, total } = await queryIssues(db, { ...filters, projectIds: [projectId] }, pageNum, pageSize);
  return { list: await presentIssues(db, rows), total, pageNum, pageSize };
}

/** "My issues": every project of the session enterprise where the caller has issue:enter. */
export async function myIssues(deps: Deps, actor: Actor, input: z.infer<typeof myIssuesBody>): Promise<IssueList> {
  const visible = await projectsWithPermission(deps, actor, 'issue', 'enter');
  const names = new Map(visible.map((p) => [p.id, p.name]));
  const { pageNum, pageSize, projectId, ...filters } = input;
  // A project the caller may not see issues in is simply empty: nothing to tell apart.
  const projectIds = projectId ? (names.has(projectId) ? [projectId] : []) : [...names.keys()];
  const { rows, total } = await queryIssues(deps.db, { ...filters, projectIds, involving: actor.userId }, pageNum, pageSize);
  const list: IssueSummary[] = (await presentIssues(deps.db, rows)).map((s) => ({ ...s, projectName: names.get(s.projectId) }));
  return { list, total, pageNum, pageSize };
}

/** The detail: summary, replies with their images, history (oldest first), what the caller may do. */
export async function issueDetail(db: DbOrTx, scope: ProjectScope, issueId: string): Promise<IssueDetail> {
  const issue = await loadIssue(db, scope, issueId);
  const [summary] = await presentIssues(db, [issue]);
  const replyRows = await db.select().from(issueReplies).where(eq(issueReplies.issueId, issue.id)).orderBy(asc(issueReplies.createdAt), asc(issueReplies.id));
  const images = replyRows.length
    ? await db
        .select()
        .from(issueReplyImages)
        .where(
          inArray(
            issueReplyImages.replyId,
            replyRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(issueReplyImages.sort), asc(issueReplyImages.id))
    : [];
  const historyRows = await db.select().from(issueHistory).where(eq(issueHistory.issueId, issue.id)).orderBy(asc(issueHistory.createdAt), asc(issueHistory.id));
  const userIds = [...new Set([...replyRows.map((r) => r.createdBy), ...historyRows.map((h) => h.userId)])];
  const people = new Map(
    (userIds.length ? await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, userIds)) : []).map(
      (u) => [u.id, u],
    ),
  );
  const ref = (id: string) => ({ id, name: people.get(id)?.name ?? '', loginName: people.get(id)?.loginName });
  const replies: IssueReply[] = replyRows.map((r) => ({
    id: r.id,
    content: r.content,
    createdBy: ref(r.createdBy),
    createdAt: r.createdAt.toISOString(),
    images: images.filter((i) => i.replyId === r.id).map((i) => ({ id: i.id, name: i.name, size: i.size, mime: i.mime })),
  }));
  const history = historyRows.map((h) => ({
    id: h.id,
    action: h.action as IssueHistoryAction,
    detail: parseDetail(h.detail),
    user: ref(h.userId),
    createdAt: h.createdAt.toISOString(),
  }));
  return {
    ...summary,
    replies,
    history,
    nextStatuses: nextStatuses(scope, issue),
    can: {
      edit: canEditIssue(scope, issue),
      delete: canDeleteIssue(scope, issue),
      reply: canReply(scope, issue),
      generateTask: canGenerateTask(scope, issue) && !issue.taskId,
    },
  };
}

function parseDetail(s: string | null): Record<string, unknown> {
  if (!s) return {};
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Everyone an issue names must be a member of the project. */
export async function requireIssueMembers(db: DbOrTx, projectId: string, userIds: (string | null | undefined)[]) {
  await requireMembers(
    db,
    projectId,
    userIds.filter((u): u is string => !!u),
    'issue.userNotMember',
  );
}

/**
 * The checks add and update share: unique code, members, leader ≠ approver, the references.
 * On update only what changes is checked: an issue whose leader has left the project or whose
 * drawing went to the recycle bin can still have its description edited.
 */
async function checkFields(db: DbOrTx, scope: ProjectScope, input: AddInput, current?: Issue, currentCc: string[] = []) {
  const [dup] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.projectId, scope.projectId), eq(issues.code, input.code), current ? ne(issues.id, current.id) : undefined));
  if (dup) throw Errors.badInput('issue.codeExists', { code: input.code });
  if (input.leaderId && input.leaderId === input.approverId) throw Errors.badInput('issue.leaderIsApprover');
  // Each person counts as new unless they already held that same place on the issue.
  const named = current
    ? [
        input.leaderId !== current.leaderId ? input.leaderId : null,
        input.approverId !== current.approverId ? input.approverId : null,
        ...input.ccIds.filter((u) => !currentCc.includes(u)),
      ]
    : [input.leaderId, input.approverId, ...input.ccIds];
  await requireIssueMembers(db, scope.projectId, named);
  if (input.annotationId && !input.fileId) throw Errors.badInput('issue.annotationUnknown');
  if (current && input.fileId === current.fileId && input.annotationId === current.annotationId) {
    // The same reference as before: nothing to check again.
  } else if (input.fileId) {
    const [f] = await db
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(and(eq(fileNodes.id, input.fileId), eq(fileNodes.projectId, scope.projectId), eq(fileNodes.kind, 'file'), isNull(fileNodes.recycledAt)));
    if (!f) throw Errors.badInput('issue.fileUnknown');
  }
  if (input.annotationId && !(current && input.fileId === current.fileId && input.annotationId === current.annotationId)) {
    const [a] = await db
      .select({ id: annotations.id })
      .from(annotations)
      .where(and(eq(annotations.id, input.annotationId), eq(annotations.projectId, scope.projectId), eq(annotations.fileId, input.fileId!)));
    if (!a) throw Errors.badInput('issue.annotationUnknown');
  }
  if (input.meetingId && input.meetingId !== current?.meetingId) {
    const [m] = await db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, input.meetingId), eq(meetings.projectId, scope.projectId)));
    if (!m) throw Errors.badInput('issue.meetingUnknown');
  }
}

/** A unique-index race (two adds with one code) reads as the same clear message. */
function codeRace(e: unknown, code: string): never {
  const err = e as { code?: string; cause?: { code?: string }; constraint?: string };
  if (err?.code === '23505' || err?.cause?.code === '23505') throw Errors.badInput('issue.codeExists', { code });
  throw e;
}

const fieldValues = (input: AddInput) => ({
  code: input.code,
  description: input.description,
  importance: input.importance,
  leaderId: input.leaderId,
  approverId: input.approverId,
  fileId: input.fileId,
  annotationId: input.annotationId,
  axisCode: input.axisCode,
  axisHeight: input.axisHeight,
  specialty: input.specialty,
  meetingId: input.meetingId,
  dueDate: input.dueDate ?? null,
});

const storedValues = (issue: Issue, ccIds: string[]): AddInput => ({
  projectId: issue.projectId,
  code: issue.code,
  description: issue.description,
  importance: issue.importance as AddInput['importance'],
  leaderId: issue.leaderId,
  approverId: issue.approverId,
  ccIds,
  fileId: issue.fileId,
  annotationId: issue.annotationId,
  axisCode: issue.axisCode,
  axisHeight: issue.axisHeight,
  specialty: issue.specialty,
  meetingId: issue.meetingId,
  dueDate: issue.dueDate,
});

export async function addIssue(db: Db, scope: ProjectScope, input: AddInput, now: Date): Promise<IssueDetail> {
  needIssue(scope, 'add');
  await checkFields(db, scope, input);
  const id = randomUUID();
  const ccIds = [...new Set(input.ccIds)];
  await db
    .transaction(async (tx) => {
      const [issue] = await tx
        .insert(issues)
        .values({ id, projectId: scope.projectId, ...fieldValues(input), status: 'pending', createdBy: scope.actorId, createdAt: now, updatedAt: now })
        .returning();
      describeOperation({ targetId: issue.id, targetName: issue.code });
      if (ccIds.length) await tx.insert(issueCc).values(ccIds.map((userId) => ({ issueId: id, userId })));
      // The leader hears "assigned to you" (allot); the approver and cc users hear "raised".
      await recordIssueEvent(
        tx,
        issue,
        scope.actorId,
        { action: 'create', notice: 'issue_add', content: issue.description ?? issue.code, exclude: issue.leaderId ? [issue.leaderId] : [] },
        now,
      );
      if (issue.leaderId) await noticeIssue(tx, issue, scope.actorId, [issue.leaderId], 'issue_allot', issue.description ?? issue.code, now);
    })
    .catch((e) => codeRace(e, input.code));
  return issueDetail(db, scope, id);
}

/** The fields an edit compares (the names history and the notice list). */
const COMPARED = [
  'code',
  'description',
  'importance',
  'leaderId',
  'approverId',
  'fileId',
  'annotationId',
  'axisCode',
  'axisHeight',
  'specialty',
  'meetingId',
  'dueDate',
] as const;

export async function updateIssue(db: Db, scope: ProjectScope, sent: UpdateInput, now: Date): Promise<IssueDetail> {
  const issue = await loadIssue(db, scope, sent.issueId);
  if (!canEditIssue(scope, issue)) throw Errors.forbidden();
  const before = await db.select({ userId: issueCc.userId }).from(issueCc).where(eq(issueCc.issueId, issue.id));
  // Fields left out keep their stored value; the checks and the comparison see the whole issue.
  const input: AddInput = {
    ...storedValues(
      issue,
      before.map((c) => c.userId),
    ),
    ...patchOf(sent),
  };
  await checkFields(
    db,
    scope,
    input,
    issue,
    before.map((c) => c.userId),
  );
  const next = fieldValues(input);
  const oldCc = new Set(before.map((c) => c.userId));
  const newCc = [...new Set(input.ccIds)];
  const fields: string[] = COMPARED.filter((k) => (issue[k] ?? null) !== (next[k] ?? null));
  const ccChanged = newCc.length !== oldCc.size || newCc.some((u) => !oldCc.has(u));
  if (ccChanged) fields.push('ccIds');
  // Nothing changed: no history row, no notice; the log row still names the issue saved.
  if (!fields.length) {
    describeOperation({ targetId: issue.id, targetName: issue.code });
    return issueDetail(db, scope, issue.id);
  }
  const was: Record<string, unknown> = { ...issue, ccIds: [...oldCc] };
  const will: Record<string, unknown> = { ...next, ccIds: newCc };
  describeOperation({
    targetId: issue.id,
    targetName: issue.code,
    before: Object.fromEntries(fields.map((k) => [k, was[k] ?? null])),
    after: Object.fromEntries(fields.map((k) => [k, will[k] ?? null])),
  });
  await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(issues)
        .set({ ...next, updatedAt: now })
        .where(eq(issues.id, issue.id))
        .returning();
      if (ccChanged) {
        await tx.delete(issueCc).where(eq(issueCc.issueId, issue.id));
        if (newCc.length) await tx.insert(issueCc).values(newCc.map((userId) => ({ issueId: issue.id, userId })));
      }
      if (fields.includes('meetingId'))
        await recordIssueEvent(tx, updated, scope.actorId, { action: 'meeting', detail: { meetingId: updated.meetingId } }, now);
      const newLeader = fields.includes('leaderId') && updated.leaderId ? updated.leaderId : null;
      // The replaced leader still hears of the change that took the issue from them.
      await recordIssueEvent(
        tx,
        updated,
        scope.actorId,
        {
          action: 'update',
          detail: { fields },
          notice: 'issue_update',
          content: fields.join(', '),
          alsoNotify: issue.leaderId && issue.leaderId !== updated.leaderId ? [issue.leaderId] : [],
          exclude: newLeader ? [newLeader] : [],
        },
        new Date(now.getTime() + 1),
      ); // after the meeting row: history is ordered by time
      if (newLeader) await noticeIssue(tx, updated, scope.actorId, [newLeader], 'issue_allot', updated.description ?? updated.code, now);
    })
    .catch((e) => codeRace(e, input.code));
  return issueDetail(db, scope, issue.id);
}

/** Deletes the issue with its cc, replies, images and history; its images' blobs may go. */
export async function deleteIssue(db: Db, scope: ProjectScope, issueId: string, now: Date) {
  const issue = await loadIssue(db, scope, issueId);
  if (!canDeleteIssue(scope, issue)) throw Errors.forbidden();
  describeOperation({ targetId: issue.id, targetName: issue.code });
  await db.transaction(async (tx) => {
    const shas = await tx
      .select({ sha: issueReplyImages.sha256 })
      .from(issueReplyImages)
      .innerJoin(issueReplies, eq(issueReplies.id, issueReplyImages.replyId))
      .where(eq(issueReplies.issueId, issue.id));
    await tx.delete(issues).where(eq(issues.id, issue.id));
    await orphanIfUnreferenced(
      tx,
      shas.map((s) => s.sha),
      now,
    );
  });
  return { id: issue.id };
}

export type { Issue };
