import type { BlobReferenceSource } from '../files';
import { annotations } from './tables';

// What the annotations module contributes to the files module's registries (modules/index.ts).

/** An annotation keeps its snapshot picture. */
export const annotationSnapshots: BlobReferenceSource = { table: annotations, sha256: annotations.snapshotSha256 };
