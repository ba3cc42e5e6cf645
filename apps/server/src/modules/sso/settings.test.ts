import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { makeSpKeyPair } from './certs';
import { DELETE, PARSE, SAVE, SETTINGS, ssoKit, type SsoKit } from './testkit';

type Xmllint = { validateXML(o: { xml: string; schema: string[] }): { errors: string[] | null } };
/**
 * node-xmllint's emscripten build replaces its own module.exports on each validation, so a later
 * require in this worker would get that object instead (the IdP kit's copy is taken before):
 * each check loads a fresh copy and leaves none behind in the require cache.
 */
function withXmllint<T>(run: (x: Xmllint) => T): T {
  const need = createRequire(import.meta.url);
  const id = need.resolve('node-xmllint');
  delete need.cache[id];
  try {
    return run(need('node-xmllint') as Xmllint);
  } finally {
    delete need.cache[id];
  }
}

/** OASIS's SAML 2.0 metadata schema and its imports, checked by libxml2 (node-xmllint); null when valid. */
function metadataSchemaErrors(xml: string): string[] | null {
  const need = createRequire(import.meta.url);
  const shipped = (name: string) => (need(`@authenio/samlify-node-xmllint/build/schemas/${name}.js`) as { default: string }).default;
  const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  // The schemas reach each other as file_<index>.xsd in xmllint's virtual file system.
  const files = ['saml-schema-assertion-2.0.xsd', 'xmldsig-core-schema.xsd', 'xenc-schema.xsd', 'xml.xsd'];
  const local = (text: string) =>
    files.reduce((t, f, i) => t.replace(new RegExp(`schemaLocation=(["'])${f.replaceAll('.', '\\.')}\\1`, 'g'), `schemaLocation="file_${i}.xsd"`), text);
  const schema = [
    local(shipped('saml-schema-assertion-2.0.xsd')),
    shipped('xmldsig-core-schema.xsd'),
    local(shipped('xenc-schema.xsd')),
    fixture('xml.xsd'),
    local(fixture('saml-schema-metadata-2.0.xsd')),
  ];
  return withXmllint((x) => x.validateXML({ xml, schema }).errors);
}

// The settings calls (managers only, validated, certificates parsed on the server), the
// metadata import of the shapes ADFS, Entra ID, Okta and Keycloak publish, our SP metadata
// against the SAML schema, the sign-in page's options and the enforce-SSO password rule.

let k: SsoKit;
beforeAll(async () => {
  k = await ssoKit();
});
afterAll(() => k.close());

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');
const upload = (fileName: string, content: string | Buffer) => ({ certificates: undefined, certificate: { fileName, contentBase64: b64(content) } });

function pfx(password: string | null) {
  const pair = makeSpKeyPair('pfx cert', new Date());
  const asn1 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(pair.privateKey), [forge.pki.certificateFromPem(pair.certificate)], password, {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

describe('settings', () => {
  it('answers the settings with our entity ID, ACS, SLO, metadata address and the certificate summary', async () => {
    const r = await k.post(SETTINGS, {});
    expect(r.body.success).toBe(true);
    expect(r.body.data.spEntityId).toBe(`http://localhost:3000/public/sso/${k.enterpriseId}/metadata`);
    expect(r.body.data.acsUrl).toBe(`http://localhost:3000/public/sso/${k.enterpriseId}/acs`);
    expect(r.body.data.settings).toMatchObject({ buttonName: 'Company login', loginUrl: k.idp.ssoUrl, signatureAlgorithm: 'rsa-sha256' });
    expect(r.body.data.settings.certificates[0]).toMatchObject({
      subject: 'CN=Trestle test IdP',
      fingerprint256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
    expect(JSON.stringify(r.body.data)).not.toContain('PRIVATE KEY');
  });

  it('says "Added successfully" on the first save and "Saved successfully" after', async () => {
    expect((await k.post(DELETE, {})).body.success).toBe(true);
    expect((await k.post(SETTINGS, {})).body.data.settings).toBeNull();
    const first = await k.save();
    expect(first.body).toMatchObject({ success: true, msg: 'Added successfully' });
    const again = await k.save({ buttonName: 'Sign in with Company', certificates: undefined });
    expect(again.body).toMatchObject({ success: true, msg: 'Saved successfully' });
    const meta = await k.t.app.inject({ method: 'GET', url: `${k.base}/metadata` });
    k.idp.trust(meta.body);
  });

  it('refuses callers who are not enterprise managers', async () => {
    expect((await k.post(SETTINGS, {}, k.member)).status).toBe(403);
    expect((await k.post(SAVE, k.settings(), k.clerk)).status).toBe(403);
    expect((await k.post(SETTINGS, {}, k.outsider)).status).toBe(403);
    expect((await k.t.post(SETTINGS, {})).status).toBe(401);
  });

  it.each([
    ['a name over 30 characters', { buttonName: 'x'.repeat(31) }, 'The button name may have at most 30 characters'],
    ['special characters in the name', { buttonName: 'Login/SSO' }, 'The button name may not contain special characters such as \\ / : * ? < > |'],
    ['no name', { buttonName: '' }, 'Please enter the button name'],
    ['an http login URL', { loginUrl: 'http://idp.example.com/sso' }, 'The login URL must be a valid https:// address'],
    ['no login URL', { loginUrl: '' }, 'Please enter the login URL'],
    [
      'a file that is no certificate',
      upload('idp.cer', 'hello, not a certificate'),
      'The file is not a certificate. Upload the X.509 certificate of the identity provider (.cer, .der or .pem)',
    ],
    ['a file over 1 MB', upload('idp.pem', Buffer.alloc(1024 * 1024 + 1, 65)), 'The certificate file may be at most 1 MB'],
    ['a wrong extension', upload('idp.txt', makeSpKeyPair('x', new Date()).certificate), 'The certificate file must be a .der, .cer, .pem or .pfx file'],
    [
      'a .pfx with a password',
      upload('idp.pfx', pfx('secret')),
      'The .pfx file is protected by a password. Export the certificate as .cer or .pem and upload that',
    ],
    ['RSA-SHA1 unless allowed', { signatureAlgorithm: 'rsa-sha1' }, 'RSA-SHA1 is no longer safe; choose RSA-SHA256 or allow SHA-1 explicitly'],
    ['a skew over 300 s', { clockSkewSeconds: 301 }, 'The allowed clock difference must be 0 to 300 seconds'],
  ])('refuses %s with a clear message', async (_what, over, msg) => {
    const r = await k.save(over);
    expect(r.body.success).toBe(false);
    expect(r.body.msg).toContain(msg);
    expect(r.status).toBe(400);
  });

  it('accepts a file of exactly 1 MB as far as the size goes', async () => {
    const r = await k.save(upload('idp.pem', Buffer.alloc(1024 * 1024, 65)));
    expect(r.body.msg).toBe('The file is not a certificate. Upload the X.509 certificate of the identity provider (.cer, .der or .pem)');
  });

  it('reads .pem, .der/.cer and .pfx without password, and refuses an expired certificate', async () => {
    const pem = makeSpKeyPair('Uploaded PEM', new Date());
    const saved = await k.save(upload('idp.pem', pem.certificate));
    expect(saved.body.msg).toBe('Saved successfully');
    expect(saved.body.data.settings.certificates[0].subject).toBe('CN=Uploaded PEM');
    const der = Buffer.from(bare(pem.certificate), 'base64');
    expect((await k.save(upload('idp.cer', der))).body.data.settings.certFileName).toBe('idp.cer');
    expect((await k.save(upload('IDP.DER', der))).body.success).toBe(true);
    expect((await k.save(upload('idp.pfx', pfx(null)))).body.data.settings.certificates[0].subject).toBe('CN=pfx cert');
    const old = makeSpKeyPair('Old', new Date(Date.now() - 11 * 365 * 24 * 3600_000));
    expect((await k.save(upload('old.pem', old.certificate))).body.msg).toMatch(/^The certificate expired on \d{4}-\d{2}-\d{2}/);
    // Back to the IdP's certificate for the other tests.
    expect((await k.save()).body.success).toBe(true);
  });

  it('writes saves into the operation log without key material', async () => {
    const r = await k.post('/protected/operation-log/enterprise/list', { pageNum: 1, pageSize: 50 });
    const text = JSON.stringify(r.body.data);
    expect(text).toContain('/protected/sso/save-settings');
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain('BEGIN CERTIFICATE');
  });
});

describe('metadata import', () => {
  const cert1 = makeSpKeyPair('IdP signing', new Date());
  const cert2 = makeSpKeyPair('IdP next', new Date());
  const fixture = (name: string) =>
    readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8')
      .replaceAll('{{CERT1}}', bare(cert1.certificate))
      .replaceAll('{{CERT2}}', bare(cert2.certificate));

  it.each([
    ['adfs', 'http://adfs.example.com/adfs/services/trust', 'https://adfs.example.com/adfs/ls/', 'https://adfs.example.com/adfs/ls/', ['CN=IdP signing']],
    [
      'entra',
      'https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/',
      'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/saml2',
      'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/saml2',
      ['CN=IdP signing', 'CN=IdP next'],
    ],
    [
      'okta',
      'http://www.okta.com/exk1fcr5qlXyBDzxs5d7',
      'https://dev-123456.okta.com/app/dev-123456_trestle_1/exk1fcr5qlXyBDzxs5d7/sso/saml',
      null,
      ['CN=IdP signing'],
    ],
    [
      'keycloak',
      'https://keycloak.example.com/realms/trestle',
      'https://keycloak.example.com/realms/trestle/protocol/saml',
      'https://keycloak.example.com/realms/trestle/protocol/saml',
      ['CN=IdP signing'],
    ],
  ])('fills the form from %s metadata', async (name, idpEntityId, loginUrl, sloUrl, subjects) => {
    const r = await k.post(PARSE, { xml: fixture(name) });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ idpEntityId, loginUrl, sloUrl });
    expect(r.body.data.certificates.map((c: { summary: { subject: string } }) => c.summary.subject)).toEqual(subjects);
  });

  it('saves what the import filled, with the imported certificates', async () => {
    const parsed = (await k.post(PARSE, { xml: fixture('entra') })).body.data;
    const r = await k.save({
      loginUrl: parsed.loginUrl,
      idpEntityId: parsed.idpEntityId,
      sloUrl: parsed.sloUrl,
      certificates: parsed.certificates.map((c: { pem: string }) => c.pem),
    });
    expect(r.body.data.settings.certificates).toHaveLength(2);
    expect((await k.save()).body.success).toBe(true);
  });

  it.each([
    ['not XML', 'hello', 'The file is not SAML 2.0 metadata (an EntityDescriptor document)'],
    [
      'a DTD with entities (XXE)',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><EntityDescriptor entityID="x">&e;</EntityDescriptor>',
      'The file is not SAML 2.0 metadata (an EntityDescriptor document)',
    ],
    [
      'no IDPSSODescriptor',
      '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><SPSSODescriptor/></EntityDescriptor>',
      'The metadata describes no identity provider (IDPSSODescriptor)',
    ],
    [
      'no HTTP-Redirect endpoint',
      '<EntityDescriptor entityID="x"><IDPSSODescriptor><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://x/sso"/></IDPSSODescriptor></EntityDescriptor>',
      'The metadata offers no single sign-on address with the HTTP-Redirect binding',
    ],
    [
      'no signing certificate',
      '<EntityDescriptor entityID="x"><IDPSSODescriptor><KeyDescriptor use="encryption"/><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://x/sso"/></IDPSSODescriptor></EntityDescriptor>',
      'The metadata holds no signing certificate of the identity provider',
    ],
  ])('refuses %s', async (_what, xml, msg) => {
    expect((await k.post(PARSE, { xml })).body).toMatchObject({ success: false, msg });
  });

  it('refuses a metadata document over 1 MB', async () => {
    expect((await k.post(PARSE, { xml: `<a>${'x'.repeat(1024 * 1024)}</a>` })).body.msg).toContain('The metadata file may be at most 1 MB');
  });
});

describe('service provider metadata and the sign-in page', () => {
  // Our metadata is validated against OASIS's metadata schema (fixtures/, with the assertion,
  // xmldsig and xenc schemas samlify-node-xmllint ships), and read by samlify as an IdP's admin
  // tool reads it; our AuthnRequest is validated against the protocol schema in every sign-in.
  it('serves our metadata as a download an IdP reads: entity ID, ACS (POST), SLO, our signing certificate', async () => {
    const r = await k.t.app.inject({ method: 'GET', url: `${k.base}/metadata` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(r.headers['content-disposition']).toContain('attachment');
    const idp = k.idp;
    idp.trust(r.body);
    expect(r.body).toContain(`entityID="http://localhost:3000/public/sso/${k.enterpriseId}/metadata"`);
    expect(r.body).toMatch(
      new RegExp(
        `AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="http://localhost:3000/public/sso/${k.enterpriseId}/acs"`,
      ),
    );
    expect(r.body).toContain(`/public/sso/${k.enterpriseId}/slo`);
    expect(r.body).toMatch(/AuthnRequestsSigned="true"/);
    expect(r.body).toMatch(/<KeyDescriptor use="signing">/);
    expect(metadataSchemaErrors(r.body)).toBeNull();
    // The checker does refuse what the schema forbids: an SP descriptor without an ACS.
    expect(metadataSchemaErrors(r.body.replace(/<(\w+:)?AssertionConsumerService[^>]*\/>/g, ''))).toEqual([expect.stringContaining('Missing child element')]);
    // The request the metadata announces verifies with its certificate and passes the SAML schema.
    const req = await k.start();
    expect(req.id).toMatch(/^_/);
    // Two schema validations in libxml2 compiled to WebAssembly: seconds alone, tens of seconds on a loaded machine.
  }, 120_000);

  it('offers the SSO button at /login/:enterpriseId, and answers 404 for an unknown enterprise', async () => {
    const r = await k.t.post('/public/sso/login-options', { enterpriseId: k.enterpriseId });
    expect(r.body.data).toMatchObject({
      sso: { buttonName: 'Company login', startUrl: `http://localhost:3000/public/sso/${k.enterpriseId}/login` },
      directory: false,
      passwordSignIn: true,
    });
    // The enterprise's name in the page's language: Chinese in zh, else the English name.
    expect(r.body.data.enterpriseName).toBe('Northwind Construction');
    const zh = await k.t.post('/public/sso/login-options', { enterpriseId: k.enterpriseId }, null, 'zh');
    expect(zh.body.data.enterpriseName).toBe('北风建设');
    const unknown = await k.t.post('/public/sso/login-options', { enterpriseId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    expect((await k.t.post('/public/sso/login-options', {})).status).toBe(400);
  });

  it('refuses password sign-in to staff when SSO is enforced, naming the button, but not to the enterprise manager', async () => {
    await k.save({ enforceSso: true, certificates: undefined });
    const staff = await k.t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' });
    expect(staff.body).toMatchObject({ success: false, msg: 'This enterprise signs in with single sign-on. Please use the "Company login" button' });
    const manager = await k.t.post('/public/user/login', { loginName: 'emanager', password: 'Manager#2026' });
    expect(manager.body.success).toBe(true);
    expect((await k.t.post('/public/sso/login-options', { enterpriseId: k.enterpriseId })).body.data.passwordSignIn).toBe(false);
    await k.save({ enforceSso: false, certificates: undefined });
    expect((await k.t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' })).body.success).toBe(true);
  });
});
