import type { ProjectDataStep } from '../project-data';
import { discussions, issues, meetings } from './tables';

/** What the issues module holds of a project: deleted with it (modules/project-data.ts). */
export const issuesProjectData: ProjectDataStep = { tables: [issues, meetings, discussions] };
