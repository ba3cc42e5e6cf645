import { X509Certificate, createHash, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { SsoCertificateSummary } from '@trestle/shared/sso-responses';
import { AppError, Errors } from '../../http/errors';

// Certificates of single sign-on (docs/sso.md "Certificates"): the IdP's, uploaded as .pem, .cer,
// .der or .pfx (without password) and kept as PEM; ours, a key pair made at the first save.

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function pemOf(der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** The X.509 certificate of a PEM or DER text, or null when it is none. */
function x509(bytesOrPem: Buffer | string): X509Certificate | null {
  try {
    return new X509Certificate(bytesOrPem);
  } catch {
    return null;
  }
}

/** A certificate's PEM in one canonical form (also accepts bare base64, as metadata carries it). */
export function normalizePem(text: string): string | null {
  const block = text.match(PEM_BLOCK)?.[0];
  const body = block ? block : `-----BEGIN CERTIFICATE-----\n${text.replace(/\s/g, '')}\n-----END CERTIFICATE-----\n`;
  const cert = x509(body);
  return cert ? pemOf(cert.raw) : null;
}

export function summarize(pem: string): SsoCertificateSummary {
  const cert = new X509Certificate(pem);
  return {
    subject: cert.subject.replace(/\n/g, ', '),
    issuer: cert.issuer.replace(/\n/g, ', '),
    notBefore: new Date(cert.validFrom).toISOString(),
    notAfter: new Date(cert.validTo).toISOString(),
    fingerprint256: createHash('sha256').update(cert.raw).digest('hex').toUpperCase().match(/.{2}/g)!.join(':'),
  };
}

/** Refuses a certificate outside its validity period (at `now`). */
export function assertCurrent(pem: string, now: Date) {
  const cert = new X509Certificate(pem);
  const from = new Date(cert.validFrom);
  const to = new Date(cert.validTo);
  if (to.getTime() <= now.getTime()) throw Errors.badInput('sso.certificateExpired', { date: to.toISOString().slice(0, 10) });
  if (from.getTime() > now.getTime()) throw Errors.badInput('sso.certificateNotYetValid', { date: from.toISOString().slice(0, 10) });
}

/** The certificates in a .pfx (PKCS#12) without password; a password-protected one is refused. */
function fromPfx(bytes: Buffer): string[] {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, '');
    } catch {
      // A file made without any password has no MAC at all: read without one.
      try {
        p12 = forge.pkcs12.pkcs12FromAsn1(asn1);
      } catch {
        throw Errors.badInput('sso.pfxPassword');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw Errors.badInput('sso.notCertificate');
  }
  const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const pems: string[] = [];
  for (const bag of bags) {
    if (!bag.cert) continue;
    const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary');
    pems.push(pemOf(der));
  }
  return pems;
}

/**
 * The certificates of an uploaded file (by its extension), as PEM. Refused with a clear message
 * when the file holds none, or is a .pfx with a password.
 */
export function certificatesOfUpload(fileName: string, bytes: Buffer): string[] {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.pfx')) {
    const pems = fromPfx(bytes);
    if (!pems.length) throw Errors.badInput('sso.notCertificate');
    return pems;
  }
  const text = bytes.toString('latin1');
  const blocks = text.match(PEM_BLOCK);
  const pems = blocks ? blocks.map(normalizePem) : [x509(bytes) ? pemOf(x509(bytes)!.raw) : normalizePem(text)];
  if (!pems.length || pems.some((p) => !p)) throw Errors.badInput('sso.notCertificate');
  return pems as string[];
}

/** Our signing key pair and a self-signed certificate for the service provider's metadata (10 years). */
export function makeSpKeyPair(commonName: string, now: Date): { privateKey: string; certificate: string } {
  // node:crypto makes the key (native, fast); forge builds the certificate around it.
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const attrs = [{ name: 'commonName', value: commonName.slice(0, 64) }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, certificate: forge.pki.certificateToPem(cert) };
}
