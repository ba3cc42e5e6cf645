import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@trestle/shared';
import type { addUpdateLogBody, updateUpdateLogBody } from '@trestle/shared/notice-schemas';
import type { UpdateLogEntry } from '@trestle/shared/updatelog-responses';
import type { DbOrTx } from '../../db/client';
import { describeOperation } from '../../db/operation';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import { updateLogs } from './tables';

// Release notes (/updateLog): the seeded entries are data like any other; system managers add,
// edit and delete them (docs/notices.md "Update log"). A missing zh or ja text shows the English.

type Row = typeof updateLogs.$inferSelect;

function present(r: Row, lang: Lang): UpdateLogEntry {
  const contents = { en: r.contentEn, zh: r.contentZh, ja: r.contentJa };
  return { id: r.id, version: r.version, releasedAt: r.releasedAt.toISOString(), content: contents[lang] || r.contentEn, contents };
}

/** Release notes, newest first, in the caller's language. */
export async function listUpdateLogs(db: DbOrTx, lang: Lang, pageNum: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(updateLogs);
  const rows = await db
    .select()
    .from(updateLogs)
    .orderBy(desc(updateLogs.releasedAt), desc(updateLogs.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { list: rows.map((r) => present(r, lang)), total };
}

export async function addUpdateLog(deps: Deps, lang: Lang, input: z.infer<typeof addUpdateLogBody>) {
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(updateLogs)
      .values({
        id: randomUUID(),
        version: input.version,
        releasedAt: new Date(input.releasedAt),
        contentEn: input.contentEn,
        contentZh: input.contentZh ?? '',
        contentJa: input.contentJa ?? '',
      })
      .returning();
    describeOperation({ targetId: r.id, targetName: r.version, after: { version: r.version, releasedAt: r.releasedAt.toISOString() } });
    return r;
  });
  return withMsg(present(row, lang), 'updateLog.added');
}

export async function updateUpdateLog(deps: Deps, lang: Lang, input: z.infer<typeof updateUpdateLogBody>) {
  const [old] = await deps.db.select().from(updateLogs).where(eq(updateLogs.id, input.id));
  if (!old) throw Errors.badInput('updateLog.unknown');
  const next = {
    version: input.version ?? old.version,
    releasedAt: input.releasedAt ? new Date(input.releasedAt) : old.releasedAt,
    contentEn: input.contentEn ?? old.contentEn,
    contentZh: input.contentZh === undefined ? old.contentZh : (input.contentZh ?? ''),
    contentJa: input.contentJa === undefined ? old.contentJa : (input.contentJa ?? ''),
  };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const show = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  for (const k of Object.keys(next) as (keyof typeof next)[]) {
    if (show(next[k]) !== show(old[k])) {
      before[k] = show(old[k]);
      after[k] = show(next[k]);
    }
  }
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx.update(updateLogs).set(next).where(eq(updateLogs.id, old.id)).returning();
    describeOperation({ targetId: r.id, targetName: r.version, before, after });
    return r;
  });
  return withMsg(present(row, lang), 'updateLog.updated');
}

export async function deleteUpdateLog(deps: Deps, id: string) {
  const [old] = await deps.db.select().from(updateLogs).where(eq(updateLogs.id, id));
  if (!old) throw Errors.badInput('updateLog.unknown');
  await deps.db.transaction(async (tx) => {
    await tx.delete(updateLogs).where(eq(updateLogs.id, old.id));
    describeOperation({ targetId: old.id, targetName: old.version, before: { version: old.version, releasedAt: old.releasedAt.toISOString() } });
  });
  return withMsg(null, 'updateLog.deleted');
}
