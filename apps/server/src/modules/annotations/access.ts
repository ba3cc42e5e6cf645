import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { dmsAccess, type Node } from '../files';
import { viewerPermission } from '../permissions';

// Who may do what with the annotations of a file (docs/annotations.md "Permissions"):
// - the file must be visible and openable (dms query), else 401 / 4030 as for the file itself;
// - then the file's annotation flags (annotationGrants in fileacl/annotation.ts: spec 2 §6, and
//   on files of type none the role's project grants of the annotation module): list, read,
//   comment and export need `access`; add and import need `add`;
// - changing or deleting an annotation: its creator always; others in the 'public' permission
//   mode with `access`; otherwise ('default' mode: members change only their own) only with
//   the file's `delete` flag (a restrict_role_write grant).

export type Flag = 'access' | 'add' | 'delete' | 'associate_task';

export interface FileRights {
  node: Node;
  flags: Record<Flag, boolean>;
  /** May the caller change or delete an annotation created by `createdBy`? */
  mayChange(createdBy: string): boolean;
  /** Throws 4030 without the flag. */
  need(flag: Flag): void;
}

export function canChange(scope: ProjectScope, flags: Record<Flag, boolean>, createdBy: string): boolean {
  if (createdBy === scope.actorId) return true;
  if (scope.permissionMode === 'public' && flags.access) return true;
  return flags.delete;
}

/** May the caller link an annotation made by `createdBy` with tasks? The flag, or their own. */
export function mayAssociate(scope: ProjectScope, flags: Record<Flag, boolean>, createdBy: string): boolean {
  return flags.associate_task || createdBy === scope.actorId;
}

export async function fileRights(deps: Deps, scope: ProjectScope, fileId: string): Promise<FileRights> {
  const access = dmsAccess(deps, scope);
  const node = await access.node(fileId);
  // Unknown, recycled or another project's file: as if hidden.
  if (!node || node.recycledAt) throw Errors.noAccess();
  await access.need(node, 'query');
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const vp = await viewerPermission(deps, scope, fileId);
  const flags = { access: false, add: false, delete: false, associate_task: false };
  for (const p of vp.permissions) flags[p.actionType] = p.value === 1;
  return {
    node,
    flags,
    mayChange: (createdBy) => canChange(scope, flags, createdBy),
    need(flag) {
      if (!flags[flag]) throw Errors.forbidden();
    },
  };
}
