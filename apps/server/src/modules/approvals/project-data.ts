import type { ProjectDataStep } from '../project-data';
import { approvals } from './tables';

/** What the approvals module holds of a project: deleted with it (modules/project-data.ts). */
export const approvalsProjectData: ProjectDataStep = { tables: [approvals] };
