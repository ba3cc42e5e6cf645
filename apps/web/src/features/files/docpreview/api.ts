import { post } from '../../../api/client';

// POST /account/file-conver (docs/files-api.md): office and text documents as text or tables.

export type DocPreview =
  { kind: 'text'; text: string; truncated: boolean } | { kind: 'table'; sheets: { name: string; rows: string[][] }[]; truncated: boolean };

export interface Conversion {
  fileId: string;
  versionId: string;
  fileType: string;
  openWay: string;
  status: 'converting' | 'complete' | 'error' | 'unsupported';
  preview: DocPreview | null;
  error?: string | null;
}

export const convertFile = (projectId: string, fileId: string, retry = false) => post<Conversion>('/account/file-conver', { projectId, fileId, retry });
