import { z } from 'zod';
import { filePermissions } from './file-responses';
import { PERMISSION_MODULES } from './permissions';

// What the permission calls answer (the `data` of the envelope; spec 2 §7 Permissions,
// docs/sharing-permissions.md). Checked by the server in every test run (http/route.ts
// `output`); the web takes its types from here.

/** How a node's permissions stand: documents and cabinets public or restricted; annotations per file. */
export const permissionType = z.enum(['public', 'restricted', 'none', 'restrict_write', 'restrict_role_write']);
export type PermissionType = z.infer<typeof permissionType>;

/** One project role and its actions at the node. */
export const roleGrant = z.object({ roleId: z.string(), roleName: z.string(), builtIn: z.string().nullable(), actions: z.array(z.string()) });
export type RoleGrant = z.infer<typeof roleGrant>;

/** get-file-initial-permission and save-file-roles: the node's permissions, role by role. */
export const nodePermission = z.object({
  fileId: z.string(),
  name: z.string(),
  kind: z.enum(['folder', 'file']),
  moduleType: z.enum(['dms', 'cabinet', 'annotation']),
  permissionType,
  /** The nearest restricted node above, whose grants apply here; null when none is. */
  inheritedFrom: z.object({ id: z.string(), name: z.string() }).nullable(),
  actions: z.array(z.string()),
  roles: z.array(roleGrant),
  canEdit: z.boolean(),
});
export type NodePermission = z.infer<typeof nodePermission>;

/** get-role-actions: the caller's actions in a module, at a node or project-wide (value 1 held, 0 not). */
export const callerActions = z.object({
  module: z.string(),
  fileId: z.string().nullable(),
  actions: z.array(z.object({ action: z.string(), value: z.union([z.literal(0), z.literal(1)]) })),
});
export type CallerActions = z.infer<typeof callerActions>;

/** get-roles-by-action: the roles holding an action, with how many members have each. */
export const rolesWithAction = z.object({
  module: z.string(),
  action: z.string(),
  roles: z.array(z.object({ roleId: z.string(), roleName: z.string(), memberCount: z.number() })),
});
export type RolesWithAction = z.infer<typeof rolesWithAction>;

/** get-file-permission: the caller's flags at a folder, file, cabinet or drawing. */
export const nodeFlags = filePermissions;

/** The caller's annotation permissions on a file (user/file/permission, viewer-permission, save/filePermission). */
export const annotationPermissions = z.object({
  isProjectAdmin: z.boolean(),
  filePermissionsType: permissionType,
  permissions: z.array(z.object({ actionType: z.enum(PERMISSION_MODULES.annotation), value: z.union([z.literal(0), z.literal(1)]) })),
});
export type AnnotationPermissions = z.infer<typeof annotationPermissions>;

/** annotation/permission: the project's permission mode and whether the caller may set annotation permissions. */
export const projectAnnotationPermission = z.object({ permissionMode: z.string(), isProjectAdmin: z.boolean(), annotation_permission: z.boolean() });
export type ProjectAnnotationPermission = z.infer<typeof projectAnnotationPermission>;
