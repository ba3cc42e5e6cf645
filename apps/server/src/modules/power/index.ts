// The public entry of the power module (the permission matrix and its overrides): what the
// platform code may use.
export { departmentIdsOf } from './departments';
export { powerProjectData } from './project-data';
