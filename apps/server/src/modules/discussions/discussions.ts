import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addDiscussionBody,
  discussionListBody,
  DiscussionList,
  discussionManageBody,
  DiscussionSummary,
  discussionStateBody,
} from '@trestle/shared/issue-schemas';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import { type ProjectScope, canSeeProject } from '../roles';
import { projectFacts, projectsWithPermission, projects as projectsTable } from '../projects';
import { users } from '../accounts';
import { comments } from '../annotations';
import { isIssueManager, loadDiscussion, mayIssue, needIssue, type Discussion, discussions, issues, meetings } from '../issues';
import { changedFields, describeOperation } from '../../db/operation';

// Discussion topics of a project (docs/issues.md "Discussions"). issue:enter reads them and posts
// (posts are comments with business 'discussion', see annotations/comments.ts); issue:add starts
// one; its creator or an issue manager closes, reopens, pins, unpins and deletes it. The list
// shows pinned topics first, then the most recently active.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Closing, pinning and deleting: the topic's creator or an issue manager. */
export const canManage = (scope: ProjectScope, d: Discussion) => d.createdBy === scope.actorId || isIssueManager(scope);

type Rights = (d: Discussion) => { edit: boolean; post: boolean };
const rightsIn =
  (scope: ProjectScope): Rights =>
  (d) => ({ edit: canManage(scope, d), post: mayIssue(scope, 'enter') && !d.closedAt });

/** DiscussionSummary of each row, in order; `rights` per row (the manage list spans projects). */
async function present(db: DbOrTx, rows: Discussion[], rights: Rights, projectNames?: Map<string, string>): Promise<DiscussionSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const creatorIds = [...new Set(rows.map((r) => r.createdBy))];
  const people = new Map(
    (await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(inArray(users.id, creatorIds))).map((u) => [u.id, u]),
  );
  const posts = new Map(
    (
      await db
        .select({ id: comments.moduleId, n: count() })
        .from(comments)
        .where(and(eq(comments.business, 'discussion'), inArray(comments.moduleId, ids)))
        .groupBy(comments.moduleId)
    ).map((r) => [r.id, r.n]),
  );
  const issueIds = rows.map((r) => r.issueId).filter((x): x is string => !!x);
  const issueCodes = new Map(
    issueIds.length ? (await db.select({ id: issues.id, code: issues.code }).from(issues).where(inArray(issues.id, issueIds))).map((r) => [r.id, r.code]) : [],
  );
  const meetingIds = rows.map((r) => r.meetingId).filter((x): x is string => !!x);
  const meetingCodes = new Map(
    meetingIds.length
      ? (await db.select({ id: meetings.id, code: meetings.code }).from(meetings).where(inArray(meetings.id, meetingIds))).map((r) => [r.id, r.code])
      : [],
  );
  return rows.map((d) => {
    const c = people.get(d.createdBy);
    return {
      id: d.id,
      projectId: d.projectId,
      ...(projectNames ? { projectName: projectNames.get(d.projectId) ?? '' } : {}),
      title: d.title,
      body: d.body,
      issue: d.issueId && issueCodes.has(d.issueId) ? { id: d.issueId, code: issueCodes.get(d.issueId)! } : null,
      meeting: d.meetingId && meetingCodes.has(d.meetingId) ? { id: d.meetingId, code: meetingCodes.get(d.meetingId)! } : null,
      pinned: d.pinned === 1,
      closed: !!d.closedAt,
      creator: { id: d.createdBy, name: c?.name ?? '', loginName: c?.loginName },
      postCount: posts.get(d.id) ?? 0,
      createdAt: d.createdAt.toISOString(),
      lastPostAt: d.lastPostAt.toISOString(),
      can: rights(d),
    };
  });
}

function searchPart(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(ilike(discussions.title, like), ilike(discussions.body, like));
}

async function page(db: DbOrTx, where: SQL | undefined, pageNum: number, pageSize: number) {
  const [{ n }] = await db.select({ n: count() }).from(discussions).where(where);
  const rows = await db
    .select()
    .from(discussions)
    .where(where)
    .orderBy(desc(discussions.pinned), desc(discussions.lastPostAt), desc(discussions.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: n };
}

/** The project's topics: open ones, or all with includeClosed. */
export async function listDiscussions(deps: Deps, scope: ProjectScope, q: z.infer<typeof discussionListBody>): Promise<DiscussionList> {
  needIssue(scope, 'enter');
  const where = and(eq(discussions.projectId, scope.projectId), q.includeClosed ? undefined : isNull(discussions.closedAt), searchPart(q.search));
  const { rows, total } = await page(deps.db, where, q.pageNum, q.pageSize);
  return { list: await present(deps.db, rows, rightsIn(scope)), total, pageNum: q.pageNum, pageSize: q.pageSize, canAdd: mayIssue(scope, 'add') };
}

/**
 * Topics (open and closed) of every project of the session's enterprise where the caller is an
 * issue manager (project admin, enterprise manager, issue:permission), or of one of them.
 */
export async function manageDiscussions(deps: Deps, actor: Actor, q: z.infer<typeof discussionManageBody>): Promise<DiscussionList> {
  let projects: { id: string; name: string }[];
  if (q.projectId) {
    // One project: it may lie outside the session's enterprise, so its own facts decide.
    const facts = await projectFacts(deps.db, actor, q.projectId);
    if (!facts || !canSeeProject(facts)) throw Errors.noAccess();
    if (!isIssueManager(facts)) throw Errors.forbidden();
    projects = await deps.db.select({ id: projectsTable.id, name: projectsTable.name }).from(projectsTable).where(eq(projectsTable.id, q.projectId));
  } else {
    projects = await projectsWithPermission(deps, actor, 'issue', 'permission');
  }
  if (!projects.length) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const names = new Map(projects.map((p) => [p.id, p.name]));
  const where = and(inArray(discussions.projectId, [...names.keys()]), searchPart(q.search));
  const { rows, total } = await page(deps.db, where, q.pageNum, q.pageSize);
  // Every listed project is managed by the caller: they may edit every topic; posting follows the topic's state.
  return { list: await present(deps.db, rows, (d) => ({ edit: true, post: !d.closedAt }), names), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function presentOne(db: DbOrTx, scope: ProjectScope, d: Discussion) {
  return (await present(db, [d], rightsIn(scope)))[0];
}

export async function getDiscussion(deps: Deps, scope: ProjectScope, discussionId: string) {
  return presentOne(deps.db, scope, await loadDiscussion(deps.db, scope, discussionId));
}

export async function addDiscussion(deps: Deps, scope: ProjectScope, v: z.infer<typeof addDiscussionBody>) {
  needIssue(scope, 'add');
  if (v.issueId) {
    const [i] = await deps.db
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.id, v.issueId), eq(issues.projectId, scope.projectId)));
    if (!i) throw Errors.badInput('issue.unknown');
  }
  if (v.meetingId) {
    const [m] = await deps.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, v.meetingId), eq(meetings.projectId, scope.projectId)));
    if (!m) throw Errors.badInput('meeting.unknown');
  }
  const now = deps.now();
  const [d] = await deps.db
    .insert(discussions)
    .values({
      id: randomUUID(),
      projectId: scope.projectId,
      title: v.title,
      body: v.body,
      issueId: v.issueId,
      meetingId: v.meetingId,
      createdBy: scope.actorId,
      createdAt: now,
      lastPostAt: now,
    })
    .returning();
  describeOperation({ targetId: d.id, targetName: d.title });
  return withMsg(await presentOne(deps.db, scope, d), 'discuss.added');
}

/** Closes or reopens (closed), pins or unpins (pinned) a topic. */
export async function setDiscussionState(deps: Deps, scope: ProjectScope, v: z.infer<typeof discussionStateBody>) {
  if (v.closed === undefined && v.pinned === undefined) throw Errors.badInput('err.fieldRequired', { field: 'closed | pinned' });
  const d = await loadDiscussion(deps.db, scope, v.discussionId);
  if (!canManage(scope, d)) throw Errors.forbidden();
  const set: Partial<typeof discussions.$inferInsert> = {};
  // Closing keeps the first closing time; reopening clears it.
  if (v.closed !== undefined) set.closedAt = v.closed ? (d.closedAt ?? deps.now()) : null;
  if (v.pinned !== undefined) set.pinned = v.pinned ? 1 : 0;
  describeOperation({ targetId: d.id, targetName: d.title, ...changedFields(d, set) });
  const [row] = await deps.db.update(discussions).set(set).where(eq(discussions.id, d.id)).returning();
  return withMsg(await presentOne(deps.db, scope, row), 'discuss.saved');
}

/** Deletes a topic with its posts, in one transaction. */
export async function deleteDiscussion(deps: Deps, scope: ProjectScope, discussionId: string) {
  const d = await loadDiscussion(deps.db, scope, discussionId);
  if (!canManage(scope, d)) throw Errors.forbidden();
  describeOperation({ targetId: d.id, targetName: d.title });
  await deps.db.transaction(async (tx) => {
    await tx.delete(comments).where(and(eq(comments.business, 'discussion'), eq(comments.moduleId, d.id)));
    await tx.delete(discussions).where(eq(discussions.id, d.id));
  });
  return withMsg({ id: d.id }, 'discuss.deleted');
}
