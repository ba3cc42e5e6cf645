// The public entry of the sso module (SAML 2.0 single sign-on per enterprise; docs/sso.md).
export { ssoSettings, ssoSessions } from './tables';
export { passwordSignInAllowed, registerDirectoryOption, type DirectoryOption } from './policy';
export { sweepSso } from './housekeeping';
