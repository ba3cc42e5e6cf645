import type { z } from 'zod';
import { defineContract } from './route-contract';
import { addProjectOrgBody, deleteProjectOrgBody, managementDataBody, projectOrgListBody, updateProjectOrgBody } from './project-org-schemas';
import { managementData, projectOrg, projectOrgDeleted, projectOrgList } from './project-org-responses';

// A project's organisations and the enterprise's management figures
// (docs/project-organisations.md).
const U = '/protected/user-management';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const projectOrgContracts = {
  projectOrgs: post(`${U}/get-project-org`, projectOrgListBody, projectOrgList),
  addProjectOrg: post(`${U}/add-project-org`, addProjectOrgBody, projectOrg),
  updateProjectOrg: post(`${U}/update-project-org`, updateProjectOrgBody, projectOrg),
  deleteProjectOrg: post(`${U}/delete-project-org`, deleteProjectOrgBody, projectOrgDeleted),
  managementData: post('/protected/enterprise/get-management-data', managementDataBody, managementData),
};
