import type { z } from 'zod';
import { defineContract } from './route-contract';
import { noData } from './common-responses';
import {
  addCompanyRoleBody,
  addRoleBody,
  deleteRoleBody,
  enterpriseRoleListBody,
  platformAllRolesBody,
  platformRoleListBody,
  roleIdBody,
  saveUserRolesBody,
  saveUsersRolesBody,
  updateCompanyRoleBody,
  updateRoleBody,
  updateUserRoleBody,
} from './role-schemas';
import { platformRoleList, roleDeleted, roleGroups, roleList, roleWithHolders, usersAssigned } from './role-responses';

// Roles (docs/roles.md): creating, renaming and deleting project and enterprise roles, one role
// with its holders, assigning roles, the platform's role groups, and the JM area's jm- alternates
// (spec 1 §6: same behaviour, other paths).
const UM = '/protected/user-management';
const RM = '/protected/role-mysql';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const roleContracts = {
  addRole: post(`${UM}/add-role`, addRoleBody, roleWithHolders),
  updateRole: post(`${UM}/update-role`, updateRoleBody, roleWithHolders),
  addCompanyRole: post(`${UM}/add-company-role`, addCompanyRoleBody, roleWithHolders),
  updateCompanyRole: post(`${UM}/update-company-role`, updateCompanyRoleBody, roleWithHolders),
  deleteRole: post(`${UM}/delete-role`, deleteRoleBody, roleDeleted),
  dataRole: post(`${RM}/get-data-role`, roleIdBody, roleWithHolders),
  enterpriseRoleList: post('/protected/enterprise/get-role-list', enterpriseRoleListBody, roleList),
  jmEnterpriseRoleList: post('/protected/enterprise/jm-get-role-list', enterpriseRoleListBody, roleList),
  saveUserRoles: post(`${RM}/save-user-roles`, saveUserRolesBody, usersAssigned),
  saveUsersRoles: post(`${RM}/save-users-roles`, saveUsersRolesBody, usersAssigned),
  updateUserRole: post('/protected/user/update-user-role', updateUserRoleBody, noData),
  jmUpdateUserRole: post('/protected/user/jm-update-user-role', updateUserRoleBody, noData),
  platformAllRoles: post('/protected/platform/get-all-roles', platformAllRolesBody, roleGroups),
  platformRoleList: post('/protected/platform/get-role-list', platformRoleListBody, platformRoleList),
};
