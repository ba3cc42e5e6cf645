import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blobStoreContract } from './contract';
import { localBlobStore } from './local';

blobStoreContract('local disk', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'trestle-blobs-'));
  return {
    blobs: localBlobStore(root),
    leftovers: async () => {
      try {
        return readdirSync(path.join(root, 'tmp'));
      } catch {
        return [];
      }
    },
  };
});
