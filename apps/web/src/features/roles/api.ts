import { contracts } from '@trestle/shared/contracts';
import type { RoleWithHolders } from '@trestle/shared/role-responses';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { areaSwitch } from '../../api/area';

// Role administration and assignment shared by the project configuration, staff management and
// the platform page (docs/roles.md, spec 3 §6). Contracts: packages/shared/src/contracts-role.ts.

/** Where roles live: a project's, or the enterprise's of the session. */
export type RoleScope = { kind: 'project'; projectId: string } | { kind: 'enterprise' };

/** A role as a dialog needs it (project and enterprise roles, with or without holder counts). */
export interface RoleLike {
  id: string;
  name: string;
  remark: string | null;
  builtIn: string | null;
  defaultLevel: number;
}
export type { RoleWithHolders };

export const roleKeys = {
  /** The enterprise's roles with their holders (get-role-list). */
  enterprise: () => ['enterprise-roles'] as const,
  holders: (roleId: string) => ['role-holders', roleId] as const,
  platformGroups: (enterpriseId: string) => ['platform-role-groups', enterpriseId] as const,
  platformList: (body: PlatformRoleQuery) => ['platform-roles', body] as const,
};

/**
 * The role calls of an area: the one place that knows their JM alternates (jm-get-role-list,
 * jm-update-user-role). The others have none and are the same everywhere.
 */
export function rolePaths(area: string | undefined) {
  const { jm, pick } = areaSwitch(area);
  return {
    jm,
    enterpriseRoles: pick(contracts.enterpriseRoleList, contracts.jmEnterpriseRoleList),
    updateUserRole: pick(contracts.updateUserRole, contracts.jmUpdateUserRole),
  };
}
export type RolePaths = ReturnType<typeof rolePaths>;

export function roleApi(paths: RolePaths) {
  return {
    /** The enterprise's roles with holder counts, highest level first. */
    enterpriseRoles: () => callRoute(paths.enterpriseRoles, {}),
    /** One project member's role (person:edit in the project). */
    updateUserRole: (projectId: string, userId: string, roleId: string) => callRoute(paths.updateUserRole, { projectId, userId, roleId }),
  };
}
export type RoleApi = ReturnType<typeof roleApi>;
/** The role calls of an area (for useAreaApi). */
export const roleApiOf = (area: string) => roleApi(rolePaths(area));

export interface RoleFields {
  name: string;
  remark: string | null;
  defaultLevel?: number;
}

/** Creates a role in the scope (grants copied from its member or staff role), or updates `roleId`. */
export function saveRole(scope: RoleScope, fields: RoleFields, roleId?: string) {
  if (scope.kind === 'project') {
    const body = { ...fields, projectId: scope.projectId };
    return roleId ? callRoute(contracts.updateRole, { ...body, roleId }) : callRoute(contracts.addRole, body);
  }
  return roleId ? callRoute(contracts.updateCompanyRole, { ...fields, roleId }) : callRoute(contracts.addCompanyRole, fields);
}

/** Deletes a role of either scope; `moveTo` takes its holders (needed while anyone holds it). */
export const deleteRole = (roleId: string, moveTo?: string) => callRoute(contracts.deleteRole, { roleId, moveTo });
export const roleHolders = async (roleId: string) => (await callRoute(contracts.dataRole, { roleId })).holders;

/**
 * Gives one role to the people of the scope: save-user-roles for one, save-users-roles for many
 * (one transaction: all or nobody). Resolves to the server's message.
 */
export async function assignRole(scope: RoleScope, roleId: string, userIds: string[]) {
  const where = scope.kind === 'project' ? { projectId: scope.projectId } : {};
  const env =
    userIds.length === 1
      ? await callRouteEnvelope(contracts.saveUserRoles, { ...where, roleId, userId: userIds[0] })
      : await callRouteEnvelope(contracts.saveUsersRoles, { ...where, roleId, userIds });
  return env.msg;
}

/** The platform role list's filters: the enterprise, a group ('enterprise' or a project id), a name, the page. */
export interface PlatformRoleQuery {
  enterpriseId: string;
  groupId: string | null;
  name: string | null;
  pageNum: number;
  pageSize: number;
}

/** The role groups of an enterprise: its own roles, then each project's (managers and system managers). */
export const platformRoleGroups = (enterpriseId: string) => callRoute(contracts.platformAllRoles, { enterpriseId });

/** The roles of an enterprise and its projects, by group and name, paged (total from pageTotal). */
export async function platformRoles(body: PlatformRoleQuery) {
  const env = await callRouteEnvelope(contracts.platformRoleList, body);
  return { list: env.data.list, total: env.pageTotal ?? env.data.total };
}
