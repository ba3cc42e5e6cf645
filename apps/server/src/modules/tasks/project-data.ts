import type { ProjectDataStep } from '../project-data';
import { modelTaskLinks, taskBoards, tasks } from './tables';

/** What the tasks module holds of a project: deleted with it (modules/project-data.ts). */
export const tasksProjectData: ProjectDataStep = { tables: [modelTaskLinks, tasks, taskBoards] };
