import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { enqueue } from '../../jobs/queue';
import { blobs, readBlob } from '../files';
import { modelConversions, modelElements } from './tables';

// IFC → fragments, once per content, in the job queue (never in the request). The work runs in
// a worker thread so the server keeps answering while web-ifc parses, and a web-ifc crash
// ends as 'error' instead of taking the process down.

export const MODEL_JOB = 'models.convert';
export const MODEL_TYPES = new Set(['ifc', 'ifczip']);
/** A conversion past this is stopped and reported as an error (retry can try again). */
export const CONVERT_TIMEOUT_MS = 10 * 60_000;

export const isModelType = (t: string | null | undefined) => MODEL_TYPES.has((t ?? '').toLowerCase());

/**
 * Makes sure content has a conversion: starts one (inside the caller's transaction, so the job
 * exists exactly when the version does), or restarts a failed one when `retry` is set.
 */
export async function ensureConversion(tx: DbOrTx, sha256: string, fileType: string, now: Date, retry = false) {
  const [row] = await tx.select().from(modelConversions).where(eq(modelConversions.sourceSha256, sha256));
  if (row && !(retry && row.status === 'error')) return row.status;
  const jobId = await enqueue(tx, MODEL_JOB, { sha256 }, { maxAttempts: 2 });
  await tx
    .insert(modelConversions)
    .values({ sourceSha256: sha256, fileType, status: 'converting', jobId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: modelConversions.sourceSha256, set: { status: 'converting', error: null, jobId, updatedAt: now } });
  return 'converting';
}

export type WorkerResult =
  { ok: true; schema: string; unit: string; fragments: Uint8Array; rootId: number; elements: Element[] } | { ok: false; reason: string; detail?: string };
interface Element {
  expressId: number;
  ifcClass: string;
  guid: string | null;
  name: string | null;
  attrs: object;
  psets: object[];
  children: number[];
}

/** Runs ifc-worker.mjs on one file's bytes (exported for bench/models.bench.ts, which times it). */
export function runWorker(bytes: Buffer, fileType: string): Promise<WorkerResult> {
  const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const worker = new Worker(new URL('./ifc-worker.mjs', import.meta.url), { workerData: { bytes: ab, fileType }, transferList: [ab] });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ ok: false, reason: 'timeout' });
    }, CONVERT_TIMEOUT_MS);
    const finish = (r: WorkerResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(r);
    };
    worker.once('message', (m: WorkerResult) => finish(m));
    worker.once('error', (e) => finish({ ok: false, reason: 'crashed', detail: e.message }));
    worker.once('exit', (code) => finish({ ok: false, reason: 'crashed', detail: `exit ${code}` }));
  });
}

/**
 * The job: converts one content. A file web-ifc cannot read ends as 'error' (retry is the
 * user's); an unexpected failure is retried by the queue and, on the last attempt, also ends
 * as 'error' so no file stays 'converting' for ever.
 */
export async function runModelJob(deps: Deps, payload: { sha256?: unknown }, job?: { attempts: number; maxAttempts: number }) {
  try {
    return await convertContent(deps, String(payload.sha256 ?? ''));
  } catch (e) {
    if (!job || job.attempts >= job.maxAttempts) {
      await deps.db
        .update(modelConversions)
        .set({ status: 'error', error: 'crashed', updatedAt: deps.now() })
        .where(eq(modelConversions.sourceSha256, String(payload.sha256 ?? '')));
    }
    throw e;
  }
}

async function convertContent(deps: Deps, sha256: string) {
  const [row] = await deps.db.select().from(modelConversions).where(eq(modelConversions.sourceSha256, sha256));
  if (!row || row.status !== 'converting') return { skipped: true };
  const set = (s: Partial<typeof modelConversions.$inferInsert>) =>
    deps.db
      .update(modelConversions)
      .set({ ...s, updatedAt: deps.now() })
      .where(and(eq(modelConversions.sourceSha256, sha256), eq(modelConversions.jobId, row.jobId ?? '')));
  await set({ attempts: row.attempts + 1 });
  let source: Buffer;
  try {
    source = await readBlob(deps, sha256);
  } catch {
    await set({ status: 'error', error: 'missing' });
    return { error: 'missing' };
  }
  const r = await runWorker(source, row.fileType);
  if (!r.ok) {
    await set({ status: 'error', error: r.reason });
    return { error: r.reason, detail: r.detail };
  }
  // The fragments are written (complete, verified) before any row names them; their blobs row
  // is collectible as soon as no conversion points at it (content.ts collectOrphans).
  const frag = await deps.blobs.put(Readable.from(Buffer.from(r.fragments)));
  await deps.db.transaction(async (tx) => {
    await tx.insert(blobs).values({ sha256: frag.sha256, md5: frag.md5, size: frag.size, orphanedAt: deps.now() }).onConflictDoNothing();
    await tx.delete(modelElements).where(eq(modelElements.sourceSha256, sha256));
    const parents = new Map<number, { parent: number; position: number }>();
    for (const e of r.elements) e.children.forEach((c, i) => parents.set(c, { parent: e.expressId, position: i }));
    const rows = r.elements.map((e) => ({
      sourceSha256: sha256,
      expressId: e.expressId,
      parentId: parents.get(e.expressId)?.parent ?? null,
      position: parents.get(e.expressId)?.position ?? 0,
      ifcClass: e.ifcClass,
      guid: e.guid,
      name: e.name,
      attrs: e.attrs,
      psets: e.psets,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(modelElements).values(rows.slice(i, i + 500));
    await tx
      .update(modelConversions)
      .set({
        status: 'complete',
        error: null,
        fragmentsSha256: frag.sha256,
        fragmentsSize: frag.size,
        schema: r.schema,
        lengthUnit: r.unit,
        rootId: r.rootId,
        elementCount: rows.length,
        updatedAt: deps.now(),
      })
      .where(eq(modelConversions.sourceSha256, sha256));
  });
  return { elements: r.elements.length, fragments: frag.size };
}

/** Conversion states of the given contents (sha256 → row), for the file list and versions. */
export async function conversionsOf(db: DbOrTx, shas: string[]) {
  const unique = [...new Set(shas)];
  if (!unique.length) return new Map<string, typeof modelConversions.$inferSelect>();
  const rows = await db.select().from(modelConversions).where(inArray(modelConversions.sourceSha256, unique));
  return new Map(rows.map((r) => [r.sourceSha256, r]));
}
