// The board both task benches measure (tasks.bench.ts under load, tasks-phases.bench.ts one call at
// a time): BENCH_TASKS (1,000) tasks in 5 lanes of a new board in 'Harbour View Residences'.
// Ten are made through POST /task/block, the rest inserted in bulk with a dense order; every task
// has a principal, every other one an actor too, and every fourth two sub-tasks (one finished),
// so the cards carry people and progress as on a board in use.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { createBlobStore } from '../apps/server/src/storage';
import { taskItems, tasks, taskUsers } from '../apps/server/src/modules/tasks/tables';
import { users } from '../apps/server/src/modules/accounts/tables';
import { inArray } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

export const LANES = 5;

// Statements in flight and when the last one ended: a load run leaves requests the server is
// still working through after autocannon has gone (on PGlite every statement queues on one
// connection), and the next scenario waits until the database has been quiet a while.
let inFlight = 0;
let lastEnded = Date.now();
type QWC = (this: unknown, q: string, params: unknown[], run: () => Promise<unknown>) => Promise<unknown>;
const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QWC };
const original = proto.queryWithCache;
proto.queryWithCache = async function (q, params, run) {
  inFlight++;
  try {
    return await original.call(this, q, params, run);
  } finally {
    inFlight--;
    lastEnded = Date.now();
  }
};

/** Resolves once no statement has run for `ms`. */
export async function quiet(ms = 500) {
  while (inFlight > 0 || Date.now() - lastEnded < ms) await new Promise((r) => setTimeout(r, 100));
}

export interface BenchBoard {
  database: Database;
  app: FastifyInstance;
  token: string;
  projectId: string;
  boardId: string;
  lanes: string[];
  /** The bulk-inserted tasks (the ones the move scenarios drag). */
  taskIds: string[];
  /** Cards per lane, about. */
  per: number;
}

/** A server in this process on embedded PGlite (or DATABASE_URL), seeded, with the bench board. */
export async function benchBoard(taskCount: number, dataDir: string): Promise<BenchBoard> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, LOGIN_MAX_FAILURES_IP: '1000000' });
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await seed(database.db, config);
  const app = await buildApp({ db: database.db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() });

  async function call<T>(method: 'GET' | 'POST', url: string, token: string | null, body?: object): Promise<T> {
    const r = await app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });
    const j = r.json<{ success: boolean; data: T; msg: string }>();
    if (!j.success) throw new Error(`${method} ${url}: ${j.msg}`);
    return j.data;
  }

  const { token } = await call<{ token: string }>('POST', '/public/user/login', null, { loginName: 'padmin', password: 'Padmin#2026' });
  const projects = await call<{ list: { projectId?: string; _id?: string; id?: string; name: string }[] }>(
    'POST',
    '/protected/get-all-projects-map-v1',
    token,
    { pageNum: 1, pageSize: 10 },
  );
  const project = projects.list.find((p) => p.name === 'Harbour View Residences')!;
  const projectId = (project.projectId ?? project._id ?? project.id)!;
  const board = await call<{ boardId: string; swimlanes: { swimlanesId: string }[] }>('POST', '/task/board', token, {
    projectId,
    name: 'Bench board',
    swimlanes: Array.from({ length: LANES }, (_, i) => `Lane ${i + 1}`),
  });
  const lanes = board.swimlanes.map((l) => l.swimlanesId);
  for (let i = 0; i < 10; i++) {
    await call('POST', '/task/block', token, { projectId, swimlanesId: lanes[i % LANES], title: `Routed task ${i + 1}`, levelId: 1 + (i % 3) });
  }
  const people = await database.db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['padmin', 'member']));
  const padmin = people.find((u) => u.loginName === 'padmin')!.id;
  const member = people.find((u) => u.loginName === 'member')!.id;
  const rows = Array.from({ length: taskCount - 10 }, (_, i) => ({
    id: randomUUID(),
    projectId,
    boardId: board.boardId,
    swimlaneId: lanes[i % LANES],
    title: `Bench task ${i + 1}`,
    levelId: 1 + (i % 3),
    sort: 2 + Math.floor(i / LANES),
    createdBy: padmin,
  }));
  const taskPeople = rows.flatMap((t, i) => [
    { id: randomUUID(), taskId: t.id, userId: i % 2 ? padmin : member, type: 'PRINCIPAL' },
    ...(i % 2 ? [] : [{ id: randomUUID(), taskId: t.id, userId: padmin, type: 'ACTOR' }]),
  ]);
  const items = rows.flatMap((t, i) =>
    i % 4
      ? []
      : [
          { id: randomUUID(), taskId: t.id, name: 'Check on site', finished: true, sort: 0 },
          { id: randomUUID(), taskId: t.id, name: 'Sign off', finished: false, sort: 1 },
        ],
  );
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(tasks).values(rows.slice(i, i + 500));
  for (let i = 0; i < taskPeople.length; i += 500) await database.db.insert(taskUsers).values(taskPeople.slice(i, i + 500));
  for (let i = 0; i < items.length; i += 500) await database.db.insert(taskItems).values(items.slice(i, i + 500));
  return { database, app, token, projectId, boardId: board.boardId, lanes, taskIds: rows.map((r) => r.id), per: Math.ceil((taskCount - 10) / LANES) };
}
