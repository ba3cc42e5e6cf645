import type { ProjectDataStep } from '../project-data';
import { projectTasks, taskCategories } from './tables';

/** What the task-register module holds of a project: deleted with it (modules/project-data.ts). */
export const taskRegisterProjectData: ProjectDataStep = { tables: [projectTasks, taskCategories] };
