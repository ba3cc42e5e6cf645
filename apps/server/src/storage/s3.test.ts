import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { blobStoreContract } from './contract';
import { s3BlobStore } from './s3';

// The same contract against a real S3 protocol peer on loopback (s3rver).
let server: S3rver;
let endpoint = '';

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'trestle-s3-')) });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

blobStoreContract('S3', async () => {
  // A fresh bucket per case, as the local driver gets a fresh folder.
  const bucket = `trestle-${randomUUID().slice(0, 8)}`;
  const blobs = s3BlobStore({ endpoint, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  await blobs.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    blobs,
    leftovers: async () => {
      const r = await blobs.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'tmp/' }));
      return (r.Contents ?? []).map((o) => o.Key ?? '');
    },
  };
});
