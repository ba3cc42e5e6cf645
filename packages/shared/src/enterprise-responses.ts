import { z } from 'zod';
import { roleWithGrants } from './project-responses';

// What the enterprise calls answer (the `data` of the envelope; docs/enterprise.md). Checked by
// the server in every test run (http/route.ts `output`); the web takes its types from here.

/** get-enterprise-information (enterprise/service.ts enterpriseInformation); also the answer of update-enterprise-information. */
export const enterpriseInformation = z.object({
  id: z.string(),
  _id: z.string(),
  co_name_cn: z.string(),
  co_name_en: z.string().nullable(),
  co_domain: z.string().nullable(),
  rules: z.string().nullable(),
  /** Quota in bytes. */
  storageSize: z.number(),
  storageUsed: z.number(),
  hasLogo: z.boolean(),
});
export type EnterpriseInformation = z.infer<typeof enterpriseInformation>;

/** An enterprise role with its allowed `module:action` grants: the same shape as a project's (roles/service.ts listRoles). */
export const enterpriseRole = roleWithGrants;
export type EnterpriseRole = z.infer<typeof enterpriseRole>;

/** get-enterprise-information-v1: the information with the caller's grants and the enterprise's roles. */
export const enterpriseInfo = enterpriseInformation.extend({
  permissions: z.array(z.string()),
  isEnterpriseManager: z.boolean(),
  roles: z.array(enterpriseRole),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfo>;

/** get-enterprise-logo and upload-enterprise-logo: the logo's address, null without a logo. */
export const enterpriseLogo = z.object({ logoUrl: z.string().nullable() });
export type EnterpriseLogo = z.infer<typeof enterpriseLogo>;

/** get-user-relation-enterprise: the enterprises a user belongs to, with their sign-in page. */
export const relatedEnterprise = z.object({
  id: z.string(),
  co_name_cn: z.string(),
  co_name_en: z.string().nullable(),
  co_domain: z.string().nullable(),
  roleId: z.string().nullable(),
  url: z.string(),
});
export const relatedEnterprises = z.array(relatedEnterprise);
export type RelatedEnterprise = z.infer<typeof relatedEnterprise>;
