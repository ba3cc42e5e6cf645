// The public entry of the staff module (an enterprise's departments and staff): what other
// modules and the platform code may use.
export { departmentMembers, departments } from './tables';
