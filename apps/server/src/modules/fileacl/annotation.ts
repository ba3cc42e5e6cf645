import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles/service';
import { dmsAdapter } from '../files/access';
import { aclActions, holdsAll, loadAcls } from './service';
import { save, visibleNode } from './calls';

// The viewer's annotation permissions of a file (spec 2 §6):
// - project administrators: access and add; delete and associate-task 0 (only their own);
// - others, type none or restrict_write: access and add; delete and associate-task 0;
// - others, type restrict_role_write: what their role was given on this file.
// delete / associate_task mean "anyone's annotation"; the creator always may act on their own.

const ACTIONS = ['access', 'add', 'delete', 'associate_task'] as const;

export async function viewerPermission(deps: Deps, scope: ProjectScope, fileId: string) {
  const { node } = await visibleNode({ deps, scope, module: 'dms', adapter: dmsAdapter }, fileId);
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const acls = await loadAcls(deps.db, scope.projectId, 'annotation');
  const type = acls.mode.get(fileId) ?? 'none';
  const isProjectAdmin = holdsAll(scope);
  const granted = !isProjectAdmin && type === 'restrict_role_write' ? aclActions(acls, fileId, scope.roleId) : new Set(['access', 'add']);
  return {
    isProjectAdmin,
    filePermissionsType: type,
    permissions: ACTIONS.map((actionType) => ({ actionType, value: granted.has(actionType) ? 1 : 0 })),
  };
}

/** GET /annotations/annotation/permission: the project's mode and the caller's standing. */
export async function projectAnnotationPermission(deps: Deps, scope: ProjectScope) {
  const root = await dmsAdapter.resolver(deps, scope).at(null);
  return { permissionMode: scope.permissionMode, isProjectAdmin: holdsAll(scope), annotation_permission: holdsAll(scope) || !!root?.has('annotation_permission') };
}

/** POST /annotations/save/filePermission: the file's type and, for restrict_role_write, role values. */
export async function saveFilePermission(deps: Deps, scope: ProjectScope, fileId: string, type: string, permissions: { roleId: string; actionType: string; value: number }[]) {
  const byRole = new Map<string, string[]>();
  for (const p of permissions) if (p.value === 1) byRole.set(p.roleId, [...(byRole.get(p.roleId) ?? []), p.actionType]);
  for (const p of permissions) if (!byRole.has(p.roleId)) byRole.set(p.roleId, []);
  await save({ deps, scope, module: 'annotation', adapter: dmsAdapter }, fileId, type, [...byRole].map(([roleId, actions]) => ({ roleId, actions })));
  return viewerPermission(deps, scope, fileId);
}
