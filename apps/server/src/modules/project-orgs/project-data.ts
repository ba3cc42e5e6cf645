import type { ProjectDataStep } from '../project-data';
import { projectOrgMembers, projectOrgs } from './tables';

/** What the project-orgs module holds of a project: deleted with it (modules/project-data.ts). */
export const projectOrgsProjectData: ProjectDataStep = { tables: [projectOrgMembers, projectOrgs] };
