import { z } from 'zod';
import { TRIAL_STATES } from './platform-schemas';

// Answers of platform management (docs/platform.md).

/** What an enterprise uses: bytes stored, projects, staff and staff seen in the last 30 days. */
export const enterpriseUsage = z.object({
  storageSize: z.number(),
  storageUsed: z.number(),
  projects: z.number(),
  staff: z.number(),
  activeStaff30: z.number(),
});
export type EnterpriseUsage = z.infer<typeof enterpriseUsage>;

export const platformEnterprise = z.object({
  id: z.string(),
  _id: z.string(),
  co_name_cn: z.string(),
  co_name_en: z.string().nullable(),
  co_domain: z.string().nullable(),
  storageSize: z.number(),
  state: z.enum(['active', 'suspended']),
  suspendedAt: z.string().nullable(),
  suspendReason: z.string().nullable(),
  createTime: z.string(),
  usage: enterpriseUsage,
  managers: z.array(z.object({ id: z.string(), name: z.string(), loginName: z.string() })),
});
export type PlatformEnterprise = z.infer<typeof platformEnterprise>;
export const platformEnterpriseList = z.object({ list: z.array(platformEnterprise), total: z.number() });

export const enterpriseManager = z.object({
  id: z.string(),
  name: z.string(),
  loginName: z.string(),
  email: z.string().nullable(),
  isInvalid: z.boolean(),
  /** A new account was made: a set-password mail went to it. */
  invited: z.boolean().optional(),
});
export type EnterpriseManager = z.infer<typeof enterpriseManager>;
export const enterpriseManagers = z.array(enterpriseManager);

export const trialUser = z.object({
  userId: z.string(),
  name: z.string(),
  loginName: z.string(),
  email: z.string().nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(TRIAL_STATES),
  warnedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  enterprise: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TrialUser = z.infer<typeof trialUser>;
export const trialUserList = z.object({ list: z.array(trialUser), total: z.number() });
