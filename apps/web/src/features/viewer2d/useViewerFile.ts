import { useEffect, useState } from 'react';
import { fileById, downloadUrl, listVersions } from '../files/api';
import { storedGrant, viewShared } from '../share/api';
import { ViewerError } from './backend';
import { extOf, viewKindOf } from './kinds';

export interface ViewerQuery {
  type: string;
  projectId: string;
  fileId: string;
  versionId: string;
  name: string;
  projectName: string;
  annotationId: string;
  linkId: string;
  /** A PDF opens at this page (a composite link's page); empty: the first. */
  page: string;
}

export interface ViewerFile {
  bytes: ArrayBuffer;
  name: string;
  fileType: string;
  version: string;
}

type State = { status: 'loading'; name: string } | { status: 'error'; error: unknown; name: string } | { status: 'done'; file: ViewerFile };

/** The inline URL, then the bytes: a member asks for a one-hour ticket URL, a share visitor the link's view-file. */
async function load(q: ViewerQuery, signal: AbortSignal): Promise<ViewerFile> {
  let url: string | null;
  let name = q.name;
  let version: string;
  let fileType: string;
  if (q.linkId) {
    const grant = storedGrant(q.linkId);
    if (!grant) throw new ViewerError('unsupported', 'needGrant');
    const r = await viewShared(q.linkId, grant, q.fileId);
    url = r.url;
    name = r.file.name || name;
    version = String(r.file.version ?? '');
    fileType = (r.file.type || extOf(name)).toLowerCase();
    const kind = viewKindOf(fileType);
    if (!kind || kind === 'dwg') return { bytes: new ArrayBuffer(0), name, version, fileType };
  } else {
    // The file's type first: what the viewer cannot show is not fetched (nor counted as a download).
    const meta = await fileById(q.projectId, q.fileId);
    name = meta.name || name;
    fileType = (meta.type || extOf(name)).toLowerCase();
    const kind = viewKindOf(fileType);
    if (!kind || kind === 'dwg') return { bytes: new ArrayBuffer(0), name, version: String(meta.version ?? ''), fileType };
    const [u, versions] = await Promise.all([
      downloadUrl(q.projectId, q.fileId, { inline: true, versionId: q.versionId || undefined }),
      q.versionId ? listVersions(q.projectId, q.fileId).catch(() => []) : Promise.resolve([]),
    ]);
    url = u.url;
    fileType = u.type || fileType;
    version = String((q.versionId ? versions.find((v) => v._id === q.versionId)?.version : meta.version) ?? '');
  }
  if (!url) throw new ViewerError('unsupported');
  const res = await fetch(url, { signal });
  if (res.status === 410) throw new ViewerError('expired');
  if (res.status === 404) throw new ViewerError('notFound');
  if (res.status === 401) throw Object.assign(new ViewerError('unreadable'), { status: 401 });
  if (!res.ok) throw new ViewerError('unreadable', `HTTP ${res.status}`);
  const bytes = await res.arrayBuffer();
  return { bytes, name, version, fileType: (fileType || extOf(name)).toLowerCase() };
}

/** Loads the file of the viewer's query; `attempt` starts again (retry). */
export function useViewerFile(q: ViewerQuery, attempt: number): State {
  const [state, setState] = useState<State>({ status: 'loading', name: q.name });
  const key = JSON.stringify(q);
  useEffect(() => {
    // The query by value (the caller builds a new object each render; every field is a string).
    const query = JSON.parse(key) as ViewerQuery;
    const ctrl = new AbortController();
    setState({ status: 'loading', name: query.name });
    load(query, ctrl.signal).then(
      (file) => !ctrl.signal.aborted && setState({ status: 'done', file }),
      (error: unknown) => !ctrl.signal.aborted && setState({ status: 'error', error, name: query.name }),
    );
    return () => ctrl.abort();
  }, [key, attempt]);
  return state;
}
