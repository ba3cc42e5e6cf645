import { post } from '../../../api/client';

// POST /account/file-conver (docs/files-api.md): office and text documents as text or tables.

export type DocPreview =
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'table'; sheets: { name: string; rows: string[][] }[]; truncated: boolean };

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

/** Types the server converts for preview (the list in docs/files-api.md). */
export const CONVERTIBLE_TYPES = new Set(['docx', 'xlsx', 'pptx', 'txt', 'md', 'csv', 'tsv', 'json', 'xml', 'log', 'yaml', 'yml', 'ini']);
