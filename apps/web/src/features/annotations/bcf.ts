import { bcfArchive, type BcfVersion } from './api';

/** Exports a file's annotations (or, without fileId, the project's) and saves the archive. */
export async function exportBcf(projectId: string, fileId: string | null, version: BcfVersion): Promise<{ topics: number; name: string }> {
  const r = await bcfArchive(projectId, fileId, version);
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
