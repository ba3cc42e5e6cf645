import type { PermissionType } from '@trestle/shared/permission-responses';
import { callRoute } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { NodePermission as AnyNodePermission } from '@trestle/shared/permission-responses';

// The permissions of one folder, file or cabinet (docs/sharing-permissions.md), for the
// documents (moduleType dms) and the drawing cabinets (cabinet).

export type NodeModule = 'dms' | 'cabinet';

export type { RoleGrant } from '@trestle/shared/permission-responses';
/** A document or cabinet node's permissions: those modules know only public and restricted. */
export type NodePermission = Omit<AnyNodePermission, 'permissionType'> & { permissionType: 'public' | 'restricted' };

export const nodePermissionKeys = {
  node: (projectId: string, moduleType: NodeModule, fileId: string | undefined) => ['node-permission', projectId, moduleType, fileId] as const,
};

export function nodePermission(projectId: string, moduleType: NodeModule, fileId: string) {
  return callRoute(contracts.getFileInitialPermission, { projectId, fileId, moduleType });
}

/** Public: the project's role permissions apply; restricted: only the roles' actions given here. */
export function saveNodePermission(body: {
  projectId: string;
  fileId: string;
  moduleType: NodeModule;
  permissionType: PermissionType;
  roles: { roleId: string; actions: string[] }[];
}) {
  return callRoute(contracts.saveFileRoles, body);
}
