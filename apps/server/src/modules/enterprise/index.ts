// The public entry of the enterprise module: what other modules and the platform code may use.
export { enterpriseMembers, enterprises } from './tables';
export { enterpriseStorageSize } from './storage';
export { addEnterpriseMember, enterprisesOfUser, getEnterpriseRow, isEnterpriseMember, logoUrl } from './service';
