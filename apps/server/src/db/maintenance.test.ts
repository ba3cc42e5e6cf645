import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { autovacuumEmbedded } from './maintenance';

// The embedded database's stand-in for autovacuum. Always on PGlite (the database it is for),
// also when the suite runs against a PostgreSQL server.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

// A backend sends its table counters at most once a second; force it so the test reads them now.
const flush = () => database.db.execute(sql`select pg_stat_force_next_flush()`);
const stats = async (table: string) =>
  (await flush(),
  await database.db.execute(sql`select n_dead_tup::int as dead, (last_analyze is not null) as analyzed from pg_stat_user_tables where relname = ${table}`))
    .rows[0] as { dead: number; analyzed: boolean };

describe('autovacuum of the embedded database', () => {
  it('vacuums a table with many dead rows, analyzes one never analyzed, and leaves quiet ones alone', async () => {
    const db = database.db;
    await db.execute(sql`create table churn (id int primary key, v text)`);
    await db.execute(sql`insert into churn select g, 'a' from generate_series(1, 2000) g`);
    await db.execute(sql`update churn set v = 'b'`);
    await db.execute(sql`create table fresh (id int primary key)`);
    await db.execute(sql`insert into fresh select g from generate_series(1, 10) g`);
    expect((await stats('churn')).dead).toBe(2000);
    await flush();

    const first = await autovacuumEmbedded(db);
    expect(first.vacuumed).toContain('churn');
    expect(first.analyzed).toContain('fresh');
    expect(await stats('churn')).toEqual({ dead: 0, analyzed: true });
    expect((await stats('fresh')).analyzed).toBe(true);

    // Nothing changed since: nothing to do.
    expect(await autovacuumEmbedded(db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});
