// Load scenario for task boards (issue 6): loading a board of BENCH_TASKS (1,000) tasks and
// moving tasks by drag (moveByUser) under BENCH_CONNECTIONS (50) concurrent users, each next
// to a bare Fastify route measured in the same run, so the figures read as ratios.
// Prints figures only; it never passes or fails on time.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchBoard, LANES, quiet } from './task-board';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TASKS = Number(process.env.BENCH_TASKS ?? 1000);

interface Figure {
  name: string;
  rps: number;
  mean: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  errors: number;
}

// With 50 users queueing on one connection a call can wait several seconds; autocannon's own
// 10 s timeout would drop the slowest calls from the latencies, so it is 60 s here.
async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  await quiet();
  const r = await autocannon({ duration: SECONDS, connections: CONNECTIONS, timeout: 60, ...opts });
  return { name, rps: r.requests.average, mean: r.latency.average, p99: r.latency.p99, non2xx: r.non2xx, timeouts: r.timeouts, errors: r.errors - r.timeouts };
}

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: null, msg: 'ok', errorCode: 200 }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const { app, database, token, projectId, boardId, lanes, taskIds, per } = await benchBoard(TASKS, '/tmp/trestle-bench-tasks');
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
console.log(
  `Trestle task bench: ${SECONDS}s per scenario, ${CONNECTIONS} connections, ${TASKS} tasks in ${LANES} lanes (~${per} per lane), database ${database.kind}`,
);

const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const baseline = await load('bare Fastify route', { url: `${bareUrl}/bare` });
const figures = [
  await load(`GET /task/board/:id (${TASKS} tasks)`, { url: `${appUrl}/task/board/${boardId}?projectId=${projectId}`, headers: auth }),
  await load('POST /task/block/moveByUser', {
    url: `${appUrl}/task/block/moveByUser`,
    method: 'POST',
    headers: auth,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            projectId,
            id: taskIds[Math.floor(Math.random() * taskIds.length)],
            swimlanesId: lanes[Math.floor(Math.random() * LANES)],
            index: Math.floor(Math.random() * per),
          }),
        }),
      },
    ],
  }),
];

console.log('\nscenario'.padEnd(44) + 'req/s'.padStart(10) + 'mean ms'.padStart(10) + 'p99 ms'.padStart(10) + '  vs bare (req/s ratio, p99 ratio)');
for (const f of [baseline, ...figures]) {
  const ratio = `${(f.rps / baseline.rps).toFixed(4)}x, ${(f.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`;
  const bad = [f.non2xx && `${f.non2xx} non-2xx`, f.timeouts && `${f.timeouts} timed out`, f.errors && `${f.errors} errors`].filter(Boolean).join(', ');
  console.log(
    f.name.padEnd(43) + f.rps.toFixed(1).padStart(10) + f.mean.toFixed(0).padStart(10) + String(f.p99).padStart(10) + '  ' + ratio + (bad ? `  (${bad})` : ''),
  );
}
await quiet();
// The board must still be dense after the concurrent moves: every lane's sorts 0..n-1.
const after = (
  (await (await fetch(`${appUrl}/task/board/${boardId}?projectId=${projectId}`, { headers: auth })).json()) as {
    data: { swimlanes: { myTaskList: { sort: number }[] }[] };
  }
).data;
const dense = after.swimlanes.every((l) => l.myTaskList.every((c, i) => c.sort === i));
console.log(`\nafter the moves: ${after.swimlanes.reduce((n, l) => n + l.myTaskList.length, 0)} tasks, lane order dense: ${dense}`);
await app.close();
await bare.close();
await database.close();
