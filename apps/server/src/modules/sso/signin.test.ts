import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../accounts/tables';
import { operationLogs } from '../oplog/tables';
import { makeSpKeyPair } from './certs';
import { ssoKit, type SsoKit } from './testkit';
import { ssoAssertions, ssoCodes, ssoRequests, ssoSessions } from './tables';
import { sweepSso } from './housekeeping';

// SP-initiated sign-in end to end against a real IdP, and every refusal of the assertion
// consumer service (docs/sso.md "Sign-in").

let k: SsoKit;
let person: { email: string; userId: string };
beforeAll(async () => {
  k = await ssoKit();
  const p = await k.addPerson();
  person = { email: p.email!, userId: p.userId };
});
afterAll(() => k.close());

const reasonOf = (location: string) => new URLSearchParams(location.split('?')[1] ?? '').get('ssoError');
const openSessions = async (userId: string) => (await k.t.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('single sign-on', () => {
  it('signs a staff member in end to end: login redirect, IdP, ACS, one-time code, a working session', async () => {
    const req = await k.start('/project_list');
    expect(req.location.startsWith(`${k.idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    expect(req.location).toContain('Signature=');
    expect(req.relayState).toBe('/project_list');
    const location = await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id, sessionIndex: 'idp-s1' }), req.relayState);
    expect(location).toMatch(/^\/#\/sso-complete\?code=[\w-]+&redirect=%2Fproject_list$/);
    expect(location).not.toMatch(/token/i);
    const r = await k.exchange(location);
    expect(r.body.success).toBe(true);
    expect(r.body.data.user.userId).toBe(person.userId);
    expect(r.body.data.user.enterpriseId).toBe(k.enterpriseId);
    const me = await k.t.post('/protected/user/get-current-user', {}, r.body.data.token);
    expect(me.body.success).toBe(true);
    expect(JSON.stringify(me.body.data)).toContain(person.userId);
    // The code works once.
    const again = await k.exchange(location);
    expect(again.body).toMatchObject({ success: false, msg: 'The sign-in link was already used or has expired. Please sign in again' });
  });

  it('accepts a signed response around an unsigned assertion, and both signed', async () => {
    for (const sign of ['response', 'both'] as const) {
      const req = await k.start();
      const location = await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id, sign }));
      expect(location, sign).toMatch(/^\/#\/sso-complete\?code=/);
    }
  });

  it('lands on a local page only: an absolute or protocol-relative redirect becomes /', async () => {
    for (const evil of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const req = await k.start(evil);
      expect(req.relayState).toBe('/');
      const location = await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id }), evil);
      expect(location.endsWith('&redirect=%2F')).toBe(true);
    }
  });

  const refusals: [string, string, (id: string) => Parameters<SsoKit['idp']['response']>[0]][] = [
    [
      'a signature broken by a change after signing',
      'signature',
      (id) => ({ email: person.email, inResponseTo: id, tamper: (x) => x.replace(/(<saml:NameID[^>]*>)[^<]*/, '$1boss@example.com') }),
    ],
    ['a wrong audience', 'audience', (id) => ({ email: person.email, inResponseTo: id, audience: 'https://other.example/sp' })],
    [
      'an expired assertion',
      'expired',
      (id) => ({ email: person.email, inResponseTo: id, notBefore: new Date(Date.now() - 3600_000), notOnOrAfter: new Date(Date.now() - 600_000) }),
    ],
    ['an unsigned response', 'unsigned', (id) => ({ email: person.email, inResponseTo: id, sign: 'none' })],
    ['a response signed by another key', 'signature', (id) => ({ email: person.email, inResponseTo: id, key: makeSpKeyPair('intruder', new Date()) })],
    ['a SHA-1 signature', 'sha1', (id) => ({ email: person.email, inResponseTo: id, algorithm: 'sha1' })],
    ['another recipient', 'destination', (id) => ({ email: person.email, inResponseTo: id, recipient: 'https://other.example/acs', sign: 'both' })],
    ['an answer to no request of ours', 'request', () => ({ email: person.email, inResponseTo: '_never-sent' })],
    ['an IdP-initiated response (not allowed by default)', 'idpInitiated', () => ({ email: person.email, inResponseTo: null })],
    ['an unknown person (jit off)', 'noAccount', (id) => ({ email: 'stranger@example.com', inResponseTo: id })],
  ];
  for (const [what, reason, make] of refusals) {
    it(`refuses ${what} (${reason}) without a session`, async () => {
      const before = await openSessions(person.userId);
      const req = await k.start();
      const location = await k.acs(k.idp.response(make(req.id)));
      expect(location.startsWith(`/#/login/${k.enterpriseId}?ssoError=`)).toBe(true);
      expect(reasonOf(location)).toBe(reason);
      expect(await openSessions(person.userId)).toBe(before);
    });
  }

  it('writes each refusal into the enterprise operation log with its reason', async () => {
    const rows = await k.t.deps.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, k.enterpriseId), eq(operationLogs.module, 'sso'), eq(operationLogs.action, 'login')));
    const reasons = rows.map((r) => (r.targets as { after?: { reason?: string } }[])[0]?.after?.reason);
    expect(reasons).toEqual(expect.arrayContaining(['signature', 'audience', 'expired', 'unsigned', 'sha1', 'noAccount']));
    expect(JSON.stringify(rows)).not.toContain('SAMLResponse');
  });

  it('refuses a replayed response, also two parallel posts of one response: exactly one session', async () => {
    const req = await k.start();
    const saml = k.idp.response({ email: person.email, inResponseTo: req.id });
    const first = await k.acs(saml);
    expect(first).toMatch(/sso-complete/);
    expect(reasonOf(await k.acs(saml))).toBe('replayed');

    const req2 = await k.start();
    const saml2 = k.idp.response({ email: person.email, inResponseTo: req2.id });
    const both = await Promise.all([k.acs(saml2), k.acs(saml2)]);
    expect(both.filter((l) => l.includes('sso-complete'))).toHaveLength(1);
    expect(both.filter((l) => reasonOf(l) !== null)).toHaveLength(1);
  });

  it('never answers a 500 to whatever is posted to the ACS', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">&lol2;</samlp:Response>`;
    const bodies = [
      '',
      'SAMLResponse=',
      'SAMLResponse=%%%not-base64',
      `SAMLResponse=${encodeURIComponent(Buffer.from('not xml at all').toString('base64'))}`,
      `SAMLResponse=${encodeURIComponent(Buffer.from(bomb).toString('base64'))}`,
      `SAMLResponse=${'A'.repeat(60_000)}`,
      'x'.repeat(200_000),
    ];
    for (const payload of bodies) {
      const r = await k.t.app.inject({ method: 'POST', url: `${k.base}/acs`, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(r.statusCode, payload.slice(0, 40)).not.toBe(500);
      if (r.statusCode === 303) expect(reasonOf(String(r.headers.location))).toBe('malformed');
    }
    const json = await k.t.app.inject({ method: 'POST', url: `${k.base}/acs`, payload: { SAMLResponse: 5 } });
    expect(json.statusCode).toBe(303);
    const unknown = await k.t.app.inject({
      method: 'POST',
      url: '/public/sso/no-such-enterprise/acs',
      payload: 'SAMLResponse=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reasonOf(String(unknown.headers.location))).toBe('notConfigured');
  });

  it('refuses staff marked invalid (invalidAccount)', async () => {
    const p = await k.addPerson();
    await k.t.deps.db.update(users).set({ isInvalid: true }).where(eq(users.id, p.userId));
    const req = await k.start();
    expect(reasonOf(await k.acs(k.idp.response({ email: p.email!, inResponseTo: req.id })))).toBe('invalidAccount');
  });
});

/** The test IdP's HTTPS pages (self-signed certificate, as a browser told to accept it). */
function idpPage(url: string, form?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: form ? 'POST' : 'GET', rejectUnauthorized: false, headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

describe("the test IdP's login form (what the e2e drives)", () => {
  it('shows user and password for our request and answers an auto-submitting form to our ACS that signs in', async () => {
    k.idp.users.set(person.email.toLowerCase(), { password: 'Idp#pass1', name: 'Form Person' });
    const req = await k.start('/project_list');
    const form = await idpPage(req.location);
    expect(form.status).toBe(200);
    expect(form.body).toContain('name="password"');
    const q = new URL(req.location).search;
    const wrong = await idpPage(k.idp.ssoUrl, new URLSearchParams({ q, user: person.email, password: 'nope' }).toString());
    expect(wrong.status).toBe(401);
    const ok = await idpPage(k.idp.ssoUrl, new URLSearchParams({ q, user: person.email, password: 'Idp#pass1' }).toString());
    expect(ok.body).toContain(`action="http://localhost:3000/public/sso/${k.enterpriseId}/acs"`);
    const saml = /name="SAMLResponse" value="([^"]+)"/.exec(ok.body)?.[1] ?? '';
    const relay = /name="RelayState" value="([^"]*)"/.exec(ok.body)?.[1] ?? '';
    expect(relay).toBe('/project_list');
    expect(await k.acs(saml, relay)).toMatch(/^\/#\/sso-complete\?code=/);
  });
});

describe('settings that change the sign-in', () => {
  it('accepts IdP-initiated responses when allowed, and SHA-1 when allowed', async () => {
    expect((await k.save({ allowIdpInitiated: true, allowSha1: true, certificates: undefined })).body.success).toBe(true);
    expect(await k.acs(k.idp.response({ email: person.email, inResponseTo: null }))).toMatch(/sso-complete/);
    const req = await k.start();
    expect(await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id, algorithm: 'sha1' }))).toMatch(/sso-complete/);
    await k.save({ certificates: undefined });
  });

  it('creates a new person with jit create: staff in the default department and the staff role', async () => {
    const dept = await k.deptId('Site operations');
    await k.save({ jitMode: 'create', jitDepartmentId: dept, certificates: undefined });
    const req = await k.start();
    const location = await k.acs(k.idp.response({ email: 'fresh.face@example.com', inResponseTo: req.id, attributes: { displayName: 'Fresh Face' } }));
    const r = await k.exchange(location);
    expect(r.body.data.user).toMatchObject({ name: 'Fresh Face', email: 'fresh.face@example.com' });
    const list = await k.post('/protected/user-management/get-staff', { where: { isInvalid: 'all', name: 'fresh.face' } });
    expect(list.body.data.list[0]).toMatchObject({ departments: [{ id: dept }], role: { name: 'Staff' } });
    await k.save({ jitMode: 'off', certificates: undefined });
  });
});

describe('sign-out', () => {
  async function ssoSession(sessionIndex: string) {
    const req = await k.start();
    const r = await k.exchange(await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id, sessionIndex })));
    return r.body.data.token as string;
  }

  it("ends our session and sends the browser to the IdP's single logout with our signed LogoutRequest", async () => {
    const token = await ssoSession('idp-logout-1');
    const r = await k.t.post('/protected/sso/logout', {}, token);
    expect(r.body.data.redirectUrl.startsWith(`${k.idp.sloUrl}?SAMLRequest=`)).toBe(true);
    expect(r.body.data.redirectUrl).toContain('Signature=');
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(false);
  });

  it('ends a password session without a redirect, and an SSO session without one when the IdP has no SLO', async () => {
    const password = await k.t.login('padmin');
    expect((await k.t.post('/protected/sso/logout', {}, password)).body.data).toEqual({ redirectUrl: null });
    await k.save({ sloUrl: null, certificates: undefined });
    const token = await ssoSession('idp-logout-2');
    expect((await k.t.post('/protected/sso/logout', {}, token)).body.data).toEqual({ redirectUrl: null });
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(false);
    await k.save({ certificates: undefined });
  });

  it("ends the sessions of the IdP's LogoutRequest and answers with our LogoutResponse", async () => {
    const token = await ssoSession('idp-logout-3');
    const [link] = await k.t.deps.db.select().from(ssoSessions).where(eq(ssoSessions.sessionIndex, 'idp-logout-3'));
    expect(link).toBeDefined();
    const query = k.idp.logoutRequest(`http://localhost/public/sso/${k.enterpriseId}/slo`, person.email, 'idp-logout-3');
    const r = await k.t.app.inject({ method: 'GET', url: `${k.base}/slo?${query}` });
    expect(r.statusCode).toBe(303);
    expect(String(r.headers.location).startsWith(`${k.idp.sloUrl}?SAMLResponse=`)).toBe(true);
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(false);
  });
});

describe('housekeeping', () => {
  it('sweeps requests, assertion IDs and codes past their time, and keeps the live ones', async () => {
    const req = await k.start();
    await k.acs(k.idp.response({ email: person.email, inResponseTo: req.id }));
    await k.start();
    const db = k.t.deps.db;
    const count = async () => [
      (await db.select().from(ssoRequests)).length,
      (await db.select().from(ssoAssertions)).length,
      (await db.select().from(ssoCodes)).length,
    ];
    const [requests, assertions, codes] = await count();
    expect(requests).toBeGreaterThan(0);
    expect(assertions).toBeGreaterThan(0);
    expect(codes).toBeGreaterThan(0);
    await sweepSso({ ...k.t.deps, now: () => new Date() });
    const [, assertionsNow] = await count();
    expect(assertionsNow).toBe(assertions);
    await sweepSso({ ...k.t.deps, now: () => new Date(Date.now() + 2 * 24 * 3600_000) });
    expect(await count()).toEqual([0, 0, 0]);
  });
});
