import { eq } from 'drizzle-orm';
import type { ProjectDataStep } from '../project-data';
import { fileContacts, fileMetaExtensions, fileMetaFields, fileMetaTemplates, fileMetaValues } from './meta/tables';
import { orphanAllUnreferenced } from './storage/content';
import { cancelSession } from './upload/resumable';
import { downloadHistory, downloadTickets, fileLabels, fileNodes, filePacks, fileVersions, uploadSessions } from './tables';

/**
 * What the files module holds of a project (modules/project-data.ts). Its step runs last: the
 * other modules' rows point at files. Then the content nothing points at any more is marked for
 * the blob housekeeping, which deletes the bytes a day later; after the commit, resumable uploads
 * into the project are given up with their partial files (a file landing later would have no
 * project to live in).
 */
export const filesProjectData: ProjectDataStep = {
  tables: [
    fileContacts,
    fileMetaValues,
    fileMetaExtensions,
    fileMetaFields,
    fileMetaTemplates,
    downloadHistory,
    downloadTickets,
    filePacks,
    fileVersions,
    fileNodes,
    fileLabels,
  ],
  inTx: (tx, _projectId, now) => orphanAllUnreferenced(tx, now),
  afterCommit: async (deps, projectId) => {
    const open = await deps.db.select().from(uploadSessions).where(eq(uploadSessions.projectId, projectId));
    for (const s of open) await cancelSession(deps, s);
  },
};
