import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { IssueImportance, IssueStatus, IssueSummary, UserRef } from '@trestle/shared/issue-schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts';
import { annotations } from '../annotations';
import { fileNodes } from '../files';
import { tasks } from '../tasks';
import type { Issue } from './access';
import { issueCc, issueReplies, issues, meetings } from './tables';

// The issue list query shared by the list, "my issues" and the export (docs/issues.md), and
// the presentation of issue rows as IssueSummary (names, file, meeting, task, reply count).

export interface IssueFilter {
  /** The projects to search (already checked: the caller sees issues there). */
  projectIds: string[];
  status?: IssueStatus[];
  importance?: IssueImportance[];
  leaderId?: string | null;
  creatorId?: string | null;
  meetingId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  search?: string | null;
  hasTask?: boolean;
  /** Only issues this user leads, approves, created or is cc'd on. */
  involving?: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function issueWhere(f: IssueFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(issues.projectId, f.projectIds.length ? f.projectIds : [''])];
  if (f.status?.length) parts.push(inArray(issues.status, f.status));
  if (f.importance?.length) parts.push(inArray(issues.importance, f.importance));
  if (f.leaderId) parts.push(eq(issues.leaderId, f.leaderId));
  if (f.creatorId) parts.push(eq(issues.createdBy, f.creatorId));
  if (f.meetingId) parts.push(eq(issues.meetingId, f.meetingId));
  // Days are whole calendar days in UTC: dateTo includes its whole day.
  if (f.dateFrom) parts.push(gte(issues.createdAt, new Date(`${f.dateFrom}T00:00:00Z`)));
  if (f.dateTo) parts.push(lt(issues.createdAt, new Date(Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000)));
  if (f.hasTask !== undefined) parts.push(f.hasTask ? isNotNull(issues.taskId) : isNull(issues.taskId));
  if (f.search) {
    const q = `%${escapeLike(f.search)}%`;
    parts.push(or(ilike(issues.code, q), ilike(issues.description, q), ilike(issues.axisCode, q), ilike(issues.specialty, q)));
  }
  if (f.involving) {
    const u = f.involving;
    parts.push(
      or(
        eq(issues.leaderId, u),
        eq(issues.approverId, u),
        eq(issues.createdBy, u),
        sql`exists (select 1 from ${issueCc} where ${issueCc.issueId} = ${issues.id} and ${issueCc.userId} = ${u})`,
      ),
    );
  }
  return and(...parts);
}

/** One page of issues, newest first, with the total. pageSize 0 = every row (the export). */
export async function queryIssues(db: DbOrTx, f: IssueFilter, pageNum = 1, pageSize = 10): Promise<{ rows: Issue[]; total: number }> {
  const where = issueWhere(f);
  const [{ n }] = await db.select({ n: count() }).from(issues).where(where);
  const q = db.select().from(issues).where(where).orderBy(desc(issues.createdAt), desc(issues.id));
  const rows = pageSize > 0 ? await q.limit(pageSize).offset((pageNum - 1) * pageSize) : await q;
  return { rows, total: n };
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** IssueSummary of each row, in order (a handful of queries for the whole page, not per row). */
export async function presentIssues(db: DbOrTx, rows: Issue[]): Promise<IssueSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const ccRows = await db.select().from(issueCc).where(inArray(issueCc.issueId, ids));
  const userIds = [
    ...new Set([...rows.flatMap((r) => [r.leaderId, r.approverId, r.createdBy]), ...ccRows.map((c) => c.userId)].filter((x): x is string => !!x)),
  ];
  const people = byId(
    userIds.length ? await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, userIds)) : [],
  );
  const fileIds = [...new Set(rows.map((r) => r.fileId).filter((x): x is string => !!x))];
  const files = byId(
    fileIds.length
      ? await db
          .select({ id: fileNodes.id, name: fileNodes.name, fileType: fileNodes.fileType, versionId: fileNodes.currentVersionId })
          .from(fileNodes)
          .where(inArray(fileNodes.id, fileIds))
      : [],
  );
  const annIds = [...new Set(rows.map((r) => r.annotationId).filter((x): x is string => !!x))];
  const anns = byId(
    annIds.length ? await db.select({ id: annotations.id, name: annotations.name }).from(annotations).where(inArray(annotations.id, annIds)) : [],
  );
  const meetingIds = [...new Set(rows.map((r) => r.meetingId).filter((x): x is string => !!x))];
  const mts = byId(
    meetingIds.length
      ? await db.select({ id: meetings.id, code: meetings.code, labelColor: meetings.labelColor }).from(meetings).where(inArray(meetings.id, meetingIds))
      : [],
  );
  const taskIds = [...new Set(rows.map((r) => r.taskId).filter((x): x is string => !!x))];
  const tks = byId(
    taskIds.length
      ? await db.select({ id: tasks.id, boardId: tasks.boardId, title: tasks.title, finished: tasks.finished }).from(tasks).where(inArray(tasks.id, taskIds))
      : [],
  );
  const replyCounts = new Map(
    (await db.select({ id: issueReplies.issueId, n: count() }).from(issueReplies).where(inArray(issueReplies.issueId, ids)).groupBy(issueReplies.issueId)).map(
      (r) => [r.id, r.n],
    ),
  );
  const user = (id: string | null): UserRef | null => {
    if (!id) return null;
    const p = people.get(id);
    return { id, name: p?.name ?? '', loginName: p?.loginName };
  };
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    code: r.code,
    description: r.description,
    status: r.status as IssueStatus,
    importance: r.importance as IssueImportance,
    leader: user(r.leaderId),
    approver: user(r.approverId),
    cc: ccRows.filter((c) => c.issueId === r.id).map((c) => user(c.userId)!),
    creator: user(r.createdBy)!,
    file: r.fileId ? (files.get(r.fileId) ?? null) : null,
    annotation: r.annotationId ? (anns.get(r.annotationId) ?? null) : null,
    axisCode: r.axisCode,
    axisHeight: r.axisHeight,
    specialty: r.specialty,
    meeting: r.meetingId ? (mts.get(r.meetingId) ?? null) : null,
    dueDate: r.dueDate,
    task: r.taskId ? (tks.get(r.taskId) ?? null) : null,
    replyCount: replyCounts.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  }));
}
