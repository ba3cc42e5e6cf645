import type { Readable } from 'node:stream';

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
}

export class BlobError extends Error {
  constructor(readonly reason: 'md5Mismatch' | 'tooLarge' | 'notFound') {
    super(reason);
  }
}

export const isSha256 = (s: string) => /^[0-9a-f]{64}$/.test(s);
