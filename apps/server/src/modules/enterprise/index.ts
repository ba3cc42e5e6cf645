// The public entry of the enterprise module: what other modules and the platform code may use.
export { enterpriseMembers, enterprises } from './tables';
export { enterpriseStorageSize } from './storage';
export {
  addEnterpriseMember,
  enterpriseInformation,
  enterprisesOfUser,
  getEnterpriseRow,
  isEnterpriseMember,
  listEnterprises,
  logoUrl,
  sniffImage,
} from './service';
