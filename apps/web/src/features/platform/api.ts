import type { z } from 'zod';
import type {
  addManagerBody,
  convertTrialBody,
  createEnterpriseBody,
  platformEnterpriseListBody,
  platformUpdateEnterpriseBody,
  trialListBody,
  trialToEnterpriseBody,
} from '@trestle/shared/platform-schemas';
import type { TrialState } from '@trestle/shared/platform-schemas';
import type { EnterpriseManager, PlatformEnterprise, TrialUser } from '@trestle/shared/platform-responses';
import { contracts } from '@trestle/shared/contracts';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';

// Platform management (/platform_management, system managers; docs/platform.md): enterprises,
// their managers and suspension, and the trial users.

export type { EnterpriseManager, PlatformEnterprise, TrialUser };
/** The list's filter (the server's platformEnterpriseListBody, with paging always set). */
export type EnterpriseFilter = z.input<typeof platformEnterpriseListBody> & { pageNum: number; pageSize: number; state?: 'active' | 'suspended' };
export type TrialFilter = z.input<typeof trialListBody> & { pageNum: number; pageSize: number; state?: TrialState };

export const platformKeys = {
  /** Every enterprise page and detail, whatever the filter. */
  all: () => ['platform-enterprises'] as const,
  list: (f: EnterpriseFilter) => ['platform-enterprises', 'list', f] as const,
  one: (enterpriseId: string) => ['platform-enterprises', 'one', enterpriseId] as const,
  managers: (enterpriseId: string) => ['platform-enterprises', 'managers', enterpriseId] as const,
  trials: (f?: TrialFilter) => (f ? (['platform-trials', f] as const) : (['platform-trials'] as const)),
};

export const listEnterprises = (f: EnterpriseFilter) => callRouteEnvelope(contracts.enterpriseList, f);
export const getEnterprise = (enterpriseId: string) => callRoute(contracts.platformGetEnterprise, { enterpriseId });
export const createEnterprise = (body: z.input<typeof createEnterpriseBody>) => callRouteEnvelope(contracts.platformCreateEnterprise, body);
export const updateEnterprise = (body: z.input<typeof platformUpdateEnterpriseBody>) => callRouteEnvelope(contracts.platformUpdateEnterprise, body);
export const suspendEnterprise = (enterpriseId: string, reason: string | null) =>
  callRouteEnvelope(contracts.platformSuspendEnterprise, { enterpriseId, reason });
export const resumeEnterprise = (enterpriseId: string) => callRouteEnvelope(contracts.platformResumeEnterprise, { enterpriseId });
export const listManagers = (enterpriseId: string) => callRoute(contracts.platformGetManagers, { enterpriseId });
export const addManager = (body: z.input<typeof addManagerBody>) => callRouteEnvelope(contracts.platformAddManager, body);
export const removeManager = (enterpriseId: string, userId: string) => callRouteEnvelope(contracts.platformRemoveManager, { enterpriseId, userId });
export const listTrials = (f: TrialFilter) => callRouteEnvelope(contracts.platformTrialUsers, f);
export const convertTrial = (body: z.input<typeof convertTrialBody>) => callRouteEnvelope(contracts.platformConvertTrial, body);
export const trialToEnterprise = (body: z.input<typeof trialToEnterpriseBody>) => callRouteEnvelope(contracts.platformTrialToEnterprise, body);
export const endTrial = (userId: string) => callRouteEnvelope(contracts.platformEndTrial, { userId });

export const GB = 1073741824;
