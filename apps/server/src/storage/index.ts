import type { Config } from '../config';
import type { BlobStore } from './blobstore';
import { localBlobStore } from './local';
import { s3BlobStore } from './s3';

/** The blob store the configuration asks for: local disk by default, S3-compatible when set. */
export function createBlobStore(config: Config): BlobStore {
  const s = config.storage;
  if (s.driver === 's3')
    return s3BlobStore({
      endpoint: s.endpoint,
      region: s.region,
      bucket: s.bucket,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
      forcePathStyle: s.forcePathStyle,
    });
  return localBlobStore(s.dir);
}
