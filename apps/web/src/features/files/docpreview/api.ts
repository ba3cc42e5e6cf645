import { callRoute } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { PreviewConversion } from '@trestle/shared/file-responses';

// POST /account/file-conver (docs/files-api.md): office and text documents as text or tables.

export type { DocPreview } from '@trestle/shared/file-responses';
/** A preview's state (the server's schema). */
export type Conversion = PreviewConversion;

export async function convertFile(projectId: string, fileId: string, retry = false): Promise<Conversion> {
  const r = await callRoute(contracts.fileConver, { projectId, fileId, retry });
  // Without a target the server answers the preview's state, never a PDF's.
  if ('target' in r) throw new Error(`unexpected PDF state of ${fileId}`);
  return r;
}
