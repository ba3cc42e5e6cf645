import type { FastifyInstance } from 'fastify';
import {
  addCompanyRoleBody,
  addRoleBody,
  deleteRoleBody,
  enterpriseRoleListBody,
  roleIdBody,
  roleScopeBody,
  updateCompanyRoleBody,
  updateRoleBody,
} from '@trestle/shared/role-schemas';
import { roleDeleted, roleList, rolePower as rolePowerOut, roleWithHolders } from '@trestle/shared/role-responses';
import type { Deps } from '../../http/context';
import { withMsg } from '../../http/envelope';
import { defineRoute, projectScopeFor } from '../../http/route';
import { administeredRole, enterpriseRoleScope, projectRoleScope, roleAdminScope } from './access';
import { addRole, dataRole, deleteRole, rolePower, rolesWithHolders, updateRole } from './admin';

const UM = '/protected/user-management';
const RM = '/protected/role-mysql';

/** Creating, editing, deleting and reading project and enterprise roles (docs/roles.md). */
export function roleAdminRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/add-role`,
    access: { kind: 'project', need: ['project', 'permission'] },
    summary: 'Create a project role (grants copied from the member role or copyFrom)',
    input: addRoleBody,
    output: roleWithHolders,
    handler: async (ctx, input) => withMsg(await addRole(ctx.deps.db, projectRoleScope(ctx.project), input), 'role.added'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/update-role`,
    access: { kind: 'project', need: ['project', 'permission'] },
    summary: 'Rename a project role, change its remark and level',
    input: updateRoleBody,
    output: roleWithHolders,
    handler: async (ctx, input) => withMsg(await updateRole(ctx.deps.db, projectRoleScope(ctx.project), input.roleId, input), 'role.updated'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/add-company-role`,
    access: { kind: 'enterprise', need: ['enterprise', 'permission'] },
    summary: 'Create an enterprise role (grants copied from the staff role or copyFrom)',
    input: addCompanyRoleBody,
    output: roleWithHolders,
    handler: async (ctx, input) => withMsg(await addRole(ctx.deps.db, enterpriseRoleScope(ctx.enterprise), input), 'role.added'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/update-company-role`,
    access: { kind: 'enterprise', need: ['enterprise', 'permission'] },
    summary: 'Rename an enterprise role, change its remark and level',
    input: updateCompanyRoleBody,
    output: roleWithHolders,
    handler: async (ctx, input) => withMsg(await updateRole(ctx.deps.db, enterpriseRoleScope(ctx.enterprise), input.roleId, input), 'role.updated'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/delete-role`,
    // One path for both scopes: administeredRole checks project:permission or enterprise:permission.
    access: { kind: 'user' },
    summary: 'Delete a role; its holders move to moveTo (refused for built-in roles)',
    input: deleteRoleBody,
    output: roleDeleted,
    handler: async (ctx, input) => {
      const { role, scope } = await administeredRole(ctx, input.roleId, projectScopeFor);
      return withMsg(await deleteRole(ctx.deps.db, scope, role, input.moveTo), 'role.deleted');
    },
  });
  for (const url of ['/protected/enterprise/get-role-list', '/protected/enterprise/jm-get-role-list']) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: { kind: 'enterprise', need: ['enterprise', 'permission'] },
      summary: 'Enterprise roles with holder counts, highest defaultLevel first',
      input: enterpriseRoleListBody,
      output: roleList,
      handler: (ctx) => rolesWithHolders(ctx.deps.db, { enterpriseId: ctx.enterprise.enterpriseId, projectId: null }),
    });
  }
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/get-role`,
    access: { kind: 'user' },
    summary: "A project's (projectId) or an enterprise's roles with holder counts",
    input: roleScopeBody,
    output: roleList,
    handler: async (ctx, input) => rolesWithHolders(ctx.deps.db, await roleAdminScope(ctx, input, projectScopeFor)),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/get-data-role`,
    access: { kind: 'user' },
    summary: 'One role with its grants',
    input: roleIdBody,
    output: roleWithHolders,
    handler: async (ctx, input) => dataRole(ctx.deps.db, (await administeredRole(ctx, input.roleId, projectScopeFor)).role),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${RM}/get-role-power`,
    access: { kind: 'user' },
    summary: "A role's grants as a module × action table over the catalogue",
    input: roleIdBody,
    output: rolePowerOut,
    handler: async (ctx, input) => rolePower(ctx.deps.db, (await administeredRole(ctx, input.roleId, projectScopeFor)).role),
  });
}
