import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import type { SignIn } from '@trestle/shared/account-responses';
import type { SsoErrorReason } from '@trestle/shared/sso-responses';
import type { Ctx, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { addressKey, giveBack, take } from '../../throttle/throttle';
import { getUser, openSession, presentUser } from '../accounts';
import { writeOperation } from '../oplog';
import { provisionStaff } from '../staff';
import { spUrls } from './identifiers';
import { settingsRow, type SsoRow } from './settings';
import { serviceProvider } from './sp';
import { ssoAssertions, ssoCodes, ssoSessions } from './tables';
import { all, attr, first, parseSafe, type XNode } from './xml';

// SP-initiated SAML 2.0 Web Browser SSO (docs/sso.md "Sign-in"): the login redirect with our
// signed AuthnRequest, the assertion consumer service, and the exchange of the one-time code
// for a session. Every refusal of the ACS is a redirect to the sign-in page with a reason key,
// logged at warn and into the enterprise's operation log; never an error page.

const CODE_TTL_MS = 60_000;
/** A SAMLResponse larger than this is refused unread (real ones are a few KB). */
const MAX_RESPONSE_CHARS = 512 * 1024;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const CLAIM_EMAIL = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const CLAIM_NAME = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name';
const SHA1 = /Algorithm\s*=\s*["']http:\/\/www\.w3\.org\/2000\/09\/xmldsig#(rsa-)?sha1["']/;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The local page to land on after sign-in: a hash path of ours ('/projects', '/project/x?tab=1'),
 * never an absolute or protocol-relative address; anything else becomes '/'.
 */
export function localRedirect(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const v = value.trim();
  if (v.length > 500 || !v.startsWith('/') || v.startsWith('//') || /[\\\s]/.test(v) || /^\/[^/?#]*:/.test(v)) return '/';
  if (!/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(v)) return '/';
  return v;
}

export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    readonly detail = '',
  ) {
    super(reason);
  }
}

async function usableSettings(deps: Deps, enterpriseId: string): Promise<SsoRow> {
  const row = enterpriseId ? await settingsRow(deps.db, enterpriseId).catch(() => undefined) : undefined;
  if (!row || !row.enabled || !row.idpCerts.length) throw new SsoRefusal('notConfigured');
  return row;
}

/** GET login: the IdP's address with our signed AuthnRequest (HTTP-Redirect binding). */
export async function loginRedirect(deps: Deps, enterpriseId: string, redirect: unknown): Promise<string> {
  const row = await usableSettings(deps, enterpriseId);
  return serviceProvider(deps, row).getAuthorizeUrlAsync(localRedirect(redirect), undefined, {});
}

/** Which refusal a node-saml error means. */
function reasonOf(err: unknown, xml: string): SsoRefusal {
  if (err instanceof SsoRefusal) return err;
  if (err instanceof SamlStatusError) return new SsoRefusal('status', err.message);
  const msg = err instanceof Error ? err.message : String(err);
  const r = (reason: SsoErrorReason) => new SsoRefusal(reason, msg);
  if (/InResponseTo is missing/.test(msg)) return r('idpInitiated');
  if (/InResponseTo/i.test(msg)) return r('request');
  if (/audience/i.test(msg)) return r('audience');
  // node-saml: a bearer confirmation past its NotOnOrAfter leaves "no valid subject confirmation".
  if (/expired|not yet valid|subject confirmation/i.test(msg)) return r('expired');
  if (/signature/i.test(msg)) return r(/<(\w+:)?Signature[\s>]/.test(xml) ? 'signature' : 'unsigned');
  if (/issuer/i.test(msg)) return r('signature');
  return r('malformed');
}

interface Verified {
  profile: Profile;
  assertionId: string;
  expiresAt: Date;
}

/** The checks node-saml leaves to us, on the assertion it verified and the response around it. */
function checkAssertion(row: SsoRow, deps: Deps, profile: Profile, doc: XNode): Verified {
  const acs = spUrls(deps.config, row.enterpriseId).acsUrl;
  const response = first(doc, 'Response');
  const destination = attr(response, 'Destination');
  if (destination && destination !== acs) throw new SsoRefusal('destination', destination);
  const assertion = first(parseSafe(profile.getAssertionXml?.() ?? '') ?? {}, 'Assertion');
  const assertionId = attr(assertion, 'ID');
  if (!assertion || !assertionId) throw new SsoRefusal('malformed', 'no assertion ID');
  const confirmations = all(first(assertion, 'Subject'), 'SubjectConfirmation').map((c) => first(c, 'SubjectConfirmationData'));
  const recipients = confirmations.map((c) => attr(c, 'Recipient')).filter(Boolean);
  if (!recipients.length || recipients.some((r) => r !== acs)) throw new SsoRefusal('destination', recipients.join(' '));
  const times = [attr(first(assertion, 'Conditions'), 'NotOnOrAfter'), ...confirmations.map((c) => attr(c, 'NotOnOrAfter'))]
    .map((t) => Date.parse(t))
    .filter((t) => !Number.isNaN(t));
  const skew = row.clockSkewSeconds * 1000;
  const now = deps.now().getTime();
  const until = times.length ? Math.max(...times) : now + 24 * 3600_000;
  return { profile, assertionId, expiresAt: new Date(Math.max(until, now) + skew) };
}

function attribute(profile: Profile, name: string | null | undefined): string {
  if (!name) return '';
  const attrs = (profile.attributes ?? {}) as Record<string, unknown>;
  const v = attrs[name] ?? profile[name];
  const one = Array.isArray(v) ? v[0] : v;
  return typeof one === 'string' ? one.trim() : '';
}

/** E-mail, name and department of the person, through the configured attribute names. */
export function personOf(row: SsoRow, profile: Profile) {
  const email = row.attrEmail
    ? attribute(profile, row.attrEmail)
    : profile.nameIDFormat === EMAIL_FORMAT
      ? profile.nameID
      : attribute(profile, CLAIM_EMAIL) ||
        attribute(profile, 'email') ||
        attribute(profile, 'mail') ||
        (typeof profile.email === 'string' ? profile.email : '');
  const name = (row.attrName ? attribute(profile, row.attrName) : attribute(profile, CLAIM_NAME) || attribute(profile, 'displayName')) || email.split('@')[0];
  return { email: email.trim(), name, department: row.attrDepartment ? attribute(profile, row.attrDepartment) : null };
}

/** Verifies a posted SAMLResponse completely; throws SsoRefusal. */
async function verify(deps: Deps, row: SsoRow, samlResponse: unknown): Promise<Verified> {
  if (typeof samlResponse !== 'string' || !samlResponse || samlResponse.length > MAX_RESPONSE_CHARS) throw new SsoRefusal('malformed', 'no SAMLResponse');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(samlResponse)) throw new SsoRefusal('malformed', 'not base64');
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const doc = parseSafe(xml);
  if (!doc || !first(doc, 'Response')) throw new SsoRefusal('malformed', 'not a SAML response');
  // Before any signature is trusted: SHA-1 anywhere in a signature is refused unless allowed.
  if (!row.allowSha1 && SHA1.test(xml)) throw new SsoRefusal('sha1');
  const rawId = attr(first(first(doc, 'Response'), 'Assertion'), 'ID');
  if (rawId) {
    const [seen] = await deps.db
      .select({ id: ssoAssertions.assertionId })
      .from(ssoAssertions)
      .where(and(eq(ssoAssertions.enterpriseId, row.enterpriseId), eq(ssoAssertions.assertionId, rawId)));
    if (seen) throw new SsoRefusal('replayed');
  }
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(deps, row).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (err) {
    throw reasonOf(err, xml);
  }
  if (!profile) throw new SsoRefusal('malformed', 'no profile');
  return checkAssertion(row, deps, profile, doc);
}

/** Writes the refusal into the enterprise's operation log (no caller: actor '' named by the reason). */
async function logRefusal(ctx: Ctx, enterpriseId: string, reason: SsoErrorReason) {
  await writeOperation(ctx.deps.db, {
    id: randomUUID(),
    at: ctx.deps.now(),
    actorId: '',
    actorName: 'SAML',
    actorLogin: '',
    enterpriseId,
    projectId: null,
    ip: ctx.ip,
    userAgent: String(ctx.req.headers['user-agent'] ?? '').slice(0, 512),
    method: 'POST',
    route: '/public/sso/:enterpriseId/acs',
    module: 'sso',
    action: 'login',
    targets: [{ targetId: enterpriseId, targetName: 'refused', after: { reason } }],
  });
}

export const loginPage = (enterpriseId: string, reason: SsoErrorReason) =>
  `/#/login/${encodeURIComponent(enterpriseId)}?ssoError=${encodeURIComponent(reason)}`;

/**
 * POST acs: the browser's next address. Signed in: `/#/sso-complete?code=…&redirect=…` (the code
 * is good once, for 60 s); refused: `/#/login/<enterpriseId>?ssoError=<reason>`.
 */
export async function consumeAssertion(ctx: Ctx, enterpriseId: string, body: Record<string, unknown>): Promise<string> {
  const deps = ctx.deps;
  try {
    const row = await usableSettings(deps, enterpriseId);
    const v = await verify(deps, row, body.SAMLResponse);
    const person = personOf(row, v.profile);
    if (!person.email) throw new SsoRefusal('noEmail');
    const code = randomBytes(32).toString('base64url');
    await deps.db.transaction(async (tx) => {
      // The replay guard: of two posts of one assertion exactly one inserts.
      const fresh = await tx
        .insert(ssoAssertions)
        .values({ enterpriseId, assertionId: v.assertionId, expiresAt: v.expiresAt })
        .onConflictDoNothing()
        .returning({ id: ssoAssertions.assertionId });
      if (!fresh.length) throw new SsoRefusal('replayed');
      const account = await provisionStaff(tx, deps, {
        enterpriseId,
        email: person.email,
        name: person.name,
        departmentName: person.department,
        jit: { mode: row.jitMode === 'create' ? 'create' : 'off', departmentId: row.jitDepartmentId, roleId: row.jitRoleId },
      });
      if (account.kind === 'refused') throw new SsoRefusal(account.reason);
      await tx.insert(ssoCodes).values({
        codeHash: hashCode(code),
        userId: account.userId,
        enterpriseId,
        nameId: v.profile.nameID,
        nameIdFormat: v.profile.nameIDFormat ?? null,
        sessionIndex: v.profile.sessionIndex ?? null,
        expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS),
      });
    });
    return `/#/sso-complete?code=${encodeURIComponent(code)}&redirect=${encodeURIComponent(localRedirect(body.RelayState))}`;
  } catch (err) {
    const refusal = reasonOf(err, '');
    if (!(err instanceof SsoRefusal)) ctx.req.log.error({ err, enterpriseId }, 'single sign-on failed unexpectedly');
    ctx.req.log.warn({ enterpriseId, reason: refusal.reason, detail: refusal.detail.slice(0, 300) }, 'single sign-on refused');
    // The log row names an enterprise that exists only; an unknown id is just refused.
    if (refusal.reason !== 'notConfigured') await logRefusal(ctx, enterpriseId, refusal.reason).catch(() => undefined);
    return loginPage(enterpriseId, refusal.reason);
  }
}

/** POST exchange: the one-time code for a session (the sign-in's answer), once, within 60 s. */
export async function exchangeCode(deps: Deps, code: string, ip: string): Promise<SignIn> {
  const taken = await take(deps, [{ kind: 'loginIp', key: addressKey(ip) }]);
  const now = deps.now();
  const [row] = await deps.db
    .update(ssoCodes)
    .set({ usedAt: now })
    .where(and(eq(ssoCodes.codeHash, hashCode(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, now)))
    .returning();
  if (!row) throw Errors.badInput('sso.codeInvalid');
  await giveBack(deps, taken);
  const user = await getUser(deps.db, row.userId);
  if (user.isInvalid) throw Errors.badInput('sso.codeInvalid');
  const session = await openSession(deps, user.id, row.enterpriseId);
  await deps.db.insert(ssoSessions).values({
    sessionId: session.sessionId,
    enterpriseId: row.enterpriseId,
    nameId: row.nameId,
    nameIdFormat: row.nameIdFormat,
    sessionIndex: row.sessionIndex,
  });
  return { token: session.token, user: presentUser(user, row.enterpriseId) };
}
