import { createMD5 } from 'hash-wasm';
import { MD5_CHUNK } from './limits';

// md5 of a file, read in 20 MB chunks (spec 2 §4), off the main thread. Reports bytes done.

export type Md5Request = { file: Blob };
export type Md5Reply = { kind: 'progress'; done: number } | { kind: 'done'; md5: string } | { kind: 'error'; message: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<Md5Request>) => void) | null; postMessage(m: Md5Reply): void };

scope.onmessage = (e: MessageEvent<Md5Request>) => void hash(e.data.file);

/** Never rejects: a failure is posted back as an error reply. */
async function hash(file: Blob) {
  try {
    const md5 = await createMD5();
    md5.init();
    for (let offset = 0; offset < file.size; offset += MD5_CHUNK) {
      const chunk = new Uint8Array(await file.slice(offset, offset + MD5_CHUNK).arrayBuffer());
      md5.update(chunk);
      scope.postMessage({ kind: 'progress', done: Math.min(file.size, offset + MD5_CHUNK) } satisfies Md5Reply);
    }
    scope.postMessage({ kind: 'done', md5: md5.digest('hex') } satisfies Md5Reply);
  } catch (err) {
    scope.postMessage({ kind: 'error', message: err instanceof Error ? err.message : String(err) } satisfies Md5Reply);
  }
}
