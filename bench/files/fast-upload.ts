// 2. Fast upload of a big file the enterprise already holds, vs the md5 the client computes first.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fmt, median, ms, table } from './report';
import { FAST_GB, MB, RESUMABLE_CHUNK } from './settings';
import type { Envelope, Stack } from './stack';

export async function fastUpload({ appUrl, auth, dataDir, projectId, call, folder }: Stack) {
  const size = Math.round(FAST_GB * 1024 * MB);
  console.log(`\n2. Fast upload of a ${FAST_GB} GB file already held (sent once through the resumable protocol, ${RESUMABLE_CHUNK / MB} MB chunks)`);
  const bigFile = path.join(dataDir, 'big.bin');
  {
    const out = await open(bigFile, 'w');
    for (let done = 0; done < size;) {
      const n = Math.min(RESUMABLE_CHUNK, size - done);
      await out.write(randomBytes(n));
      done += n;
    }
    await out.close();
  }
  // What the client must do anyway: md5 of the whole file (node:crypto, streamed from disk).
  const md5Of = async () => {
    const h = createHash('md5');
    const t0 = process.hrtime.bigint();
    await pipeline(createReadStream(bigFile, { highWaterMark: 8 * MB }), async (src) => {
      for await (const c of src) h.update(c as Buffer);
    });
    return { md5: h.digest('hex'), ms: ms(t0) };
  };
  const hashes = [await md5Of(), await md5Of(), await md5Of()];
  const md5 = hashes[0].md5;
  const md5Ms = median(hashes.map((h) => h.ms));

  const first = await folder(`Bench big ${randomUUID().slice(0, 8)}`);
  const t0 = process.hrtime.bigint();
  const s = await call<{ uploadId: string; offset: number }>('/protected/file/resumable/create', {
    projectId,
    parentId: first,
    fileName: 'big.bin',
    size,
    md5,
    uploadType: 'upload',
  });
  const fh = await open(bigFile, 'r');
  const buf = Buffer.alloc(RESUMABLE_CHUNK);
  let offset = s.offset;
  let done = false;
  while (offset < size) {
    const { bytesRead } = await fh.read(buf, 0, Math.min(RESUMABLE_CHUNK, size - offset), offset);
    const r = await fetch(`${appUrl}/protected/file/resumable/${s.uploadId}?offset=${offset}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', ...auth },
      body: buf.subarray(0, bytesRead),
    });
    const env = (await r.json()) as Envelope<{ offset: number; done: boolean }>;
    if (!env.success) throw new Error(`resumable PUT at ${offset}: ${env.errorCode} ${env.msg}`);
    offset = env.data.offset;
    done = env.data.done;
  }
  await fh.close();
  const resumableMs = ms(t0);
  if (!done) throw new Error('resumable upload did not finish');

  // upload-fast with the md5 into other folders: a few times, the median counts.
  const fastTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const target = await folder(`Bench big copy ${i} ${randomUUID().slice(0, 8)}`);
    const f0 = process.hrtime.bigint();
    const r = await call<{ needUpload: boolean }>('/protected/upload-fast', { md5, fileName: 'big.bin', projectId, parentId: target, size });
    fastTimes.push(ms(f0));
    if (r.needUpload) throw new Error('upload-fast asked for the bytes of a file already held');
  }
  const fastMs = median(fastTimes);
  table(
    ['step', 'ms', 'note'],
    [
      [`node:crypto md5 of the ${FAST_GB} GB file (median of 3)`, fmt(md5Ms, 0), `${fmt(size / MB / (md5Ms / 1000))} MB/s, read from the page cache`],
      ['upload-fast with that md5 (median of 5)', fmt(fastMs, 1), `runs ${fastTimes.map((t) => fmt(t, 1)).join(', ')} ms`],
      ['first upload: resumable create + PUTs', fmt(resumableMs, 0), `${fmt(size / MB / (resumableMs / 1000))} MB/s incl. the server's final md5/sha256 pass`],
    ],
  );
  console.log(`  upload-fast takes ${fmt((fastMs / md5Ms) * 100, 2)}% of the md5 the client computes first (md5 / fast = ${fmt(md5Ms / fastMs, 0)}x)`);
  await rm(bigFile, { force: true });
}
