import { fileById } from '../files/api';
import type { FileItem } from '../files/types';
import { storedGrant, viewShared } from '../share/api';

/** What /h5Viewer needs to know about its file before choosing a viewer. */
export interface H5Query {
  projectFileId: string;
  projectId: string;
  projectName: string;
  linkId: string;
  isShare: boolean;
  annotationId: string;
  name: string;
}

export class NeedGrant extends Error {}

/** The file item: a member asks the project, a share visitor the link (with its grant). */
export async function h5File(q: H5Query): Promise<FileItem> {
  if (q.linkId) {
    const grant = storedGrant(q.linkId);
    if (!grant) throw new NeedGrant('needGrant');
    return (await viewShared(q.linkId, grant, q.projectFileId)).file;
  }
  return fileById(q.projectId, q.projectFileId);
}

export const h5Keys = { file: (q: H5Query) => ['h5-file', q] as const };
