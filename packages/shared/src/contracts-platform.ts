import type { z } from 'zod';
import { defineContract } from './route-contract';
import {
  addManagerBody,
  convertTrialBody,
  createEnterpriseBody,
  platformEnterpriseBody,
  platformEnterpriseListBody,
  platformUpdateEnterpriseBody,
  removeManagerBody,
  suspendEnterpriseBody,
  trialListBody,
  trialToEnterpriseBody,
  trialUserBody,
} from './platform-schemas';
import { enterpriseManager, enterpriseManagers, platformEnterprise, platformEnterpriseList, trialUser, trialUserList } from './platform-responses';

// Platform management (system managers only; docs/platform.md): enterprises, their managers and
// suspension, and the trial users. The enterprise list keeps the path it had.
const P = '/protected/platform';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const platformContracts = {
  enterpriseList: post('/protected/enterprise/list', platformEnterpriseListBody, platformEnterpriseList),
  platformGetEnterprise: post(`${P}/get-enterprise`, platformEnterpriseBody, platformEnterprise),
  platformCreateEnterprise: post(`${P}/create-enterprise`, createEnterpriseBody, platformEnterprise),
  platformUpdateEnterprise: post(`${P}/update-enterprise`, platformUpdateEnterpriseBody, platformEnterprise),
  platformSuspendEnterprise: post(`${P}/suspend-enterprise`, suspendEnterpriseBody, platformEnterprise),
  platformResumeEnterprise: post(`${P}/resume-enterprise`, platformEnterpriseBody, platformEnterprise),
  platformGetManagers: post(`${P}/get-enterprise-managers`, platformEnterpriseBody, enterpriseManagers),
  platformAddManager: post(`${P}/add-enterprise-manager`, addManagerBody, enterpriseManager),
  platformRemoveManager: post(`${P}/remove-enterprise-manager`, removeManagerBody, enterpriseManagers),
  platformTrialUsers: post(`${P}/get-trial-users`, trialListBody, trialUserList),
  platformConvertTrial: post(`${P}/convert-trial-user`, convertTrialBody, trialUser),
  platformTrialToEnterprise: post(`${P}/add-trial-user-to-enterprise`, trialToEnterpriseBody, trialUser),
  platformEndTrial: post(`${P}/end-trial`, trialUserBody, trialUser),
};
