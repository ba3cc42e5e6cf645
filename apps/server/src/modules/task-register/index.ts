// The public entry of the task-register module: what other modules and the platform code may use.
export { projectTasks, taskCategories } from './tables';
export { taskRegisterProjectData } from './project-data';
