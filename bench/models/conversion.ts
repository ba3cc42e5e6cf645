// Conversion timing: the server's own conversion (runWorker from the models module, the worker
// thread the job starts) next to web-ifc merely reading the same file (parse-worker.mjs), each
// with the peak resident memory of a fresh process doing one run.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import yauzl from 'yauzl';
import { runWorker } from '../../apps/server/src/modules/models/convert';

export interface Sample {
  name: string;
  fileType: 'ifc' | 'ifczip';
  /** The bytes as uploaded (what the job converts). */
  bytes: Buffer;
  /** The IFC text itself (unzipped for .ifczip): what the parse baseline and the browser read. */
  ifc: Buffer;
}

export async function loadSamples(dir: string, only?: string): Promise<Sample[]> {
  const names = (await readdir(dir)).filter((n) => /\.(ifc|ifczip)$/i.test(n)).sort();
  const out: Sample[] = [];
  for (const name of names) {
    if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
    const bytes = await readFile(path.join(dir, name));
    const fileType = /\.ifczip$/i.test(name) ? 'ifczip' : 'ifc';
    out.push({ name, fileType, bytes, ifc: fileType === 'ifczip' ? await firstIfcEntry(bytes) : bytes });
  }
  return out;
}

function firstIfcEntry(zipBytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zipBytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('entry', (e: yauzl.Entry) => {
        if (!/\.ifc$/i.test(e.fileName)) return zip.readEntry();
        zip.openReadStream(e, (e2, stream) => {
          if (e2) return reject(e2);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks));
          });
        });
      });
      zip.on('end', () => reject(new Error('no .ifc in the zip')));
      zip.readEntry();
    });
  });
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

/** One conversion exactly as the models.convert job runs it (minus reading/storing blobs). */
export async function convertOnce(s: Sample) {
  const t0 = process.hrtime.bigint();
  const r = await runWorker(s.bytes, s.fileType);
  const took = ms(t0);
  if (!r.ok) throw new Error(`${s.name}: conversion failed (${r.reason} ${r.detail ?? ''})`);
  return { ms: took, fragments: r.fragments, elements: r.elements.length };
}

const parseWorker = new URL('./parse-worker.mjs', import.meta.url);

/**
 * The baseline: web-ifc opening the file, reading every line and streaming every mesh; with no
 * sample, only the worker start and web-ifc's set-up (import + wasm init).
 */
export async function parseOnce(s: Sample | null) {
  const ab = s ? (s.ifc.buffer.slice(s.ifc.byteOffset, s.ifc.byteOffset + s.ifc.byteLength) as ArrayBuffer) : null;
  const t0 = process.hrtime.bigint();
  const r = await new Promise<{ lines: number; meshes: number; vertices: number }>((resolve, reject) => {
    const w = new Worker(parseWorker, { workerData: { bytes: ab, setupOnly: !s }, transferList: ab ? [ab] : [] });
    w.once('message', (m) => {
      void w.terminate();
      resolve(m);
    });
    w.once('error', reject);
  });
  return { ms: ms(t0), ...r };
}

/**
 * Peak memory of one run, in a fresh process (memory-child.ts): the kernel's RSS high-water mark
 * during the run (reset just before it), minus the RSS when it started. RSS rather than V8 heap
 * statistics because web-ifc's wasm memory and the fragments' buffers live outside the V8 heap,
 * and the worker's heap is an isolate the main thread cannot query on Node 20. A fresh process,
 * because in a long-lived one the allocator keeps freed pages and the next run reuses them.
 */
export function peakRss(mode: 'convert' | 'parse', file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./memory-child.ts', import.meta.url)), mode, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`memory child ${mode} ${file}: exit ${code}`));
      const r = JSON.parse(line) as { before: number; after: number };
      resolve(r.after - r.before);
    });
  });
}
