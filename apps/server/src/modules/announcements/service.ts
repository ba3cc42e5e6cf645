import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { addNoticeBody, noticePageBody, updateNoticeBody } from '@trestle/shared/notice-schemas';
import type { CurrentNotice, NoticeRow } from '@trestle/shared/notice-responses';
import type { DbOrTx } from '../../db/client';
import { describeOperation } from '../../db/operation';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { paged, withMsg } from '../../http/envelope';
import { audienceScope, mayManageNotices, needManage } from './access';
import { announcementReads, announcements } from './tables';

// Notices (docs/notices.md): managers list, add, edit and delete them; readers get the current
// ones (published, inside their window, for the platform or the session's enterprise) with
// whether they have seen each, and mark them seen.

type Row = typeof announcements.$inferSelect;

const isCurrent = (r: Row, now: Date) => r.status === 'published' && r.validFrom <= now && (!r.validUntil || r.validUntil > now);

function present(r: Row, now: Date, seenCount: number): NoticeRow {
  return {
    id: r.id,
    audience: r.audience === 'enterprise' ? 'enterprise' : 'platform',
    enterpriseId: r.enterpriseId,
    title: r.title,
    body: r.body,
    validFrom: r.validFrom.toISOString(),
    validUntil: r.validUntil?.toISOString() ?? null,
    status: r.status === 'published' ? 'published' : 'draft',
    current: isCurrent(r, now),
    createdBy: { id: r.createdBy, name: r.createdByName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    seenCount,
  };
}

async function seenCounts(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: announcementReads.announcementId, n: count() })
    .from(announcementReads)
    .where(inArray(announcementReads.announcementId, ids))
    .groupBy(announcementReads.announcementId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const scopeWhere = (enterpriseId: string | null) =>
  enterpriseId === null
    ? and(eq(announcements.audience, 'platform'), isNull(announcements.enterpriseId))
    : and(eq(announcements.audience, 'enterprise'), eq(announcements.enterpriseId, enterpriseId));

export async function listNotices(deps: Deps, actor: Actor, q: z.infer<typeof noticePageBody>) {
  const enterpriseId = audienceScope(actor, q.audience, q.enterpriseId);
  await needManage(deps.db, actor, enterpriseId);
  const where = and(scopeWhere(enterpriseId), q.status ? eq(announcements.status, q.status) : undefined);
  const [{ total }] = await deps.db.select({ total: count() }).from(announcements).where(where);
  const rows = await deps.db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.validFrom), desc(announcements.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const seen = await seenCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return paged(
    rows.map((r) => present(r, now, seen.get(r.id) ?? 0)),
    total,
  );
}

async function loadManaged(deps: Deps, actor: Actor, id: string): Promise<Row> {
  const [r] = await deps.db.select().from(announcements).where(eq(announcements.id, id));
  // Another scope's notice is as unknown as a missing one.
  if (!r || !(await mayManageNotices(deps.db, actor, r.enterpriseId))) throw Errors.badInput('notice.unknown');
  return r;
}

export async function addNotice(deps: Deps, actor: Actor, input: z.infer<typeof addNoticeBody>) {
  const enterpriseId = audienceScope(actor, input.audience, input.enterpriseId);
  await needManage(deps.db, actor, enterpriseId);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(announcements)
      .values({
        id: randomUUID(),
        audience: input.audience,
        enterpriseId,
        title: input.title,
        body: input.body,
        validFrom: new Date(input.validFrom),
        validUntil: input.validUntil ? new Date(input.validUntil) : null,
        status: input.status,
        createdBy: actor.userId,
        createdByName: actor.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    describeOperation({
      targetId: r.id,
      targetName: r.title,
      after: { audience: r.audience, status: r.status, validFrom: input.validFrom, validUntil: input.validUntil ?? null },
    });
    return r;
  });
  return withMsg(present(row, now, 0), 'notice.added');
}

export async function updateNotice(deps: Deps, actor: Actor, input: z.infer<typeof updateNoticeBody>) {
  const r = await loadManaged(deps, actor, input.id);
  const validFrom = input.validFrom ? new Date(input.validFrom) : r.validFrom;
  const validUntil = input.validUntil === undefined ? r.validUntil : input.validUntil ? new Date(input.validUntil) : null;
  if (validUntil && validUntil <= validFrom) throw Errors.badInput('notice.untilBeforeFrom');
  const now = deps.now();
  const next = { title: input.title ?? r.title, body: input.body ?? r.body, status: input.status ?? r.status, validFrom, validUntil };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const show = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  for (const k of ['title', 'body', 'status', 'validFrom', 'validUntil'] as const) {
    if (show(next[k]) !== show(r[k])) {
      before[k] = show(r[k]) ?? null;
      after[k] = show(next[k]) ?? null;
    }
  }
  const row = await deps.db.transaction(async (tx) => {
    const [u] = await tx
      .update(announcements)
      .set({ ...next, updatedAt: now })
      .where(eq(announcements.id, r.id))
      .returning();
    describeOperation({ targetId: r.id, targetName: u.title, before, after });
    return u;
  });
  const seen = await seenCounts(deps.db, [row.id]);
  return withMsg(present(row, now, seen.get(row.id) ?? 0), 'notice.updated');
}

export async function deleteNotice(deps: Deps, actor: Actor, id: string) {
  const r = await loadManaged(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(announcements).where(eq(announcements.id, r.id));
    describeOperation({ targetId: r.id, targetName: r.title, before: { audience: r.audience, status: r.status } });
  });
  return withMsg(null, 'notice.deleted');
}

/** The notices the caller should see now: published, in their window, platform or own enterprise. */
export async function currentNotices(deps: Deps, actor: Actor) {
  const now = deps.now();
  const audience = actor.enterpriseId ? or(scopeWhere(null), scopeWhere(actor.enterpriseId)) : scopeWhere(null);
  const rows = await deps.db
    .select({ n: announcements, seenAt: announcementReads.seenAt })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, actor.userId)))
    .where(
      and(
        audience,
        eq(announcements.status, 'published'),
        lte(announcements.validFrom, now),
        or(isNull(announcements.validUntil), gt(announcements.validUntil, now)),
      ),
    )
    .orderBy(desc(announcements.validFrom), desc(announcements.id))
    .limit(50);
  const list: CurrentNotice[] = rows.map(({ n, seenAt }) => ({
    id: n.id,
    audience: n.audience === 'enterprise' ? 'enterprise' : 'platform',
    title: n.title,
    body: n.body,
    validFrom: n.validFrom.toISOString(),
    validUntil: n.validUntil?.toISOString() ?? null,
    seen: seenAt !== null,
  }));
  const canManage = {
    platform: actor.isSystemManager,
    enterprise: !!actor.enterpriseId && (await mayManageNotices(deps.db, actor, actor.enterpriseId)),
  };
  return { list, canManage };
}

/** Remembers that the caller has seen these current notices (unknown or foreign ids are skipped). */
export async function markSeen(deps: Deps, actor: Actor, ids: string[]) {
  const visible = (await currentNotices(deps, actor)).list.map((n) => n.id);
  const wanted = [...new Set(ids)].filter((id) => visible.includes(id));
  if (!wanted.length) return { marked: 0 };
  const now = deps.now();
  const rows = await deps.db
    .insert(announcementReads)
    .values(wanted.map((id) => ({ announcementId: id, userId: actor.userId, seenAt: now })))
    .onConflictDoNothing()
    .returning({ id: announcementReads.announcementId });
  return { marked: rows.length };
}
