import { count, desc } from 'drizzle-orm';
import type { Lang } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import { updateLogs } from './tables';

/** Release notes, newest first, in the caller's language. */
export async function listUpdateLogs(db: DbOrTx, lang: Lang, pageNum: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(updateLogs);
  const rows = await db
    .select()
    .from(updateLogs)
    .orderBy(desc(updateLogs.releasedAt))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const pick = { en: 'contentEn', zh: 'contentZh', ja: 'contentJa' } as const;
  return { list: rows.map((r) => ({ id: r.id, version: r.version, releasedAt: r.releasedAt.toISOString(), content: r[pick[lang]] })), total };
}
