import type { ProjectDataStep } from '../project-data';
import { projectHomeAppChoices } from './tables';

/** A project's home choice goes with the project. */
export const appStoreProjectData: ProjectDataStep = { tables: [projectHomeAppChoices] };
