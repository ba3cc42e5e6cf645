import { z } from 'zod';

// Request payloads of the directory (AD/LDAP) sign-in calls (docs/directory.md): an enterprise's
// directory settings (enterprise managers) and the public directory sign-in. The syntax checks
// here are shared by the server and the settings form; the server also checks what needs the
// database (roles and the department belong to the enterprise) or a parser (the CA certificate).

const optId = z.string().trim().max(64).optional().nullable();

/** The default user filter: a person whose uid, sAMAccountName (AD) or mail is the typed name. */
export const DIRECTORY_DEFAULT_FILTER = '(&(objectClass=person)(|(uid={login})(sAMAccountName={login})(mail={login})))';
export const DIRECTORY_DEFAULT_TIMEOUT_MS = 5000;
export const DIRECTORY_MAX_MAPPINGS = 100;
const CA_CERT_MAX = 64 * 1024;

/** ldaps://host[:port] or ldap://host[:port] (the latter only with StartTLS; the object rule checks that). */
const LDAP_URL = /^(ldaps?):\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(\d{1,5}))?\/?$/;

/** Whether `url` is an ldap:// or ldaps:// address of a host and an optional port (1–65535), nothing else. */
export function isLdapUrl(url: string): boolean {
  const m = LDAP_URL.exec(url);
  if (!m) return false;
  return m[3] === undefined || (Number(m[3]) >= 1 && Number(m[3]) <= 65535);
}

const ATTR_TYPE = /^\s*(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)+)\s*$/;

/** Splits at `sep` where it is not escaped with a backslash (RFC 4514). */
function splitUnescaped(value: string, sep: string): string[] {
  const parts: string[] = [];
  let cur = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && i + 1 < value.length) {
      cur += c + value[i + 1];
      i++;
    } else if (c === sep) {
      parts.push(cur);
      cur = '';
    } else cur += c;
  }
  parts.push(cur);
  return parts;
}

/**
 * Whether `dn` is a distinguished name in the string form of RFC 4514: RDNs separated by commas,
 * each one or more `type=value` joined by '+', types a name or an OID, values not empty.
 */
export function isDn(dn: string): boolean {
  if (!dn.trim()) return false;
  return splitUnescaped(dn, ',').every((rdn) =>
    splitUnescaped(rdn, '+').every((ava) => {
      const eq = ava.indexOf('=');
      return eq > 0 && ATTR_TYPE.test(ava.slice(0, eq)) && ava.slice(eq + 1).trim().length > 0;
    }),
  );
}

/** Whether the filter is one parenthesised LDAP filter (balanced parentheses) that contains {login}. */
export function filterProblem(filter: string): 'directory.filterLogin' | 'directory.filterSyntax' | null {
  if (!filter.includes('{login}')) return 'directory.filterLogin';
  if (!filter.startsWith('(') || !filter.endsWith(')')) return 'directory.filterSyntax';
  let depth = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (c === '\\') i += 2;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0 || (depth === 0 && i < filter.length - 1)) return 'directory.filterSyntax';
    }
  }
  return depth === 0 ? null : 'directory.filterSyntax';
}

const dn = (key: 'directory.bindDn' | 'directory.userBaseDn' | 'directory.groupDn') =>
  z.string({ message: key }).trim().min(1, { message: key }).max(1000, { message: 'v.tooLong' }).refine(isDn, { message: key });
const attr = z
  .string({ message: 'directory.attr' })
  .trim()
  .max(64, { message: 'v.tooLong' })
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, { message: 'directory.attr' });

/** One group → enterprise role rule; the first rule whose group the user is in decides the role. */
export const directoryGroupMapping = z.object({
  groupDn: dn('directory.groupDn'),
  roleId: z.string({ message: 'directory.roleUnknown' }).trim().min(1, { message: 'directory.roleUnknown' }).max(64),
});

/** The settings as the form edits them (without enterpriseId and the write-only bind password). */
const settingsFields = {
  url: z.string({ message: 'directory.url' }).trim().max(300, { message: 'v.tooLong' }).refine(isLdapUrl, { message: 'directory.url' }),
  startTls: z.boolean().default(false),
  /** PEM of the enterprise's own CA; null/empty = the system trust store. */
  caCert: z
    .string()
    .trim()
    .max(CA_CERT_MAX, { message: 'directory.caCert' })
    .refine((v) => v === '' || /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(v), { message: 'directory.caCert' })
    .optional()
    .nullable(),
  bindDn: dn('directory.bindDn'),
  /** The service account's password; absent = keep the saved one. Never answered. */
  bindPassword: z.string().max(256, { message: 'v.tooLong' }).optional(),
  userBaseDn: dn('directory.userBaseDn'),
  userFilter: z
    .string()
    .trim()
    .max(1000, { message: 'v.tooLong' })
    .default(DIRECTORY_DEFAULT_FILTER)
    .superRefine((v, ctx) => {
      const problem = filterProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  attrEmail: attr.default('mail'),
  attrName: attr.default('displayName'),
  attrDepartment: z
    .string()
    .trim()
    .max(64, { message: 'v.tooLong' })
    .refine((v) => v === '' || /^[A-Za-z][A-Za-z0-9-]*$/.test(v), { message: 'directory.attr' })
    .optional()
    .nullable(),
  groupMappings: z.array(directoryGroupMapping).max(DIRECTORY_MAX_MAPPINGS, { message: 'directory.tooManyMappings' }).default([]),
  jitMode: z.enum(['off', 'create'], { message: 'directory.jitMode' }).default('off'),
  jitDepartmentId: optId,
  jitRoleId: optId,
  enabled: z.boolean().default(true),
  timeoutMs: z.coerce
    .number({ message: 'directory.timeout' })
    .int({ message: 'directory.timeout' })
    .min(1000, { message: 'directory.timeout' })
    .max(30000, { message: 'directory.timeout' })
    .default(DIRECTORY_DEFAULT_TIMEOUT_MS),
};

type SettingsShape = { url: string; startTls: boolean; jitMode: 'off' | 'create'; jitDepartmentId?: string | null; jitRoleId?: string | null };
/** Plain ldap:// only with StartTLS (no clear-text binds); JIT creation needs its department and role. */
function settingsRules(v: SettingsShape, ctx: z.RefinementCtx) {
  if (v.url.toLowerCase().startsWith('ldap://') && !v.startTls) ctx.addIssue({ code: 'custom', message: 'directory.plainRefused', path: ['url'] });
  if (v.jitMode === 'create' && (!v.jitDepartmentId || !v.jitRoleId)) ctx.addIssue({ code: 'custom', message: 'directory.jitNeeds', path: ['jitMode'] });
}

/** The form's settings (test-settings takes them unsaved). */
export const directorySettingsInput = z.object(settingsFields).superRefine(settingsRules);
export type DirectorySettingsInput = z.infer<typeof directorySettingsInput>;

/** get-settings and delete-settings: the enterprise (default: the session's). */
export const directoryEnterpriseBody = z.object({ enterpriseId: optId });

/** save-settings: the whole settings; bindPassword absent keeps the saved one (required the first time). */
export const directorySaveBody = z.object({ enterpriseId: optId, ...settingsFields }).superRefine(settingsRules);
export type DirectorySaveBody = z.infer<typeof directorySaveBody>;

/**
 * test-settings: tries the saved settings, or the form's unsaved `settings` (bindPassword absent =
 * the saved one); with a loginName it also searches that user (no user password is taken).
 */
export const directoryTestBody = z.object({
  enterpriseId: optId,
  loginName: z.string().trim().max(200, { message: 'v.tooLong' }).optional().nullable(),
  settings: directorySettingsInput.optional().nullable(),
});
export type DirectoryTestBody = z.infer<typeof directoryTestBody>;

/** The public directory sign-in (/public/user/directory-login). An empty password is refused here. */
export const directoryLoginBody = z.object({
  enterpriseId: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64),
  loginName: z.string({ message: 'v.loginName.required' }).trim().min(1, { message: 'v.loginName.required' }).max(200, { message: 'v.tooLong' }),
  password: z.string({ message: 'v.password.required' }).min(1, { message: 'v.password.required' }).max(256, { message: 'v.tooLong' }),
});
export type DirectoryLoginBody = z.infer<typeof directoryLoginBody>;
