// The public entry of the enterprise module: what other modules and the platform code may use.
export { enterpriseMembers, enterprises } from './tables';
export { enterpriseStorageSize } from './storage';
export { enterpriseSignInGate, suspendedAccess, suspensionOf } from './suspension';
export {
  addEnterpriseMember,
  enterpriseInformation,
  enterprisesOfUser,
  enterpriseStorageUsed,
  getEnterpriseRow,
  isEnterpriseMember,
  logoUrl,
  sniffImage,
} from './service';
