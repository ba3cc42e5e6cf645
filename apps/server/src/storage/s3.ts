import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobError, hashingStream, isSha256, type BlobInfo, type BlobStore, type PutOptions } from './blobstore';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing, needed by most self-hosted S3-compatible servers. */
  forcePathStyle: boolean;
}

/**
 * Blobs in S3-compatible object storage. An upload streams (multipart) to tmp/<uuid> while it
 * is hashed; only a complete, verified object is copied to blobs/<sha256>, and the temporary
 * object is always removed, so readers never see a partial blob.
 */
export function s3BlobStore(s: S3Settings): BlobStore & { client: S3Client } {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const keyOf = (sha: string) => {
    if (!isSha256(sha)) throw new BlobError('notFound');
    return `blobs/${sha}`;
  };
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: key }));
    } catch (e) {
      if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw e;
    }
  };

  return {
    client,
    async put(body: Readable, opts: PutOptions = {}): Promise<BlobInfo> {
      const tmpKey = `tmp/${randomUUID()}`;
      const hasher = hashingStream(opts.maxBytes);
      const out = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: s.bucket, Key: tmpKey, Body: out } });
      try {
        await Promise.all([pipeline(body, hasher.stream, out), upload.done()]);
        const info = hasher.info();
        if (opts.expectMd5 && opts.expectMd5.toLowerCase() !== info.md5) throw new BlobError('md5Mismatch');
        if (!(await head(keyOf(info.sha256)))) {
          await client.send(new CopyObjectCommand({ Bucket: s.bucket, Key: keyOf(info.sha256), CopySource: `${s.bucket}/${tmpKey}` }));
        }
        return info;
      } catch (e) {
        await upload.abort().catch(() => {});
        throw e;
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: tmpKey })).catch(() => {});
      }
    },

    async get(sha256, range) {
      const key = keyOf(sha256);
      if (!(await head(key))) throw new BlobError('notFound');
      const r = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return r.Body as Readable;
    },

    async size(sha256) {
      const h = await head(keyOf(sha256));
      return h ? Number(h.ContentLength ?? 0) : null;
    },

    async delete(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(sha256) }));
    },

    async sweepTmp() {
      // Unfinished multipart uploads and tmp/ objects of a killed process: remove those older
      // than an hour (another server sharing the bucket may be writing the recent ones).
      const cutoff = Date.now() - 3600_000;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: 'tmp/', ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          if (o.Key && o.LastModified && o.LastModified.getTime() < cutoff)
            await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: o.Key })).catch(() => {});
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
