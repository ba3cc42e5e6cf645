import type { NodePermission as AnyNodePermission } from '@trestle/shared/permission-responses';
import { post } from '../../../api/client';

// The permissions of one folder, file or cabinet (docs/sharing-permissions.md), for the
// documents (moduleType dms) and the drawing cabinets (cabinet).

export type NodeModule = 'dms' | 'cabinet';

export type { RoleGrant } from '@trestle/shared/permission-responses';
/** A document or cabinet node's permissions: those modules know only public and restricted. */
export type NodePermission = Omit<AnyNodePermission, 'permissionType'> & { permissionType: 'public' | 'restricted' };

export const nodePermissionKeys = {
  node: (projectId: string, moduleType: NodeModule, fileId: string | undefined) => ['node-permission', projectId, moduleType, fileId] as const,
};

export function nodePermission(projectId: string, moduleType: NodeModule, fileId: string | undefined) {
  return post<NodePermission>('/protected/role-mysql/get-file-initial-permission', { projectId, fileId, moduleType });
}

/** Public: the project's role permissions apply; restricted: only the roles' actions given here. */
export function saveNodePermission(body: {
  projectId: string;
  fileId: string | undefined;
  moduleType: NodeModule;
  permissionType: 'public' | 'restricted';
  roles: { roleId: string; actions: string[] }[];
}) {
  return post<NodePermission>('/protected/role-mysql/save-file-roles', body);
}
