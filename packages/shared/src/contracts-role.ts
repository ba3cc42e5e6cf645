import { defineContract } from './route-contract';
import { addRoleBody, deleteRoleBody, roleIdBody, updateRoleBody } from './role-schemas';
import { roleDeleted, roleWithHolders } from './role-responses';

// Roles: creating, renaming and deleting project roles, and one role with its holders (docs/roles.md).
export const roleContracts = {
  addRole: defineContract({ method: 'POST', url: '/protected/user-management/add-role', input: addRoleBody, output: roleWithHolders }),
  updateRole: defineContract({ method: 'POST', url: '/protected/user-management/update-role', input: updateRoleBody, output: roleWithHolders }),
  deleteRole: defineContract({ method: 'POST', url: '/protected/user-management/delete-role', input: deleteRoleBody, output: roleDeleted }),
  dataRole: defineContract({ method: 'POST', url: '/protected/role-mysql/get-data-role', input: roleIdBody, output: roleWithHolders }),
};
