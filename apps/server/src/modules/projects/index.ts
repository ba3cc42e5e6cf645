// The public entry of the projects module: what other modules and the platform code may use.
export { projectGroups, projectMembers, projects, projectTypes } from './tables';
export { adoptFreeTextTypes } from './types';
export { seedDemoProjectTypes } from './type-seed';
export { getProjectRow, INSTALLED_APPS, projectsWithPermission } from './service';
export { registerProjectAppsFilter, type ProjectApp, type ProjectAppsFilter } from './app-hooks';
export { projectFacts } from './facts';
export { groupProjectsSeenBy } from './visible';
export { getGroup } from './groups';
export { leaveEnterpriseProjects, managedProjects } from './staff-links';
export { projectRoleHolders } from './role-assign';
export { belongsToEnterprise, enterprisesOfUserOrProjects } from './user-enterprises';
export { assignToProjects, changeMemberRole, removeMember } from './members';
export { type MemberRemovedHook, onMemberRemoved } from './member-hooks';
