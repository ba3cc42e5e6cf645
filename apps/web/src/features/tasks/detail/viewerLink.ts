import type { LinkedAnnotation } from '@trestle/shared/task-schemas';
import { getAnnotation } from '../../annotations/api';
import { isViewerModel } from '../../files/fileKinds';
import { viewerHref as twoViewerHref } from '../../viewer2d/kinds';

// Where a linked annotation opens (docs/annotations.md "Viewer side"): models in the 3D viewer
// (/viewer?type=3d&modelId=<version>…), drawings, PDFs and images in the 2D one (/twoviewer…);
// `annotationId` in the address opens it with the drawer as soon as the viewer is ready.

/** The in-app address (hash route) of the viewer showing this annotation. */
export async function annotationAddress(projectId: string, a: LinkedAnnotation, projectName?: string | null): Promise<string> {
  if (isViewerModel({ type: a.fileType })) {
    // The link carries no version; the annotation knows the model version it was made on.
    const full = await getAnnotation({ projectId, projectFileId: a.projectFileId }, a.id);
    const q = new URLSearchParams({ type: '3d', modelId: full.versionId ?? '', fileId: a.projectFileId, projectId, annotationId: a.id });
    if (projectName) q.set('projectName', projectName);
    return `/viewer?${q.toString()}`;
  }
  return twoViewerHref({ projectId, fileId: a.projectFileId, name: a.fileName, annotationId: a.id, projectName: projectName ?? undefined });
}

/**
 * Opens the viewer in a new tab. The tab is opened before the address is known (a window opened
 * after an await is taken for a pop-up and blocked), then sent there.
 */
export async function openAnnotation(projectId: string, a: LinkedAnnotation, projectName?: string | null) {
  const w = window.open('', '_blank');
  try {
    const href = await annotationAddress(projectId, a, projectName);
    const url = `${window.location.pathname}${window.location.search}#${href}`;
    if (w) w.location.href = url;
    else window.location.hash = `#${href}`;
  } catch (e) {
    w?.close();
    throw e;
  }
}
