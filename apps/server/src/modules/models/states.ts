import type { DbOrTx } from '../../db/client';
import type { fileNodes } from '../files';
import { conversionsOf, isModelType } from './convert';

/**
 * The model fields of file items (spec 2 §3: modelId, status, forgeStatus): for an IFC file,
 * modelId is its current version and status the conversion of that content; other files get
 * nulls. There is one viewer here, so forgeStatus and status are the same value.
 */
export async function modelStates(db: DbOrTx, versions: { id: string; sha256: string }[]) {
  const conv = await conversionsOf(
    db,
    versions.map((v) => v.sha256),
  );
  const shaOf = new Map(versions.map((v) => [v.id, v.sha256]));
  return (n: typeof fileNodes.$inferSelect) => {
    if (!isModelType(n.fileType) || !n.currentVersionId) return { modelId: null, status: null, forgeStatus: null };
    const status = conv.get(shaOf.get(n.currentVersionId) ?? '')?.status ?? null;
    return { modelId: n.currentVersionId, status, forgeStatus: status };
  };
}
