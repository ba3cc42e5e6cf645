import { z } from 'zod';
import { nameProblem } from './names';

// Request payloads of the single sign-on calls (SAML 2.0 per enterprise, docs/sso.md). The
// spec shows none of them (3 §2, §3, §5, §8, §9): the design is ours.

export const SSO_BUTTON_NAME_MAX = 30;
/** Certificate files and metadata documents: at most 1 MB (spec 3 §9). */
export const SSO_FILE_MAX_BYTES = 1024 * 1024;
export const SSO_CERT_EXTENSIONS = ['.der', '.cer', '.pem', '.pfx'] as const;
export const SSO_SIGNATURE_ALGORITHMS = ['rsa-sha256', 'rsa-sha384', 'rsa-sha512', 'rsa-sha1'] as const;
export type SsoSignatureAlgorithm = (typeof SSO_SIGNATURE_ALGORITHMS)[number];
export const SSO_JIT_MODES = ['off', 'create'] as const;
export type SsoJitMode = (typeof SSO_JIT_MODES)[number];
export const SSO_CLOCK_SKEW_MAX = 300;

/** The bytes a base64 text stands for (padding and line breaks not counted). */
export function base64Bytes(text: string): number {
  const clean = text.replace(/\s/g, '');
  const pad = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - pad;
}

/** The UTF-8 length of a text (the web and the server count the same). */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** The SSO button's name: required, ≤ 30, the project's name rule (names.ts: no special characters). */
export const ssoButtonName = z
  .string({ message: 'sso.buttonNameRequired' })
  .trim()
  .superRefine((v, ctx) => {
    const p = nameProblem(v, SSO_BUTTON_NAME_MAX);
    if (p === 'required') ctx.addIssue({ code: 'custom', message: 'sso.buttonNameRequired' });
    else if (p === 'forbidden') ctx.addIssue({ code: 'custom', message: 'sso.buttonNameForbidden' });
    else if (p === 'tooLong') ctx.addIssue({ code: 'custom', message: 'sso.buttonNameTooLong' });
  });

/** An absolute https:// address with a host name (no user info, no spaces). */
const HTTPS_URL =
  /^https:\/\/([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
export const isHttpsUrl = (v: string) => HTTPS_URL.test(v);

const httpsUrl = (required: 'sso.loginUrlRequired' | null, https: 'sso.loginUrlHttps' | 'sso.sloUrlHttps') =>
  z
    .string({ message: required ?? https })
    .trim()
    .max(2000, { message: 'v.tooLong' })
    .superRefine((v, ctx) => {
      if (!v) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (!isHttpsUrl(v)) ctx.addIssue({ code: 'custom', message: https });
    });

const optId = z.string().trim().max(64).optional().nullable();
const attrName = z.string().trim().max(300, { message: 'v.tooLong' }).optional().nullable();

/** An uploaded IdP certificate: .der/.cer/.pem/.pfx, ≤ 1 MB decoded. */
export const ssoCertificateUpload = z.object({
  fileName: z
    .string({ message: 'sso.certificateExtension' })
    .trim()
    .min(1, { message: 'sso.certificateExtension' })
    .max(255, { message: 'v.tooLong' })
    .refine((n) => SSO_CERT_EXTENSIONS.some((e) => n.toLowerCase().endsWith(e)), { message: 'sso.certificateExtension' }),
  contentBase64: z
    .string({ message: 'sso.certificateRequired' })
    .min(1, { message: 'sso.certificateRequired' })
    .refine((v) => base64Bytes(v) <= SSO_FILE_MAX_BYTES, { message: 'sso.certificateTooLarge' })
    .refine((v) => /^[A-Za-z0-9+/=\s]*$/.test(v), { message: 'sso.notCertificate' }),
});

/** save-settings: the whole configuration (docs/sso.md). */
export const ssoSaveBody = z.object({
  buttonName: ssoButtonName,
  loginUrl: httpsUrl('sso.loginUrlRequired', 'sso.loginUrlHttps'),
  /** Required on the first save; absent keeps the stored certificates. */
  certificate: ssoCertificateUpload.optional().nullable(),
  /** PEM certificates from an imported metadata document (replace the stored ones). */
  certificates: z
    .array(z.string().max(64 * 1024, { message: 'v.tooLong' }))
    .max(10)
    .optional()
    .nullable(),
  idpEntityId: z.string().trim().max(1000, { message: 'v.tooLong' }).optional().nullable(),
  sloUrl: httpsUrl(null, 'sso.sloUrlHttps').optional().nullable(),
  signatureAlgorithm: z.enum(SSO_SIGNATURE_ALGORITHMS, { message: 'sso.algorithm' }),
  allowSha1: z.boolean().default(false),
  allowIdpInitiated: z.boolean().default(false),
  clockSkewSeconds: z.coerce
    .number({ message: 'sso.clockSkew' })
    .int({ message: 'sso.clockSkew' })
    .min(0, { message: 'sso.clockSkew' })
    .max(SSO_CLOCK_SKEW_MAX, { message: 'sso.clockSkew' })
    .default(60),
  jitMode: z.enum(SSO_JIT_MODES, { message: 'sso.jitMode' }).default('off'),
  jitDepartmentId: optId,
  jitRoleId: optId,
  attrEmail: attrName,
  attrName: attrName,
  attrDepartment: attrName,
  enforceSso: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type SsoSaveInput = z.infer<typeof ssoSaveBody>;

/** parse-metadata: the IdP's metadata document (≤ 1 MB). */
export const ssoMetadataBody = z.object({
  xml: z
    .string({ message: 'sso.notMetadata' })
    .min(1, { message: 'sso.notMetadata' })
    .refine((v) => utf8Bytes(v) <= SSO_FILE_MAX_BYTES, { message: 'sso.metadataTooLarge' }),
});

/** The sign-in page's question: what may this enterprise's people sign in with. */
export const ssoLoginOptionsBody = z.object({
  enterpriseId: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64),
});

/** The one-time code the assertion consumer service handed to the browser. */
export const ssoExchangeBody = z.object({
  code: z.string({ message: 'sso.codeInvalid' }).trim().min(1, { message: 'sso.codeInvalid' }).max(200, { message: 'sso.codeInvalid' }),
});
