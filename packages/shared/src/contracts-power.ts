import { defineContract } from './route-contract';
import { powerPage, restoredPower, savedOverrides, savedPowerRole } from './power-responses';
import { powerPageBody, restorePowerBody, savePowerBody, saveUserPowerBody } from './power-schemas';

// The permission matrix (docs/permission-matrix.md). Its department and user pickers read the
// staff module's calls (contracts-staff.ts).

const PM = '/protected/power-management';

export const powerContracts = {
  getPowerPage: defineContract({ method: 'POST', url: `${PM}/get-page-data-power-managememt`, input: powerPageBody, output: powerPage }),
  saveUserPower: defineContract({ method: 'POST', url: `${PM}/save-user-power-management-data`, input: saveUserPowerBody, output: savedOverrides }),
  restorePower: defineContract({ method: 'POST', url: `${PM}/restore-data`, input: restorePowerBody, output: restoredPower }),
  savePower: defineContract({ method: 'POST', url: `${PM}/save-power-management-data`, input: savePowerBody, output: savedPowerRole }),
};
