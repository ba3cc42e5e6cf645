import { accountContracts } from './contracts-account';
import { appStoreContracts } from './contracts-app-store';
import { annotationContracts } from './contracts-annotation';
import { approvalContracts } from './contracts-approval';
import { cabinetContracts } from './contracts-cabinet';
import { directoryContracts } from './contracts-directory';
import { fileContracts } from './contracts-file';
import { issueContracts } from './contracts-issue';
import { modelContracts } from './contracts-model';
import { noticeContracts } from './contracts-notice';
import { oplogContracts } from './contracts-oplog';
import { pluginContracts } from './contracts-plugin';
import { platformContracts } from './contracts-platform';
import { powerContracts } from './contracts-power';
import { projectContracts } from './contracts-project';
import { projectOrgContracts } from './contracts-project-org';
import { projectTypeContracts } from './contracts-project-type';
import { roleContracts } from './contracts-role';
import { ssoContracts } from './contracts-sso';
import { staffContracts } from './contracts-staff';
import { taskContracts } from './contracts-task';

export { defineContract, noInput, type RouteContract } from './route-contract';

/**
 * Every route that takes and answers JSON, by name: the one way the web calls the API
 * (`callRoute`, apps/web/src/api/callRoute.ts). Routes that answer bytes or take multipart bodies
 * have none; the web's own helpers call them (docs/api-foundation.md "Byte routes").
 */
export const contracts = {
  ...accountContracts,
  ...appStoreContracts,
  ...annotationContracts,
  ...approvalContracts,
  ...cabinetContracts,
  ...directoryContracts,
  ...fileContracts,
  ...issueContracts,
  ...modelContracts,
  ...noticeContracts,
  ...oplogContracts,
  ...pluginContracts,
  ...platformContracts,
  ...powerContracts,
  ...projectContracts,
  ...projectOrgContracts,
  ...projectTypeContracts,
  ...roleContracts,
  ...ssoContracts,
  ...staffContracts,
  ...taskContracts,
};
