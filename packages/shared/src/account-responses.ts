import { z } from 'zod';

// What the account calls answer (the `data` of the envelope; docs/accounts.md). Checked by the
// server in every test run (http/route.ts `output`); the web takes its types from here.

/** The user as the wire shows it (spec 1 §3: _id, also userId or id; accounts/service.ts presentUser). */
export const accountUser = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  loginName: z.string(),
  img: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: z.string(),
  enterpriseId: z.string().nullable(),
  userLevel: z.number(),
  isSingleUser: z.boolean(),
  projectGroupId: z.string().nullable(),
  autoLogoutMinutes: z.number(),
  /** Notices are also mailed (docs/notifications.md). */
  notifyByEmail: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUser>;

/** login: the session token and the user. */
export const signIn = z.object({ token: z.string(), user: accountUser });
export type SignIn = z.infer<typeof signIn>;

/** An enterprise the user belongs to (accounts/sources.ts UserEnterprise). */
export const userEnterprise = z.object({
  id: z.string(),
  co_name_cn: z.string(),
  co_name_en: z.string().nullable(),
  co_domain: z.string().nullable(),
  roleId: z.string().nullable(),
});
export type UserEnterprise = z.infer<typeof userEnterprise>;

/** get-current-user: the user, their enterprises (and the session's), what they may manage, unread notices. */
export const currentUser = z.object({
  user: accountUser,
  enterprises: z.array(userEnterprise),
  current: userEnterprise.nullable(),
  flags: z.object({
    manager: z.boolean(),
    systemManager: z.boolean(),
    enterpriseManager: z.boolean(),
    singleUser: z.boolean(),
    backstage: z.boolean(),
  }),
  unreadCount: z.number(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** get-user-config-time: the auto-logout time and the choices offered. */
export const configTime = z.object({
  autoLogoutMinutes: z.number(),
  options: z.array(z.object({ key: z.string(), minutes: z.number() })),
});
export type ConfigTime = z.infer<typeof configTime>;
