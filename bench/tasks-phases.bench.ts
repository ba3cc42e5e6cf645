// Where the time of one board load and one drag goes (issue 6): GET /task/board/:id of the bench
// board (task-board.ts) and POST /task/block/moveByUser, one call at a time through app.inject,
// every SQL statement timed as drizzle runs it (PgPreparedQuery.queryWithCache wrapped here, so
// the server carries no timing code). What is not a statement is JavaScript: access checks,
// building the cards, serializing the answer. The JSON of the answer is timed apart.
// Each round also times `select 1` and a bare inject, so figures of a busy machine can be read
// against a baseline of the same moment. Medians over BENCH_ROUNDS (20) rounds; figures only.
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { benchBoard, LANES } from './task-board';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

// start/end of each; ms, set after the call, is the wall time the statement adds: statements sent
// together (Promise.all) queue on PGlite's one connection, so from its start a statement may first
// wait for the ones before it. ms = end - max(start, end of the statement that ended before it).
interface Statement {
  sql: string;
  params: unknown[];
  start: number;
  end: number;
  ms: number;
}
let collecting: Statement[] | null = null;
type QWC = (this: unknown, q: string, params: unknown[], run: () => Promise<unknown>) => Promise<unknown>;
const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QWC };
const original = proto.queryWithCache;
proto.queryWithCache = async function (q, params, run) {
  const list = collecting;
  if (!list) return original.call(this, q, params, run);
  const entry: Statement = { sql: q, params, start: 0, end: 0, ms: 0 };
  list.push(entry);
  return original.call(this, q, params, async () => {
    entry.start = performance.now();
    try {
      return await run();
    } finally {
      entry.end = performance.now();
    }
  });
};

/** A statement's label: its first words, long parameter lists folded ("$1…$1000"). */
function label(q: string): string {
  const folded = q
    .replace(/\$(\d+)(?:, \$\d+)+/g, (m, first) => `$${first}…$${m.split(', ').length + Number(first) - 1}`)
    .replace(/\s+/g, ' ')
    .trim();
  return folded.length > 110 ? folded.slice(0, 107) + '...' : folded;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

const { app, database, token, projectId, boardId, lanes, taskIds, per } = await benchBoard(TASKS, '/tmp/trestle-bench-task-phases');
const headers = { authorization: `Bearer ${token}` };
console.log(`Trestle task phases: ${TASKS} tasks in ${LANES} lanes, ${ROUNDS} rounds (median), database ${database.kind}\n`);

async function timed(fn: () => Promise<void>): Promise<{ total: number; statements: Statement[] }> {
  const statements: Statement[] = [];
  collecting = statements;
  const t0 = performance.now();
  try {
    await fn();
  } finally {
    collecting = null;
  }
  const total = performance.now() - t0;
  let last = 0;
  for (const st of [...statements].sort((a, b) => a.end - b.end)) {
    st.ms = st.end - Math.max(st.start, last);
    last = st.end;
  }
  return { total, statements };
}

const boardUrl = `/task/board/${boardId}?projectId=${projectId}`;
async function loadBoard() {
  const r = await app.inject({ method: 'GET', url: boardUrl, headers });
  if (r.statusCode !== 200) throw new Error(`board: ${r.statusCode} ${r.body.slice(0, 200)}`);
}
// Every drag takes a card to the next lane (the full path: both lanes renumbered, history entry,
// notices), to a random place in it.
const laneOf = new Map(taskIds.map((id, i) => [id, i % LANES]));
async function move() {
  const id = taskIds[Math.floor(Math.random() * taskIds.length)];
  const to = (laneOf.get(id)! + 1) % LANES;
  laneOf.set(id, to);
  const payload = { projectId, id, swimlanesId: lanes[to], index: Math.floor(Math.random() * per) };
  const r = await app.inject({ method: 'POST', url: '/task/block/moveByUser', headers, payload });
  if (!r.json().success) throw new Error(`move: ${r.body.slice(0, 200)}`);
}
// The protected call with the least work: what every authenticated project route pays.
async function smallCall() {
  const r = await app.inject({ method: 'POST', url: '/task/board/list', headers, payload: { projectId, pageNum: 1, pageSize: 1 } });
  if (r.statusCode !== 200) throw new Error(`list: ${r.statusCode}`);
}

const board = (await app.inject({ method: 'GET', url: boardUrl, headers })).json();
for (let i = 0; i < 3; i++) {
  await loadBoard();
  await move();
}

const rounds = {
  select1: [] as number[],
  small: [] as number[],
  stringify: [] as number[],
  board: [] as { total: number; statements: Statement[] }[],
  move: [] as { total: number; statements: Statement[] }[],
};
for (let i = 0; i < ROUNDS; i++) {
  rounds.select1.push((await timed(async () => void (await database.db.execute(sql`select 1`)))).total);
  rounds.small.push((await timed(smallCall)).total);
  rounds.board.push(await timed(loadBoard));
  const t0 = performance.now();
  JSON.stringify(board);
  rounds.stringify.push(performance.now() - t0);
  rounds.move.push(await timed(move));
}

// Each read statement of the call once more on its own, straight on the driver: the database's
// part without the queueing and the JavaScript around it.
const client = (database.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<unknown> } }).$client;
async function alone(st: Statement): Promise<number | null> {
  if (!/^\s*(select|with)\b/i.test(st.sql) || /\b(insert|update|delete)\b|pg_advisory|pg_notify/i.test(st.sql)) return null;
  const ms: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await client.query(st.sql, st.params);
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

async function report(name: string, runs: { total: number; statements: Statement[] }[]) {
  // Statements by position in the call (a call runs the same statements each time).
  const n = Math.min(...runs.map((r) => r.statements.length));
  const last = runs[runs.length - 1].statements;
  const rows = [];
  for (let i = 0; i < n; i++) rows.push({ label: label(last[i].sql), ms: median(runs.map((r) => r.statements[i].ms)), alone: await alone(last[i]) });
  const sum = median(runs.map((r) => r.statements.reduce((s, q) => s + q.ms, 0)));
  const total = median(runs.map((r) => r.total));
  console.log(
    `${name}: ${total.toFixed(1)} ms per call, ${runs[0].statements.length} statements ${sum.toFixed(1)} ms, the rest (JavaScript) ${(total - sum).toFixed(1)} ms`,
  );
  console.log('  in the call   alone (ms)');
  for (const r of rows) console.log(`  ${r.ms.toFixed(2).padStart(8)}  ${(r.alone === null ? '' : r.alone.toFixed(2)).padStart(9)}   ${r.label}`);
  console.log('');
}

console.log(
  `baseline: select 1 ${median(rounds.select1).toFixed(2)} ms; POST /task/board/list pageSize 1 ${median(rounds.small).toFixed(1)} ms (access checks + one small page)\n`,
);
await report(`GET /task/board/:id (${TASKS} tasks)`, rounds.board);
console.log(`  JSON.stringify of that answer (${(JSON.stringify(board).length / 1024).toFixed(0)} KiB): ${median(rounds.stringify).toFixed(1)} ms\n`);
await report('POST /task/block/moveByUser', rounds.move);
await app.close();
await database.close();
