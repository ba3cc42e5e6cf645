import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** /project-files query (spec 2 §2): projectId, commentId, projectFileId, projectName, currentFolder. */
export function useFilesLocation() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const currentFolder = params.get('currentFolder') || null;
  const openFolder = useCallback(
    (folderId: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (folderId) next.set('currentFolder', folderId);
        else next.delete('currentFolder');
        // A deep link to a file is used once; browsing elsewhere drops it.
        next.delete('projectFileId');
        return next;
      }),
    [setParams],
  );
  return {
    projectId,
    projectName: params.get('projectName') ?? '',
    currentFolder,
    projectFileId: params.get('projectFileId') || null,
    commentId: params.get('commentId') || null,
    openFolder,
  };
}

/** The address of a folder of the file manager (breadcrumbs, links). */
export function filesHref(projectId: string, projectName: string, folderId: string | null): string {
  const q = new URLSearchParams({ projectId });
  if (projectName) q.set('projectName', projectName);
  if (folderId) q.set('currentFolder', folderId);
  return `/project-files?${q.toString()}`;
}
