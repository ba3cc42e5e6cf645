import type { ProjectDataStep } from '../project-data';
import { annotations, comments } from './tables';

/** What the annotations module holds of a project: deleted with it (modules/project-data.ts). */
export const annotationsProjectData: ProjectDataStep = { tables: [comments, annotations] };
