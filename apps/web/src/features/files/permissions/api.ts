import { post } from '../../../api/client';

// The permissions of one folder, file or cabinet (docs/sharing-permissions.md), for the
// documents (moduleType dms) and the drawing cabinets (cabinet).

export type NodeModule = 'dms' | 'cabinet';

export interface RoleGrant {
  roleId: string;
  roleName: string;
  builtIn: string | null;
  actions: string[];
}
export interface NodePermission {
  fileId: string;
  name: string;
  permissionType: 'public' | 'restricted';
  inheritedFrom: { id: string; name: string } | null;
  actions: string[];
  roles: RoleGrant[];
  canEdit: boolean;
}

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
  return post('/protected/role-mysql/save-file-roles', body);
}
