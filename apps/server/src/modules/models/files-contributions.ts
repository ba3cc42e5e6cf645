import type { DbOrTx } from '../../db/client';
import type { BlobReferenceSource } from '../files';
import { ensureConversion, isModelType } from './convert';
import { modelConversions } from './tables';

// What the models module contributes to the files module's registries (modules/index.ts); the
// job kind (MODEL_JOB, runModelJob) and the listing fields (modelStates) are registered too.

/** A model's fragments live as long as the conversion that produced them (kept from collection only). */
export const modelFragments: BlobReferenceSource = { table: modelConversions, sha256: modelConversions.fragmentsSha256, collectionOnly: true };

/** A model starts converting in the same transaction that makes its version visible. */
export async function convertStoredModel(tx: DbOrTx, content: { sha256: string; fileType: string | null }, now: Date) {
  if (content.fileType && isModelType(content.fileType)) await ensureConversion(tx, content.sha256, content.fileType, now);
}
