import { z } from 'zod';
import { roleWithGrants } from './project-responses';

// Answers of role administration (docs/roles.md).

/** A role with its grants and how many people hold it. */
export const roleWithHolders = roleWithGrants.extend({ holders: z.number() });
export type RoleWithHolders = z.infer<typeof roleWithHolders>;
export const roleList = z.array(roleWithHolders);

export const roleDeleted = z.object({ roleId: z.string(), moved: z.number(), movedTo: z.string().nullable() });

/** get-role-power: the catalogue as a module × action table with this role's check marks. */
export const rolePower = z.object({
  role: roleWithGrants,
  modules: z.array(z.object({ module: z.string(), actions: z.array(z.object({ action: z.string(), allowed: z.boolean() })) })),
});
export type RolePower = z.infer<typeof rolePower>;

export const userRoles = z.object({ userId: z.string(), roles: z.array(roleWithGrants) });
export const usersAssigned = z.object({ roleId: z.string(), count: z.number() });

/** get-staff-role-perssion: the grants a person may use in the scope (admins and managers: everything). */
export const staffGrants = z.object({
  userId: z.string(),
  projectId: z.string().nullable(),
  enterpriseId: z.string(),
  roleId: z.string().nullable(),
  isAdmin: z.boolean(),
  isEnterpriseManager: z.boolean(),
  permissions: z.array(z.string()),
});
export type StaffGrants = z.infer<typeof staffGrants>;

const roleRef = z.object({ id: z.string(), name: z.string(), builtIn: z.string().nullable(), defaultLevel: z.number(), holders: z.number() });
/** get-all-roles: the enterprise's roles, then each project's, highest level first in each group. */
export const roleGroups = z.array(z.object({ groupId: z.string(), groupName: z.string(), projectId: z.string().nullable(), roles: z.array(roleRef) }));
export type RoleGroups = z.infer<typeof roleGroups>;
export const platformRoleRow = roleRef.extend({ groupId: z.string(), groupName: z.string(), projectId: z.string().nullable(), remark: z.string().nullable() });
export const platformRoleList = z.object({ list: z.array(platformRoleRow), total: z.number() });
