import type { ProjectDataStep } from '../project-data';
import { cabinetDrawings, cabinets } from './tables';

/** What the cabinets module holds of a project: deleted with it (modules/project-data.ts). */
export const cabinetsProjectData: ProjectDataStep = { tables: [cabinetDrawings, cabinets] };
