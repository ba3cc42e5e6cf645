import { fileById, downloadUrl } from '../files/api';
import { DOC_TYPES, isOffice, isViewerModel, officeHref, opensInViewer, viewerHref as modelViewerHref } from '../files/fileKinds';
import { viewerHref } from '../viewer2d/kinds';

// Opens a project file where the file manager would (docs/issues.md "Meetings"): models in the
// 3D viewer, office documents on the office page, PDFs, drawings and images in the 2D viewer,
// text files as the browser shows them; anything else lands on the file in the file manager.
// Always a new tab: the meeting stays where it was.

export interface FileRef {
  id: string;
  name: string;
  fileType: string | null;
}

/** The in-app address (hash route) of the file's viewer, or null for text files (opened by URL). */
export async function fileAddress(projectId: string, f: FileRef, projectName?: string | null): Promise<string | null> {
  const type = (f.fileType ?? '').toLowerCase();
  if (isViewerModel({ type })) {
    // A model is opened at its current version (the list's modelId; this call's versionId).
    const item = await fileById(projectId, f.id);
    if (item.versionId) return modelViewerHref({ _id: item._id, modelId: item.versionId }, projectId, projectName);
  }
  if (isOffice({ type })) return officeHref({ projectId, fileId: f.id, name: f.name, projectName });
  if (opensInViewer({ type })) return viewerHref({ projectId, fileId: f.id, name: f.name, projectName: projectName ?? undefined });
  if (DOC_TYPES.has(type)) return null;
  const q = new URLSearchParams({ projectId, projectFileId: f.id });
  if (projectName) q.set('projectName', projectName);
  return `/project-files?${q.toString()}`;
}

/** Opens the file in a new tab (opened before any await, else it is taken for a pop-up). */
export async function openProjectFile(projectId: string, f: FileRef, projectName?: string | null) {
  const w = window.open('', '_blank');
  try {
    const href = await fileAddress(projectId, f, projectName);
    const url = href ? `${window.location.pathname}${window.location.search}#${href}` : (await downloadUrl(projectId, f.id, { inline: true })).url;
    if (w) w.location.href = url;
    else window.location.href = url;
  } catch (e) {
    w?.close();
    throw e;
  }
}
