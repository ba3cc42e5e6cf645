import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobError, hashingStream, isSha256, type BlobInfo, type BlobStore, type PutOptions } from './blobstore';

/**
 * Blobs on local disk under `root`: written to root/tmp first, then renamed to
 * root/ab/cd/<sha256>, so a crash never leaves a half blob where readers look.
 */
export function localBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (sha: string) => {
    if (!isSha256(sha)) throw new BlobError('notFound');
    return path.join(root, sha.slice(0, 2), sha.slice(2, 4), sha);
  };

  return {
    async put(body: Readable, opts: PutOptions = {}): Promise<BlobInfo> {
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const hasher = hashingStream(opts.maxBytes);
      try {
        await pipeline(body, hasher.stream, createWriteStream(tmp, { flags: 'wx' }));
        const info = hasher.info();
        if (opts.expectMd5 && opts.expectMd5.toLowerCase() !== info.md5) throw new BlobError('md5Mismatch');
        // On disk before it gets its name: a power cut must not leave a named, empty blob.
        const fh = await open(tmp, 'r+');
        await fh.sync().finally(() => fh.close());
        const final = pathOf(info.sha256);
        await mkdir(path.dirname(final), { recursive: true });
        // Same content already stored: keep the existing file (immutable), drop the copy.
        if (await stat(final).catch(() => null)) await rm(tmp, { force: true });
        else await rename(tmp, final);
        return info;
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },

    async get(sha256, range) {
      const file = pathOf(sha256);
      if (!(await stat(file).catch(() => null))) throw new BlobError('notFound');
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async size(sha256) {
      const s = await stat(pathOf(sha256)).catch(() => null);
      return s ? s.size : null;
    },

    async delete(sha256) {
      await rm(pathOf(sha256), { force: true });
    },

    async sweepTmp() {
      await rm(tmpDir, { recursive: true, force: true });
    },
  };
}
