import type { BlobReferenceSource } from '../files';
import { pluginVersions } from './tables';

/** A plugin version keeps its package (modules/index.ts registers it with the files module). */
export const pluginPackageBlobs: BlobReferenceSource = { table: pluginVersions, sha256: pluginVersions.sha256 };
