// 1. Upload throughput: check-file-name → upload-fast (needUpload) → multipart upload-dms, next to
// a bare Fastify route streaming the same multipart file to disk (with and without hashing).
import { randomBytes, randomUUID } from 'node:crypto';
import { fmt, md5Hex, ms, table } from './report';
import { MB, UPLOAD_FILES, UPLOAD_MB } from './settings';
import { postForm, uploadForm, type Stack } from './stack';

export async function uploadThroughput({ appUrl, bareUrl, auth, projectId, call, folder }: Stack) {
  console.log(`\n1. Upload throughput: ${UPLOAD_FILES} files × ${UPLOAD_MB} MB of random bytes, one after another, over HTTP (fetch + FormData)`);
  const files = Array.from({ length: UPLOAD_FILES }, (_, i) => {
    const bytes = randomBytes(UPLOAD_MB * MB);
    return { name: `bench-${String(i).padStart(3, '0')}.bin`, bytes, md5: md5Hex(bytes) };
  });
  const totalMb = UPLOAD_FILES * UPLOAD_MB;
  const parentId = await folder(`Bench uploads ${randomUUID().slice(0, 8)}`);
  const warm = randomBytes(MB);

  // Warm-up: one small file through each path.
  await postForm(`${bareUrl}/upload`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'));
  await postForm(`${bareUrl}/upload-hashed`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'));
  await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, parentId, fileName: 'warm.bin', md5: md5Hex(warm) }, warm, 'warm.bin'), auth);

  // File by file, the three paths in turn, so disk and cache states are shared alike.
  let bareMs = 0;
  let bareHashedMs = 0;
  let checkMs = 0;
  let fastMs = 0;
  let dmsMs = 0;
  for (const f of files) {
    let t0 = process.hrtime.bigint();
    await postForm(`${bareUrl}/upload`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name));
    bareMs += ms(t0);
    t0 = process.hrtime.bigint();
    await postForm(`${bareUrl}/upload-hashed`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name));
    bareHashedMs += ms(t0);
    t0 = process.hrtime.bigint();
    const check = await call<{ fileArr: { haveSameName: boolean }[] }>('/protected/file/check-file-name', {
      projectId,
      parentId,
      fileArr: [{ uuid: randomUUID(), fileName: f.name }],
    });
    if (check.fileArr[0].haveSameName) throw new Error(`${f.name} already there`);
    checkMs += ms(t0);
    t0 = process.hrtime.bigint();
    const fast = await call<{ needUpload: boolean }>('/protected/upload-fast', { md5: f.md5, fileName: f.name, projectId, parentId, size: f.bytes.length });
    if (!fast.needUpload) throw new Error('upload-fast found random content already held');
    fastMs += ms(t0);
    t0 = process.hrtime.bigint();
    await postForm(`${appUrl}/protected/file/upload-dms`, uploadForm({ projectId, parentId, fileName: f.name, md5: f.md5 }, f.bytes, f.name), auth);
    dmsMs += ms(t0);
  }
  const productMs = checkMs + fastMs + dmsMs;

  const rate = (t: number) => totalMb / (t / 1000);
  table(
    ['path', 'total ms', 'ms/file', 'MB/s', 'vs bare'],
    [
      ['bare Fastify: multipart → file', fmt(bareMs, 0), fmt(bareMs / UPLOAD_FILES), fmt(rate(bareMs)), '1.00x'],
      [
        'bare Fastify: multipart → sha256+md5 → file',
        fmt(bareHashedMs, 0),
        fmt(bareHashedMs / UPLOAD_FILES),
        fmt(rate(bareHashedMs)),
        `${fmt(rate(bareHashedMs) / rate(bareMs), 2)}x`,
      ],
      [
        'check-file-name → upload-fast → upload-dms',
        fmt(productMs, 0),
        fmt(productMs / UPLOAD_FILES),
        fmt(rate(productMs)),
        `${fmt(rate(productMs) / rate(bareMs), 2)}x`,
      ],
      ['  of which upload-dms alone', fmt(dmsMs, 0), fmt(dmsMs / UPLOAD_FILES), fmt(rate(dmsMs)), `${fmt(rate(dmsMs) / rate(bareMs), 2)}x`],
    ],
  );
  console.log(`  per file: check-file-name ${fmt(checkMs / UPLOAD_FILES)} ms, upload-fast (needUpload) ${fmt(fastMs / UPLOAD_FILES)} ms`);
}
