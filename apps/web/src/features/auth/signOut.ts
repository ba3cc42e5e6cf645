import { signOut } from '../../api/client';
import { clearSession, signedInWithSso } from '../../api/session';
import { ssoLogout } from '../sso/api';

/**
 * Ends this browser's session. One that came through single sign-on is ended by
 * /protected/sso/logout, which also answers the identity provider's single logout address when
 * it has one (resolved here, for the caller to go to); any other session, or when that call
 * fails, by the plain sign-out. Never rejects: the session is cleared here whatever the server said.
 */
export async function signOutOfSession(): Promise<string | null> {
  if (signedInWithSso()) {
    try {
      const { redirectUrl } = await ssoLogout();
      clearSession();
      return redirectUrl;
    } catch {
      // The plain sign-out below still ends the session.
    }
  }
  await signOut();
  return null;
}
