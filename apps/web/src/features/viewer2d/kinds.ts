import type { ViewKind } from './surface';

const IMAGE_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

export const extOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Which 2D view opens a file type; DWG has none (it is a closed binary format). */
export function viewKindOf(type: string): ViewKind | 'dwg' | null {
  const t = type.toLowerCase().replace(/^\./, '');
  if (t === 'pdf') return 'pdf';
  if (t === 'dxf') return 'dxf';
  if (t === 'dwg') return 'dwg';
  if (t in IMAGE_MIME) return 'image';
  return null;
}

export const mimeOf = (type: string) => IMAGE_MIME[type.toLowerCase()] ?? 'application/octet-stream';

/** The viewer's address for a file (spec 2 §2: /#/twoviewer?type=2d or type=pdf). */
export function viewerHref(q: {
  projectId: string;
  fileId: string;
  name: string;
  projectName?: string;
  versionId?: string;
  linkId?: string;
  annotationId?: string;
  page?: number | null;
}): string {
  const type = extOf(q.name) === 'pdf' ? 'pdf' : '2d';
  const params = new URLSearchParams({ type, projectId: q.projectId, fileId: q.fileId, name: q.name });
  for (const k of ['projectName', 'versionId', 'linkId', 'annotationId'] as const) if (q[k]) params.set(k, q[k]);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  return `/twoviewer?${params.toString()}`;
}
