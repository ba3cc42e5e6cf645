import { defineContract } from './route-contract';
import {
  addedMembers,
  invitedCount,
  joinedProject,
  projectApps,
  projectByCode,
  projectFields,
  projectGroup,
  projectInfo,
  projectList,
  projectRefs,
  projectRow,
} from './project-responses';
import {
  createGroupBody,
  createProjectBody,
  groupIdBody,
  inviteBody,
  inviteUsersBody,
  joinCodeBody,
  listBody,
  permissionProjectBody,
  projectAppListBody,
  projectIdBody,
  projectListBody,
  updateGroupBody,
  updateProjectBody,
} from './schemas';
import { updateLogPage } from './updatelog-responses';

/** The project routes that take and answer JSON (contracts.ts gathers every area). */
export const projectContracts = {
  getAllProjectsMapV1: defineContract({ method: 'POST', url: '/protected/get-all-projects-map-v1', input: projectListBody, output: projectList }),
  projectInfo: defineContract({ method: 'POST', url: '/protected/get-project-info', input: projectIdBody, output: projectInfo }),
  getUpdateLogList: defineContract({ method: 'POST', url: '/protected/get-update-log-list', input: listBody, output: updateLogPage }),
  inviteUserToProject: defineContract({ method: 'POST', url: '/protected/invite-user-to-project', input: inviteBody, output: invitedCount }),
  inviteUser: defineContract({ method: 'POST', url: '/protected/project-level/invite-user', input: inviteUsersBody, output: addedMembers }),
  createProject: defineContract({ method: 'POST', url: '/protected/project/create-project', input: createProjectBody, output: projectRow }),
  createProjectGroup: defineContract({ method: 'POST', url: '/protected/project/create-project-group', input: createGroupBody, output: projectGroup }),
  getPerssionProject: defineContract({ method: 'POST', url: '/protected/project/get-perssion-project', input: permissionProjectBody, output: projectRefs }),
  getProjectAppList: defineContract({ method: 'POST', url: '/protected/project/get-project-app-list', input: projectAppListBody, output: projectApps }),
  getProjectGroup: defineContract({ method: 'POST', url: '/protected/project/get-project-group', input: groupIdBody, output: projectGroup }),
  joinProject: defineContract({ method: 'POST', url: '/protected/project/join-project', input: joinCodeBody, output: joinedProject }),
  updateProject: defineContract({ method: 'POST', url: '/protected/project/update-project', input: updateProjectBody, output: projectFields }),
  updateProjectGroup: defineContract({ method: 'POST', url: '/protected/project/update-project-group', input: updateGroupBody, output: projectGroup }),
  queryProject: defineContract({ method: 'POST', url: '/public/project/query-project', input: joinCodeBody, output: projectByCode }),
};
