import type { z } from 'zod';
import { contracts } from '@trestle/shared/contracts';
import { post, postEnvelope, type PagedData } from '../../api/client';
import { callRoute } from '../../api/callRoute';
import type { Project, ProjectGroup } from '../../api/project';
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
  roleHolders: (roleId: string) => ['role-holders', roleId] as const,
  members: (projectId: string, page: number) => ['project-members', projectId, page] as const,
  /** Every page of the members (their role names change with the roles). */
  allMembers: (projectId: string) => ['project-members', projectId] as const,
  enterpriseUsers: (search: string) => ['enterprise-users', search] as const,
  byCode: (code: string) => ['query-project', code] as const,
};

export interface ProjectListBody {
  pageNum: number;
  pageSize: number;
  name?: string;
  region?: string;
  projectStatus?: string;
  groupId?: string;
  startTime?: string;
  endTime?: string;
}

export function listProjects(body: ProjectListBody) {
  return post<PagedData<Project> & { groups: ProjectGroup[] }>('/protected/get-all-projects-map-v1', body);
}

/** Creates the project, or updates it when `editing`. */
export function saveProject(editing: boolean, body: object) {
  return post<Project>(editing ? '/protected/project/update-project' : '/protected/project/create-project', body);
}

export function deleteProject(projectId: string, projectName: string) {
  return post('/protected/project/delete-project', { projectId, projectName });
}

export function projectApps(projectId: string) {
  return post<{ key: string; route: string }[]>('/protected/project/get-project-app-list', { projectId });
}

export function updatePermissionMode(projectId: string, permissionMode: string) {
  return post('/protected/project/update-permission-mode', { projectId, permissionMode });
}

export function getProjectGroup(groupId: string | undefined) {
  return post<ProjectGroup>('/protected/project/get-project-group', { groupId });
}

/** Creates the group, or updates it when `editing`. */
export function saveProjectGroup(editing: boolean, body: object) {
  return post(editing ? '/protected/project/update-project-group' : '/protected/project/create-project-group', body);
}

export function deleteProjectGroup(groupId: string | undefined) {
  return post('/protected/project/delete-project-group', { groupId });
}

/** A project role with its grants (the server's schema, packages/shared project-responses.ts). */
export type ProjectRole = RoleWithGrants;

export function projectRoles(projectId: string) {
  return post<ProjectRole[]>('/protected/project/get-project-roles', { projectId });
}

export function updateRolePermissions(projectId: string, roleId: string, permissions: unknown) {
  return post('/protected/project/update-project-role-permission', { projectId, roleId, permissions });
}

/** A member row (the server's schema, packages/shared project-responses.ts). */
export type Member = ProjectMember;

export function projectMembers(projectId: string, pageNum: number) {
  return post<PagedData<Member>>('/protected/project/get-project-members', { projectId, pageNum, pageSize: 10 });
}

export function updateMemberRole(projectId: string, userId: string, roleId: string) {
  return post('/protected/project/update-member-role', { projectId, userId, roleId });
}

export function removeMember(projectId: string, userId: string) {
  return post('/protected/project/remove-member', { projectId, userId });
}

/** A user of the enterprise picker (the server's schema). */
export type EnterpriseUser = PersonRef;

export function enterpriseUsers(search: string) {
  return post<PagedData<EnterpriseUser>>('/account/user/lists', { pageNum: 1, pageSize: 50, name: search || undefined });
}

export function addProjectUsers(projectId: string, userIds: string[]) {
  return post('/protected/project-level/invite-user', { projectId, userIds });
}

/** Mails invitations; resolves to the server's msg (who was invited). */
export async function inviteByEmail(projectId: string, emails: string) {
  return (await postEnvelope('/protected/invite-user-to-project', { projectId, emails })).msg;
}

export interface FoundProject {
  projectId: string;
  name: string;
  enterpriseName: string;
}

/** The project a join code opens (no session needed). */
export function projectByCode(code: string) {
  return post<FoundProject>('/public/project/query-project', { code });
}

export function joinProject(code: string) {
  return post<{ projectId: string }>('/protected/project/join-project', { code });
}

/** Creating, renaming and deleting project roles (docs/roles.md; contracts in packages/shared). */
export const addProjectRole = (body: z.input<typeof contracts.addRole.input>) => callRoute(contracts.addRole, body);
export const updateProjectRole = (body: z.input<typeof contracts.updateRole.input>) => callRoute(contracts.updateRole, body);
export const deleteProjectRole = (roleId: string, moveTo?: string) => callRoute(contracts.deleteRole, { roleId, moveTo });
export const roleHolders = async (roleId: string) => (await callRoute(contracts.dataRole, { roleId })).holders;
