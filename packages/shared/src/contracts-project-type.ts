import type { z } from 'zod';
import { defineContract } from './route-contract';
import { addProjectTypeBody, projectTypeIdBody, projectTypeList, projectTypeListBody, savedProjectType, updateProjectTypeBody } from './custom-field-schemas';
import { noData } from './common-responses';

// An enterprise's project types and their custom fields (docs/custom-fields.md; designed, the
// spec shows no calls).
const T = '/protected/project-type';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const projectTypeContracts = {
  getProjectTypes: post(`${T}/get-project-types`, projectTypeListBody, projectTypeList),
  addProjectType: post(`${T}/add-project-type`, addProjectTypeBody, savedProjectType),
  updateProjectType: post(`${T}/update-project-type`, updateProjectTypeBody, savedProjectType),
  deleteProjectType: post(`${T}/delete-project-type`, projectTypeIdBody, noData),
};
