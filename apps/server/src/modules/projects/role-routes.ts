import type { FastifyInstance } from 'fastify';
import type { Lang } from '@trestle/shared';
import {
  platformAllRolesBody,
  platformRoleListBody,
  saveUserRolesBody,
  saveUsersRolesBody,
  updateUserRoleBody,
  userRolesBody,
} from '@trestle/shared/role-schemas';
import {
  platformRoleList as platformRoleListOut,
  roleGroups,
  staffGrants as staffGrantsOut,
  userRoles as userRolesOut,
  usersAssigned,
} from '@trestle/shared/role-responses';
import { noData } from '@trestle/shared/common-responses';
import type { AuthedCtx, Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { Errors } from '../../http/errors';
import { defineRoute, projectScopeFor } from '../../http/route';
import { getEnterpriseRow } from '../enterprise';
import { enterpriseScopeFor, roleAdminScope, type EnterpriseScope } from '../roles';
import { allRoleGroups, assignRole, platformRoleList, staffGrants, userRoles } from './role-assign';
import { updateMemberRole } from './members';

// Role assignment and the platform's role groups (docs/roles.md). Routed here, in the projects
// module, because they read and change project membership; roles sits below projects.

const RM = '/protected/role-mysql';

/**
 * The scope a person's roles are read in: anyone who sees the project or belongs to the
 * enterprise may read their own; another person's need the role administration right.
 */
async function readScope(ctx: AuthedCtx, s: { projectId?: string | null; enterpriseId?: string | null; userId?: string | null }) {
  const userId = s.userId || ctx.actor.userId;
  if (userId !== ctx.actor.userId) return { userId, scope: await roleAdminScope(ctx, s, projectScopeFor) };
  if (s.projectId) {
    const p = await projectScopeFor(ctx, s.projectId);
    return { userId, scope: { enterpriseId: p.enterpriseId, projectId: p.projectId } };
  }
  const e = await enterpriseScopeFor(ctx, s.enterpriseId);
  return { userId, scope: { enterpriseId: e.enterpriseId, projectId: null } };
}

/** The platform's role groups are for enterprise managers and system managers. */
async function managerScope(ctx: AuthedCtx & { enterprise: EnterpriseScope }) {
  if (!ctx.enterprise.isEnterpriseManager && !ctx.enterprise.isSystemManager) throw Errors.forbiddenKey('role.managerOnly');
  const e = await getEnterpriseRow(ctx.deps.db, ctx.enterprise.enterpriseId);
  return { enterpriseId: e.id, name: enterpriseName(e, ctx.lang) };
}

const enterpriseName = (e: { nameCn: string | null; nameEn: string | null }, lang: Lang) => (lang === 'zh' ? e.nameCn || e.nameEn : e.nameEn || e.nameCn) ?? '';

export function projectRoleRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/get-user-roles`,
    // One path for both scopes: readScope checks the project or the enterprise.
    access: { kind: 'user' },
    summary: "A person's roles in a project or an enterprise (default: the caller's)",
    input: userRolesBody,
    output: userRolesOut,
    handler: async (ctx, input) => {
      const { userId, scope } = await readScope(ctx, input);
      return userRoles(ctx.deps.db, scope, userId);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/get-staff-role-perssion`,
    access: { kind: 'user' },
    summary: "The grants a person may use in a project or an enterprise (default: the caller's)",
    input: userRolesBody,
    output: staffGrantsOut,
    handler: async (ctx, input) => {
      const { userId, scope } = await readScope(ctx, input);
      return staffGrants(ctx.deps, scope, userId);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/save-user-roles`,
    access: { kind: 'user' },
    summary: "Set one person's role in a project or an enterprise",
    input: saveUserRolesBody,
    output: usersAssigned,
    handler: async (ctx, input) =>
      withMsg(await assignRole(ctx.deps.db, await roleAdminScope(ctx, input, projectScopeFor), input.roleId, [input.userId]), 'role.assigned'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/save-users-roles`,
    access: { kind: 'user' },
    summary: 'Give one role to many people of a project or an enterprise, in one transaction',
    input: saveUsersRolesBody,
    output: usersAssigned,
    handler: async (ctx, input) =>
      withMsg(await assignRole(ctx.deps.db, await roleAdminScope(ctx, input, projectScopeFor), input.roleId, input.userIds), 'role.assigned'),
  });
  for (const url of ['/protected/user/update-user-role', '/protected/user/jm-update-user-role']) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: { kind: 'project', need: ['person', 'edit'] },
      summary: "Change one member's project role (the administrator role only by admins and managers)",
      input: updateUserRoleBody,
      output: noData,
      handler: (ctx, input) => updateMemberRole(ctx.deps, ctx.project, input.userId, input.roleId),
    });
  }
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/platform/get-all-roles',
    access: { kind: 'enterprise', need: ['enterprise', 'edit'] },
    summary: "Every role of the enterprise grouped: the enterprise's, then each project's",
    input: platformAllRolesBody,
    output: roleGroups,
    handler: async (ctx) => {
      const e = await managerScope(ctx);
      return allRoleGroups(ctx.deps.db, e.enterpriseId, e.name);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/platform/get-role-list',
    access: { kind: 'enterprise', need: ['enterprise', 'edit'] },
    summary: 'The roles of the enterprise and its projects, paged, searchable, by group',
    input: platformRoleListBody,
    output: platformRoleListOut,
    handler: async (ctx, input) => {
      const e = await managerScope(ctx);
      const r = await platformRoleList(ctx.deps.db, e.enterpriseId, e.name, input);
      return paged(r.list, r.total);
    },
  });
}
