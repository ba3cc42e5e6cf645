import { describe, expect, it } from 'vitest';
import type { SsoLoginOptions } from '@trestle/shared/sso-responses';
import { signInChoices } from './signInChoices';

const sso = { buttonName: 'Sign in with Contoso', startUrl: 'https://t.example/public/sso/e1/login' };
const options = (o: Partial<SsoLoginOptions>): SsoLoginOptions => ({ enterpriseName: 'Contoso', sso: null, directory: false, passwordSignIn: true, ...o });

describe('what the sign-in page offers', () => {
  it('offers the password form alone on plain /login', () => {
    expect(signInChoices(null, false)).toEqual({ sso: null, directory: false, password: true, adminLink: false });
  });
  it("offers an enterprise's SSO button, directory and password form", () => {
    expect(signInChoices(options({ sso, directory: true }), false)).toEqual({ sso, directory: true, password: true, adminLink: false });
  });
  it('hides the password form behind the administrator link when SSO is enforced, and shows it once asked', () => {
    const enforced = options({ sso, passwordSignIn: false });
    expect(signInChoices(enforced, false)).toEqual({ sso, directory: false, password: false, adminLink: true });
    expect(signInChoices(enforced, true)).toEqual({ sso, directory: false, password: true, adminLink: false });
  });
});
