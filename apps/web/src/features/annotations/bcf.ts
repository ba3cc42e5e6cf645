import { postForBlob, postForm } from '../../api/client';

export type BcfVersion = '3.0' | '2.1';
export interface BcfImportResult {
  imported: number;
  skipped: number;
  errors: { guid: string | null; title: string | null; reason: string }[];
}

/** Exports a file's annotations (or, without fileId, the project's) and saves the archive. */
export async function exportBcf(projectId: string, fileId: string | null, version: BcfVersion): Promise<{ topics: number; name: string }> {
  const r = await postForBlob('/annotations/bcf/export', { projectId, ...(fileId ? { projectFileId: fileId } : {}), version });
  const url = URL.createObjectURL(r.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = r.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { topics: Number(r.headers.get('x-bcf-topics') ?? 0), name: r.name };
}

/** Imports a .bcf / .bcfzip into a file's annotations. */
export function importBcf(projectId: string, fileId: string, file: File): Promise<BcfImportResult> {
  const form = new FormData();
  form.set('projectFileId', fileId);
  form.set('file', file, file.name);
  return postForm<BcfImportResult>(`/annotations/bcf/import?projectId=${encodeURIComponent(projectId)}`, form);
}
