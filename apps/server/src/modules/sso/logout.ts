import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Profile } from '@node-saml/node-saml';
import type { Actor, Deps } from '../../http/context';
import { revokeSession, sessions } from '../accounts';
import { settingsRow } from './settings';
import { serviceProvider } from './sp';
import { ssoSessions } from './tables';
import { SsoRefusal } from './signin';

// Signing out (docs/sso.md "Single logout"): ours always ends our session; when the session came
// through SSO and the IdP has a single logout address, the browser goes on there with our signed
// LogoutRequest. The IdP's own LogoutRequest ends the sessions of that NameID / SessionIndex.

export async function logout(deps: Deps, actor: Actor): Promise<{ redirectUrl: string | null }> {
  const [link] = await deps.db.select().from(ssoSessions).where(eq(ssoSessions.sessionId, actor.sessionId));
  await revokeSession(deps, actor.sessionId);
  if (!link) return { redirectUrl: null };
  const row = await settingsRow(deps.db, link.enterpriseId);
  if (!row?.sloUrl || !row.enabled) return { redirectUrl: null };
  const profile = {
    issuer: row.idpEntityId ?? '',
    nameID: link.nameId,
    nameIDFormat: link.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    sessionIndex: link.sessionIndex ?? undefined,
  } as Profile;
  const sp = serviceProvider(deps, { ...row, loginUrl: row.sloUrl });
  return { redirectUrl: await sp.getLogoutUrlAsync(profile, '', {}) };
}

/** Ends our sessions of one IdP session (its NameID, and SessionIndex when given). */
async function endSessions(deps: Deps, enterpriseId: string, nameId: string, sessionIndex?: string) {
  const links = await deps.db
    .select({ sessionId: ssoSessions.sessionId })
    .from(ssoSessions)
    .innerJoin(sessions, eq(sessions.id, ssoSessions.sessionId))
    .where(
      and(
        eq(ssoSessions.enterpriseId, enterpriseId),
        eq(ssoSessions.nameId, nameId),
        sessionIndex ? eq(ssoSessions.sessionIndex, sessionIndex) : undefined,
        isNull(sessions.revokedAt),
      ),
    );
  if (!links.length) return 0;
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(
      inArray(
        sessions.id,
        links.map((l) => l.sessionId),
      ),
    );
  return links.length;
}

/**
 * GET/POST slo: a LogoutRequest of the IdP (its sessions end, the answer is our signed
 * LogoutResponse at the IdP) or a LogoutResponse to ours (back to the sign-in page).
 */
export async function singleLogout(
  deps: Deps,
  enterpriseId: string,
  query: Record<string, unknown>,
  originalQuery: string,
  body: Record<string, unknown>,
): Promise<string> {
  const back = `/#/login/${encodeURIComponent(enterpriseId)}`;
  const row = await settingsRow(deps.db, enterpriseId).catch(() => undefined);
  if (!row || !row.enabled) throw new SsoRefusal('notConfigured');
  const sp = serviceProvider(deps, { ...row, loginUrl: row.sloUrl ?? row.loginUrl });
  const strings = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const q = strings(query);
  const b = strings(body);
  let result: { profile: Profile | null; loggedOut: boolean };
  try {
    if (b.SAMLRequest) result = await sp.validatePostRequestAsync(b);
    else if (b.SAMLResponse) result = await sp.validatePostResponseAsync(b);
    else if (q.SAMLRequest || q.SAMLResponse) result = await sp.validateRedirectAsync(q, originalQuery);
    else throw new SsoRefusal('malformed', 'no SAML message');
  } catch (err) {
    if (err instanceof SsoRefusal) throw err;
    throw new SsoRefusal(/signature/i.test(String(err)) ? 'signature' : 'malformed', String(err).slice(0, 200));
  }
  if (!result.profile) return back;
  if (result.profile.nameID) await endSessions(deps, enterpriseId, result.profile.nameID, result.profile.sessionIndex);
  if (!(q.SAMLRequest || b.SAMLRequest)) return back;
  return sp.getLogoutResponseUrlAsync(result.profile, q.RelayState ?? b.RelayState ?? '', {}, true);
}
