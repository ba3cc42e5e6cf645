import { SSO_ERROR_REASONS, type SsoErrorReason } from '@trestle/shared/sso-responses';
import { translate, type Lang } from '@trestle/shared';

/**
 * The text of the sign-in page's `ssoError` (the reason the assertion consumer service refused a
 * sign-in, docs/sso.md): the server's own message of that reason in the page's language; a
 * reason this page does not know gets the general one.
 */
export function ssoErrorText(reason: string | null, lang: Lang): string | null {
  if (!reason) return null;
  const known = (SSO_ERROR_REASONS as readonly string[]).includes(reason);
  return translate(known ? `sso.error.${reason as SsoErrorReason}` : 'sso.error.malformed', lang);
}
