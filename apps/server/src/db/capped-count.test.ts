import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client';
import { cappedCount, COUNT_AHEAD } from './capped-count';

// The capped count of long lists (staff, operation log): exact up to the limit, then "more".

const nums = pgTable('capped_nums', { n: integer('n').notNull() });
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create table capped_nums (n int not null)`);
  await database.db.execute(sql`insert into capped_nums select generate_series(1, 25)`);
});
afterAll(() => database.close());

const rows = () => database.db.select({ n: nums.n }).from(nums).$dynamic();

describe('cappedCount', () => {
  it('counts exactly while the rows end within the limit', async () => {
    expect(await cappedCount(database.db, rows(), 0)).toEqual({ total: 25, capped: false });
    expect(await cappedCount(database.db, rows(), 0, 25)).toEqual({ total: 25, capped: false });
    expect(await cappedCount(database.db, rows(), 20, 5)).toEqual({ total: 25, capped: false });
  });
  it('stops at offset + ahead and says there are more', async () => {
    expect(await cappedCount(database.db, rows(), 0, 10)).toEqual({ total: 10, capped: true });
    expect(await cappedCount(database.db, rows(), 10, 10)).toEqual({ total: 20, capped: true });
    expect(COUNT_AHEAD).toBe(1_000);
  });
  it('counts a filtered select', async () => {
    const odd = database.db
      .select({ n: nums.n })
      .from(nums)
      .where(sql`${nums.n} % 2 = 1`)
      .$dynamic();
    expect(await cappedCount(database.db, odd, 0, 100)).toEqual({ total: 13, capped: false });
  });
});
