import { isHttpsUrl } from './sso-schemas';
import { z } from 'zod';

// The app store (docs/app-store.md): external web apps of the platform (the spec's website calls,
// 'Wbsite' as spelt there), the apps an enterprise enables for its projects and the ones a
// project's home shows. Payloads other than the three website paths are designed.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const tag = z.string().trim().min(1, { message: 'website.tagRequired' }).max(30, { message: 'v.tooLong' });
/** Spec 3 §5: an application URL must be a valid address; ours must be https. */
export const httpsUrl = z
  .string({ message: 'website.urlRequired' })
  .trim()
  .min(1, { message: 'website.urlRequired' })
  .max(2000, { message: 'v.tooLong' })
  // The one https rule of the shared schemas (absolute, a host name, no user info).
  .refine((v) => isHttpsUrl(v), { message: 'website.urlHttps' });

export const websitePageBody = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  /** Only apps with this tag. */
  tag: z.string().trim().max(30).optional().nullable(),
  name: z.string().trim().max(100).optional().nullable(),
});
const websiteFields = {
  name: z.string({ message: 'website.nameRequired' }).trim().min(1, { message: 'website.nameRequired' }).max(100, { message: 'v.tooLong' }),
  url: httpsUrl,
  /** An https address of the tile's picture; empty: the generic icon. */
  icon: z
    .union([httpsUrl, z.literal('')])
    .optional()
    .nullable(),
  tags: z.array(tag).max(20).default([]),
};
export const addWebsiteBody = z.object(websiteFields);
export const updateWebsiteBody = z.object({ id, ...websiteFields });
/** Adds and removes tags of one app (tags added and removed in one call: removal wins). */
export const websiteTagsBody = z.object({ id, add: z.array(tag).max(20).default([]), remove: z.array(tag).max(20).default([]) });
export const websiteIdBody = z.object({ id });

export const website = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  tags: z.array(z.string()),
  /** Enterprises that enabled it. */
  enterpriseCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Website = z.infer<typeof website>;
export const websitePage = z.object({ list: z.array(website), total: z.number(), tags: z.array(z.object({ tag: z.string(), count: z.number() })) });

/** One app of the store as an enterprise or a project sees it: built in (a module's screen) or a web app. */
export const storeApp = z.object({
  key: z.string(),
  kind: z.enum(['builtin', 'web']),
  name: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
  tags: z.array(z.string()),
  enabled: z.boolean(),
});
export type StoreApp = z.infer<typeof storeApp>;
export const enterpriseApps = z.object({ apps: z.array(storeApp), configured: z.boolean() });
export const enterpriseAppsBody = z.object({ enterpriseId: z.string().max(64).optional() });
export const updateEnterpriseAppsBody = z.object({
  enterpriseId: z.string().max(64).optional(),
  keys: z.array(z.string().trim().min(1).max(80)).max(200),
});
/** A project home's choice: the enabled apps with `shown`, in the home's order. */
export const projectHomeApps = z.object({ apps: z.array(storeApp.extend({ shown: z.boolean() })), configured: z.boolean() });
export const updateProjectHomeAppsBody = z.object({ projectId: id, keys: z.array(z.string().trim().min(1).max(80)).max(200) });
