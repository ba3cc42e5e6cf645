import type { ProjectDataStep } from '../project-data';
import { deleteProjectNotices } from './service';

/** The notices about a project's tasks, issues and approvals go with it (modules/project-data.ts). */
export const notificationsProjectData: ProjectDataStep = { inTx: (tx, projectId) => deleteProjectNotices(tx, projectId) };
