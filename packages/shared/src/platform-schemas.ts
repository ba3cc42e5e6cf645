import { z } from 'zod';
import { email } from './rules';
import { paging } from './schemas';

// Request payloads of platform management (system managers only; docs/platform.md). The spec
// names the enterprise list and the trial-user list calls without their payloads: ours.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optText = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).optional().nullable();
const GB = 1073741824;
/** The storage size in bytes, a whole number of GB from 1 to 100000 (the form asks in GB). */
export const storageSizeBytes = z.coerce
  .number({ message: 'platform.storageSizeRange' })
  .int({ message: 'platform.storageSizeRange' })
  .min(GB, { message: 'platform.storageSizeRange' })
  .max(100_000 * GB, { message: 'platform.storageSizeRange' })
  .refine((n) => n % GB === 0, { message: 'platform.storageSizeRange' });

export const platformEnterpriseListBody = z.object({
  ...paging,
  /** Name (either language) or domain, contains, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
  state: z.enum(['active', 'suspended'], { message: 'err.fieldInvalid' }).optional(),
});

/**
 * A manager to add: an existing account (userId, or its login name or e-mail), or a new account
 * (name and e-mail; the login name defaults to the e-mail) that gets a set-password mail.
 */
export const managerChoice = z
  .object({
    userId: z.string().trim().max(64).optional(),
    loginName: optText(100),
    name: optText(100),
    email: email.optional(),
  })
  .refine((v) => !!v.userId || !!v.loginName || !!v.email, { message: 'platform.managerRequired' });
export type ManagerChoice = z.infer<typeof managerChoice>;

const enterpriseNames = {
  co_name_cn: z.string({ message: 'platform.nameRequired' }).trim().min(1, { message: 'platform.nameRequired' }).max(100, { message: 'v.tooLong' }),
  co_name_en: optText(200),
  co_domain: optText(200),
};

export const createEnterpriseBody = z.object({ ...enterpriseNames, storageSize: storageSizeBytes.optional(), manager: managerChoice });

/** A partial update: omitted fields keep their value; null or "" clears the English name and the domain. */
export const platformUpdateEnterpriseBody = z.object({
  enterpriseId: id,
  co_name_cn: enterpriseNames.co_name_cn.optional(),
  co_name_en: enterpriseNames.co_name_en,
  co_domain: enterpriseNames.co_domain,
  storageSize: storageSizeBytes.optional(),
});

export const platformEnterpriseBody = z.object({ enterpriseId: id });
export const suspendEnterpriseBody = z.object({ enterpriseId: id, reason: optText(500) });
export const addManagerBody = z.object({ enterpriseId: id, manager: managerChoice });
export const removeManagerBody = z.object({ enterpriseId: id, userId: id });

export const TRIAL_STATES = ['active', 'expiring', 'expired', 'converted', 'ended'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];

export const trialListBody = z.object({
  ...paging,
  keyword: z.string().trim().max(100).optional(),
  state: z.enum(TRIAL_STATES, { message: 'trial.state' }).optional(),
});
export const trialUserBody = z.object({ userId: id });
/** Converts a trial user into a new enterprise that they manage. */
export const convertTrialBody = z.object({ userId: id, ...enterpriseNames, storageSize: storageSizeBytes.optional() });
/** Adds a trial user to an existing enterprise, as staff or as a manager. */
export const trialToEnterpriseBody = z.object({ userId: id, enterpriseId: id, asManager: z.boolean().default(false) });
