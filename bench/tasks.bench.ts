// Load scenario for task boards (issue 6): loading a board of BENCH_TASKS (1,000) tasks and
// moving tasks by drag (moveByUser) under BENCH_CONNECTIONS (50) concurrent users, each next
// to a bare Fastify route measured in the same run, so the figures read as ratios.
// Prints figures only; it never passes or fails on time.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';
import { tasks } from '../apps/server/src/modules/tasks/tables';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const LANES = 5;

interface Figure { name: string; rps: number; p99: number; errors: number }

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const r = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: null, msg: 'ok', errorCode: 200 }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/trestle-bench-tasks', LOGIN_MAX_FAILURES_IP: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
await seed(database.db, config);
const app = await buildApp({ db: database.db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function call<T>(method: string, url: string, token: string | null, body?: object): Promise<T> {
  const r = await fetch(`${appUrl}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const j = (await r.json()) as { success: boolean; data: T; msg: string };
  if (!j.success) throw new Error(`${method} ${url}: ${j.msg}`);
  return j.data;
}

const { token } = await call<{ token: string }>('POST', '/public/user/login', null, { loginName: 'padmin', password: 'Padmin#2026' });
const projects = await call<{ list: { projectId?: string; _id?: string; id?: string; name: string }[] }>('POST', '/protected/get-all-projects-map-v1', token, { pageNum: 1, pageSize: 10 });
const project = projects.list.find((p) => p.name === 'Harbour View Residences')!;
const projectId = (project.projectId ?? project._id ?? project.id)!;
const board = await call<{ boardId: string; swimlanes: { swimlanesId: string }[] }>('POST', '/task/board', token, {
  projectId,
  name: 'Bench board',
  swimlanes: Array.from({ length: LANES }, (_, i) => `Lane ${i + 1}`),
});
const lanes = board.swimlanes.map((l) => l.swimlanesId);
// The cards are inserted in bulk (the create route is not what is measured), after two per lane
// made through the route, so each lane keeps the dense 0..n-1 order the server maintains.
for (let i = 0; i < 10; i++) {
  await call('POST', '/task/block', token, { projectId, swimlanesId: lanes[i % LANES], title: `Routed task ${i + 1}`, levelId: 1 + (i % 3) });
}
const { user: me } = await call<{ user: { id: string } }>('POST', '/protected/user/get-current-user', token, {});
const per = Math.ceil((TASKS - 10) / LANES);
const rows = Array.from({ length: TASKS - 10 }, (_, i) => ({
  id: randomUUID(), projectId, boardId: board.boardId, swimlaneId: lanes[i % LANES], title: `Bench task ${i + 1}`,
  levelId: 1 + (i % 3), sort: 2 + Math.floor(i / LANES), createdBy: me.id,
}));
for (let i = 0; i < rows.length; i += 500) await database.db.insert(tasks).values(rows.slice(i, i + 500));
const taskIds = rows.map((r) => r.id);
console.log(`Trestle task bench: ${SECONDS}s per scenario, ${CONNECTIONS} connections, ${TASKS} tasks in ${LANES} lanes (~${per} per lane), database ${database.kind}`);

const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const baseline = await load('bare Fastify route', { url: `${bareUrl}/bare` });
const figures = [
  await load(`GET /task/board/:id (${TASKS} tasks)`, { url: `${appUrl}/task/board/${board.boardId}?projectId=${projectId}`, headers: auth }),
  await load('POST /task/block/moveByUser', {
    url: `${appUrl}/task/block/moveByUser`,
    method: 'POST',
    headers: auth,
    requests: [{
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ projectId, id: taskIds[Math.floor(Math.random() * taskIds.length)], swimlanesId: lanes[Math.floor(Math.random() * LANES)], index: Math.floor(Math.random() * per) }),
      }),
    }],
  }),
];

console.log('\nscenario'.padEnd(44) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + '  vs bare (req/s ratio, p99 ratio)');
for (const f of [baseline, ...figures]) {
  const ratio = `${(f.rps / baseline.rps).toFixed(3)}x, ${(f.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`;
  console.log(f.name.padEnd(43) + f.rps.toFixed(0).padStart(10) + String(f.p99).padStart(10) + '  ' + ratio + (f.errors ? `  (${f.errors} non-2xx/errors)` : ''));
}
// The board must still be dense after the concurrent moves: every lane's sorts 0..n-1.
const after = await call<{ swimlanes: { myTaskList: { sort: number }[] }[] }>('GET', `/task/board/${board.boardId}?projectId=${projectId}`, token);
const dense = after.swimlanes.every((l) => l.myTaskList.every((c, i) => c.sort === i));
console.log(`\nafter the moves: ${after.swimlanes.reduce((n, l) => n + l.myTaskList.length, 0)} tasks, lane order dense: ${dense}`);
await app.close();
await bare.close();
await database.close();
