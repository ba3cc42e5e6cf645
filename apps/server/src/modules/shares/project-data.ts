import type { ProjectDataStep } from '../project-data';
import { shareLinks } from './tables';

/** What the shares module holds of a project: deleted with it (modules/project-data.ts). */
export const sharesProjectData: ProjectDataStep = { tables: [shareLinks] };
