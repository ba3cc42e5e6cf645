import type { ProjectDataStep } from '../project-data';
import { permissionOverrides } from '../roles';

/** A project's overrides (the table lives in the roles module): deleted with the project (modules/project-data.ts). */
export const powerProjectData: ProjectDataStep = { tables: [permissionOverrides] };
