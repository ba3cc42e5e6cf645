import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BlobError, type BlobStore } from './blobstore';

// One behaviour for every BlobStore driver; each driver's test file runs this contract.
// Real files nobody here wrote (../shared/testdata) go through the store byte for byte.
const testdata = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/testdata');
const sample = () => readFileSync(path.join(testdata, 'pdf', 'basement.pdf'));
const hash = (alg: string, b: Buffer) => createHash(alg).update(b).digest('hex');
/** A stream that yields the buffer in small pieces, as a network upload would. */
const chunked = (b: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
    })(),
  );

export interface ContractSubject {
  blobs: BlobStore;
  /** Names of temporary leftovers (should stay empty). */
  leftovers(): Promise<string[]>;
}

export function blobStoreContract(name: string, make: () => Promise<ContractSubject>) {
  describe(`${name} blob store`, () => {
    it('stores a real PDF streamed in chunks, content-addressed, with its md5 and sha256', async () => {
      const { blobs } = await make();
      const bytes = sample();
      const info = await blobs.put(chunked(bytes), { expectMd5: hash('md5', bytes) });
      expect(info).toEqual({ sha256: hash('sha256', bytes), md5: hash('md5', bytes), size: bytes.length });
      expect(await blobs.size(info.sha256)).toBe(bytes.length);
      const back = Buffer.concat(await (await blobs.get(info.sha256)).toArray());
      expect(back.equals(bytes)).toBe(true);
    });

    it('serves byte ranges', async () => {
      const { blobs } = await make();
      const info = await blobs.put(Readable.from([Buffer.from('0123456789')]));
      expect(await text(await blobs.get(info.sha256, { start: 2, end: 5 }))).toBe('2345');
    });

    it('rejects an md5 mismatch and leaves nothing behind', async () => {
      const { blobs, leftovers } = await make();
      const bytes = sample();
      await expect(blobs.put(chunked(bytes), { expectMd5: 'f'.repeat(32) })).rejects.toEqual(new BlobError('md5Mismatch'));
      expect(await blobs.size(hash('sha256', bytes))).toBeNull();
      expect(await leftovers()).toEqual([]);
    });

    it('rejects more bytes than allowed, mid-stream', async () => {
      const { blobs, leftovers } = await make();
      await expect(blobs.put(chunked(Buffer.alloc(300_000), 10_000), { maxBytes: 100_000 })).rejects.toEqual(new BlobError('tooLarge'));
      expect(await leftovers()).toEqual([]);
    });

    it('keeps one copy of the same content and deletes it on request', async () => {
      const { blobs } = await make();
      const a = await blobs.put(Readable.from([Buffer.from('same')]));
      const b = await blobs.put(Readable.from([Buffer.from('same')]));
      expect(a).toEqual(b);
      await blobs.delete(a.sha256);
      expect(await blobs.size(a.sha256)).toBeNull();
      await expect(blobs.get(a.sha256)).rejects.toEqual(new BlobError('notFound'));
    });

    it('refuses keys that are not sha256 hex (no path tricks)', async () => {
      const { blobs } = await make();
      await expect(blobs.get('../../etc/passwd')).rejects.toEqual(new BlobError('notFound'));
    });
  });
}
