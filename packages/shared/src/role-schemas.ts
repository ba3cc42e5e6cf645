import { z } from 'zod';
import { paging } from './schemas';

// Payloads of role administration and role assignment (docs/roles.md): project roles
// (add-role, update-role), enterprise roles (add-company-role, update-company-role), delete-role
// with its move of holders, the role-mysql reads and assignments, update-user-role and the
// platform role groups. The spec shows none of them; these are our design.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const roleName = z.string({ message: 'role.nameRequired' }).trim().min(1, { message: 'role.nameRequired' }).max(50, { message: 'role.nameRequired' });
const remark = z.string().trim().max(200, { message: 'v.tooLong' }).optional().nullable();
/** Custom roles rank 0–99: the built-in administrator and manager roles (100) stay on top. */
const level = z.coerce.number({ message: 'role.level' }).int({ message: 'role.level' }).min(0, { message: 'role.level' }).max(99, { message: 'role.level' });

/** A role's scope: a project (projectId) or, without one, an enterprise (enterpriseId, default the session's). */
const scope = { projectId: optId, enterpriseId: optId };

export const addRoleBody = z.object({ projectId: id, name: roleName, remark, defaultLevel: level.default(20), copyFrom: optId });
export const updateRoleBody = z.object({ projectId: id, roleId: id, name: roleName, remark, defaultLevel: level.optional() });
export const addCompanyRoleBody = z.object({ enterpriseId: optId, name: roleName, remark, defaultLevel: level.default(20), copyFrom: optId });
export const updateCompanyRoleBody = z.object({ enterpriseId: optId, roleId: id, name: roleName, remark, defaultLevel: level.optional() });
/** `moveTo`: the role of the same scope the holders move to; needed while anyone holds the role. */
export const deleteRoleBody = z.object({ roleId: id, moveTo: optId });

export const enterpriseRoleListBody = z.object({ enterpriseId: optId });
export const roleScopeBody = z.object(scope);
export const roleIdBody = z.object({ roleId: id });
/** `userId` defaults to the caller. */
export const userRolesBody = z.object({ ...scope, userId: optId });
export const saveUserRolesBody = z.object({ ...scope, userId: id, roleId: id });
export const saveUsersRolesBody = z.object({
  ...scope,
  roleId: id,
  userIds: z.array(id, { message: 'v.required' }).min(1, { message: 'v.required' }).max(500, { message: 'v.tooLong' }),
});
export const updateUserRoleBody = z.object({ projectId: id, userId: id, roleId: id });

export const platformAllRolesBody = z.object({ enterpriseId: optId });
/** `groupId`: 'enterprise' for the enterprise's roles or a project id; `name`: search in role names. */
export const platformRoleListBody = z.object({
  enterpriseId: optId,
  groupId: optId,
  name: z.string().trim().max(50, { message: 'v.tooLong' }).optional().nullable(),
  ...paging,
});
