import { defineContract } from './route-contract';
import { powerPage, restoredPower, savedOverrides, savedPowerRole } from './power-responses';
import { powerPageBody, restorePowerBody, savePowerBody, saveUserPowerBody } from './power-schemas';
import { orgTree, staffList } from './staff-responses';
import { orgTreeBody, staffListBody } from './staff-schemas';

// The permission matrix (docs/permission-matrix.md) and the department / staff lists its
// department and user pickers read (docs/staff.md).

const PM = '/protected/power-management';

export const powerContracts = {
  getPowerPage: defineContract({ method: 'POST', url: `${PM}/get-page-data-power-managememt`, input: powerPageBody, output: powerPage }),
  saveUserPower: defineContract({ method: 'POST', url: `${PM}/save-user-power-management-data`, input: saveUserPowerBody, output: savedOverrides }),
  restorePower: defineContract({ method: 'POST', url: `${PM}/restore-data`, input: restorePowerBody, output: restoredPower }),
  getOrgStructure: defineContract({ method: 'POST', url: '/protected/enterprise/get-org-structure', input: orgTreeBody, output: orgTree }),
  getEnterpriseStaff: defineContract({ method: 'POST', url: '/protected/user-management/get-staff', input: staffListBody, output: staffList }),
};

/**
 * save-power-management-data. Not gathered into `contracts` yet: the server route declares its
 * answer as an inline `powerRole.nullable()`, so the identity check of http/contract.test.ts
 * cannot match it until the route uses `savedPowerRole` (same shape).
 */
export const savePowerContract = defineContract({ method: 'POST', url: `${PM}/save-power-management-data`, input: savePowerBody, output: savedPowerRole });
