import { createSign, randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import * as xmllint from '@authenio/samlify-node-xmllint';
import { makeSpKeyPair } from './certs';

// A real SAML 2.0 identity provider for the tests (server tests and the e2e): samlify checks our
// AuthnRequest (our signature, and the SAML XML schema through xmllint) and signs the answers
// with its own key. It is also a tiny HTTPS site on loopback (self-signed certificate) with a
// login form: GET /sso?SAMLRequest=… shows user + password, POST /sso answers an auto-submitting
// form to our ACS. Responses can be bent for the refusal tests (audience, times, signing, key,
// algorithm, InResponseTo, tampering after signing).

/** What the kit uses of samlify. Its own typings pull in the DOM library (through @xmldom/xmldom), which would change Node's types for the whole server build. */
interface SignatureOptions {
  privateKey: string;
  signingCert: string;
  signatureAlgorithm: string;
  isBase64Output: boolean;
  rawSamlMessage: string;
  referenceTagXPath?: string;
  isMessageSigned?: boolean;
  signatureConfig: { prefix: string; location: { reference: string; action: string } };
}
interface SamlifySp {
  entityMeta: unknown;
}
interface Samlify {
  setSchemaValidator(v: { validate: (xml: string) => Promise<unknown> }): void;
  IdentityProvider(o: { metadata: string; privateKey: string; wantAuthnRequestsSigned: boolean }): {
    parseLoginRequest(sp: SamlifySp, binding: 'redirect', req: { query: Record<string, string>; octetString: string }): Promise<{ extract: unknown }>;
  };
  ServiceProvider(o: { metadata: string }): SamlifySp;
  SamlLib: {
    constructSAMLSignature(o: SignatureOptions): string;
  };
}
const samlify = createRequire(import.meta.url)('samlify') as Samlify;
samlify.setSchemaValidator(xmllint);

const EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const SIG = {
  sha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
} as const;

export interface KeyPair {
  privateKey: string;
  certificate: string;
}

export interface ResponseOptions {
  email: string;
  /** Our AuthnRequest ID; null: an IdP-initiated response (no InResponseTo). */
  inResponseTo: string | null;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  audience?: string;
  destination?: string;
  recipient?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  sessionIndex?: string;
  /** What is signed: the assertion (default), the response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  algorithm?: keyof typeof SIG;
  /** Signs with another key than the IdP's published one. */
  key?: KeyPair;
  /** Changes the signed XML (a tampering test). */
  tamper?: (xml: string) => string;
}

export interface TestIdp {
  url: string;
  entityId: string;
  ssoUrl: string;
  sloUrl: string;
  keys: KeyPair;
  metadataXml: string;
  /** People the login form accepts: e-mail → password. */
  users: Map<string, { password: string; name: string; department?: string }>;
  /** Tells the IdP about our service provider (its metadata XML). */
  trust(spMetadataXml: string): void;
  /** Our AuthnRequest from the login redirect's address (our signature and the schema checked). */
  parseRequest(location: string): Promise<{ id: string; relayState: string; acsUrl: string }>;
  /** A base64 SAMLResponse. */
  response(o: ResponseOptions): string;
  /** A signed LogoutRequest of the IdP (HTTP-Redirect query string) for our SLO address. */
  logoutRequest(sloUrl: string, nameId: string, sessionIndex?: string): string;
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');

export async function startTestIdp(): Promise<TestIdp> {
  const keys = makeSpKeyPair('Trestle test IdP', new Date());
  const tls = makeSpKeyPair('127.0.0.1', new Date());
  let sp: SamlifySp | null = null;
  let acsUrl = '';
  let spEntityId = '';
  const users = new Map<string, { password: string; name: string; department?: string }>();

  const server: Server = createServer({ key: tls.privateKey, cert: tls.certificate });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/metadata`;
  const ssoUrl = `${url}/sso`;
  const sloUrl = `${url}/slo`;
  const metadataXml = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${esc(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(keys.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(sloUrl)}"/>
    <md:NameIDFormat>${EMAIL}</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  const idp = samlify.IdentityProvider({ metadata: metadataXml, privateKey: keys.privateKey, wantAuthnRequestsSigned: true });

  function response(o: ResponseOptions): string {
    const now = new Date();
    const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const notBefore = (o.notBefore ?? new Date(now.getTime() - 1000)).toISOString();
    const id = `_${randomUUID()}`;
    const assertionId = `_${randomUUID()}`;
    const irt = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : '';
    const attrs = Object.entries(o.attributes ?? {})
      .map(([k, v]) => `<saml:Attribute Name="${esc(k)}"><saml:AttributeValue xsi:type="xs:string">${esc(v)}</saml:AttributeValue></saml:Attribute>`)
      .join('');
    const issuer = `<saml:Issuer>${esc(entityId)}</saml:Issuer>`;
    let xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${esc(o.destination ?? acsUrl)}"${irt}>` +
      `${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">${issuer}` +
      `<saml:Subject><saml:NameID Format="${esc(o.nameIdFormat ?? EMAIL)}">${esc(o.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.recipient ?? acsUrl)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience ?? spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${esc(o.sessionIndex ?? `_s${randomUUID()}`)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (attrs ? `<saml:AttributeStatement>${attrs}</saml:AttributeStatement>` : '') +
      `</saml:Assertion></samlp:Response>`;
    const sign = o.sign ?? 'assertion';
    const key = o.key ?? keys;
    const base = { privateKey: key.privateKey, signingCert: bare(key.certificate), signatureAlgorithm: SIG[o.algorithm ?? 'sha256'], isBase64Output: false };
    if (sign === 'assertion' || sign === 'both') {
      xml = samlify.SamlLib.constructSAMLSignature({
        ...base,
        rawSamlMessage: xml,
        referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
        signatureConfig: {
          prefix: 'ds',
          location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
        },
      });
    }
    if (sign === 'response' || sign === 'both') {
      xml = samlify.SamlLib.constructSAMLSignature({
        ...base,
        rawSamlMessage: xml,
        isMessageSigned: true,
        signatureConfig: { prefix: 'ds', location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' } },
      });
    }
    if (o.tamper) xml = o.tamper(xml);
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  async function parseRequest(location: string) {
    if (!sp) throw new Error('the test IdP does not know the service provider yet (trust(spMetadata))');
    const at = new URL(location);
    const query = Object.fromEntries(at.searchParams);
    const octetString = at.search
      .slice(1)
      .split('&')
      .filter((p) => !p.startsWith('Signature='))
      .join('&');
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString });
    const extract = parsed.extract as { request: { id: string; assertionConsumerServiceUrl?: string } };
    return { id: extract.request.id, relayState: query.RelayState ?? '', acsUrl };
  }

  function logoutRequest(target: string, nameId: string, sessionIndex?: string) {
    const id = `_${randomUUID()}`;
    const xml =
      `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${esc(target)}">` +
      `<saml:Issuer>${esc(entityId)}</saml:Issuer><saml:NameID Format="${EMAIL}">${esc(nameId)}</saml:NameID>` +
      (sessionIndex ? `<samlp:SessionIndex>${esc(sessionIndex)}</samlp:SessionIndex>` : '') +
      `</samlp:LogoutRequest>`;
    const deflated = deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64');
    const octet = `SAMLRequest=${encodeURIComponent(deflated)}&SigAlg=${encodeURIComponent(SIG.sha256)}`;
    const signature = createSign('RSA-SHA256').update(octet).sign(keys.privateKey, 'base64');
    return `${octet}&Signature=${encodeURIComponent(signature)}`;
  }

  const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`;
  server.on('request', (req, res) => {
    const here = new URL(req.url ?? '/', url);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          if (req.method === 'GET' && here.pathname === '/sso') {
            await parseRequest(here.toString());
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(
              page(
                `<h1>Test identity provider</h1><form method="post" action="/sso"><input type="hidden" name="q" value="${esc(here.search)}">` +
                  `<label>User <input name="user" autocomplete="username"></label><label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form>`,
              ),
            );
            return;
          }
          if (req.method === 'POST' && here.pathname === '/sso') {
            const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
            const request = await parseRequest(`${ssoUrl}${form.get('q') ?? ''}`);
            const user = users.get((form.get('user') ?? '').toLowerCase());
            if (!user || user.password !== form.get('password')) {
              res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
              res.end(page('<p id="error">Wrong user or password</p>'));
              return;
            }
            const attributes: Record<string, string> = { displayName: user.name };
            if (user.department) attributes.department = user.department;
            const saml = response({ email: form.get('user')!.toLowerCase(), inResponseTo: request.id, attributes });
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(
              page(
                `<form id="f" method="post" action="${esc(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${saml}"><input type="hidden" name="RelayState" value="${esc(request.relayState)}"><noscript><button>Continue</button></noscript></form><script>document.getElementById('f').submit()</script>`,
              ),
            );
            return;
          }
          if (here.pathname === '/slo') {
            // Our LogoutRequest arrives here: the IdP session ends; back to the service provider's sign-in.
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(page('<p id="signed-out">Signed out at the identity provider</p>'));
            return;
          }
          if (here.pathname === '/metadata') {
            res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
            res.end(metadataXml);
            return;
          }
          res.writeHead(404).end();
        } catch (err) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end(`refused: ${String(err)}`);
        }
      })();
    });
  });

  return {
    url,
    entityId,
    ssoUrl,
    sloUrl,
    keys,
    metadataXml,
    users,
    trust(spMetadataXml: string) {
      sp = samlify.ServiceProvider({ metadata: spMetadataXml });
      acsUrl = /<(?:\w+:)?AssertionConsumerService[^>]*Location="([^"]+)"/.exec(spMetadataXml)?.[1] ?? '';
      spEntityId = /entityID="([^"]+)"/.exec(spMetadataXml)?.[1] ?? '';
    },
    parseRequest,
    response,
    logoutRequest,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
