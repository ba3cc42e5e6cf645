import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { createGroupBody, permissionModeBody, projectListBody, projectRolePermissionBody, updateProjectBody } from '@trestle/shared/schemas';

import type { PersonRef, ProjectMember, RoleWithGrants } from '@trestle/shared/project-responses';

// The project list, groups, members, roles and joining (spec 3 §3; paths as in endpoints.tsv).
// The project's own info is shared by every feature: src/api/project.ts.

export const projectsKeys = {
  /** Every project list (the list's pages and the groups); invalidated after a change. */
  all: ['projects'] as const,
  list: (body: ProjectListBody) => ['projects', body] as const,
  groups: () => ['projects', 'groups'] as const,
  group: (groupId: string | undefined) => ['group', groupId] as const,
  apps: (projectId: string) => ['project-apps', projectId] as const,
  roles: (projectId: string) => ['project-roles', projectId] as const,
  members: (projectId: string, page: number) => ['project-members', projectId, page] as const,
  /** Every page of the members (their role names change with the roles). */
  allMembers: (projectId: string) => ['project-members', projectId] as const,
  enterpriseUsers: (search: string) => ['enterprise-users', search] as const,
  byCode: (code: string) => ['query-project', code] as const,
};

/** The list's filters and page (the server's schema). */
export type ProjectFields = Omit<z.input<typeof updateProjectBody>, 'projectId'>;
/** The group form's fields (the server's schema). */
export type GroupFields = z.input<typeof createGroupBody>;
export type ProjectListBody = z.input<typeof projectListBody>;

export function listProjects(body: ProjectListBody) {
  return callRoute(contracts.getAllProjectsMapV1, body);
}

/** Creates the project, or updates it when `editing`. */
export function saveProject(body: Omit<z.input<typeof updateProjectBody>, 'projectId'> & { projectId?: string }): Promise<{ id: string }> {
  const { projectId, ...fields } = body;
  return projectId ? callRoute(contracts.updateProject, { ...fields, projectId }) : callRoute(contracts.createProject, fields);
}

export function deleteProject(projectId: string, projectName: string) {
  return callRoute(contracts.deleteProject, { projectId, projectName });
}

export function projectApps(projectId: string) {
  return callRoute(contracts.getProjectAppList, { projectId });
}

/** Who sees the project's files by default: 'public' or 'default' (by role). */
export type PermissionMode = z.input<typeof permissionModeBody>['permissionMode'];

export function updatePermissionMode(projectId: string, permissionMode: PermissionMode) {
  return callRoute(contracts.updatePermissionMode, { projectId, permissionMode });
}

export function getProjectGroup(groupId: string) {
  return callRoute(contracts.getProjectGroup, { groupId });
}

/** Creates the group, or updates it when `editing`. */
export function saveProjectGroup(body: z.input<typeof createGroupBody> & { groupId?: string }) {
  const { groupId, ...fields } = body;
  return groupId ? callRoute(contracts.updateProjectGroup, { ...fields, groupId }) : callRoute(contracts.createProjectGroup, fields);
}

export function deleteProjectGroup(groupId: string) {
  return callRoute(contracts.deleteProjectGroup, { groupId });
}

/** A project role with its grants (the server's schema, packages/shared project-responses.ts). */
export type ProjectRole = RoleWithGrants;

export function projectRoles(projectId: string) {
  return callRoute(contracts.getProjectRoles, { projectId });
}

export function updateRolePermissions(projectId: string, roleId: string, permissions: z.input<typeof projectRolePermissionBody>['permissions']) {
  return callRoute(contracts.updateProjectRolePermission, { projectId, roleId, permissions });
}

/** A member row (the server's schema, packages/shared project-responses.ts). */
export type Member = ProjectMember;

export function projectMembers(projectId: string, pageNum: number) {
  return callRoute(contracts.getProjectMembers, { projectId, pageNum, pageSize: 10 });
}

export function removeMember(projectId: string, userId: string) {
  return callRoute(contracts.removeMember, { projectId, userId });
}

/** A user of the enterprise picker (the server's schema). */
export type EnterpriseUser = PersonRef;

export function enterpriseUsers(search: string) {
  return callRoute(contracts.userLists, { pageNum: 1, pageSize: 50, name: search || undefined });
}

export function addProjectUsers(projectId: string, userIds: string[]) {
  return callRoute(contracts.inviteUser, { projectId, userIds });
}

/** Mails invitations; resolves to the server's msg (who was invited). */
export async function inviteByEmail(projectId: string, emails: string) {
  return (await callRouteEnvelope(contracts.inviteUserToProject, { projectId, emails })).msg;
}

export interface FoundProject {
  projectId: string;
  name: string;
  enterpriseName: string;
}

/** The project a join code opens (no session needed). */
export function projectByCode(code: string) {
  return callRoute(contracts.queryProject, { code });
}

export function joinProject(code: string) {
  return callRoute(contracts.joinProject, { code });
}
