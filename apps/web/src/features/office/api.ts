import { post } from '../../api/client';

// POST /account/file-conver with target 'pdf' (docs/office.md): an office document as PDF,
// made by LibreOffice on the server. Poll while 'converting'.

export type OfficeStatus = 'converting' | 'complete' | 'error' | 'unavailable' | 'unsupported';

export interface OfficePdf {
  fileId: string;
  versionId: string;
  fileType: string;
  openWay: string;
  target: 'pdf';
  status: OfficeStatus;
  /** The PDF's name (the document's, with .pdf). */
  name: string;
  /** A one-hour URL of the PDF, once complete. */
  url: string | null;
  /** Why it failed: unreadable, timeout, tooLarge, unavailable, crashed. */
  error?: string | null;
  size?: number | null;
}

export const requestOfficePdf = (projectId: string, fileId: string, opts: { versionId?: string; retry?: boolean } = {}) =>
  post<OfficePdf>('/account/file-conver', { projectId, fileId, target: 'pdf', versionId: opts.versionId || undefined, retry: !!opts.retry });

export const officeKeys = {
  canDownload: (projectId: string, fileId: string) => ['office', 'canDownload', projectId, fileId] as const,
};
