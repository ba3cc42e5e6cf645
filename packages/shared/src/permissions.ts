// Permission modules and actions (spec 1 §6, spec 3 §6). A grant is (role, module, action).

export const PERMISSION_MODULES = {
  enterprise: ['enter', 'edit', 'visit', 'project_add', 'project_edit', 'project_import', 'project_export', 'project_delete', 'project_move', 'groups', 'custom_field', 'app_management', 'view_all_projects', 'project_category', 'permission'],
  project: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission', 'log_statistics_allow'],
  dms: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  cabinet: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  task: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  issue: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  meeting: ['permission', 'report', 'edit', 'add', 'allow', 'delete'],
  person: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  digital_assets: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  timesheet: ['person', 'summary', 'configuration'],
  plugin: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
} as const;

export type PermissionModule = keyof typeof PERMISSION_MODULES;
export type PermissionKey = `${PermissionModule}:${string}`;

export const ENTERPRISE_MODULES: PermissionModule[] = ['enterprise', 'person', 'plugin', 'timesheet'];
export const PROJECT_MODULES: PermissionModule[] = ['project', 'dms', 'cabinet', 'task', 'issue', 'meeting', 'person', 'digital_assets', 'timesheet'];

export function isKnownPermission(module: string, action: string): boolean {
  const actions = (PERMISSION_MODULES as Record<string, readonly string[]>)[module];
  return !!actions && actions.includes(action);
}

export function allPermissions(modules: PermissionModule[]): { module: PermissionModule; action: string }[] {
  return modules.flatMap((m) => PERMISSION_MODULES[m].map((action) => ({ module: m, action })));
}
