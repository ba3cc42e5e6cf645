import type { SsoLoginOptions } from '@trestle/shared/sso-responses';

export interface SignInChoices {
  /** The enterprise's SSO button (its name and start address). */
  sso: { buttonName: string; startUrl: string } | null;
  directory: boolean;
  password: boolean;
  /** The "Administrator sign-in" link that reveals the hidden password form. */
  adminLink: boolean;
}

/**
 * What the sign-in page offers. Plain /login (or an enterprise whose options did not load): the
 * password form. An enterprise: its SSO button, its directory form and the password form unless it
 * enforces single sign-on for staff, when the form waits behind the "Administrator sign-in" link
 * (break-glass: the server still decides who may use a password).
 */
export function signInChoices(options: SsoLoginOptions | null, adminSignIn: boolean): SignInChoices {
  if (!options) return { sso: null, directory: false, password: true, adminLink: false };
  const password = options.passwordSignIn || adminSignIn;
  return { sso: options.sso, directory: options.directory, password, adminLink: !password };
}
