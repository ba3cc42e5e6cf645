import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { COMMENT_BUSINESSES } from '@trestle/shared/annotation-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { projectMembers } from '../projects';
import { loadAnnotation, userNames } from './service';
import { commentSubjectLoader, type Comment, type CommentSubject } from './registries';
import { comments } from './tables';
import { describeOperation } from '../../db/operation';

// Comments on annotations and tasks (spec 2 §7, spec 3 §3 Comment). A comment is a thread root
// (depth 0) or a reply (depth 1) whose ancestorId is the root, whatever comment it answers.
// business 'annotation': reading and writing need the annotation's file `access` flag
// (docs/annotations.md). The other businesses are registered by their modules (registries.ts):
// 'task' (tasks module): task:enter and the task in the project; each comment also writes the
// task's history entry (COMMENT / COMMENT_REPLY) and notices (docs/tasks.md).
// 'discussion' (issues module): the posts of a discussion topic; reading needs issue:enter,
// posting also an open topic, and a post moves the topic's lastPostAt (docs/issues.md).
export type CommentBusiness = (typeof COMMENT_BUSINESSES)[number];

export interface CommentInput {
  context: string;
  currentUserId?: string | null;
  business: CommentBusiness;
  moduleId: string;
  toUserId?: string | null;
  ancestorId?: string | null;
}

/** What a comment is on, after the caller's right to read and comment on it was checked. */
type Subject = CommentSubject & { business: CommentBusiness };

async function subjectOf(deps: Deps, scope: ProjectScope, business: CommentBusiness, moduleId: string): Promise<Subject> {
  if (business !== 'annotation') return { business, ...(await commentSubjectLoader(business)(deps, scope, moduleId)) };
  const { a } = await loadAnnotation(deps, scope, moduleId);
  return { business, id: a.id, name: a.name };
}

async function isProjectUser(db: DbOrTx, projectId: string, userId: string) {
  const [m] = await db
    .select({ u: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return !!m;
}

export async function addComment(deps: Deps, scope: ProjectScope, p: CommentInput) {
  // currentUserId is the spec's field; it may only name the caller, never someone else.
  if (p.currentUserId && p.currentUserId !== scope.actorId) throw Errors.badInput('comment.notSelf');
  const subject = await subjectOf(deps, scope, p.business, p.moduleId);
  subject.assertOpen?.();
  let root: Comment | null = null;
  if (p.ancestorId) {
    const [c] = await deps.db
      .select()
      .from(comments)
      .where(and(eq(comments.id, p.ancestorId), eq(comments.business, subject.business), eq(comments.moduleId, subject.id)));
    if (!c) throw Errors.badInput('comment.ancestorUnknown');
    root = c;
    if (c.ancestorId) [root] = await deps.db.select().from(comments).where(eq(comments.id, c.ancestorId));
    if (!root) throw Errors.badInput('comment.ancestorUnknown');
  }
  const toUser = p.toUserId || null;
  if (toUser && toUser !== root?.createUser && !(await isProjectUser(deps.db, scope.projectId, toUser))) throw Errors.badInput('comment.toUserUnknown');
  const row = await deps.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(comments)
      .values({
        id: randomUUID(),
        projectId: scope.projectId,
        business: subject.business,
        moduleId: subject.id,
        context: p.context,
        createUser: scope.actorId,
        toUser,
        ancestorId: root?.id ?? null,
        depth: root ? 1 : 0,
        commentTime: deps.now(),
      })
      .returning();
    // The log names what was commented on, with the comment's text (capped by describeOperation).
    describeOperation({ targetId: subject.id, targetName: subject.name, after: { comment: c.context } });
    await subject.posted?.(tx, c, { actorId: scope.actorId, isReply: !!root, toUser });
    return c;
  });
  const names = await userNames(deps.db, [row.createUser, row.toUser]);
  return withMsg(presentComment(row, names), 'comment.success');
}

export function presentComment(c: Comment, names: Map<string, string>) {
  const user = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  return {
    commentId: c.id,
    id: c.id,
    business: c.business,
    moduleId: c.moduleId,
    context: c.context,
    createUser: user(c.createUser),
    toUser: user(c.toUser),
    ancestorId: c.ancestorId,
    depth: c.depth,
    commentTime: c.commentTime.toISOString(),
  };
}

export async function commentRows(db: DbOrTx, moduleId: string, business: CommentBusiness = 'annotation'): Promise<Comment[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.business, business), eq(comments.moduleId, moduleId)))
    .orderBy(asc(comments.commentTime), asc(comments.id));
}

/** Threads oldest first, each root with its replies (oldest first). */
export async function listComments(deps: Deps, scope: ProjectScope, moduleId: string, business: CommentBusiness = 'annotation') {
  const subject = await subjectOf(deps, scope, business, moduleId);
  const rows = await commentRows(deps.db, subject.id, subject.business);
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => [r.createUser, r.toUser]),
  );
  const threads = rows.filter((r) => !r.ancestorId).map((r) => ({ ...presentComment(r, names), replies: [] as ReturnType<typeof presentComment>[] }));
  const byId = new Map(threads.map((t) => [t.commentId, t]));
  for (const r of rows) if (r.ancestorId) byId.get(r.ancestorId)?.replies.push(presentComment(r, names));
  return threads;
}
