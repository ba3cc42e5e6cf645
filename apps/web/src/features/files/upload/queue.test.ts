import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadQueue, type RunContext, type UploadItem, type UploadSource, type UploadInput } from './queue';

// The queue's rules on a fake clock: a run is a promise the test settles by hand.

interface Call {
  item: Readonly<UploadItem>;
  ctx: RunContext;
  resolve(): void;
  reject(e: Error): void;
}

let calls: Call[];
const timers = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function makeQueue(opts: Partial<ConstructorParameters<typeof UploadQueue>[0]> = {}) {
  const settled: string[] = [];
  const q = new UploadQueue<UploadSource>({
    timers,
    run: (item, ctx) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ item, ctx, resolve, reject });
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    onSettled: (i) => settled.push(`${i.name}:${i.status}`),
    ...opts,
  });
  return { q, settled };
}

function files(n: number, prefix = 'f'): UploadInput<UploadSource>[] {
  return Array.from({ length: n }, (_, i) => ({
    uuid: `${prefix}${i}`,
    source: { name: `${prefix}${i}.pdf`, size: 1000 },
    projectId: 'p',
    parentId: null,
    uploadType: 'upload' as const,
  }));
}

const status = (q: UploadQueue, uuid: string) => q.snapshot().items.find((i) => i.uuid === uuid)?.status;
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload queue', () => {
  it('waits the start delay, then runs three at a time', async () => {
    const { q } = makeQueue();
    q.add(files(5));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.item.uuid)).toEqual(['f0', 'f1', 'f2']);
    calls[0].resolve();
    await flush();
    expect(calls.map((c) => c.item.uuid)).toEqual(['f0', 'f1', 'f2', 'f3']);
    expect(status(q, 'f0')).toBe('success');
    expect(q.snapshot().done).toBe(1);
  });

  it('runs one at a time when told to (mobile, Safari)', async () => {
    const { q } = makeQueue({ workers: 1 });
    q.add(files(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('retries twice, then marks the item failed', async () => {
    const { q, settled } = makeQueue({ workers: 1 });
    q.add(files(1));
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].reject(new Error('boom 1'));
    await flush();
    expect(status(q, 'f0')).toBe('waiting');
    expect(q.snapshot().items[0].errorCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1].reject(new Error('boom 2'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    calls[2].reject(new Error('boom 3'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(3);
    expect(status(q, 'f0')).toBe('error');
    expect(q.snapshot().items[0].error).toBe('boom 3');
    expect(q.snapshot().failed).toBe(1);
    expect(settled).toEqual(['f0.pdf:error']);
  });

  it('lets a failed item be uploaded again from a clean count', async () => {
    const { q } = makeQueue({ workers: 1, maxRetries: 0 });
    q.add(files(1));
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].reject(new Error('boom'));
    await flush();
    expect(status(q, 'f0')).toBe('error');
    q.retry('f0');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1].resolve();
    await flush();
    expect(status(q, 'f0')).toBe('success');
  });

  it('a retry keeps what the run remembered (md5, resumable session)', async () => {
    const { q } = makeQueue({ workers: 1 });
    q.add(files(1));
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].ctx.remember({ md5: 'abc', resumeId: 'u1' });
    calls[0].reject(new Error('boom'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1].item.md5).toBe('abc');
    expect(calls[1].item.resumeId).toBe('u1');
  });

  it('pauses while offline without counting a failure, and resumes online', async () => {
    const { q } = makeQueue({ workers: 2 });
    q.add(files(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    q.setOnline(false);
    await flush();
    expect(calls[0].ctx.signal.aborted).toBe(true);
    expect(status(q, 'f0')).toBe('paused');
    expect(status(q, 'f1')).toBe('paused');
    expect(status(q, 'f2')).toBe('waiting');
    expect(q.snapshot().online).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2); // nothing starts offline
    q.setOnline(true);
    await flush();
    expect(calls.map((c) => c.item.uuid)).toEqual(['f0', 'f1', 'f0', 'f1']);
    expect(q.snapshot().items.every((i) => i.errorCount === 0)).toBe(true);
    calls[2].resolve();
    calls[3].resolve();
    await flush();
    expect(calls[4].item.uuid).toBe('f2');
    calls[4].resolve();
    await flush();
    expect(q.snapshot().done).toBe(3);
  });

  it('a run failing while offline is paused, not failed', async () => {
    const { q } = makeQueue({ workers: 1, maxRetries: 0 });
    q.add(files(1));
    await vi.advanceTimersByTimeAsync(1000);
    // The browser noticed the failure before the offline event.
    const first = calls[0];
    q.setOnline(false);
    first.reject(new Error('network'));
    await flush();
    expect(status(q, 'f0')).toBe('paused');
    q.setOnline(true);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('online again before the aborted run has settled still resumes', async () => {
    const { q } = makeQueue({
      workers: 1,
      run: (item, ctx) =>
        new Promise<void>((resolve, reject) => {
          calls.push({ item, ctx, resolve, reject });
          // Settles late, after the abort, as a real request does.
          ctx.signal.addEventListener('abort', () => setTimeout(() => reject(new Error('aborted')), 50));
        }),
    });
    q.add(files(1));
    await vi.advanceTimersByTimeAsync(1000);
    q.setOnline(false);
    q.setOnline(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    calls[1].resolve();
    await flush();
    expect(status(q, 'f0')).toBe('success');
  });

  it('works through batches of 50, each after a 1 s delay', async () => {
    const { q } = makeQueue({ workers: 3 });
    q.add(files(120));
    expect(new Set(q.snapshot().items.map((i) => i.batch)).size).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    let seen = 0;
    // Finish the first batch: nothing of the second may start before all 50 are done.
    while (seen < calls.length) {
      const c = calls[seen++];
      expect(c.item.batch).toBe(0);
      c.resolve();
      await flush();
    }
    expect(seen).toBe(50);
    expect(q.snapshot().done).toBe(50);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(50);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(53);
    expect(calls[50].item.uuid).toBe('f50');
  });

  it('a batch waits for its failed items to settle before the next starts', async () => {
    const { q } = makeQueue({ workers: 1, batchSize: 1, maxRetries: 1 });
    q.add(files(2));
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].reject(new Error('x'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.item.uuid)).toEqual(['f0', 'f0']);
    calls[1].reject(new Error('y'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(status(q, 'f0')).toBe('error');
    expect(calls.map((c) => c.item.uuid)).toEqual(['f0', 'f0', 'f1']);
  });

  it('measures progress and speed', async () => {
    const { q } = makeQueue({ workers: 1 });
    q.add([{ uuid: 'big', source: { name: 'big.ifc', size: 10_000 }, projectId: 'p', parentId: null, uploadType: 'upload' }]);
    await vi.advanceTimersByTimeAsync(1000);
    const { ctx } = calls[0];
    ctx.phase('uploading');
    await vi.advanceTimersByTimeAsync(2000);
    ctx.progress(4000);
    const it0 = q.snapshot().items[0];
    expect(it0.status).toBe('uploading');
    expect(it0.percent).toBe(40);
    expect(it0.speed).toBe(2000);
    expect(it0.fileType).toBe('ifc');
  });

  it('closing aborts everything and empties the list', async () => {
    const { q } = makeQueue();
    q.add(files(4));
    await vi.advanceTimersByTimeAsync(1000);
    q.abortAll();
    await flush();
    expect(calls.every((c) => c.ctx.signal.aborted)).toBe(true);
    expect(q.snapshot().items).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(3);
  });

  it('keeps the snapshot stable between changes and tells subscribers', async () => {
    const { q } = makeQueue();
    const seen = vi.fn();
    q.subscribe(seen);
    const a = q.snapshot();
    expect(q.snapshot()).toBe(a);
    q.add(files(1));
    expect(seen).toHaveBeenCalled();
    expect(q.snapshot()).not.toBe(a);
  });
});
