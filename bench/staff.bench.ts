// Load scenario: the enterprise staff list (docs/staff.md "Staff list"). Prints figures only; it
// never passes or fails on time. Every figure is a ratio to a baseline measured in the same run:
// BENCH_STAFF_ROWS (100,000) staff in one enterprise, across a small department tree, listed
// through POST /protected/user-management/get-staff
// (a) page 1 filtered by a name search and a department (with its sub-departments),
// (b) a deep page unfiltered,
// each against a bare Fastify route running the plain page query for the same page.
import type autocannon from 'autocannon';
import { load as loadRatio, print, singleCalls, type Call } from './ratios';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';
import { enterprises } from '../apps/server/src/modules/enterprise';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROWS = Number(process.env.BENCH_STAFF_ROWS ?? 100_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 2000);
/** BENCH_LOAD=0 skips the autocannon runs (single calls only). */
const LOAD = process.env.BENCH_LOAD !== '0';
const PAGE_SIZE = 20;
const SURNAMES = ['Chen', 'Garcia', 'Ito', 'Novak', 'Okafor', 'Silva', 'Tanaka', 'Weber'];

const load = (name: string, opts: autocannon.Options) => loadRatio(name, { duration: SECONDS, connections: CONNECTIONS, ...opts });

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/trestle-bench-staff', LOGIN_MAX_FAILURES_IP: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
await seed(db, config);
const deps = { db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() };
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const [enterprise] = await db.select().from(enterprises).where(eq(enterprises.domain, 'northwind.example'));
const enterpriseId = enterprise.id;

// The department tree: one top level, 4 divisions, 3 teams under each; every staff member is in
// one team (staff i in team i mod 12), so a division with its teams holds a quarter of them.
const divisions = [0, 1, 2, 3].map((d) => ({ id: `bench-div-${d}`, teams: [0, 1, 2].map((t) => `bench-team-${d}-${t}`) }));
const teams = divisions.flatMap((d) => d.teams);
const start = Date.now();
await db.execute(sql`insert into departments (id, enterprise_id, parent_id, name) values ('bench-top', ${enterpriseId}, null, 'Bench top level')`);
for (const d of divisions) {
  await db.execute(sql`insert into departments (id, enterprise_id, parent_id, name) values (${d.id}, ${enterpriseId}, 'bench-top', ${`Division ${d.id}`})`);
  for (const t of d.teams)
    await db.execute(sql`insert into departments (id, enterprise_id, parent_id, name) values (${t}, ${enterpriseId}, ${d.id}, ${`Team ${t}`})`);
}
// The staff, in bulk: four statements of ROWS rows each. Names cycle through 8 surnames, so a
// name search for one of them matches an eighth; joined_at is one per minute into the past.
const teamArray = sql.raw(`array[${teams.map((t) => `'${t}'`).join(',')}]`);
const nameArray = sql.raw(`array[${SURNAMES.map((s) => `'${s}'`).join(',')}]`);
await db.execute(sql`
  insert into users (id, login_name, name, email)
  select 'bench-u-' || i, 'bench' || i, 'Staff ' || lpad(i::text, 6, '0') || ' ' || (${nameArray})[1 + i % 8], 'bench' || i || '@bench.example'
  from generate_series(1, ${ROWS}) i`);
const [{ id: staffRoleId }] = (
  await db.execute(sql`select id from roles where enterprise_id = ${enterpriseId} and project_id is null and built_in = 'enterprise_staff'`)
).rows as { id: string }[];
await db.execute(sql`
  insert into enterprise_members (enterprise_id, user_id, role_id, joined_at)
  select ${enterpriseId}, 'bench-u-' || i, ${staffRoleId}, now() - i * interval '1 minute'
  from generate_series(1, ${ROWS}) i`);
await db.execute(sql`
  insert into staff_profiles (enterprise_id, user_id, post)
  select ${enterpriseId}, 'bench-u-' || i, 'Engineer' from generate_series(1, ${ROWS}) i`);
await db.execute(sql`
  insert into department_members (department_id, user_id)
  select (${teamArray})[1 + i % 12], 'bench-u-' || i from generate_series(1, ${ROWS}) i`);
for (const t of ['users', 'enterprise_members', 'staff_profiles', 'department_members', 'departments']) await db.execute(sql.raw(`analyze ${t}`));
const inserted = Date.now() - start;

const login = await fetch(`${appUrl}/public/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'emanager', password: 'Manager#2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const post = (body: object): autocannon.Options => ({
  url: `${appUrl}/protected/user-management/get-staff`,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ enterpriseId, pageSize: PAGE_SIZE, ...body }),
});

// The bare routes: the plain page query (same joins, where and order), no total, no access check,
// no departments per row. With these filters no index serves it either (bench/README.md).
const division = divisions[0];
const inDivision = sql.join(
  [division.id, ...division.teams].map((d) => sql`${d}`),
  sql`, `,
);
const filtered = sql`m.enterprise_id = ${enterpriseId}
  and (u.name ilike '%chen%' or u.login_name ilike '%chen%' or u.email ilike '%chen%')
  and m.user_id in (select user_id from department_members where department_id in (${inDivision}))`;
const filteredPage = sql`select u.*, m.joined_at from enterprise_members m join users u on u.id = m.user_id
  where ${filtered} order by m.joined_at desc, m.user_id desc limit ${PAGE_SIZE}`;
const deepPage = sql`select u.*, m.joined_at from enterprise_members m join users u on u.id = m.user_id
  where m.enterprise_id = ${enterpriseId} order by m.joined_at desc, m.user_id desc limit ${PAGE_SIZE} offset ${(DEEP_PAGE - 1) * PAGE_SIZE}`;
const bare = Fastify();
bare.get('/bare/filtered', async () => ({ success: true, data: (await db.execute(filteredPage)).rows, msg: 'ok', errorCode: 200 }));
const firstPage = sql`select u.*, m.joined_at from enterprise_members m join users u on u.id = m.user_id
  where m.enterprise_id = ${enterpriseId} order by m.joined_at desc, m.user_id desc limit ${PAGE_SIZE}`;
bare.get('/bare/first', async () => ({ success: true, data: (await db.execute(firstPage)).rows, msg: 'ok', errorCode: 200 }));
bare.get('/bare/deep', async () => ({ success: true, data: (await db.execute(deepPage)).rows, msg: 'ok', errorCode: 200 }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

// Check that the route answers what the bench means (and say how many rows the filter keeps).
const probeReply = await fetch(`${appUrl}/protected/user-management/get-staff`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ enterpriseId, pageSize: PAGE_SIZE, pageNum: 1, groupId: division.id, where: { name: 'chen' } }),
});
const probe = (await probeReply.json()) as { success: boolean; pageTotal?: number; msg: string };
if (!probe.success) throw new Error(`get-staff refused the bench's call: ${probe.msg}`);

console.log(
  `Staff list bench: ${SECONDS}s per scenario, ${CONNECTIONS} connections, database ${database.kind}, ${ROWS} staff inserted in ${inserted} ms; ` +
    `the filter (name "chen" + a division with its teams): pageTotal ${probe.pageTotal} (counted at most 1,000 rows past the page)`,
);

if (LOAD) {
  const bare1 = await load('bare page query, name + department, page 1', { url: `${bareUrl}/bare/filtered` });
  const list1 = await load('get-staff, name + department (with teams), page 1', post({ pageNum: 1, groupId: division.id, where: { name: 'chen' } }));
  print(`a. The staff list with ${ROWS} staff, filtered, first page`, bare1, [list1]);
  const bareDeep = await load(`bare page query, no filter, page ${DEEP_PAGE}`, { url: `${bareUrl}/bare/deep` });
  const deep = await load(`get-staff, no filter, page ${DEEP_PAGE}`, post({ pageNum: DEEP_PAGE }));
  print(`b. The staff list with ${ROWS} staff, a deep page`, bareDeep, [deep]);
}

const call = (name: string, body: object): Call => {
  const o = post(body);
  return { name, url: String(o.url), method: 'POST', headers: o.headers as Record<string, string>, body: String(o.body) };
};
await singleCalls(
  `a. The staff list with ${ROWS} staff, filtered, first page`,
  { name: 'bare page query, name + department, page 1', url: `${bareUrl}/bare/filtered` },
  [call('get-staff, name + department (with teams), page 1', { pageNum: 1, groupId: division.id, where: { name: 'chen' } })],
);
await singleCalls(`b. The staff list with ${ROWS} staff, a deep page`, { name: `bare page query, no filter, page ${DEEP_PAGE}`, url: `${bareUrl}/bare/deep` }, [
  call(`get-staff, no filter, page ${DEEP_PAGE}`, { pageNum: DEEP_PAGE }),
]);
await singleCalls(
  `c. The staff list with ${ROWS} staff, unfiltered, first page (the screen's default)`,
  { name: 'bare page query, no filter, page 1', url: `${bareUrl}/bare/first` },
  [call('get-staff, no filter, page 1', { pageNum: 1 })],
);

if (process.env.BENCH_EXPLAIN) {
  // Why, when the list is far from the bare query: the plans of the list's count and page.
  for (const [label, q] of [
    ['count, filtered', sql`explain analyze select count(*)::int from enterprise_members m join users u on u.id = m.user_id where ${filtered}`],
    [
      'count, unfiltered',
      sql`explain analyze select count(*)::int from enterprise_members m join users u on u.id = m.user_id where m.enterprise_id = ${enterpriseId}`,
    ],
    ['page 1, filtered (the bare query)', sql`explain analyze ${filteredPage}`],
    [
      "the list's capped count, filtered",
      sql`explain analyze select count(*)::int from (select m.user_id from enterprise_members m join users u on u.id = m.user_id where ${filtered} limit 10001) c`,
    ],
    [
      "the list's capped count, unfiltered",
      sql`explain analyze select count(*)::int from (select m.user_id from enterprise_members m where m.enterprise_id = ${enterpriseId} limit 10001) c`,
    ],
    [
      "the list's page of ids, filtered",
      sql`explain analyze select m.user_id from enterprise_members m join users u on u.id = m.user_id where ${filtered} order by m.joined_at desc, m.user_id desc limit ${PAGE_SIZE}`,
    ],
    [`page ${DEEP_PAGE}, unfiltered (the bare query)`, sql`explain analyze ${deepPage}`],
    [
      `page ${DEEP_PAGE}, unfiltered, with the list's joins`,
      sql`explain analyze select u.*, m.joined_at, p.post, r.name from enterprise_members m join users u on u.id = m.user_id left join staff_profiles p on p.enterprise_id = m.enterprise_id and p.user_id = m.user_id left join roles r on r.id = m.role_id where m.enterprise_id = ${enterpriseId} order by m.joined_at desc, m.user_id desc limit ${PAGE_SIZE} offset ${(DEEP_PAGE - 1) * PAGE_SIZE}`,
    ],
  ] as const) {
    console.log(`\nEXPLAIN ANALYZE, ${label}`);
    for (const row of (await db.execute(q)).rows as Record<string, string>[]) console.log('  ' + Object.values(row)[0]);
  }
}

await app.close();
await bare.close();
await database.close();
