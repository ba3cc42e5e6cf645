import type { ProjectDataStep } from '../project-data';
import { nodeAcls } from './tables';

/** What the permissions module holds of a project: deleted with it (modules/project-data.ts). */
export const permissionsProjectData: ProjectDataStep = { tables: [nodeAcls] };
