import type { SsoParsedMetadata } from '@trestle/shared/sso-responses';
import { Errors } from '../../http/errors';
import { normalizePem, summarize } from './certs';
import { all, attr, first, parseSafe, textOf, type XNode } from './xml';

// parse-metadata: what an IdP's SAML 2.0 metadata says (docs/sso.md "Metadata import"). ADFS,
// Entra ID, Okta and Keycloak all publish an EntityDescriptor (Keycloak sometimes inside an
// EntitiesDescriptor) with one IDPSSODescriptor, KeyDescriptors (use="signing", or no use =
// both) and SingleSignOnService / SingleLogoutService per binding.

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The first EntityDescriptor with an IDPSSODescriptor (a wrapper may list several entities). */
function entityWithIdp(doc: XNode): { entity: XNode; idp: XNode } | 'noEntity' | 'noIdp' {
  const direct = all(doc, 'EntityDescriptor');
  const wrapped = all(doc, 'EntitiesDescriptor').flatMap((w) => all(w, 'EntityDescriptor'));
  const entities = [...direct, ...wrapped];
  if (!entities.length) return 'noEntity';
  for (const entity of entities) {
    const idp = first(entity, 'IDPSSODescriptor');
    if (idp) return { entity, idp };
  }
  return 'noIdp';
}

export function parseMetadata(xml: string): SsoParsedMetadata {
  const doc = parseSafe(xml);
  if (!doc) throw Errors.badInput('sso.notMetadata');
  const found = entityWithIdp(doc);
  if (found === 'noEntity') throw Errors.badInput('sso.notMetadata');
  if (found === 'noIdp') throw Errors.badInput('sso.noIdpDescriptor');
  const { entity, idp } = found;
  const sso = all(idp, 'SingleSignOnService').find((s) => attr(s, 'Binding') === REDIRECT);
  const loginUrl = attr(sso, 'Location');
  if (!sso || !loginUrl) throw Errors.badInput('sso.noRedirectEndpoint');
  const slo = all(idp, 'SingleLogoutService').find((s) => attr(s, 'Binding') === REDIRECT);
  const pems = new Set<string>();
  for (const kd of all(idp, 'KeyDescriptor')) {
    const use = attr(kd, 'use');
    if (use && use !== 'signing') continue;
    for (const data of all(first(kd, 'KeyInfo'), 'X509Data')) {
      for (const c of all(data, 'X509Certificate')) {
        const pem = normalizePem(textOf(c));
        if (pem) pems.add(pem);
      }
    }
  }
  if (!pems.size) throw Errors.badInput('sso.noSigningCertificate');
  return {
    idpEntityId: attr(entity, 'entityID'),
    loginUrl,
    sloUrl: attr(slo, 'Location') || null,
    certificates: [...pems].map((pem) => ({ pem, summary: summarize(pem) })),
  };
}
