// The public entry of the project-orgs module: what other modules and the platform code may use.
export { projectOrgMembers, projectOrgs } from './tables';
export { projectOrgsProjectData } from './project-data';
export { dropMemberOrgs } from './service';
