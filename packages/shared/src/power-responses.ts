import { z } from 'zod';
import { roleWithGrants } from './project-responses';

// Answers of the permission matrix calls (docs/permission-matrix.md).

export const powerOverride = z.object({ module: z.string(), action: z.string(), allowed: z.boolean() });

export const powerSubject = z.object({ kind: z.enum(['user', 'org']), id: z.string(), name: z.string() });

/** A column of the matrix: a role, its grants ("module:action"), and whether they may be reduced. */
export const powerRole = roleWithGrants.extend({ fixed: z.boolean() });

export const powerPage = z.object({
  isProjectUserManagement: z.boolean(),
  enterpriseId: z.string(),
  projectId: z.string().nullable(),
  /** The rows: each module of this side with its actions, in catalogue order. */
  modules: z.array(z.object({ module: z.string(), actions: z.array(z.string()) })),
  /** The columns, highest defaultLevel first. */
  roles: z.array(powerRole),
  /** The department or user asked for (orgId / userId), with its overrides. */
  subject: powerSubject.nullable(),
  overrides: z.array(powerOverride),
  /** For a user: every "module:action" they may do on this side after roles and overrides (null for a department). */
  effective: z.array(z.string()).nullable(),
});
export type PowerPage = z.infer<typeof powerPage>;

export const savedOverrides = z.object({ subject: powerSubject, overrides: z.array(powerOverride) });

export const restoredPower = z.object({
  role: powerRole.nullable(),
  subject: powerSubject.nullable(),
  /** Overrides removed (department or user), or grants written (role). */
  count: z.number(),
});

/** save-power-management-data's answer: the role after the change (null when nothing matched). */
export const savedPowerRole = powerRole.nullable();
