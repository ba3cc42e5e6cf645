import { kit as staffKit, type Kit as StaffKit } from '../staff/testkit';
import { startTestIdp, type TestIdp } from './idp-kit';

// Shared set-up of the sso tests (not a test file itself): the staff kit's enterprise, people and
// callers, a real identity provider on loopback, and the enterprise's SSO saved through the API
// with the IdP's certificate and our metadata handed to the IdP.

export const SETTINGS = '/protected/sso/get-settings';
export const SAVE = '/protected/sso/save-settings';
export const PARSE = '/protected/sso/parse-metadata';
export const DELETE = '/protected/sso/delete-settings';
export const EXCHANGE = '/public/sso/exchange';

export interface SsoKit extends StaffKit {
  idp: TestIdp;
  base: string;
  /** A save-settings payload for the test IdP, with overrides. */
  settings(over?: object): object;
  save(over?: object): ReturnType<StaffKit['post']>;
  /** GET login: the redirect's location (our signed AuthnRequest checked by the IdP) and the request. */
  start(redirect?: string): Promise<{ location: string; id: string; relayState: string }>;
  /** POST acs with a SAMLResponse: the 303's location. */
  acs(samlResponse: string, relayState?: string): Promise<string>;
  /** The code of a sign-in location, exchanged: the envelope. */
  exchange(location: string): ReturnType<StaffKit['post']>;
  close(): Promise<void>;
}

export async function ssoKit(): Promise<SsoKit> {
  const k = await staffKit();
  const idp = await startTestIdp();
  const base = `/public/sso/${k.enterpriseId}`;
  const settings = (over: object = {}) => ({
    buttonName: 'Company login',
    loginUrl: idp.ssoUrl,
    certificates: [idp.keys.certificate],
    idpEntityId: idp.entityId,
    sloUrl: idp.sloUrl,
    signatureAlgorithm: 'rsa-sha256',
    allowSha1: false,
    allowIdpInitiated: false,
    clockSkewSeconds: 60,
    jitMode: 'off',
    enforceSso: false,
    enabled: true,
    ...over,
  });
  const s: SsoKit = {
    ...k,
    idp,
    base,
    settings,
    save: (over = {}) => k.post(SAVE, settings(over)),
    async start(redirect = '/project_list') {
      const r = await k.t.app.inject({ method: 'GET', url: `${base}/login?redirect=${encodeURIComponent(redirect)}` });
      if (r.statusCode !== 302) throw new Error(`login answered ${r.statusCode} ${String(r.headers.location)}`);
      const location = String(r.headers.location);
      return { location, ...(await idp.parseRequest(location)) };
    },
    async acs(samlResponse, relayState = '/project_list') {
      const r = await k.t.app.inject({
        method: 'POST',
        url: `${base}/acs`,
        payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (r.statusCode !== 303) throw new Error(`acs answered ${r.statusCode}: ${r.body}`);
      return String(r.headers.location);
    },
    exchange(location) {
      const code = new URLSearchParams(location.split('?')[1] ?? '').get('code') ?? '';
      return k.t.post(EXCHANGE, { code });
    },
    async close() {
      await idp.close();
      await k.t.close();
    },
  };
  const saved = await s.save();
  if (!saved.body.success) throw new Error(`save-settings: ${saved.body.msg}`);
  const meta = await k.t.app.inject({ method: 'GET', url: `${base}/metadata` });
  idp.trust(meta.body);
  return s;
}
