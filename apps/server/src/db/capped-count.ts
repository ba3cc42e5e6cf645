import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

// Counting a long list without counting all of it (bench/README.md "Staff list", "Operation
// log"): a page shows how many rows there are, but past a few pages ahead of the one shown the
// exact number only costs time. The count stops `COUNT_AHEAD` rows past the page's offset; the
// answer says when there are more (`totalCapped`), and the screen shows "more than …".

/** Rows counted past the page's offset before the count stops. */
export const COUNT_AHEAD = 1_000;

/**
 * The number of rows `rows` yields, counted up to `offset + COUNT_AHEAD`; `capped` when there
 * are more than that (then `total` is that limit). `rows` is a select of the filtered rows (one
 * narrow column is enough) that takes a limit.
 */
export async function cappedCount(
  db: DbOrTx,
  rows: { limit(n: number): SQLWrapper },
  offset: number,
  ahead = COUNT_AHEAD,
): Promise<{ total: number; capped: boolean }> {
  const max = offset + ahead;
  const r = await db.execute(sql`select count(*)::int as n from (${rows.limit(max + 1)}) counted`);
  const n = Number((r.rows[0] as { n: number }).n);
  return n > max ? { total: max, capped: true } : { total: n, capped: false };
}
