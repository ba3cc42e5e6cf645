import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createWorker, enqueue, getJob, retryJob } from './queue';

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(() => t.close());

describe('job queue in the database', () => {
  it('runs a queued job once and keeps its result', async () => {
    const seen: unknown[] = [];
    const worker = createWorker(
      t.deps.db,
      {
        echo: async (p) => {
          seen.push(p);
          return { ok: true };
        },
      },
      { now: () => now },
    );
    const id = await enqueue(t.deps.db, 'echo', { n: 1 }, { runAt: now }); // the test clock, not the wall clock
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await getJob(t.deps.db, id)).toMatchObject({ state: 'done', attempts: 1, result: { ok: true } });
  });

  it('retries a failing job with backoff, then marks it failed with the error; retry requeues it', async () => {
    let calls = 0;
    const worker = createWorker(
      t.deps.db,
      {
        flaky: async () => {
          calls++;
          throw new Error(`broken ${calls}`);
        },
      },
      { now: () => now },
    );
    const id = await enqueue(t.deps.db, 'flaky', {}, { maxAttempts: 2, runAt: now });
    await worker.drain();
    expect(await getJob(t.deps.db, id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'broken 1' });
    expect(await worker.drain()).toBe(0); // not due yet: backoff
    now = new Date(now.getTime() + 2000);
    await worker.drain();
    expect(await getJob(t.deps.db, id)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'broken 2' });
    await retryJob(t.deps.db, id, now);
    await worker.drain();
    expect(calls).toBe(3);
  });

  it('only takes the kinds it handles', async () => {
    const worker = createWorker(t.deps.db, { a: async () => 'a' }, { now: () => now });
    const other = await enqueue(t.deps.db, 'b', {}, { runAt: now });
    await worker.drain();
    expect((await getJob(t.deps.db, other))?.state).toBe('queued');
  });

  it('requeues a job left running by a worker that died', async () => {
    const id = await enqueue(t.deps.db, 'c', {}, { runAt: now });
    const dying = createWorker(t.deps.db, { c: () => new Promise(() => {}) }, { now: () => now });
    void dying.drain();
    await new Promise((r) => setTimeout(r, 200));
    expect((await getJob(t.deps.db, id))?.state).toBe('running');
    now = new Date(now.getTime() + 16 * 60_000);
    const ran: string[] = [];
    const fresh = createWorker(
      t.deps.db,
      {
        c: async () => {
          ran.push('c');
        },
      },
      { now: () => now },
    );
    await fresh.drain();
    expect(ran).toEqual(['c']);
    expect((await getJob(t.deps.db, id))?.state).toBe('done');
  });

  it('enqueued inside a rolled-back transaction, a job never exists', async () => {
    let id = '';
    await t.deps.db
      .transaction(async (tx) => {
        id = await enqueue(tx, 'echo', {});
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await getJob(t.deps.db, id)).toBeNull();
  });
});
