import { z } from 'zod';
import { isoTime } from './common-responses';

// Answers of the directory (AD/LDAP) settings calls (docs/directory.md). The directory sign-in
// answers the password sign-in's `signIn` (account-responses.ts).

/** An enterprise's directory settings; the service account's password is never answered, only whether one is kept. */
export const directorySettings = z.object({
  enterpriseId: z.string(),
  url: z.string(),
  startTls: z.boolean(),
  caCert: z.string().nullable(),
  bindDn: z.string(),
  hasBindPassword: z.boolean(),
  userBaseDn: z.string(),
  userFilter: z.string(),
  attrEmail: z.string(),
  attrName: z.string(),
  attrDepartment: z.string().nullable(),
  groupMappings: z.array(z.object({ groupDn: z.string(), roleId: z.string() })),
  jitMode: z.enum(['off', 'create']),
  jitDepartmentId: z.string().nullable(),
  jitRoleId: z.string().nullable(),
  enabled: z.boolean(),
  timeoutMs: z.number().int(),
  updatedAt: isoTime,
  updatedBy: z.string().nullable(),
});
export type DirectorySettings = z.infer<typeof directorySettings>;

/** get-settings: the settings, or null when the enterprise has none. */
export const directorySettingsOrNone = directorySettings.nullable();

export const DIRECTORY_TEST_STEPS = ['connect', 'starttls', 'bind', 'search'] as const;
export type DirectoryTestStep = (typeof DIRECTORY_TEST_STEPS)[number];

/**
 * test-settings: each step tried, in order, with a message in the caller's language saying what
 * happened and what to fix; the run stops at the first failed step. `user` when a loginName was
 * searched and exactly one entry found.
 */
export const directoryTestResult = z.object({
  ok: z.boolean(),
  steps: z.array(z.object({ step: z.enum(DIRECTORY_TEST_STEPS), ok: z.boolean(), message: z.string() })),
  user: z
    .object({
      dn: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      department: z.string().nullable(),
      groups: z.array(z.string()),
      /** The enterprise role the group mapping gives this user (null: none matches). */
      roleId: z.string().nullable(),
    })
    .optional(),
});
export type DirectoryTestResult = z.infer<typeof directoryTestResult>;

/** delete-settings. */
export const directoryDeleted = z.object({ deleted: z.boolean() });
