// Documents scenarios: upload throughput, fast upload of content already held, the client's md5,
// and the file list of a folder of 100,000 files. Each figure sits next to a bare baseline
// measured in the same run (a bare Fastify route, or node:crypto), so they read as ratios that
// do not depend on the machine. Prints figures only; it never passes or fails on time.
//
// Env: BENCH_SECONDS, BENCH_CONNECTIONS (autocannon, as in auth-projects.bench.ts),
// BENCH_UPLOAD_FILES (20), BENCH_UPLOAD_MB (8), BENCH_FAST_GB (1), BENCH_HASH_MB (256),
// BENCH_LIST_ROWS (100000), BENCH_DEEP_PAGE (2000), BENCH_ONLY (e.g. "upload,fast,md5,list"),
// DATABASE_URL (a PostgreSQL server instead of embedded PGlite).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { createMD5 } from 'hash-wasm';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';
import { hashingStream } from '../apps/server/src/storage/blobstore';
import { users } from '../apps/server/src/modules/accounts/tables';
import { projects } from '../apps/server/src/modules/projects/tables';
import { fileNodes } from '../apps/server/src/modules/files/tables';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UPLOAD_FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 20);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 8);
const FAST_GB = Number(process.env.BENCH_FAST_GB ?? 1);
const HASH_MB = Number(process.env.BENCH_HASH_MB ?? 256);
const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 2000);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'upload,fast,md5,list').split(',').map((s) => s.trim()));

const MB = 1024 * 1024;
const MD5_CHUNK = 20 * MB; // what the web client's md5 worker reads at a time
const RESUMABLE_CHUNK = 64 * MB; // the largest chunk the resumable protocol takes
const PAGE_SIZE = 25;

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const md5Hex = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  for (const [k, r] of cells.entries()) {
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   '));
    if (k === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  }
}

// ---------------------------------------------------------------------------------------------
// The product, in-process, on its own data directory, and a bare Fastify server beside it.

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trestle-bench-files-'));
const bareDir = path.join(dataDir, 'bare');
await mkdir(bareDir, { recursive: true });

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, LOGIN_MAX_FAILURES_IP: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
// When the last statement started: a load run leaves requests the server still works through
// after the client has gone, and measurements wait until the database has been quiet a while.
let lastStatement = Date.now();
{
  const client = (db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  for (const m of ['query', 'exec']) {
    const f = client[m]?.bind(client);
    if (f) client[m] = (...a: unknown[]) => ((lastStatement = Date.now()), f(...a));
  }
}
async function quiet(forMs = 500) {
  while (Date.now() - lastStatement < forMs) await new Promise((r) => setTimeout(r, 100));
}
await seed(db, config);
const app = await buildApp({ db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const [harbour] = await db
  .select()
  .from(projects)
  .where(sql`${projects.name} like 'Harbour%'`);
const projectId = harbour.id;
const [padmin] = await db.select().from(users).where(eq(users.loginName, 'padmin'));

const bare = Fastify({ bodyLimit: 10 * MB });
await bare.register(fastifyMultipart);
// Streams the multipart file to disk, nothing else.
bare.post('/upload', async (req) => {
  const part = await req.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER } });
  if (!part) throw new Error('no file');
  await pipeline(part.file, createWriteStream(path.join(bareDir, randomUUID())));
  return { success: true, errorCode: 200, msg: 'ok', data: null };
});
// The same, hashing sha256 and md5 on the way as the blob store does (to tell framework from hashing).
bare.post('/upload-hashed', async (req) => {
  const part = await req.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER } });
  if (!part) throw new Error('no file');
  const h = hashingStream();
  await pipeline(part.file, h.stream, createWriteStream(path.join(bareDir, randomUUID())));
  return { success: true, errorCode: 200, msg: 'ok', data: h.info() };
});
bare.get('/ping', async () => ({ success: true, errorCode: 200, msg: 'ok', data: null }));
let listFolderId = '';
// One indexed query on the same table: a page of the folder, newest first.
bare.get('/list', async (req) => {
  const page = Number((req.query as { page?: string }).page ?? 1);
  const rows = await db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId)))
    .orderBy(desc(fileNodes.createdAt))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { success: true, errorCode: 200, msg: 'ok', data: rows };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const login = await fetch(`${appUrl}/public/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'padmin', password: 'Padmin#2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const auth = { authorization: `Bearer ${token}` };

interface Envelope<T> {
  success: boolean;
  errorCode: number;
  msg: string;
  data: T;
  pageTotal?: number;
}

async function call<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(`${appUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) });
  const env = (await r.json()) as Envelope<T>;
  if (!env.success) throw new Error(`${url}: ${env.errorCode} ${env.msg}`);
  return env.data;
}

async function folder(name: string): Promise<string> {
  const d = await call<{ folderInfoArr: { id: string }[] }>('/protected/file/create-many-folder', { projectId, folderArr: [name] });
  return d.folderInfoArr[0].id;
}

const cpu = os.cpus();
console.log(`Trestle documents bench, ${new Date().toISOString()}`);
console.log(
  `  machine: ${cpu[0]?.model ?? '?'} × ${cpu.length}, ${fmt(os.totalmem() / 1024 ** 3, 0)} GB RAM, ${os.platform()} ${os.release()}, node ${process.version}`,
);
console.log(`  database: ${database.kind}; data in ${dataDir}; autocannon ${SECONDS}s × ${CONNECTIONS} connections`);

// ---------------------------------------------------------------------------------------------
// 1. Upload throughput: check-file-name → upload-fast (needUpload) → multipart upload-dms.

function uploadForm(fields: Record<string, string>, bytes: Uint8Array, fileName: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('fileblob', new Blob([bytes]), fileName);
  return form;
}

async function postForm(url: string, form: FormData, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: 'POST', headers, body: form });
  const env = (await r.json()) as Envelope<unknown>;
  if (!env.success) throw new Error(`${url}: ${env.errorCode} ${env.msg}`);
  return env;
}

if (ONLY.has('upload')) {
  console.log(`\n1. Upload throughput: ${UPLOAD_FILES} files × ${UPLOAD_MB} MB of random bytes, one after another, over HTTP (fetch + FormData)`);
  const files = Array.from({ length: UPLOAD_FILES }, (_, i) => {
    const bytes = randomBytes(UPLOAD_MB * MB);
    return { name: `bench-${String(i).padStart(3, '0')}.bin`, bytes, md5: md5Hex(bytes) };
  });
  const totalMb = UPLOAD_FILES * UPLOAD_MB;
  const parentId = await folder(`Bench uploads ${randomUUID().slice(0, 8)}`);
  const warm = randomBytes(MB);

  // Warm-up: one small file through each path.
  await postForm(`${bareUrl}/upload`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'));
  await postForm(`${bareUrl}/upload-hashed`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'));
  await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'), auth);

  // File by file, the three paths in turn, so disk and cache states are shared alike.
  let bareMs = 0;
  let bareHashedMs = 0;
  let checkMs = 0;
  let fastMs = 0;
  let dmsMs = 0;
  for (const f of files) {
    let t0 = process.hrtime.bigint();
    await postForm(`${bareUrl}/upload`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name));
    bareMs += ms(t0);
    t0 = process.hrtime.bigint();
    await postForm(`${bareUrl}/upload-hashed`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name));
    bareHashedMs += ms(t0);
    t0 = process.hrtime.bigint();
    const check = await call<{ fileArr: { haveSameName: boolean }[] }>('/protected/file/check-file-name', {
      projectId,
      parentId,
      fileArr: [{ uuid: randomUUID(), fileName: f.name }],
    });
    if (check.fileArr[0].haveSameName) throw new Error(`${f.name} already there`);
    checkMs += ms(t0);
    t0 = process.hrtime.bigint();
    const fast = await call<{ needUpload: boolean }>('/protected/upload-fast', { md5: f.md5, fileName: f.name, projectId, parentId, size: f.bytes.length });
    if (!fast.needUpload) throw new Error('upload-fast found random content already held');
    fastMs += ms(t0);
    t0 = process.hrtime.bigint();
    await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name), auth);
    dmsMs += ms(t0);
  }
  const productMs = checkMs + fastMs + dmsMs;

  const rate = (t: number) => totalMb / (t / 1000);
  table(
    ['path', 'total ms', 'ms/file', 'MB/s', 'vs bare'],
    [
      ['bare Fastify: multipart → file', fmt(bareMs, 0), fmt(bareMs / UPLOAD_FILES), fmt(rate(bareMs)), '1.00x'],
      [
        'bare Fastify: multipart → sha256+md5 → file',
        fmt(bareHashedMs, 0),
        fmt(bareHashedMs / UPLOAD_FILES),
        fmt(rate(bareHashedMs)),
        `${fmt(rate(bareHashedMs) / rate(bareMs), 2)}x`,
      ],
      [
        'check-file-name → upload-fast → upload-dms',
        fmt(productMs, 0),
        fmt(productMs / UPLOAD_FILES),
        fmt(rate(productMs)),
        `${fmt(rate(productMs) / rate(bareMs), 2)}x`,
      ],
      ['  of which upload-dms alone', fmt(dmsMs, 0), fmt(dmsMs / UPLOAD_FILES), fmt(rate(dmsMs)), `${fmt(rate(dmsMs) / rate(bareMs), 2)}x`],
    ],
  );
  console.log(`  per file: check-file-name ${fmt(checkMs / UPLOAD_FILES)} ms, upload-fast (needUpload) ${fmt(fastMs / UPLOAD_FILES)} ms`);
}

// ---------------------------------------------------------------------------------------------
// 2. Fast upload of a big file the enterprise already holds, vs the md5 the client computes first.

if (ONLY.has('fast')) {
  const size = Math.round(FAST_GB * 1024 * MB);
  console.log(`\n2. Fast upload of a ${FAST_GB} GB file already held (sent once through the resumable protocol, ${RESUMABLE_CHUNK / MB} MB chunks)`);
  const bigFile = path.join(dataDir, 'big.bin');
  {
    const out = await open(bigFile, 'w');
    for (let done = 0; done < size;) {
      const n = Math.min(RESUMABLE_CHUNK, size - done);
      await out.write(randomBytes(n));
      done += n;
    }
    await out.close();
  }
  // What the client must do anyway: md5 of the whole file (node:crypto, streamed from disk).
  const md5Of = async () => {
    const h = createHash('md5');
    const t0 = process.hrtime.bigint();
    await pipeline(createReadStream(bigFile, { highWaterMark: 8 * MB }), async (src) => {
      for await (const c of src) h.update(c as Buffer);
    });
    return { md5: h.digest('hex'), ms: ms(t0) };
  };
  const hashes = [await md5Of(), await md5Of(), await md5Of()];
  const md5 = hashes[0].md5;
  const md5Ms = median(hashes.map((h) => h.ms));

  const first = await folder(`Bench big ${randomUUID().slice(0, 8)}`);
  const t0 = process.hrtime.bigint();
  const s = await call<{ uploadId: string; offset: number }>('/protected/file/resumable/create', {
    projectId,
    parentId: first,
    fileName: 'big.bin',
    size,
    md5,
    uploadType: 'upload',
  });
  const fh = await open(bigFile, 'r');
  const buf = Buffer.alloc(RESUMABLE_CHUNK);
  let offset = s.offset;
  let done = false;
  while (offset < size) {
    const { bytesRead } = await fh.read(buf, 0, Math.min(RESUMABLE_CHUNK, size - offset), offset);
    const r = await fetch(`${appUrl}/protected/file/resumable/${s.uploadId}?offset=${offset}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', ...auth },
      body: buf.subarray(0, bytesRead),
    });
    const env = (await r.json()) as Envelope<{ offset: number; done: boolean }>;
    if (!env.success) throw new Error(`resumable PUT at ${offset}: ${env.errorCode} ${env.msg}`);
    offset = env.data.offset;
    done = env.data.done;
  }
  await fh.close();
  const resumableMs = ms(t0);
  if (!done) throw new Error('resumable upload did not finish');

  // upload-fast with the md5 into other folders: a few times, the median counts.
  const fastTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const target = await folder(`Bench big copy ${i} ${randomUUID().slice(0, 8)}`);
    const f0 = process.hrtime.bigint();
    const r = await call<{ needUpload: boolean }>('/protected/upload-fast', { md5, fileName: 'big.bin', projectId, parentId: target, size });
    fastTimes.push(ms(f0));
    if (r.needUpload) throw new Error('upload-fast asked for the bytes of a file already held');
  }
  const fastMs = median(fastTimes);
  table(
    ['step', 'ms', 'note'],
    [
      [`node:crypto md5 of the ${FAST_GB} GB file (median of 3)`, fmt(md5Ms, 0), `${fmt(size / MB / (md5Ms / 1000))} MB/s, read from the page cache`],
      ['upload-fast with that md5 (median of 5)', fmt(fastMs, 1), `runs ${fastTimes.map((t) => fmt(t, 1)).join(', ')} ms`],
      ['first upload: resumable create + PUTs', fmt(resumableMs, 0), `${fmt(size / MB / (resumableMs / 1000))} MB/s incl. the server's final md5/sha256 pass`],
    ],
  );
  console.log(`  upload-fast takes ${fmt((fastMs / md5Ms) * 100, 2)}% of the md5 the client computes first (md5 / fast = ${fmt(md5Ms / fastMs, 0)}x)`);
  await rm(bigFile, { force: true });
}

// ---------------------------------------------------------------------------------------------
// 3. md5 as the browser computes it (hash-wasm, 20 MB chunks) vs node:crypto on the same buffer.

if (ONLY.has('md5')) {
  console.log(`\n3. md5 of a ${HASH_MB} MB buffer fed in ${MD5_CHUNK / MB} MB chunks (median of 3)`);
  const buf = randomBytes(HASH_MB * MB);
  const wasm = await createMD5();
  const runWasm = () => {
    const t0 = process.hrtime.bigint();
    wasm.init();
    for (let o = 0; o < buf.length; o += MD5_CHUNK) wasm.update(buf.subarray(o, o + MD5_CHUNK));
    return { hex: wasm.digest('hex'), ms: ms(t0) };
  };
  const runNode = () => {
    const t0 = process.hrtime.bigint();
    const h = createHash('md5');
    for (let o = 0; o < buf.length; o += MD5_CHUNK) h.update(buf.subarray(o, o + MD5_CHUNK));
    return { hex: h.digest('hex'), ms: ms(t0) };
  };
  const w = [runWasm(), runWasm(), runWasm()];
  const n = [runNode(), runNode(), runNode()];
  if (w[0].hex !== n[0].hex) throw new Error(`md5 differs: hash-wasm ${w[0].hex}, node ${n[0].hex}`);
  const wRate = HASH_MB / (median(w.map((x) => x.ms)) / 1000);
  const nRate = HASH_MB / (median(n.map((x) => x.ms)) / 1000);
  table(
    ['hasher', 'ms', 'MB/s', 'vs node:crypto'],
    [
      ['node:crypto createHash(md5)', fmt(median(n.map((x) => x.ms)), 0), fmt(nRate), '1.00x'],
      ['hash-wasm createMD5 (the web md5 worker)', fmt(median(w.map((x) => x.ms)), 0), fmt(wRate), `${fmt(wRate / nRate, 2)}x`],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// 4. The file list of one folder holding LIST_ROWS files.

interface Figure {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  requests: number;
}

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  await quiet();
  const r = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, requests: r.requests.total };
}

/** The list query as listFiles builds it for browsing a folder (default sort: createTime desc). */
function productListQuery(parentId: string, pageNum: number, opts: { windowCount?: boolean; foldersFirst?: boolean } = {}) {
  const { windowCount = true, foldersFirst = true } = opts;
  const conds: SQL[] = [eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt), eq(fileNodes.parentId, parentId)];
  const order = [...(foldersFirst ? [sql`case when ${fileNodes.kind} = 'folder' then 0 else 1 end`] : []), desc(fileNodes.createdAt), asc(fileNodes.id)];
  const total = windowCount ? sql<number>`count(*) over ()` : sql<number>`0`;
  return db
    .select({ n: fileNodes, total })
    .from(fileNodes)
    .where(and(...conds))
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((pageNum - 1) * PAGE_SIZE);
}

function bareListQuery(parentId: string, pageNum: number) {
  return db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, parentId)))
    .orderBy(desc(fileNodes.createdAt))
    .limit(PAGE_SIZE)
    .offset((pageNum - 1) * PAGE_SIZE);
}

/** The statement with its parameters written in (for EXPLAIN). */
function inline(q: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = q.toSQL();
  return text.replace(/\$(\d+)/g, (_, i) => {
    const v = params[Number(i) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

async function explain(label: string, q: { toSQL(): { sql: string; params: unknown[] } }) {
  const r = (await db.execute(sql.raw(`explain (analyze, buffers) ${inline(q)}`))) as unknown as { rows: Record<string, string>[] };
  console.log(`\n  EXPLAIN ANALYZE ${label}:`);
  for (const row of r.rows) console.log(`    ${Object.values(row)[0]}`);
}

async function timeQuery(run: () => Promise<unknown>, times = 10) {
  await quiet();
  await run();
  const xs: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    xs.push(ms(t0));
  }
  return median(xs);
}

if (ONLY.has('list')) {
  const deep = Math.min(DEEP_PAGE, Math.max(1, Math.ceil(LIST_ROWS / PAGE_SIZE)));
  console.log(`\n4. File list of one folder holding ${LIST_ROWS} files (page 1 and page ${deep}, ${PAGE_SIZE} a page)`);
  listFolderId = await folder(`Bench list ${randomUUID().slice(0, 8)}`);
  const base = Date.now() - LIST_ROWS * 1000;
  const i0 = process.hrtime.bigint();
  for (let from = 0; from < LIST_ROWS; from += 5000) {
    const rows = [];
    for (let i = from; i < Math.min(LIST_ROWS, from + 5000); i++) {
      const at = new Date(base + i * 1000);
      rows.push({
        id: randomUUID(),
        projectId,
        parentId: listFolderId,
        kind: 'file',
        name: `drawing-${String(i).padStart(6, '0')}.pdf`,
        fileType: 'pdf',
        size: 1000 + i,
        createdBy: padmin.id,
        updatedBy: padmin.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    await db.insert(fileNodes).values(rows);
  }
  console.log(`  inserted ${LIST_ROWS} rows in ${fmt(ms(i0) / 1000, 1)} s (batches of 5,000)`);
  await db.execute(sql`analyze file_nodes`);

  // Both answer the same page before the load.
  const check = async (pageNum: number) => {
    const r = await fetch(`${appUrl}/protected/get-project-file-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ projectId, parentId: listFolderId, pageNum, pageSize: PAGE_SIZE }),
    });
    const env = (await r.json()) as Envelope<{ projectFileList: { name: string }[] }>;
    const b = (await (await fetch(`${bareUrl}/list?page=${pageNum}`)).json()) as Envelope<{ name: string }[]>;
    if (!env.success) throw new Error(`file list: ${env.msg}`);
    const same = env.data.projectFileList.map((f) => f.name).join() === b.data.map((f) => f.name).join();
    console.log(
      `  page ${pageNum}: product ${env.data.projectFileList.length} items (${env.data.projectFileList[0]?.name} …), pageTotal ${env.pageTotal}; bare ${b.data.length} items; same items: ${same}`,
    );
  };
  await check(1);
  await check(deep);

  const listLoad = (pageNum: number) =>
    load(`POST get-project-file-list page ${pageNum}`, {
      url: `${appUrl}/protected/get-project-file-list`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ projectId, parentId: listFolderId, pageNum, pageSize: PAGE_SIZE }),
    });
  const bare1 = await load('bare route, one query, page 1', { url: `${bareUrl}/list?page=1` });
  const bareDeep = await load(`bare route, one query, page ${deep}`, { url: `${bareUrl}/list?page=${deep}` });
  const prod1 = await listLoad(1);
  const prodDeep = await listLoad(deep);
  const row = (f: Figure, b: Figure) => [f.name, f.requests, fmt(f.rps), f.p50, f.p99, `${fmt(f.rps / b.rps, 3)}x`, `${fmt(f.p99 / Math.max(b.p99, 1), 1)}x`];
  table(
    ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare'],
    [row(bare1, bare1), row(bareDeep, bareDeep), row(prod1, bare1), row(prodDeep, bareDeep)],
  );

  // Why: the product's statement against the bare one, piece by piece, straight on the database.
  console.log('\n  One statement at a time on the database (median of 10, ms):');
  const pieces: [string, () => Promise<unknown>][] = [
    ['bare: where project,parent order by created_at desc', () => bareListQuery(listFolderId, 1)],
    [`bare, page ${deep}`, () => bareListQuery(listFolderId, deep)],
    ['product statement (folders first, count(*) over ())', () => productListQuery(listFolderId, 1)],
    [`product statement, page ${deep}`, () => productListQuery(listFolderId, deep)],
    ['product without count(*) over ()', () => productListQuery(listFolderId, 1, { windowCount: false })],
    [`product without count(*) over (), page ${deep}`, () => productListQuery(listFolderId, deep, { windowCount: false })],
    ['product without count(*) over () nor folders-first', () => productListQuery(listFolderId, 1, { windowCount: false, foldersFirst: false })],
    [
      "check-file-name's read: every live file of the folder",
      () =>
        db
          .select()
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId), eq(fileNodes.kind, 'file'), isNull(fileNodes.recycledAt))),
    ],
    [
      "landing an upload's read: every live name of the folder",
      () =>
        db
          .select({ name: fileNodes.name })
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId), isNull(fileNodes.recycledAt))),
    ],
    [
      'separate count(*) of the folder',
      () =>
        db
          .select({ n: sql<number>`count(*)` })
          .from(fileNodes)
          .where(and(eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt), eq(fileNodes.parentId, listFolderId))),
    ],
  ];
  const timed: (string | number)[][] = [];
  for (const [name, run] of pieces) timed.push([name, fmt(await timeQuery(run), 2)]);
  table(['statement', 'ms'], timed);
  await explain('product statement, page 1', productListQuery(listFolderId, 1));
  await explain(`product statement, page ${deep}`, productListQuery(listFolderId, deep));
  await explain('bare statement, page 1', bareListQuery(listFolderId, 1));

  console.log('');
  // The embedded database works on the server's own thread: while one list call runs, the
  // process answers nothing else. A bare ping sent 20 ms into a deep-page list call:
  const stall = async (during: () => Promise<unknown>) => {
    await quiet();
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    await new Promise((r) => setTimeout(r, 50)); // the first tick only starts the clock
    await during();
    await new Promise((r) => setTimeout(r, 30));
    h.disable();
    return h.max / 1e6;
  };
  const idleStall = await stall(() => new Promise((r) => setTimeout(r, 1000)));
  const listStall = await stall(() => call('/protected/get-project-file-list', { projectId, parentId: listFolderId, pageNum: deep, pageSize: PAGE_SIZE }));
  const statementStall = await stall(() => productListQuery(listFolderId, deep));
  const checkStall = await stall(() =>
    call('/protected/file/check-file-name', { projectId, parentId: listFolderId, fileArr: [{ uuid: 'x', fileName: 'new.pdf' }] }),
  );
  console.log(
    `  Longest event-loop stall (nothing else, this bench's client included, runs meanwhile): idle 1 s ${fmt(idleStall, 0)} ms; one page-${deep} list call ${fmt(listStall, 0)} ms (its statement alone ${fmt(statementStall, 0)} ms); one check-file-name ${fmt(checkStall, 0)} ms (database: ${database.kind})`,
  );

  // Other calls that read the whole folder: the same-name check and landing an upload there.
  const dummy = randomBytes(1024);
  const held = md5Hex(dummy);
  await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, fileName: 'held.bin', md5: held }, dummy, 'held.bin'), auth);
  const empty = await folder(`Bench empty ${randomUUID().slice(0, 8)}`);
  const perCall = async (parentId: string) => ({
    check: await timeQuery(() => call('/protected/file/check-file-name', { projectId, parentId, fileArr: [{ uuid: 'x', fileName: 'new.pdf' }] }), 5),
    fast: await timeQuery(
      () => call('/protected/upload-fast', { md5: held, fileName: `held-${randomUUID().slice(0, 6)}.bin`, projectId, parentId, size: dummy.length }),
      5,
    ),
    list: await timeQuery(() => call('/protected/get-project-file-list', { projectId, parentId, pageNum: 1, pageSize: PAGE_SIZE }), 5),
  });
  const inEmpty = await perCall(empty);
  const inBig = await perCall(listFolderId);
  console.log(`\n  One call at a time over HTTP (median of 5, ms), empty folder vs the folder of ${LIST_ROWS}:`);
  table(
    ['call', 'empty folder', `${LIST_ROWS} files`],
    [
      ['check-file-name (1 name)', fmt(inEmpty.check, 2), fmt(inBig.check, 2)],
      ['upload-fast (content held, lands a file)', fmt(inEmpty.fast, 2), fmt(inBig.fast, 2)],
      ['get-project-file-list page 1', fmt(inEmpty.list, 2), fmt(inBig.list, 2)],
    ],
  );
}

await app.close();
await bare.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
