import type { BlobReferenceSource } from '../files';
import { compositeLinks } from './tables';

// What the linked-drawings module contributes to the files module's registries (modules/index.ts).

/** A link keeps its picture. */
export const linkPictures: BlobReferenceSource = { table: compositeLinks, sha256: compositeLinks.picSha256 };
