import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './harness';

// Helpers for document tests: real files from ../shared/testdata, multipart bodies, uploads.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const TESTDATA = process.env.TESTDATA_DIR ?? path.resolve(repoRoot, '../shared/testdata');

export function testFile(rel: string): { name: string; bytes: Buffer; md5: string } {
  const bytes = readFileSync(path.join(TESTDATA, rel));
  return { name: path.basename(rel), bytes, md5: md5Of(bytes) };
}

export const md5Of = (b: Buffer) => createHash('md5').update(b).digest('hex');

/** A multipart/form-data body: text fields in order, then the file part. */
export function multipart(fields: Record<string, string | undefined>, file?: { field?: string; name: string; bytes: Buffer }) {
  const boundary = `----trestle${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'fileblob'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /protected/file/upload-dms; returns status and parsed body. */
export async function uploadDms(t: TestApp, token: string, fields: Record<string, string | undefined>, file: { name: string; bytes: Buffer }, lang = 'en') {
  const body = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/protected/file/upload-dms',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': lang },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Uploads a buffer as a new file in a folder and returns the file item. */
export async function putFile(t: TestApp, token: string, projectId: string, name: string, bytes: Buffer, parentId?: string) {
  const r = await uploadDms(t, token, { projectId, parentId, fileName: name, md5: md5Of(bytes) }, { name, bytes });
  if (!r.body.success) throw new Error(`upload failed: ${r.body.msg}`);
  return r.body.data.file as { _id: string; name: string; size: number; version: string; versionId: string };
}
