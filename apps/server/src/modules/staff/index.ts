// The public entry of the staff module (an enterprise's departments and staff): what other
// modules and the platform code may use.
export { departmentMembers, departments, staffProfiles } from './tables';
export { registerStaffProjectLinks, type StaffProjectLinks } from './project-links';
export { seedDemoStaff } from './seed';
export { provisionStaff, type ProvisionInput, type ProvisionJit, type ProvisionResult } from './provision';
export { isManager, requireManager } from './access';
export { addStaffInTx, type AddedStaff, sendStaffMails } from './manage';
export { assertKeepsAManager } from './managers';
