import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { OfficePdfConversion } from '@trestle/shared/file-responses';

// POST /account/file-conver with target 'pdf' (docs/office.md): an office document as PDF,
// made by LibreOffice on the server. Poll while 'converting'.

/** The PDF's state (the server's schema): a one-hour URL once complete, why it failed otherwise. */
export type OfficePdf = OfficePdfConversion;
export type OfficeStatus = OfficePdf['status'];

export async function requestOfficePdf(projectId: string, fileId: string, opts: { versionId?: string; retry?: boolean } = {}): Promise<OfficePdf> {
  const r = await callRoute(contracts.fileConver, { projectId, fileId, target: 'pdf', versionId: opts.versionId || undefined, retry: !!opts.retry });
  // With target 'pdf' the server answers the PDF's state, never a preview's.
  if (!('target' in r)) throw new Error(`unexpected preview state of ${fileId}`);
  return r;
}

export const officeKeys = {
  canDownload: (projectId: string, fileId: string) => ['office', 'canDownload', projectId, fileId] as const,
};
