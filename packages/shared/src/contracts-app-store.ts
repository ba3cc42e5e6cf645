import type { z } from 'zod';
import { defineContract } from './route-contract';
import {
  addWebsiteBody,
  enterpriseApps,
  enterpriseAppsBody,
  projectHomeApps,
  updateEnterpriseAppsBody,
  updateProjectHomeAppsBody,
  updateWebsiteBody,
  website,
  websiteIdBody,
  websitePage,
  websitePageBody,
  websiteTagsBody,
} from './app-store-schemas';
import { projectIdBody } from './schemas';
import { noData } from './common-responses';

// The app store (docs/app-store.md): the spec's website calls ('Wbsite' as spelt there) and the
// designed enterprise and project choices.
const W = '/protected/website';
const A = '/protected/app-store';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const appStoreContracts = {
  getPageWbsite: post(`${W}/getPageWbsite`, websitePageBody, websitePage),
  addWbsite: post(`${W}/addWbsite`, addWebsiteBody, website),
  updateWbsite: post(`${W}/updateWbsite`, updateWebsiteBody, website),
  tagProcessingWbsite: post(`${W}/tagProcessingWbsite`, websiteTagsBody, website),
  delWbsite: post(`${W}/delWbsite`, websiteIdBody, noData),
  getEnterpriseApps: post(`${A}/get-enterprise-apps`, enterpriseAppsBody, enterpriseApps),
  updateEnterpriseApps: post(`${A}/update-enterprise-apps`, updateEnterpriseAppsBody, enterpriseApps),
  getProjectHomeApps: post(`${A}/get-project-home-apps`, projectIdBody, projectHomeApps),
  updateProjectHomeApps: post(`${A}/update-project-home-apps`, updateProjectHomeAppsBody, projectHomeApps),
};
