import type { z } from 'zod';
import { defineContract } from './route-contract';
import {
  orgAddBody,
  orgIdBody,
  orgListBody,
  orgStructureBody,
  orgTreeBody,
  orgUpdateBody,
  staffAddBody,
  staffDeleteBody,
  staffListBody,
  staffUpdateBody,
} from './staff-schemas';
import { orgDeleted, orgList, orgRow, orgStructure, orgTree, staffDeleted, staffList, staffRow } from './staff-responses';

// The enterprise's departments and staff (docs/staff.md), with the JM area's jm- alternates
// (spec 3 §6: same behaviour, other paths). The export and import move bytes: no contract.
const E = '/protected/enterprise';
const U = '/protected/user-management';
const P = '/protected/platform';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const staffContracts = {
  orgStructure: post(`${E}/get-org-structure`, orgStructureBody, orgStructure),
  jmOrgStructure: post(`${E}/jm-get-org-structure`, orgStructureBody, orgStructure),
  treeOrgs: post(`${P}/get-tree-orgs`, orgTreeBody, orgTree),
  orgs: post(`${P}/get-orgs`, orgListBody, orgList),
  addOrgs: post(`${P}/add-orgs`, orgAddBody, orgRow),
  updateOrg: post(`${P}/update-org`, orgUpdateBody, orgRow),
  deleteOrg: post(`${P}/delete-org`, orgIdBody, orgDeleted),
  staff: post(`${U}/get-staff`, staffListBody, staffList),
  jmStaff: post(`${U}/jm-get-staff`, staffListBody, staffList),
  platformStaffs: post(`${P}/get-staffs`, staffListBody, staffList),
  addStaff: post(`${U}/add-staff`, staffAddBody, staffRow),
  platformAddStaff: post(`${P}/add-staff`, staffAddBody, staffRow),
  jmAddStaff: post(`${P}/jm-add-staff`, staffAddBody, staffRow),
  updateStaff: post(`${U}/update-staff`, staffUpdateBody, staffRow),
  jmUpdateStaff: post(`${U}/jm-update-staff`, staffUpdateBody, staffRow),
  platformUpdateStaff: post(`${P}/update-staff`, staffUpdateBody, staffRow),
  deleteStaff: post(`${U}/delete-staff`, staffDeleteBody, staffDeleted),
  platformDeleteStaff: post(`${P}/delete-staff`, staffDeleteBody, staffDeleted),
};
