import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addMeetingBody,
  meetingDocumentsBody,
  meetingIssuesBody,
  meetingListBody,
  MeetingList,
  MeetingSummary,
  meetingSummaryBody,
  updateMeetingBody,
} from '@trestle/shared/issue-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { users } from '../accounts';
import { fileNodes } from '../files';
import {
  loadMeeting,
  mayMeeting,
  needMeeting,
  type Meeting,
  issuePeople,
  noticeIssue,
  recordIssueHistory,
  issues,
  meetingDocuments,
  meetings,
} from '../issues';
import { patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';

// Meetings of a project (spec 3 §3 Meeting; docs/issues.md "Meetings"). meeting:allow sees them,
// meeting:add creates, meeting:edit (or being the creator) edits, attaches documents and issues,
// meeting:delete deletes (the issues stay, their meeting is cleared), meeting:report (or the
// creator) writes the summary. A meeting's code is unique in its project.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Editing a meeting (its fields, documents and issues): meeting:edit, or having created it. */
export const mayEdit = (scope: ProjectScope, m: Meeting) => mayMeeting(scope, 'edit') || m.createdBy === scope.actorId;
/** Writing the summary: meeting:report, or having created it. */
export const mayReport = (scope: ProjectScope, m: Meeting) => mayMeeting(scope, 'report') || m.createdBy === scope.actorId;

function needEdit(scope: ProjectScope, m: Meeting) {
  if (!mayEdit(scope, m)) throw Errors.forbidden();
}

/** MeetingSummary of each row, in order (a few queries for the whole page). */
async function present(db: DbOrTx, scope: ProjectScope, rows: Meeting[]): Promise<MeetingSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const creatorIds = [...new Set(rows.map((r) => r.createdBy))];
  const people = new Map(
    (await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, creatorIds))).map((u) => [u.id, u]),
  );
  const counts = new Map(
    (await db.select({ id: issues.meetingId, n: count() }).from(issues).where(inArray(issues.meetingId, ids)).groupBy(issues.meetingId)).map((r) => [
      r.id,
      r.n,
    ]),
  );
  // Documents recycled in the file manager are hidden, not dropped: restoring them brings them back.
  const docs = await db
    .select({ meetingId: meetingDocuments.meetingId, id: fileNodes.id, name: fileNodes.name, fileType: fileNodes.fileType })
    .from(meetingDocuments)
    .innerJoin(fileNodes, eq(fileNodes.id, meetingDocuments.fileId))
    .where(and(inArray(meetingDocuments.meetingId, ids), isNull(fileNodes.recycledAt)))
    .orderBy(asc(meetingDocuments.addedAt), asc(fileNodes.name));
  return rows.map((m) => {
    const c = people.get(m.createdBy);
    return {
      id: m.id,
      projectId: m.projectId,
      code: m.code,
      description: m.description,
      labelColor: m.labelColor,
      meetingDate: m.meetingDate,
      summary: m.summary,
      creator: { id: m.createdBy, name: c?.name ?? '', loginName: c?.loginName },
      issueCount: counts.get(m.id) ?? 0,
      documents: docs.filter((d) => d.meetingId === m.id).map(({ id, name, fileType }) => ({ id, name, fileType })),
      createdAt: m.createdAt.toISOString(),
      can: { edit: mayEdit(scope, m), delete: mayMeeting(scope, 'delete'), report: mayReport(scope, m) },
    };
  });
}

async function presentOne(db: DbOrTx, scope: ProjectScope, m: Meeting) {
  return (await present(db, scope, [m]))[0];
}

export async function listMeetings(deps: Deps, scope: ProjectScope, q: z.infer<typeof meetingListBody>): Promise<MeetingList> {
  needMeeting(scope, 'allow');
  const parts: SQL[] = [eq(meetings.projectId, scope.projectId)];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    parts.push(or(ilike(meetings.code, like), ilike(meetings.description, like))!);
  }
  const where = and(...parts);
  const [{ n }] = await deps.db.select({ n: count() }).from(meetings).where(where);
  const rows = await deps.db
    .select()
    .from(meetings)
    .where(where)
    .orderBy(desc(meetings.createdAt), desc(meetings.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await present(deps.db, scope, rows), total: n, pageNum: q.pageNum, pageSize: q.pageSize, canAdd: mayMeeting(scope, 'add') };
}

export async function getMeeting(deps: Deps, scope: ProjectScope, meetingId: string) {
  return presentOne(deps.db, scope, await loadMeeting(deps.db, scope, meetingId));
}

async function needFreeCode(db: DbOrTx, projectId: string, code: string, exceptId?: string) {
  const [dup] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.projectId, projectId), eq(meetings.code, code), exceptId ? ne(meetings.id, exceptId) : undefined));
  if (dup) throw Errors.badInput('meeting.codeExists', { code });
}

/** Two callers racing for one code: the unique index decides, and the loser hears why. */
function codeRace(code: string) {
  return (e: unknown) => {
    for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
      if ((c as { code?: unknown }).code === '23505') throw Errors.badInput('meeting.codeExists', { code });
    }
    throw e;
  };
}

export async function addMeeting(deps: Deps, scope: ProjectScope, v: z.infer<typeof addMeetingBody>) {
  needMeeting(scope, 'add');
  await needFreeCode(deps.db, scope.projectId, v.code);
  const now = deps.now();
  const [m] = await deps.db
    .insert(meetings)
    .values({
      id: randomUUID(),
      projectId: scope.projectId,
      code: v.code,
      description: v.description,
      labelColor: v.labelColor,
      meetingDate: v.meetingDate ?? null,
      createdBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch(codeRace(v.code));
  describeOperation({ targetId: m.id, targetName: m.code });
  return withMsg(await presentOne(deps.db, scope, m), 'meeting.added');
}

export async function updateMeeting(deps: Deps, scope: ProjectScope, v: z.infer<typeof updateMeetingBody>) {
  const m = await loadMeeting(deps.db, scope, v.meetingId);
  needEdit(scope, m);
  await needFreeCode(deps.db, scope.projectId, v.code, m.id);
  const patch = { code: v.code, description: v.description, labelColor: v.labelColor, meetingDate: v.meetingDate };
  describeOperation({ targetId: m.id, targetName: v.code ?? m.code, ...changedFields(m, patch) });
  const [row] = await deps.db
    .update(meetings)
    .set(patchOf({ ...patch, updatedAt: deps.now() }))
    .where(eq(meetings.id, m.id))
    .returning()
    .catch(codeRace(v.code));
  return withMsg(await presentOne(deps.db, scope, row), 'meeting.saved');
}

/**
 * One history row per issue whose meeting changed (the issue's 'meeting' entry), and a notice to
 * each issue's people: it was put on the meeting's agenda, or taken off it.
 */
async function recordMeetingChange(tx: DbOrTx, issueIds: string[], meeting: Meeting, attached: boolean, actorId: string, at: Date) {
  if (!issueIds.length) return;
  const detail = { meetingId: attached ? meeting.id : null };
  await recordIssueHistory(
    tx,
    issueIds.map((issueId) => ({ issueId, action: 'meeting', detail })),
    actorId,
    at,
  );
  for (const issue of await tx.select().from(issues).where(inArray(issues.id, issueIds))) {
    const people = (await issuePeople(tx, issue)).filter((u) => u !== actorId);
    await noticeIssue(tx, issue, actorId, people, attached ? 'issue_meeting' : 'issue_meeting_remove', `${issue.code} · ${meeting.code}`, at);
  }
}

export async function deleteMeeting(deps: Deps, scope: ProjectScope, meetingId: string) {
  const m = await loadMeeting(deps.db, scope, meetingId);
  needMeeting(scope, 'delete');
  describeOperation({ targetId: m.id, targetName: m.code });
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    // The foreign key would clear issues.meeting_id by itself; doing it here writes the history.
    const moved = await tx.update(issues).set({ meetingId: null, updatedAt: now }).where(eq(issues.meetingId, m.id)).returning({ id: issues.id });
    await recordMeetingChange(
      tx,
      moved.map((r) => r.id),
      m,
      false,
      scope.actorId,
      now,
    );
    await tx.delete(meetings).where(eq(meetings.id, m.id));
  });
  return withMsg({ id: m.id }, 'meeting.deleted');
}

export async function saveSummary(deps: Deps, scope: ProjectScope, v: z.infer<typeof meetingSummaryBody>) {
  const m = await loadMeeting(deps.db, scope, v.meetingId);
  if (!mayReport(scope, m)) throw Errors.forbidden();
  describeOperation({ targetId: m.id, targetName: m.code, ...changedFields(m, { summary: v.summary.trim() || null }) });
  const [row] = await deps.db
    .update(meetings)
    .set({ summary: v.summary.trim() || null, updatedAt: deps.now() })
    .where(eq(meetings.id, m.id))
    .returning();
  return withMsg(await presentOne(deps.db, scope, row), 'meeting.summarySaved');
}

/** Adds project files to the meeting's documents (or removes them with `remove`). */
export async function setDocuments(deps: Deps, scope: ProjectScope, v: z.infer<typeof meetingDocumentsBody>) {
  const m = await loadMeeting(deps.db, scope, v.meetingId);
  needEdit(scope, m);
  const fileIds = [...new Set(v.fileIds)];
  describeOperation({ targetId: m.id, targetName: m.code, after: { [v.remove ? 'removedFileIds' : 'addedFileIds']: fileIds } });
  if (v.remove) {
    await deps.db.delete(meetingDocuments).where(and(eq(meetingDocuments.meetingId, m.id), inArray(meetingDocuments.fileId, fileIds)));
  } else {
    // Only live files (not folders, not in the recycle bin) of this very project.
    const live = await deps.db
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(and(inArray(fileNodes.id, fileIds), eq(fileNodes.projectId, scope.projectId), eq(fileNodes.kind, 'file'), isNull(fileNodes.recycledAt)));
    if (live.length !== fileIds.length) throw Errors.badInput('meeting.fileUnknown');
    const at = deps.now();
    await deps.db
      .insert(meetingDocuments)
      .values(fileIds.map((fileId) => ({ meetingId: m.id, fileId, addedBy: scope.actorId, addedAt: at })))
      .onConflictDoNothing();
  }
  return withMsg(await presentOne(deps.db, scope, m), 'meeting.documentsSaved');
}

/**
 * Attaches issues of the project to the meeting (moving them from another meeting), or detaches
 * them with `remove` (only those in this meeting). Each issue whose meeting changes gets its
 * 'meeting' history row, all in one transaction.
 */
export async function setIssues(deps: Deps, scope: ProjectScope, v: z.infer<typeof meetingIssuesBody>) {
  const m = await loadMeeting(deps.db, scope, v.meetingId);
  needEdit(scope, m);
  const ids = [...new Set(v.issueIds)];
  const found = await deps.db
    .select({ id: issues.id, meetingId: issues.meetingId })
    .from(issues)
    .where(and(inArray(issues.id, ids), eq(issues.projectId, scope.projectId)));
  if (found.length !== ids.length) throw Errors.badInput('issue.unknown');
  const target = v.remove ? null : m.id;
  const changing = found.filter((i) => (v.remove ? i.meetingId === m.id : i.meetingId !== m.id)).map((i) => i.id);
  describeOperation({ targetId: m.id, targetName: m.code, after: { [v.remove ? 'removedIssueIds' : 'addedIssueIds']: changing } });
  if (changing.length) {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await tx.update(issues).set({ meetingId: target, updatedAt: now }).where(inArray(issues.id, changing));
      await recordMeetingChange(tx, changing, m, !v.remove, scope.actorId, now);
    });
  }
  return withMsg({ ...(await presentOne(deps.db, scope, m)), changed: changing.length }, 'meeting.issuesSaved');
}
