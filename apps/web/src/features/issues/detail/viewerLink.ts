import type { IssueSummary } from '@trestle/shared/issue-schemas';
import { openAnnotation } from '../../tasks/detail/viewerLink';
import { isViewerModel, opensInViewer, viewerHref as modelViewerHref } from '../../files/fileKinds';
import { viewerHref as twoViewerHref } from '../../viewer2d/kinds';

// "Open in viewer" of the issue's drawing/model reference, as the task detail opens a linked
// annotation (tasks/detail/viewerLink.ts): annotationId in the address makes the viewer restore
// that annotation's view as soon as it is ready.

/** Whether the reference can be opened: an annotation always; a bare model at its current version; a bare file the 2D viewer reads. */
export function canOpenReference(issue: Pick<IssueSummary, 'file' | 'annotation'>): boolean {
  if (!issue.file) return false;
  if (issue.annotation) return true;
  const type = issue.file.fileType ?? '';
  return isViewerModel({ type }) ? !!issue.file.versionId : opensInViewer({ type });
}

/** Opens the reference in a new tab. */
export async function openReference(projectId: string, issue: Pick<IssueSummary, 'file' | 'annotation'>, projectName?: string | null) {
  const file = issue.file;
  if (!file) return;
  if (issue.annotation) {
    const a = {
      id: issue.annotation.id,
      name: issue.annotation.name,
      projectFileId: file.id,
      fileName: file.name,
      fileType: file.fileType ?? '',
      type: '',
      img: null,
    };
    await openAnnotation(projectId, a, projectName);
    return;
  }
  const href = isViewerModel({ type: file.fileType ?? '' })
    ? modelViewerHref({ _id: file.id, modelId: file.versionId }, projectId, projectName)
    : twoViewerHref({ projectId, fileId: file.id, name: file.name, projectName: projectName ?? undefined });
  window.open(`${window.location.pathname}${window.location.search}#${href}`, '_blank');
}
