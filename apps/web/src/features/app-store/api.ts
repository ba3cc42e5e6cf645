import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { addWebsiteBody, StoreApp, Website, websitePageBody } from '@trestle/shared/app-store-schemas';

// The app store (docs/app-store.md): web apps (system managers), the enterprise's enabled apps,
// the project home's choice.

export type { StoreApp, Website };
export type WebsiteFields = z.input<typeof addWebsiteBody>;
export type WebsiteQuery = z.input<typeof websitePageBody>;

export const appStoreKeys = {
  websites: (q: WebsiteQuery) => ['websites', q] as const,
  allWebsites: ['websites'] as const,
  enterprise: () => ['enterprise-apps'] as const,
  home: (projectId: string) => ['project-home-apps', projectId] as const,
};

export function listWebsites(q: WebsiteQuery) {
  return callRoute(contracts.getPageWbsite, q);
}

export function saveWebsite(body: WebsiteFields & { id?: string }) {
  const { id, ...fields } = body;
  return id ? callRoute(contracts.updateWbsite, { ...fields, id }) : callRoute(contracts.addWbsite, fields);
}

export function tagWebsite(id: string, change: { add?: string[]; remove?: string[] }) {
  return callRoute(contracts.tagProcessingWbsite, { id, add: change.add ?? [], remove: change.remove ?? [] });
}

export async function deleteWebsite(id: string) {
  return (await callRouteEnvelope(contracts.delWbsite, { id })).msg;
}

export function enterpriseApps() {
  return callRoute(contracts.getEnterpriseApps, {});
}

export function setEnterpriseApps(keys: string[]) {
  return callRoute(contracts.updateEnterpriseApps, { keys });
}

export function projectHomeApps(projectId: string) {
  return callRoute(contracts.getProjectHomeApps, { projectId });
}

export function setProjectHomeApps(projectId: string, keys: string[]) {
  return callRoute(contracts.updateProjectHomeApps, { projectId, keys });
}
