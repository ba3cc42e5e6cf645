import type { Md5Reply } from './md5.worker';

/** md5 (hex) of a file in a Web Worker; aborting ends the worker. */
export function md5InWorker(file: Blob, opts: { signal: AbortSignal; onProgress(done: number): void }): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal.aborted) return reject(opts.signal.reason);
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(opts.signal.reason ?? new Error('aborted'));
    };
    opts.signal.addEventListener('abort', stop, { once: true });
    const end = () => {
      opts.signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<Md5Reply>) => {
      const m = e.data;
      if (m.kind === 'progress') opts.onProgress(m.done);
      else if (m.kind === 'done') {
        end();
        resolve(m.md5);
      } else {
        end();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      end();
      reject(new Error(e.message || 'md5 worker failed'));
    };
    worker.postMessage({ file });
  });
}
