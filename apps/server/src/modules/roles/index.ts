// The public entry of the roles module: what other modules and the platform code may use.
export { permissionOverrides, rolePermissions, roles } from './tables';
export { dropOverridesOf, overrideGrantsSql, registerDepartmentsOf } from './overrides';
export { canInEnterprise, canInProject, canSeeProject, isEnterpriseManager, isFixedRole, permissionKey, projectGrants } from './policy';
export {
  builtInGrants,
  builtInRoleId,
  createEnterpriseRoles,
  createProjectRoles,
  enterpriseFacts,
  grantsSql,
  type EnterpriseScope,
  listRoles,
  type ProjectScope,
  setRolePermissions,
} from './service';
export { holderCounts, type ProjectRoleHolders, registerProjectRoleHolders } from './holders';
export { enterpriseRoleScope, enterpriseScopeFor, projectRoleScope, roleAdminScope, type ProjectScopeLoader, type RoleScope } from './access';
export { rolesWithHolders } from './admin';
