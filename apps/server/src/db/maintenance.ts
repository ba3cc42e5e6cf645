import { sql } from 'drizzle-orm';
import type { Db } from './client';

// PGlite has no autovacuum: without it, dead rows of updated and deleted tables (task renumbering,
// sessions, jobs) are never reclaimed and the planner never gets statistics. The hourly
// housekeeping of an embedded database does what autovacuum would, with its default thresholds:
// a table is vacuumed once its dead rows pass 50 + 20 % of its live rows, analyzed once its
// changes since the last analyze pass 50 + 10 %, or if it never was. Only those tables, so an
// hour with little change costs one catalogue query (PGlite has one connection; everything waits).

interface TableStats {
  relname: string;
  n_live_tup: string;
  n_dead_tup: string;
  n_mod_since_analyze: string;
  analyzed: boolean;
}

export async function autovacuumEmbedded(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const r = await db.execute(sql`
    select relname, n_live_tup::text, n_dead_tup::text, n_mod_since_analyze::text,
      (last_analyze is not null or last_autoanalyze is not null) as analyzed
    from pg_stat_user_tables where schemaname = current_schema() order by relname`);
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const t of r.rows as unknown as TableStats[]) {
    const live = Number(t.n_live_tup);
    if (Number(t.n_dead_tup) > 50 + 0.2 * live) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(t.relname)}`);
      vacuumed.push(t.relname);
    } else if (Number(t.n_mod_since_analyze) > 50 + 0.1 * live || (!t.analyzed && live + Number(t.n_mod_since_analyze) > 0)) {
      await db.execute(sql`analyze ${sql.identifier(t.relname)}`);
      analyzed.push(t.relname);
    }
  }
  return { vacuumed, analyzed };
}
