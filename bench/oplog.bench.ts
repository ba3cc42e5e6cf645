// Load scenario: the operation log (docs/operation-log.md). Prints figures only; it never passes
// or fails on time. Every figure is a ratio to a baseline measured in the same run:
// 1. the cost of recording: one write route (a project group renamed in a transaction, with a
//    describeOperation) logged, against the same handler declared `log: false`;
// 2. the project log's list with BENCH_OPLOG_ROWS (100,000) rows: a filter (module + 90 days)
//    on page 1 and a deep page, against a bare Fastify route running the plain indexed query.
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { load as loadRatio, print, singleCalls, type Call } from './ratios';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { describeOperation } from '../apps/server/src/db/operation';
import { defineRoute } from '../apps/server/src/http/route';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';
import { projectGroups, projects } from '../apps/server/src/modules/projects';
import { operationLogs } from '../apps/server/src/modules/oplog';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROWS = Number(process.env.BENCH_OPLOG_ROWS ?? 100_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 2000);
/** BENCH_LOAD=0 skips the autocannon runs (single calls only). */
const LOAD = process.env.BENCH_LOAD !== '0';
const PAGE_SIZE = 20;

const load = (name: string, opts: autocannon.Options) => loadRatio(name, { duration: SECONDS, connections: CONNECTIONS, ...opts });

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/trestle-bench-oplog', LOGIN_MAX_FAILURES_IP: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
await seed(db, config);
const deps = { db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() };
const app = await buildApp(deps);

const [project] = await db.select().from(projects).where(eq(projects.name, 'Harbour View Residences'));
const groupId = randomUUID();
await db.insert(projectGroups).values({ id: groupId, enterpriseId: project.enterpriseId, name: 'Bench', region: 'R', address: 'A', createdBy: 'bench' });
for (const [url, log] of [
  ['/bench/oplog/rename-group', undefined],
  ['/bench/oplog/rename-group-unlogged', false],
] as const) {
  defineRoute(app, deps, {
    method: 'POST',
    url,
    log,
    access: { kind: 'project', need: ['project', 'edit'] },
    summary: 'bench',
    handler: async () => {
      const name = `Bench ${randomUUID().slice(0, 8)}`;
      await db.transaction(async (tx) => {
        const [was] = await tx.select().from(projectGroups).where(eq(projectGroups.id, groupId)).for('update');
        await tx.update(projectGroups).set({ name }).where(eq(projectGroups.id, groupId));
        describeOperation({ targetId: groupId, targetName: name, before: { name: was.name }, after: { name } });
      });
      return null;
    },
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${appUrl}/public/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'padmin', password: 'Padmin#2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const post = (url: string, body: object): autocannon.Options => ({
  url: `${appUrl}${url}`,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ projectId: project.id, ...body }),
});

console.log(`Operation log bench: ${SECONDS}s per scenario, ${CONNECTIONS} connections, database ${database.kind}, ${ROWS} log rows`);

// 1. The cost of recording one write.
if (LOAD) {
  const unlogged = await load('write route, log: false', post('/bench/oplog/rename-group-unlogged', {}));
  const logged = await load('same write route, logged in its transaction', post('/bench/oplog/rename-group', {}));
  print('1. Recording a write', unlogged, [logged]);
}

// 2. The list with many rows.
await db.delete(operationLogs);
const modules = ['files', 'issues', 'tasks', 'projects', 'approvals'];
const actions = ['create', 'update', 'delete', 'rename', 'move'];
const start = Date.now();
for (let i = 0; i < ROWS; i += 2000) {
  await db.insert(operationLogs).values(
    Array.from({ length: Math.min(2000, ROWS - i) }, (_, j) => ({
      id: randomUUID(),
      at: new Date(start - (i + j) * 120_000), // one row every 2 minutes: 100,000 rows span ~139 days
      actorId: `user-${(i + j) % 40}`,
      actorName: `User ${(i + j) % 40}`,
      actorLogin: `user${(i + j) % 40}`,
      enterpriseId: project.enterpriseId,
      projectId: project.id,
      ip: '10.0.0.1',
      userAgent: 'bench',
      method: 'POST',
      route: '/protected/file/rename',
      module: modules[(i + j) % modules.length],
      action: actions[(i + j) % actions.length],
      targets: [{ targetId: randomUUID(), targetName: `Drawing ${i + j}.pdf`, before: { name: 'a' }, after: { name: 'b' } }],
    })),
  );
}
await db.execute(sql`analyze operation_logs`);

const bare = Fastify();
bare.get('/bare', async (req) => {
  const page = Number((req.query as { page?: string }).page ?? 1);
  const r = await db.execute(
    sql`select * from operation_logs where project_id = ${project.id} order by at desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  return { success: true, data: r.rows, msg: 'ok', errorCode: 200 };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const filter = { modules: ['files'], range: '90d', pageSize: PAGE_SIZE };
if (LOAD) {
  const bare1 = await load('bare indexed query, page 1', { url: `${bareUrl}/bare?page=1` });
  const list1 = await load('operation-log/project/list, module + 90d, page 1', post('/protected/operation-log/project/list', { ...filter, pageNum: 1 }));
  const listAll = await load(
    'operation-log/project/list, no filter, page 1',
    post('/protected/operation-log/project/list', { pageSize: PAGE_SIZE, pageNum: 1 }),
  );
  print(`2a. The list with ${ROWS} rows, first page`, bare1, [list1, listAll]);
  const bareDeep = await load(`bare indexed query, page ${DEEP_PAGE}`, { url: `${bareUrl}/bare?page=${DEEP_PAGE}` });
  const deepAll = await load(
    `operation-log/project/list, no filter, page ${DEEP_PAGE}`,
    post('/protected/operation-log/project/list', { pageSize: PAGE_SIZE, pageNum: DEEP_PAGE }),
  );
  const deepFiltered = await load(
    `operation-log/project/list, module + 90d, page ${Math.floor(DEEP_PAGE / 5)}`,
    post('/protected/operation-log/project/list', { ...filter, pageNum: Math.floor(DEEP_PAGE / 5) }),
  );
  print(`2b. The list with ${ROWS} rows, a deep page`, bareDeep, [deepAll, deepFiltered]);
}

const call = (name: string, body: object): Call => {
  const o = post('/protected/operation-log/project/list', body);
  return { name, url: String(o.url), method: 'POST', headers: o.headers as Record<string, string>, body: String(o.body) };
};
await singleCalls(`2a. The list with ${ROWS} rows, first page`, { name: 'bare indexed query, page 1', url: `${bareUrl}/bare?page=1` }, [
  call('operation-log/project/list, module + 90d, page 1', { ...filter, pageNum: 1 }),
  call('operation-log/project/list, no filter, page 1', { pageSize: PAGE_SIZE, pageNum: 1 }),
]);
await singleCalls(`2b. The list with ${ROWS} rows, a deep page`, { name: `bare indexed query, page ${DEEP_PAGE}`, url: `${bareUrl}/bare?page=${DEEP_PAGE}` }, [
  call(`operation-log/project/list, no filter, page ${DEEP_PAGE}`, { pageSize: PAGE_SIZE, pageNum: DEEP_PAGE }),
  call(`operation-log/project/list, module + 90d, page ${Math.floor(DEEP_PAGE / 5)}`, { ...filter, pageNum: Math.floor(DEEP_PAGE / 5) }),
]);

await app.close();
await bare.close();
await database.close();
