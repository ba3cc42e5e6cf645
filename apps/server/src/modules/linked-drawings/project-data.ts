import type { ProjectDataStep } from '../project-data';
import { compositeLinks } from './tables';

/** What the linked-drawings module holds of a project: deleted with it (modules/project-data.ts). */
export const linkedDrawingsProjectData: ProjectDataStep = { tables: [compositeLinks] };
