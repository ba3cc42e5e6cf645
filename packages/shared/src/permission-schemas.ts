import { z } from 'zod';

// Payloads of the permission calls (spec 2 §7 Permissions; the spec shows none, so these are
// ours: docs/sharing-permissions.md). A "node" is a folder or file (moduleType dms or
// annotation) or a cabinet (moduleType cabinet).

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const moduleType = z.enum(['dms', 'cabinet', 'annotation'], { message: 'acl.moduleType' });
const action = z.string().trim().min(1).max(40);

/** public: the project's role grants apply here; restricted: only the listed role grants. */
export const ACL_TYPES = ['public', 'restricted'] as const;
/** Annotation permission types of a file (spec 2 §6). */
export const ANNOTATION_TYPES = ['none', 'restrict_write', 'restrict_role_write'] as const;

export const initialPermissionBody = z.object({ projectId: id, fileId: id, moduleType: moduleType.default('dms') });

export const saveFileRolesBody = z.object({
  projectId: id,
  fileId: id,
  moduleType: moduleType.default('dms'),
  permissionType: z.enum([...ACL_TYPES, ...ANNOTATION_TYPES], { message: 'acl.permissionType' }),
  roles: z
    .array(z.object({ roleId: id, actions: z.array(action).max(40) }))
    .max(200)
    .default([]),
});

/** The caller's actions in a module: project-wide, or at one node when fileId is given. */
export const roleActionsBody = z.object({
  projectId: id,
  enterpriseId: optId,
  module: moduleType.or(z.string().trim().min(1).max(40)),
  fileId: optId,
  actionMarking: z.string().trim().max(40).optional().nullable(),
});

/** Which roles hold an action at a node (or project-wide). */
export const rolesWithActionBody = z.object({ projectId: id, enterpriseId: optId, module: moduleType, fileId: optId, actionMarking: action });

/** File permission lookup: actionType 1 folder, 2 file (for cabinets: 1 cabinet, 2 drawing). */
export const filePermissionBody = z.object({
  projectId: id,
  fileId: optId,
  moduleType: moduleType.default('dms'),
  actionType: z.coerce
    .number({ message: 'acl.actionType' })
    .int()
    .refine((n) => n === 1 || n === 2, { message: 'acl.actionType' })
    .default(1),
});

/** Viewer permission call and GET /annotations/user/file/permission. */
export const viewerPermissionBody = z.object({ projectId: id, projectFileId: id, language: z.string().max(10).optional() });
export const annotationPermissionQuery = z.object({ projectId: id });
export const saveAnnotationPermissionBody = z.object({
  projectId: id,
  projectFileId: id,
  filePermissionsType: z.enum(ANNOTATION_TYPES, { message: 'acl.permissionType' }),
  permissions: z
    .array(
      z.object({
        roleId: id,
        actionType: z.enum(['access', 'add', 'delete', 'associate_task'], { message: 'acl.actionType' }),
        value: z.coerce.number().int().min(0).max(1),
      }),
    )
    .max(800)
    .default([]),
});
