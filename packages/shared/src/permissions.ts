// Permission modules and actions (spec 1 §6, spec 3 §6). A grant is (role, module, action).

export const PERMISSION_MODULES = {
  enterprise: [
    'enter',
    'edit',
    'visit',
    'project_add',
    'project_edit',
    'project_import',
    'project_export',
    'project_delete',
    'project_move',
    'groups',
    'custom_field',
    'app_management',
    'view_all_projects',
    'project_category',
    'permission',
    // The enterprise's figures (/management_data): managers, and whoever a manager grants it.
    'statistics',
  ],
  project: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission', 'log_statistics_allow'],
  // Spec 2 §3/§6: the document actions, each named by the flag it sets (dms_<action>).
  dms: [
    'enter',
    'query',
    'add',
    'upload',
    'update',
    'rename',
    'delete',
    'copy',
    'move',
    'status',
    'download',
    'share',
    'cabinet',
    'permission',
    'annotation_permission',
    'owner',
  ],
  // Spec 2 §3 cabinet permission flags.
  cabinet: ['allow', 'edit', 'rename', 'delete', 'remove', 'move', 'addchild', 'adddrawing', 'download', 'permission'],
  // Per-file annotation rights (spec 2 §6, filePermissionsType restrict_role_write).
  annotation: ['access', 'add', 'delete', 'associate_task'],
  task: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  issue: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  meeting: ['permission', 'report', 'edit', 'add', 'allow', 'delete'],
  person: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  digital_assets: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  timesheet: ['person', 'summary', 'configuration'],
  plugin: ['enter', 'add', 'edit', 'delete', 'import', 'export', 'permission'],
  // IoT dashboards (docs/iot.md): enter sees charts, devices and repairs; edit manages devices
  // and the temperature offset; ingest posts readings (a gateway account); repair reports and fixes.
  iot: ['enter', 'edit', 'ingest', 'repair'],
} as const;

export type PermissionModule = keyof typeof PERMISSION_MODULES;
/** The actions the catalogue lists for one module. */
export type PermissionAction<M extends PermissionModule = PermissionModule> = (typeof PERMISSION_MODULES)[M][number];
/** A (module, action) pair the catalogue lists, e.g. ['task', 'edit']: what a route's `need` names. */
export type PermissionPair = { [M in PermissionModule]: readonly [M, PermissionAction<M>] }[PermissionModule];
/** A granted permission as stored in a role's set: "module:action". */
export type PermissionKey = { [M in PermissionModule]: `${M}:${PermissionAction<M>}` }[PermissionModule];

export const ENTERPRISE_MODULES: PermissionModule[] = ['enterprise', 'person', 'plugin', 'timesheet'];
export const PROJECT_MODULES: PermissionModule[] = [
  'project',
  'dms',
  'cabinet',
  'annotation',
  'task',
  'issue',
  'meeting',
  'person',
  'digital_assets',
  'timesheet',
  'iot',
];

export function isKnownPermission(module: string, action: string): boolean {
  const actions = (PERMISSION_MODULES as Record<string, readonly string[]>)[module];
  return !!actions && actions.includes(action);
}

export function allPermissions(modules: PermissionModule[]): { module: PermissionModule; action: string }[] {
  return modules.flatMap((m) => PERMISSION_MODULES[m].map((action) => ({ module: m, action })));
}

export type DmsAction = (typeof PERMISSION_MODULES.dms)[number];
export type CabinetAction = (typeof PERMISSION_MODULES.cabinet)[number];
export type AnnotationAction = (typeof PERMISSION_MODULES.annotation)[number];
/** Modules whose grants can also be set on one folder, file or cabinet (node permissions). */
export const NODE_MODULES = ['dms', 'cabinet', 'annotation'] as const;
export type NodeModule = (typeof NODE_MODULES)[number];
