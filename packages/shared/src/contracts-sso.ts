import type { z } from 'zod';
import { noInput, defineContract } from './route-contract';
import { signIn } from './account-responses';
import { noData } from './common-responses';
import { ssoExchangeBody, ssoLoginOptionsBody, ssoMetadataBody, ssoSaveBody } from './sso-schemas';
import { ssoLoginOptions, ssoLogout, ssoParsedMetadata, ssoSettings } from './sso-responses';

// Single sign-on's JSON calls (docs/sso.md). The browser-facing SAML endpoints
// (/public/sso/:enterpriseId/metadata, login, acs, slo) answer XML and redirects: no contract.
const P = '/protected/sso';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const ssoContracts = {
  ssoGetSettings: post(`${P}/get-settings`, noInput, ssoSettings),
  ssoSaveSettings: post(`${P}/save-settings`, ssoSaveBody, ssoSettings),
  ssoParseMetadata: post(`${P}/parse-metadata`, ssoMetadataBody, ssoParsedMetadata),
  ssoDeleteSettings: post(`${P}/delete-settings`, noInput, noData),
  ssoLogout: post(`${P}/logout`, noInput, ssoLogout),
  ssoLoginOptions: post('/public/sso/login-options', ssoLoginOptionsBody, ssoLoginOptions),
  ssoExchange: post('/public/sso/exchange', ssoExchangeBody, signIn),
};
