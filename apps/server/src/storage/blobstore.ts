import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/** What a stored blob is known by. Blobs are content-addressed by sha256 and immutable. */
export interface BlobInfo {
  sha256: string;
  md5: string;
  size: number;
}

export interface PutOptions {
  /** The md5 the client announced; a mismatch rejects the blob and nothing becomes visible. */
  expectMd5?: string;
  /** The most bytes accepted; more rejects the blob. */
  maxBytes?: number;
}

export interface BlobStore {
  /** Streams `body` into the store, hashing as it goes; the blob appears only when complete. */
  put(body: Readable, opts?: PutOptions): Promise<BlobInfo>;
  /** A stream of the blob, or of the inclusive byte range [start, end]. */
  get(sha256: string, range?: { start: number; end: number }): Promise<Readable>;
  size(sha256: string): Promise<number | null>;
  delete(sha256: string): Promise<void>;
  /** Removes temporary data a killed process left behind (called at start-up, before serving). */
  sweepTmp(): Promise<void>;
}

export class BlobError extends Error {
  constructor(readonly reason: 'md5Mismatch' | 'tooLarge' | 'notFound') {
    super(reason);
  }
}

export const isSha256 = (s: string) => /^[0-9a-f]{64}$/.test(s);

/**
 * A pass-through that hashes (sha256, md5) and counts what flows, failing with 'tooLarge' past
 * maxBytes; `info()` gives the result once the stream has ended. Shared by every driver.
 */
export function hashingStream(maxBytes?: number): { stream: Transform; info(): BlobInfo } {
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return done(new BlobError('tooLarge'));
      sha.update(chunk);
      md5.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, info: () => ({ sha256: sha.digest('hex'), md5: md5.digest('hex'), size }) };
}
