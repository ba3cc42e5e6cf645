import { z } from 'zod';

// Request payloads of the permission matrix (spec 3 §6; docs/permission-matrix.md). The spec
// names check_box_click, roleId, isProjectUserManagement and orgId; the rest is our design.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();

/** true / false, also sent as 1 / 0 or "true" / "false"; omitted = project side when a projectId is given. */
const scopeFlag = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ message: 'power.scopeFlag' }).optional().nullable(),
);

/** Which matrix: a project's (projectId) or the enterprise's (enterpriseId, default the session's). */
const scope = {
  isProjectUserManagement: scopeFlag,
  projectId: optId,
  enterpriseId: optId,
};

const permissionRef = { module: z.string().trim().min(1).max(64), action: z.string().trim().min(1).max(64) };
const changes = <T extends z.ZodType>(item: T) => z.array(item, { message: 'power.changesRequired' }).min(1, { message: 'power.changesRequired' }).max(500);

export const powerPageBody = z.object({ ...scope, orgId: optId, userId: optId });

/** A role's grants: check_box_click lists the changed boxes. */
export const savePowerBody = z.object({
  ...scope,
  roleId: id,
  check_box_click: changes(z.object({ ...permissionRef, allowed: z.boolean() })),
});

/** One department's or one user's overrides: allowed true / false sets one, null removes it. */
export const saveUserPowerBody = z.object({
  ...scope,
  roleId: optId,
  orgId: optId,
  userId: optId,
  check_box_click: changes(z.object({ ...permissionRef, allowed: z.boolean().nullable() })),
});

/** A built-in role's default grants (roleId), or a department's (orgId) / user's (userId) overrides removed. */
export const restorePowerBody = z.object({ ...scope, roleId: optId, orgId: optId, userId: optId });

export type SavePowerBody = z.infer<typeof savePowerBody>;
export type SaveUserPowerBody = z.infer<typeof saveUserPowerBody>;
