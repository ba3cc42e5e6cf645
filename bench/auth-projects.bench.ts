// Load scenario: sign-in and the project list, each next to a bare Fastify route measured in
// the same run, so the figures read as ratios that do not depend on the machine.
// Prints figures only; it never passes or fails on time.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figure {
  name: string;
  rps: number;
  p99: number;
}

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const r = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: null, msg: 'ok', errorCode: 200 }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/trestle-bench', LOGIN_MAX_FAILURES_IP: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
await seed(database.db, config);
const app = await buildApp({ db: database.db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await fetch(`${appUrl}/public/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'padmin', password: 'Padmin#2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

console.log(`Trestle bench: ${SECONDS}s per scenario, ${CONNECTIONS} connections, database ${database.kind}`);
const baseline = await load('bare Fastify route', { url: `${bareUrl}/bare` });
const figures = [
  await load('POST /public/user/login', {
    url: `${appUrl}/public/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'padmin', password: 'Padmin#2026' }),
  }),
  await load('POST /protected/get-all-projects-map-v1', {
    url: `${appUrl}/protected/get-all-projects-map-v1`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
  }),
];

console.log('\nscenario'.padEnd(44) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + '  vs bare (req/s ratio, p99 ratio)');
for (const f of [baseline, ...figures]) {
  const ratio = `${(f.rps / baseline.rps).toFixed(3)}x, ${(f.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`;
  console.log(f.name.padEnd(43) + f.rps.toFixed(0).padStart(10) + String(f.p99).padStart(10) + '  ' + ratio);
}
await app.close();
await bare.close();
await database.close();
