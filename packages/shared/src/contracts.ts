import type { z } from 'zod';
import { fileListBody, projectIdBody } from './schemas';
import { fileIdBody } from './file-schemas';
import { fileInfo, fileList } from './file-responses';
import { projectInfo } from './project-responses';
import { addRoleBody, deleteRoleBody, roleIdBody, updateRoleBody } from './role-schemas';
import { roleDeleted, roleWithHolders } from './role-responses';

/**
 * One call of the API as both sides see it: where it is, what it takes, what it answers (the
 * envelope's `data`). The web calls it with `callRoute` (apps/web/src/api/callRoute.ts);
 * `http/contract.test.ts` proves the server has the route with the same output schema.
 */
export interface RouteContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route's path; `:name` parts are filled from the input field of that name. */
  url: string;
  input: I;
  output: O;
}

export const defineContract = <I extends z.ZodType, O extends z.ZodType>(c: RouteContract<I, O>): RouteContract<I, O> => c;

export const contracts = {
  fileList: defineContract({ method: 'POST', url: '/protected/get-project-file-list', input: fileListBody, output: fileList }),
  fileInfo: defineContract({ method: 'POST', url: '/protected/file/get-project-file-Info', input: fileIdBody, output: fileInfo }),
  projectInfo: defineContract({ method: 'POST', url: '/protected/get-project-info', input: projectIdBody, output: projectInfo }),
  // Role administration (docs/roles.md), used by the project configuration's role panel.
  addRole: defineContract({ method: 'POST', url: '/protected/user-management/add-role', input: addRoleBody, output: roleWithHolders }),
  updateRole: defineContract({ method: 'POST', url: '/protected/user-management/update-role', input: updateRoleBody, output: roleWithHolders }),
  deleteRole: defineContract({ method: 'POST', url: '/protected/user-management/delete-role', input: deleteRoleBody, output: roleDeleted }),
  dataRole: defineContract({ method: 'POST', url: '/protected/role-mysql/get-data-role', input: roleIdBody, output: roleWithHolders }),
};
