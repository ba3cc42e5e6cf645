import { ENTERPRISE_MODULES, PERMISSION_MODULES, type PermissionAction, type PermissionModule } from '@trestle/shared';

// Who may do what, as pure functions over facts loaded by service.ts (testable without a db).

export interface AccessFacts {
  isSystemManager: boolean;
  /** enterprise_edit permission and userLevel 0 (spec 1 §6). */
  isEnterpriseManager: boolean;
  isEnterpriseMember: boolean;
  isProjectMember: boolean;
  isProjectAdmin: boolean;
  /** Granted "module:action" keys from the caller's project role and enterprise role. */
  permissions: ReadonlySet<string>;
}

export const permissionKey = (module: string, action: string) => `${module}:${action}`;

/** May the caller see the project at all? */
export function canSeeProject(f: AccessFacts): boolean {
  if (f.isSystemManager || f.isEnterpriseManager || f.isProjectMember) return true;
  return f.isEnterpriseMember && f.permissions.has(permissionKey('enterprise', 'view_all_projects'));
}

/** May the caller perform module:action in the project? Admins and managers may do everything. */
export function canInProject<M extends PermissionModule>(f: AccessFacts, module: M, action: PermissionAction<M>): boolean {
  if (!canSeeProject(f)) return false;
  if (f.isSystemManager || f.isEnterpriseManager || f.isProjectAdmin) return true;
  if (!f.isProjectMember) return module === 'project' && action === 'enter';
  return f.permissions.has(permissionKey(module, action));
}

/** May the caller perform module:action at enterprise level? */
export function canInEnterprise<M extends PermissionModule>(
  f: Omit<AccessFacts, 'isProjectMember' | 'isProjectAdmin'>,
  module: M,
  action: PermissionAction<M>,
): boolean {
  if (f.isSystemManager || f.isEnterpriseManager) return true;
  if (!f.isEnterpriseMember) return false;
  return f.permissions.has(permissionKey(module, action));
}

/**
 * Built-in roles that may do everything on their side; their grants are never reduced (a
 * project admin may do everything anyway; taking enterprise:edit from the manager role would end
 * every manager's manager status).
 */
export function isFixedRole(builtIn: string | null | undefined): boolean {
  return builtIn === 'project_admin' || builtIn === 'enterprise_manager';
}

export function isEnterpriseManager(userLevel: number, permissions: ReadonlySet<string>): boolean {
  return userLevel === 0 && permissions.has(permissionKey('enterprise', 'edit'));
}

/**
 * Every module:action the caller may perform in the project, by canInProject (enterprise
 * actions left out): the project info sends this list so the web shows what the server allows.
 */
export function projectGrants(f: AccessFacts): string[] {
  const modules = (Object.keys(PERMISSION_MODULES) as PermissionModule[]).filter((m) => m !== 'enterprise');
  return modules.flatMap((m) => PERMISSION_MODULES[m].filter((a) => canInProject(f, m, a)).map((a) => permissionKey(m, a)));
}

/**
 * Every module:action of the enterprise's modules the caller may perform there, by
 * canInEnterprise (managers and system managers: all of them): the enterprise information sends
 * this list so the web shows exactly what the server allows, as projectGrants does for a project.
 */
export function enterpriseGrants(f: Omit<AccessFacts, 'isProjectMember' | 'isProjectAdmin'>): string[] {
  return ENTERPRISE_MODULES.flatMap((m) => PERMISSION_MODULES[m].filter((a) => canInEnterprise(f, m, a)).map((a) => permissionKey(m, a)));
}
