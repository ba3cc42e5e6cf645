import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';
import * as validator from '@authenio/samlify-node-xmllint';

// A real SAML 2.0 identity provider on loopback for the single sign-on e2e test: samlify as the
// IdP, over https with a certificate made by openssl (the browser context ignores its trust), with
// a login page. It answers an AuthnRequest (HTTP-Redirect) with a signed Response (HTTP-POST) for
// the e-mail typed on its page, InResponseTo the request, to the service provider whose metadata
// it reads from Trestle at that moment.

export interface TestIdp {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The IdP's metadata document, as an administrator downloads it from the IdP. */
  metadata: string;
  stop(): Promise<void>;
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`;
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Starts the IdP; `spMetadataUrl` is where Trestle serves the service provider's metadata. */
export async function startIdp(spMetadataUrl: string): Promise<TestIdp> {
  samlify.setSchemaValidator(validator);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-idp-'));
  const key = path.join(dir, 'idp.key');
  const crt = path.join(dir, 'idp.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      crt,
      '-days',
      '30',
      '-subj',
      '/CN=Test IdP',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {
      stdio: 'pipe',
    },
  );
  const privateKey = readFileSync(key, 'utf8');
  const cert = readFileSync(crt, 'utf8');
  let idp: ReturnType<typeof samlify.IdentityProvider> | null = null;

  const server: Server = createServer({ key: privateKey, cert }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        if (url.pathname === '/sso' && req.method === 'GET') {
          // The sign-in page: the AuthnRequest and RelayState ride along in hidden fields.
          const q = (n: string) => esc(url.searchParams.get(n) ?? '');
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            html(`<h1>Test IdP sign-in</h1><form method="post" action="/sso/login">
<input type="hidden" name="SAMLRequest" value="${q('SAMLRequest')}"><input type="hidden" name="RelayState" value="${q('RelayState')}">
<label>E-mail <input name="email" data-testid="idp-email"></label> <label>Password <input name="password" type="password" data-testid="idp-password"></label>
<button type="submit" data-testid="idp-submit">Sign in</button></form>`),
          );
          return;
        }
        if (url.pathname === '/sso/login' && req.method === 'POST') {
          const form = new URLSearchParams(body);
          const request = inflateRawSync(Buffer.from(form.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
          const requestId = /\sID="([^"]+)"/.exec(request)?.[1] ?? '';
          const sp = samlify.ServiceProvider({ metadata: await (await fetch(spMetadataUrl)).text() });
          const answer = (await idp!.createLoginResponse(
            sp,
            { extract: { request: { id: requestId } } },
            'post',
            { email: form.get('email') ?? '' },
            {
              relayState: form.get('RelayState') ?? '',
            },
          )) as { context: string; entityEndpoint: string; relayState?: string };
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            html(`<form method="post" action="${esc(answer.entityEndpoint)}"><input type="hidden" name="SAMLResponse" value="${esc(answer.context)}">
<input type="hidden" name="RelayState" value="${esc(form.get('RelayState') ?? '')}"><button type="submit" data-testid="idp-continue">Continue</button></form>
<script>document.forms[0].submit()</script>`),
          );
          return;
        }
        if (url.pathname === '/slo') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(html('<h1 data-testid="idp-signed-out">Signed out of the test IdP</h1>'));
          return;
        }
        res.writeHead(404).end();
      })().catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp = samlify.IdentityProvider({
    entityID: `${base}/metadata`,
    privateKey,
    signingCert: cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: `${base}/sso` }],
    singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/slo` }],
  });
  return {
    url: base,
    metadata: idp.getMetadata(),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
