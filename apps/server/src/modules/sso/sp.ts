import { and, eq, gt } from 'drizzle-orm';
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { Deps } from '../../http/context';
import { spUrls } from './identifiers';
import type { SsoRow } from './settings';
import { ssoRequests } from './tables';

// Our service provider for one enterprise: node-saml configured from the settings row
// (docs/sso.md "Sign-in"). Requests we sent are remembered in sso_requests (node-saml's
// InResponseTo cache), so any process sharing the database accepts the answer.

/** How long the IdP may take to answer our AuthnRequest (the person may need to type a password). */
export const REQUEST_TTL_MS = 15 * 60_000;

/** sso_requests as node-saml's cache: a request ID is live until answered or expired. */
function requestCache(deps: Deps, enterpriseId: string): CacheProvider {
  return {
    async saveAsync(key, value) {
      const now = deps.now();
      await deps.db
        .insert(ssoRequests)
        .values({ id: key, enterpriseId, createdAt: now, expiresAt: new Date(now.getTime() + REQUEST_TTL_MS) })
        .onConflictDoNothing();
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      const [row] = await deps.db
        .select({ createdAt: ssoRequests.createdAt })
        .from(ssoRequests)
        .where(and(eq(ssoRequests.id, key), eq(ssoRequests.enterpriseId, enterpriseId), gt(ssoRequests.expiresAt, deps.now())));
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (!key) return null;
      const [row] = await deps.db
        .delete(ssoRequests)
        .where(and(eq(ssoRequests.id, key), eq(ssoRequests.enterpriseId, enterpriseId)))
        .returning({ id: ssoRequests.id });
      return row?.id ?? null;
    },
  };
}

/** node-saml offers SHA-1, SHA-256 and SHA-512 for our own signatures; RSA-SHA384 signs with SHA-512. */
const OUR_SIGNATURE = { 'rsa-sha1': 'sha1', 'rsa-sha256': 'sha256', 'rsa-sha384': 'sha512', 'rsa-sha512': 'sha512' } as const;

export function serviceProvider(deps: Deps, row: SsoRow): SAML {
  const urls = spUrls(deps.config, row.enterpriseId);
  return new SAML({
    issuer: urls.spEntityId,
    audience: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    entryPoint: row.loginUrl,
    idpCert: row.idpCerts,
    idpIssuer: row.idpEntityId ?? undefined,
    privateKey: row.spPrivateKey,
    publicCert: row.spCertificate,
    signatureAlgorithm: OUR_SIGNATURE[row.signatureAlgorithm as keyof typeof OUR_SIGNATURE] ?? 'sha256',
    digestAlgorithm: 'sha256',
    // One valid signature covering the assertion is required: of the response or of the
    // assertion (node-saml refuses a response where neither validates).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: row.clockSkewSeconds * 1000,
    validateInResponseTo: row.allowIdpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestCache(deps, row.enterpriseId),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    logoutUrl: row.sloUrl ?? row.loginUrl,
    logoutCallbackUrl: urls.sloUrl,
  });
}

/** Our metadata document (entity ID, ACS, SLO, our signing certificate). */
export function spMetadata(deps: Deps, row: SsoRow): string {
  return serviceProvider(deps, row).generateServiceProviderMetadata(null, row.spCertificate);
}
