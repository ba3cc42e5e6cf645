import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from './tables';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<unknown>;

/** Adds a job; pass the open transaction so the job exists only if the caller's write commits. */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>, opts: { runAt?: Date; maxAttempts?: number } = {}) {
  const id = randomUUID();
  await db.insert(jobs).values({ id, kind, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 3 });
  return id;
}

/**
 * Puts every running job back in the queue. Only for a database one process owns (embedded
 * PGlite): at start-up, whatever was running died with the previous process.
 */
export async function requeueAllRunning(db: DbOrTx) {
  await db.update(jobs).set({ state: 'queued', lockedBy: null, lockedAt: null }).where(eq(jobs.state, 'running'));
}

export async function getJob(db: DbOrTx, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Puts a failed job back in the queue with fresh attempts (the spec's "retry" actions). */
export async function retryJob(db: DbOrTx, id: string, now: Date) {
  await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, lastError: null, lockedBy: null, lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')));
}

/**
 * Claims the next due job of the given kinds. FOR UPDATE SKIP LOCKED lets several workers poll
 * one PostgreSQL server without taking the same job.
 */
async function claim(db: Db, worker: string, kinds: string[], now: Date): Promise<JobRow | null> {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker}, locked_at = ${now}
    where id = (
      select id from jobs
      where state = 'queued' and run_at <= ${now} and kind in (${kindList})
      order by run_at limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
  return id ? getJob(db, id) : null;
}

export interface Worker {
  /** Runs due jobs until none is left; returns how many ran. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * A worker for the registered kinds. Failures are retried with backoff (attempt² seconds) until
 * maxAttempts, then the job is 'failed' with its error kept. Jobs left 'running' by a process
 * that died are queued again after `staleMs`.
 */
export function createWorker(db: Db, handlers: Record<string, JobHandler>, opts: { now?: () => Date; staleMs?: number } = {}): Worker {
  const name = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const now = opts.now ?? (() => new Date());
  const staleMs = opts.staleMs ?? 15 * 60_000;
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function requeueStale() {
    await db
      .update(jobs)
      .set({ state: 'queued', lockedBy: null, lockedAt: null })
      .where(and(eq(jobs.state, 'running'), lt(jobs.lockedAt, new Date(now().getTime() - staleMs))));
  }

  async function runOne(job: JobRow) {
    try {
      const result = await handlers[job.kind](job.payload as Record<string, unknown>, job);
      await db
        .update(jobs)
        .set({ state: 'done', result: result ?? null, finishedAt: now(), lockedBy: null })
        .where(eq(jobs.id, job.id));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const last = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set(
          last
            ? { state: 'failed', lastError: message, finishedAt: now(), lockedBy: null }
            : { state: 'queued', lastError: message, runAt: new Date(now().getTime() + job.attempts ** 2 * 1000), lockedBy: null },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  async function drain() {
    if (kinds.length === 0) return 0;
    await requeueStale();
    let n = 0;
    for (;;) {
      const job = await claim(db, name, kinds, now());
      if (!job) return n;
      await runOne(job);
      n++;
    }
  }

  const worker: Worker = {
    drain: () => (running ??= drain().finally(() => (running = null))),
    start(intervalMs = 1000) {
      if (timer) return;
      const tick = () => {
        void worker
          .drain()
          .catch(() => {})
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return worker;
}
