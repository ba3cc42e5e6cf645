// Documents scenarios: upload throughput, fast upload of content already held, the client's md5,
// and the file list of a folder of 100,000 files. Each figure sits next to a bare baseline
// measured in the same run (a bare Fastify route, or node:crypto), so they read as ratios that
// do not depend on the machine. Prints figures only; it never passes or fails on time.
//
// Env: BENCH_SECONDS, BENCH_CONNECTIONS (autocannon, as in auth-projects.bench.ts),
// BENCH_UPLOAD_FILES (20), BENCH_UPLOAD_MB (8), BENCH_FAST_GB (1), BENCH_HASH_MB (256),
// BENCH_LIST_ROWS (100000), BENCH_DEEP_PAGE (2000), BENCH_ONLY (e.g. "upload,fast,md5,list"),
// DATABASE_URL (a PostgreSQL server instead of embedded PGlite).
//
// One file per scenario under files/: upload.ts, fast-upload.ts, md5.ts, list.ts; stack.ts starts
// the product and the bare server they are measured against.
import os from 'node:os';
import { fastUpload } from './files/fast-upload';
import { fileList } from './files/list';
import { md5Speed } from './files/md5';
import { fmt } from './files/report';
import { CONNECTIONS, SECONDS } from './files/settings';
import { startStack } from './files/stack';
import { uploadThroughput } from './files/upload';

const ONLY = new Set((process.env.BENCH_ONLY ?? 'upload,fast,md5,list').split(',').map((s) => s.trim()));

const stack = await startStack();

const cpu = os.cpus();
console.log(`Trestle documents bench, ${new Date().toISOString()}`);
console.log(
  `  machine: ${cpu[0]?.model ?? '?'} × ${cpu.length}, ${fmt(os.totalmem() / 1024 ** 3, 0)} GB RAM, ${os.platform()} ${os.release()}, node ${process.version}`,
);
console.log(`  database: ${stack.database.kind}; data in ${stack.dataDir}; autocannon ${SECONDS}s × ${CONNECTIONS} connections`);

if (ONLY.has('upload')) await uploadThroughput(stack);
if (ONLY.has('fast')) await fastUpload(stack);
if (ONLY.has('md5')) await md5Speed();
if (ONLY.has('list')) await fileList(stack);

await stack.close();
