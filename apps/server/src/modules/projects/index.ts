// The public entry of the projects module: what other modules and the platform code may use.
export { projectGroups, projectMembers, projects } from './tables';
export { getProjectRow, projectsWithPermission } from './service';
export { projectFacts } from './facts';
export { belongsToEnterprise, enterprisesOfUserOrProjects } from './user-enterprises';
export { assignToProjects, changeMemberRole, removeMember } from './members';
export { type MemberRemovedHook, onMemberRemoved } from './member-hooks';
