// The upload queue (spec 2 §4, §9): parallel workers, retries, pause while offline, batches.
// Plain TypeScript with no DOM or React: what moves the bytes is the `run` function it is given,
// and time comes from injectable timers, so the rules are unit-tested (queue.test.ts).

export type UploadType = 'upload' | 'update' | 'cover';

/**
 * waiting → running (hashing, then uploading) → success; a failure goes back to waiting until it
 * has failed more than `maxRetries` times, then error. While the browser is offline running
 * items stop as paused and nothing starts; back online they wait again.
 */
export type UploadStatus = 'waiting' | 'hashing' | 'uploading' | 'paused' | 'success' | 'error';

export interface UploadSource {
  name: string;
  size: number;
}

export interface UploadItem<S extends UploadSource = UploadSource> {
  uuid: string;
  source: S;
  name: string;
  size: number;
  fileType: string;
  projectId: string;
  parentId: string | null;
  uploadType: UploadType;
  /** The file a new version or a cover replaces. */
  projectFileId?: string;
  versionDesc?: string;
  isInCabinet?: boolean;
  status: UploadStatus;
  errorCount: number;
  error?: string;
  /** 0..100 of the current phase (hashing or uploading). */
  percent: number;
  /** Bytes per second while uploading. */
  speed: number;
  /** Worked out once and kept across retries and pauses. */
  md5?: string;
  /** Resumable session of a big file, kept so a retry continues where the server is. */
  resumeId?: string;
  batch: number;
}

export interface RunContext {
  signal: AbortSignal;
  /** Hashing or uploading; resets the percentage and the speed. */
  phase(p: 'hashing' | 'uploading'): void;
  /** Bytes done of the current phase (of item.size). */
  progress(done: number): void;
  /** Keeps what a later attempt can reuse. */
  remember(patch: Partial<Pick<UploadItem, 'md5' | 'resumeId'>>): void;
}

export type RunUpload<S extends UploadSource> = (item: Readonly<UploadItem<S>>, ctx: RunContext) => Promise<void>;

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface QueueOptions<S extends UploadSource> {
  run: RunUpload<S>;
  /** Parallel uploads (3; 1 on mobile and Safari). */
  workers?: number;
  /** An item fails for good when it has failed more than this many times. */
  maxRetries?: number;
  batchSize?: number;
  /** Wait before a batch starts. */
  startDelayMs?: number;
  /** Wait before a failed item is tried again. */
  retryDelayMs?: number;
  online?: boolean;
  timers?: Timers;
  /** Called when an item finishes (success or error). */
  onSettled?: (item: UploadItem<S>) => void;
}

export interface UploadInput<S extends UploadSource> {
  uuid: string;
  source: S;
  projectId: string;
  parentId: string | null;
  uploadType: UploadType;
  projectFileId?: string;
  versionDesc?: string;
  isInCabinet?: boolean;
  name?: string;
}

export interface QueueSnapshot<S extends UploadSource = UploadSource> {
  items: readonly UploadItem<S>[];
  online: boolean;
  total: number;
  done: number;
  failed: number;
  active: number;
}

export const UPLOAD_DEFAULTS = { workers: 3, maxRetries: 2, batchSize: 50, startDelayMs: 1000, retryDelayMs: 1000 } as const;

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(i + 1).toLowerCase() : '';
}

/** Why a run stopped: the user, going offline, or a real failure. */
class Stop extends Error {
  constructor(readonly why: 'cancel' | 'offline') {
    super(why);
  }
}

interface Running {
  ctrl: AbortController;
  speedAt: number;
  speedBytes: number;
}

export class UploadQueue<S extends UploadSource = UploadSource> {
  private items: UploadItem<S>[] = [];
  private running = new Map<string, Running>();
  private listeners = new Set<() => void>();
  private snap: QueueSnapshot<S> | null = null;
  private isOnline: boolean;
  private nextBatch = 0;
  /** Batches whose start delay is running or over. */
  private armed = new Set<number>();
  private ready = new Set<number>();
  /** Failed items waiting out the retry delay. */
  private cooling = new Set<string>();
  private pending = new Set<unknown>();
  private readonly o: Required<Omit<QueueOptions<S>, 'onSettled' | 'online'>> & Pick<QueueOptions<S>, 'onSettled'>;

  constructor(opts: QueueOptions<S>) {
    this.o = { ...UPLOAD_DEFAULTS, timers: realTimers, ...opts };
    this.isOnline = opts.online ?? true;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Stable between changes (for useSyncExternalStore). */
  snapshot(): QueueSnapshot<S> {
    if (!this.snap) {
      const items = this.items.map((i) => ({ ...i }));
      this.snap = {
        items,
        online: this.isOnline,
        total: items.length,
        done: items.filter((i) => i.status === 'success').length,
        failed: items.filter((i) => i.status === 'error').length,
        active: items.filter((i) => i.status !== 'success' && i.status !== 'error').length,
      };
    }
    return this.snap;
  }

  /** Adds files in batches of batchSize; each batch starts startDelayMs after its turn comes. */
  add(inputs: UploadInput<S>[]): void {
    for (let i = 0; i < inputs.length; i += this.o.batchSize) {
      const batch = this.nextBatch++;
      for (const input of inputs.slice(i, i + this.o.batchSize)) {
        const name = input.name ?? input.source.name;
        this.items.push({
          uuid: input.uuid,
          source: input.source,
          name,
          size: input.source.size,
          fileType: extensionOf(name),
          projectId: input.projectId,
          parentId: input.parentId,
          uploadType: input.uploadType,
          projectFileId: input.projectFileId,
          versionDesc: input.versionDesc,
          isInCabinet: input.isInCabinet,
          status: 'waiting',
          errorCount: 0,
          percent: 0,
          speed: 0,
          batch,
        });
      }
    }
    this.changed();
    this.pump();
  }

  /** Going offline stops the running uploads as paused; coming back online resumes them. */
  setOnline(online: boolean): void {
    if (online === this.isOnline) return;
    this.isOnline = online;
    if (!online) {
      for (const [uuid, r] of this.running) {
        this.patch(uuid, { status: 'paused', speed: 0 });
        r.ctrl.abort(new Stop('offline'));
      }
    } else {
      for (const it of this.items) if (it.status === 'paused') this.patch(it.uuid, { status: 'waiting' });
    }
    this.changed();
    this.pump();
  }

  get online(): boolean {
    return this.isOnline;
  }

  /** Tries a failed item again from a clean count, in the batch now running (or a new one). */
  retry(uuid: string): void {
    const it = this.find(uuid);
    if (!it || it.status !== 'error') return;
    const open = this.openBatch();
    this.patch(uuid, { status: this.isOnline ? 'waiting' : 'paused', errorCount: 0, error: undefined, percent: 0, speed: 0, batch: open ?? this.nextBatch++ });
    this.changed();
    this.pump();
  }

  /** Removes one item, stopping it if it runs. */
  remove(uuid: string): void {
    this.running.get(uuid)?.ctrl.abort(new Stop('cancel'));
    this.running.delete(uuid);
    this.items = this.items.filter((i) => i.uuid !== uuid);
    this.changed();
    this.pump();
  }

  /** Stops everything and empties the list (closing the upload window). */
  abortAll(): void {
    for (const r of this.running.values()) r.ctrl.abort(new Stop('cancel'));
    this.running.clear();
    for (const h of this.pending) this.o.timers.clearTimeout(h);
    this.pending.clear();
    this.items = [];
    this.cooling.clear();
    this.changed();
  }

  /** Drops finished items (the window's 'clear finished'). */
  clearFinished(): void {
    this.items = this.items.filter((i) => i.status !== 'success');
    this.changed();
  }

  private find(uuid: string) {
    return this.items.find((i) => i.uuid === uuid);
  }

  private patch(uuid: string, p: Partial<UploadItem<S>>) {
    const it = this.find(uuid);
    if (it) Object.assign(it, p);
    this.snap = null;
  }

  private changed() {
    this.snap = null;
    for (const fn of [...this.listeners]) fn();
  }

  private later(fn: () => void, ms: number) {
    const h = this.o.timers.setTimeout(() => {
      this.pending.delete(h);
      fn();
    }, ms);
    this.pending.add(h);
  }

  private isOpen(i: UploadItem<S>) {
    return i.status !== 'success' && i.status !== 'error';
  }

  /** The oldest batch with unfinished items: workers take only from it. */
  private openBatch(): number | null {
    let oldest: number | null = null;
    for (const i of this.items) if (this.isOpen(i) && (oldest === null || i.batch < oldest)) oldest = i.batch;
    return oldest;
  }

  private pump() {
    if (!this.isOnline) return;
    const batch = this.openBatch();
    if (batch === null) return;
    if (!this.armed.has(batch)) {
      // A batch starts startDelayMs after its turn comes.
      this.armed.add(batch);
      this.later(() => {
        this.ready.add(batch);
        this.pump();
      }, this.o.startDelayMs);
    }
    if (!this.ready.has(batch)) return;
    while (this.running.size < this.o.workers) {
      const next = this.items.find((i) => i.status === 'waiting' && i.batch === batch && !this.running.has(i.uuid) && !this.cooling.has(i.uuid));
      if (!next) return;
      void this.start(next);
    }
  }

  private async start(item: UploadItem<S>) {
    const ctrl = new AbortController();
    const r: Running = { ctrl, speedAt: this.o.timers.now(), speedBytes: 0 };
    this.running.set(item.uuid, r);
    this.patch(item.uuid, { status: 'hashing', percent: 0, speed: 0, error: undefined });
    this.changed();
    const alive = () => this.running.get(item.uuid) === r && !ctrl.signal.aborted;
    const ctx: RunContext = {
      signal: ctrl.signal,
      phase: (p) => {
        if (!alive()) return;
        r.speedAt = this.o.timers.now();
        r.speedBytes = 0;
        this.patch(item.uuid, { status: p, percent: 0, speed: 0 });
        this.changed();
      },
      progress: (done) => {
        if (!alive()) return;
        const size = item.size || 1;
        const p: Partial<UploadItem<S>> = { percent: Math.min(100, Math.round((done / size) * 100)) };
        const now = this.o.timers.now();
        // The speed is measured over at least a second, so it does not jump about.
        if (now - r.speedAt >= 1000) {
          p.speed = Math.max(0, Math.round(((done - r.speedBytes) * 1000) / (now - r.speedAt)));
          r.speedAt = now;
          r.speedBytes = done;
        }
        this.patch(item.uuid, p);
        this.changed();
      },
      remember: (p) => {
        this.patch(item.uuid, p);
      },
    };
    let failure: unknown = null;
    try {
      await this.o.run(this.find(item.uuid) ?? item, ctx);
    } catch (e) {
      failure = e ?? new Error('upload failed');
    }
    if (this.running.get(item.uuid) !== r) return; // removed, aborted or paused meanwhile
    this.running.delete(item.uuid);
    const current = this.find(item.uuid);
    if (!current) return;
    const reason = ctrl.signal.aborted ? ctrl.signal.reason : null;
    if (failure === null) {
      this.patch(item.uuid, { status: 'success', percent: 100, speed: 0 });
      this.o.onSettled?.(current);
    } else if (reason instanceof Stop && reason.why === 'cancel') {
      // Nothing: the item was removed.
    } else if (!this.isOnline || (reason instanceof Stop && reason.why === 'offline')) {
      // A failure while offline is the network's, not the file's: it does not count.
      this.patch(item.uuid, { status: this.isOnline ? 'waiting' : 'paused', speed: 0 });
    } else {
      const errorCount = current.errorCount + 1;
      if (errorCount > this.o.maxRetries) {
        this.patch(item.uuid, { status: 'error', errorCount, speed: 0, error: failure instanceof Error ? failure.message : String(failure) });
        this.o.onSettled?.(current);
      } else {
        this.patch(item.uuid, { status: 'waiting', errorCount, speed: 0 });
        this.cooling.add(item.uuid);
        this.later(() => {
          this.cooling.delete(item.uuid);
          this.pump();
        }, this.o.retryDelayMs);
      }
    }
    this.changed();
    this.pump();
  }
}
