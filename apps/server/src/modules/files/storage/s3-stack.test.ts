import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoProjects } from '../../../test/factories';
import { putFile, testFile } from '../../../test/files';
import { createWorker } from '../../../jobs/queue';
import { fileJobs } from './housekeeping';

// The document module with STORAGE_DRIVER=s3, against an S3 server on loopback: uploads,
// ranged downloads and packed zips go through the object store.

let s3: S3rver;
let t: TestApp;
let member: string;
let projectId: string;
const dxf = testFile('dxf/floor-plan-kr.dxf');

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'trestle-s3-stack-')) });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'trestle-files' }));
  t = await createTestApp({
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'trestle-files', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  });
  member = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('documents on S3-compatible storage', () => {
  it('uploads, serves ranges and packs zips from the bucket', async () => {
    const f = await putFile(t, member, projectId, dxf.name, dxf.bytes);
    const u = (await t.post('/protected/file/get-download-url', { projectId, fileId: f._id }, member)).body.data;
    const part = await t.app.inject({ method: 'GET', url: u.url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(dxf.bytes.subarray(1000, 2000))).toBe(true);
    const held = await t.post('/protected/upload-fast', { projectId, md5: dxf.md5, fileName: 'again.dxf' }, member);
    expect(held.body.data.needUpload).toBe(false);
    const pack = (await t.post('/protected/file/pack-zip-service', { projectId, array: [f._id] }, member)).body.data;
    await t.post('/protected/file/get-pack-zip-task', { projectId, id: pack.id }, member);
    await createWorker(t.deps.db, fileJobs(t.deps)).drain();
    const done = (await t.post('/protected/file/loop-download-zip', { projectId, id: pack.id }, member)).body.data;
    expect(done.state).toBe('done');
    const zip = await t.app.inject({ method: 'GET', url: done.url });
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.length).toBe(done.zipSize);
  });
});
