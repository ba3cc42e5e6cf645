import { z } from 'zod';
import { isoTime } from './common-responses';
import { SSO_JIT_MODES, SSO_SIGNATURE_ALGORITHMS } from './sso-schemas';

// Answers of the single sign-on calls (docs/sso.md).

/** What the settings page shows of a certificate (never the key material of ours). */
export const ssoCertificateSummary = z.object({
  subject: z.string(),
  issuer: z.string(),
  notBefore: isoTime,
  notAfter: isoTime,
  /** SHA-256 of the DER bytes, upper-case hex pairs joined by ':'. */
  fingerprint256: z.string(),
});
export type SsoCertificateSummary = z.infer<typeof ssoCertificateSummary>;

/** The stored configuration as its managers see it. */
export const ssoSettingsView = z.object({
  buttonName: z.string(),
  loginUrl: z.string(),
  idpEntityId: z.string().nullable(),
  certFileName: z.string().nullable(),
  certificates: z.array(ssoCertificateSummary),
  signatureAlgorithm: z.enum(SSO_SIGNATURE_ALGORITHMS),
  allowSha1: z.boolean(),
  allowIdpInitiated: z.boolean(),
  clockSkewSeconds: z.number(),
  jitMode: z.enum(SSO_JIT_MODES),
  jitDepartmentId: z.string().nullable(),
  jitRoleId: z.string().nullable(),
  attrEmail: z.string().nullable(),
  attrName: z.string().nullable(),
  attrDepartment: z.string().nullable(),
  sloUrl: z.string().nullable(),
  enforceSso: z.boolean(),
  enabled: z.boolean(),
  updatedAt: isoTime,
});
export type SsoSettingsView = z.infer<typeof ssoSettingsView>;

/**
 * get-settings and save-settings: the settings (null before the first save) and our service
 * provider's identifiers, which exist before anything is saved (the IdP admin needs them first).
 */
export const ssoSettings = z.object({
  settings: ssoSettingsView.nullable(),
  spEntityId: z.string(),
  acsUrl: z.string(),
  sloUrl: z.string(),
  metadataUrl: z.string(),
  /** Our signing certificate (made at the first save), as the IdP will see it in our metadata. */
  spCertificate: ssoCertificateSummary.nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** parse-metadata: what the form fills from an IdP's metadata document. */
export const ssoParsedMetadata = z.object({
  idpEntityId: z.string(),
  loginUrl: z.string(),
  sloUrl: z.string().nullable(),
  certificates: z.array(z.object({ pem: z.string(), summary: ssoCertificateSummary })),
});
export type SsoParsedMetadata = z.infer<typeof ssoParsedMetadata>;

/** login-options: what /login/:enterpriseId offers. */
export const ssoLoginOptions = z.object({
  enterpriseName: z.string(),
  sso: z.object({ buttonName: z.string(), startUrl: z.string() }).nullable(),
  directory: z.boolean(),
  passwordSignIn: z.boolean(),
});
export type SsoLoginOptions = z.infer<typeof ssoLoginOptions>;

/** logout: where the browser goes next (the IdP's single logout), or null. */
export const ssoLogout = z.object({ redirectUrl: z.string().nullable() });

/**
 * Why the assertion consumer service refused a sign-in: the `ssoError` of
 * `/#/login/<enterpriseId>?ssoError=<reason>` (the web shows it localized).
 */
export const SSO_ERROR_REASONS = [
  'notConfigured',
  'request',
  'signature',
  'unsigned',
  'audience',
  'destination',
  'expired',
  'replayed',
  'sha1',
  'idpInitiated',
  'noEmail',
  'noAccount',
  'invalidAccount',
  'status',
  'malformed',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];
