import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { nodeAdapter } from './adapters';
import { aclActions, holdsAll, loadAcls, projectActions } from './service';
import { save, visibleNode } from './calls';

const ACTIONS = ['access', 'add', 'delete', 'associate_task'] as const;

/**
 * The one rule for a caller's annotation flags on a file (docs/annotations.md "Permissions");
 * the viewer shows these flags and annotations/access.ts enforces them:
 * - project administrators: access and add; delete and associate-task 0 (only their own) — spec 2 §6;
 * - type none (the default): the role's project grants of the annotation module, as a public
 *   folder takes the project grants — a role without `access` neither reads nor exports, one
 *   without `add` adds nothing;
 * - type restrict_write: access and add for every member; delete and associate-task 0 — spec 2 §6;
 * - type restrict_role_write: what the role was given on this file.
 * delete / associate_task mean "anyone's annotation"; the creator always may act on their own.
 */
export function annotationGrants(scope: ProjectScope, type: string, fileGrants: () => Set<string>): Set<string> {
  if (holdsAll(scope)) return new Set(['access', 'add']);
  if (type === 'restrict_role_write') return fileGrants();
  if (type === 'restrict_write') return new Set(['access', 'add']);
  return projectActions(scope, 'annotation');
}

export async function viewerPermission(deps: Deps, scope: ProjectScope, fileId: string) {
  const { node } = await visibleNode({ deps, scope, module: 'dms', adapter: nodeAdapter('dms') }, fileId);
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const acls = await loadAcls(deps.db, scope.projectId, 'annotation');
  const type = acls.mode.get(fileId) ?? 'none';
  const isProjectAdmin = holdsAll(scope);
  const granted = annotationGrants(scope, type, () => aclActions(acls, fileId, scope.roleId));
  return {
    isProjectAdmin,
    filePermissionsType: type,
    permissions: ACTIONS.map((actionType) => ({ actionType, value: granted.has(actionType) ? 1 : 0 })),
  };
}

/** GET /annotations/annotation/permission: the project's mode and the caller's standing. */
export async function projectAnnotationPermission(deps: Deps, scope: ProjectScope) {
  const root = await nodeAdapter('dms').resolver(deps, scope).at(null);
  return {
    permissionMode: scope.permissionMode,
    isProjectAdmin: holdsAll(scope),
    annotation_permission: holdsAll(scope) || !!root?.has('annotation_permission'),
  };
}

/** POST /annotations/save/filePermission: the file's type and, for restrict_role_write, role values. */
export async function saveFilePermission(
  deps: Deps,
  scope: ProjectScope,
  fileId: string,
  type: string,
  permissions: { roleId: string; actionType: string; value: number }[],
) {
  const byRole = new Map<string, string[]>();
  for (const p of permissions) if (p.value === 1) byRole.set(p.roleId, [...(byRole.get(p.roleId) ?? []), p.actionType]);
  for (const p of permissions) if (!byRole.has(p.roleId)) byRole.set(p.roleId, []);
  await save(
    { deps, scope, module: 'annotation', adapter: nodeAdapter('dms') },
    fileId,
    type,
    [...byRole].map(([roleId, actions]) => ({ roleId, actions })),
  );
  return viewerPermission(deps, scope, fileId);
}
