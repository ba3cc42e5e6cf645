import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles/service';
import { projectMembers } from '../projects/tables';
import { loadAnnotation, userNames } from './service';
import { comments } from './tables';

// Comments on annotations (spec 2 §7, spec 3 §3 Comment). A comment is a thread root (depth 0)
// or a reply (depth 1) whose ancestorId is the root, whatever comment it answers. Reading and
// writing need the annotation's file `access` flag (docs/annotations.md).

type Comment = typeof comments.$inferSelect;

export interface CommentInput {
  context: string;
  currentUserId?: string | null;
  business: 'annotation';
  moduleId: string;
  toUserId?: string | null;
  ancestorId?: string | null;
}

async function isProjectUser(db: DbOrTx, projectId: string, userId: string) {
  const [m] = await db.select({ u: projectMembers.userId }).from(projectMembers).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return !!m;
}

export async function addComment(deps: Deps, scope: ProjectScope, p: CommentInput) {
  // currentUserId is the spec's field; it may only name the caller, never someone else.
  if (p.currentUserId && p.currentUserId !== scope.actorId) throw Errors.badInput('comment.notSelf');
  const { a } = await loadAnnotation(deps, scope, p.moduleId);
  let root: Comment | null = null;
  if (p.ancestorId) {
    const [c] = await deps.db.select().from(comments).where(and(eq(comments.id, p.ancestorId), eq(comments.business, p.business), eq(comments.moduleId, a.id)));
    if (!c) throw Errors.badInput('comment.ancestorUnknown');
    root = c;
    if (c.ancestorId) [root] = await deps.db.select().from(comments).where(eq(comments.id, c.ancestorId));
    if (!root) throw Errors.badInput('comment.ancestorUnknown');
  }
  const toUser = p.toUserId || null;
  if (toUser && toUser !== root?.createUser && !(await isProjectUser(deps.db, scope.projectId, toUser))) throw Errors.badInput('comment.toUserUnknown');
  const [row] = await deps.db
    .insert(comments)
    .values({ id: randomUUID(), projectId: scope.projectId, business: p.business, moduleId: a.id, context: p.context, createUser: scope.actorId, toUser, ancestorId: root?.id ?? null, depth: root ? 1 : 0, commentTime: deps.now() })
    .returning();
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

export async function commentRows(db: DbOrTx, annotationId: string): Promise<Comment[]> {
  return db.select().from(comments).where(and(eq(comments.business, 'annotation'), eq(comments.moduleId, annotationId))).orderBy(asc(comments.commentTime), asc(comments.id));
}

/** Threads oldest first, each root with its replies (oldest first). */
export async function listComments(deps: Deps, scope: ProjectScope, annotationId: string) {
  const { a } = await loadAnnotation(deps, scope, annotationId);
  const rows = await commentRows(deps.db, a.id);
  const names = await userNames(deps.db, rows.flatMap((r) => [r.createUser, r.toUser]));
  const threads = rows.filter((r) => !r.ancestorId).map((r) => ({ ...presentComment(r, names), replies: [] as ReturnType<typeof presentComment>[] }));
  const byId = new Map(threads.map((t) => [t.commentId, t]));
  for (const r of rows) if (r.ancestorId) byId.get(r.ancestorId)?.replies.push(presentComment(r, names));
  return threads;
}
