import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Deps } from '../http/context';
import {
  downloadHistory,
  downloadTickets,
  fileLabels,
  fileNodes,
  filePacks,
  fileVersions,
  uploadSessions,
  fileContacts,
  fileMetaExtensions,
  fileMetaFields,
  fileMetaTemplates,
  fileMetaValues,
  orphanAllUnreferenced,
  cancelSession,
} from './files';
import { nodeAcls } from './permissions';
import { shareLinks } from './shares';
import { cabinetDrawings, cabinets } from './cabinets';
import { iotDevices, iotRepairs, iotSettings } from './iot';
import { annotations, comments } from './annotations';
import { compositeLinks } from './linked-drawings';
import { modelTaskLinks, taskBoards, tasks } from './tasks';
import { projectTasks, taskCategories } from './task-register';
import { discussions, issues, meetings } from './issues';
import { approvals } from './approvals';
import { deleteProjectNotices } from './notifications';

type ProjectTable = PgTable & { projectId: PgColumn };

/**
 * Every table outside the projects module whose rows belong to one project, by module. Their
 * child rows (versions' conversions, swimlanes, replies, approvers …) go by their foreign keys'
 * cascades. The modules hold no foreign key to projects (they are deployed as one schema but
 * own their tables), so a project's deletion deletes these explicitly; project-data.test.ts
 * fails when a table with a project_id column is missing here.
 */
export const PROJECT_TABLES: readonly ProjectTable[] = [
  // approvals, issues, tasks, composite links and annotations point at files: they go first so
  // nothing is left to a set-null half state while the transaction runs.
  approvals,
  issues,
  meetings,
  discussions,
  modelTaskLinks,
  tasks,
  taskBoards,
  projectTasks,
  taskCategories,
  compositeLinks,
  comments,
  annotations,
  cabinetDrawings,
  cabinets,
  shareLinks,
  nodeAcls,
  iotRepairs,
  iotDevices,
  iotSettings,
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
];

/**
 * Deletes what the modules hold of a project and the notices about it, inside the caller's
 * transaction (the one that deletes the project row), and marks the content no one points at any more for the blob
 * housekeeping, which deletes the bytes a day later.
 */
export async function deleteProjectData(tx: Tx, projectId: string, now: Date) {
  for (const t of PROJECT_TABLES) await tx.delete(t).where(eq(t.projectId, projectId));
  await deleteProjectNotices(tx, projectId);
  await orphanAllUnreferenced(tx, now);
}

/**
 * After the deletion committed: resumable uploads into the project are given up with their
 * partial files (a file landing later would have no project to live in).
 */
export async function dropProjectUploads(deps: Deps, projectId: string) {
  const open = await deps.db.select().from(uploadSessions).where(eq(uploadSessions.projectId, projectId));
  for (const s of open) await cancelSession(deps, s);
}
