import { XMLParser, XMLValidator } from 'fast-xml-parser';

// Reading the XML that comes from outside (IdP metadata, SAML messages) for our own checks.
// Hardened: a document type declaration or entity is refused outright (XXE, entity bombs);
// entities are never expanded; namespace prefixes dropped, attributes as @_name.

export type XNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
});

/** True when the text declares a document type or entities (never acceptable in SAML). */
export const hasDoctype = (text: string) => /<!DOCTYPE|<!ENTITY/i.test(text);

/** The parsed document, or null when it is not well-formed XML or declares a DTD. */
export function parseSafe(text: string): XNode | null {
  const clean = text.replace(/^\uFEFF/, '');
  if (hasDoctype(clean)) return null;
  if (XMLValidator.validate(clean) !== true) return null;
  try {
    return parser.parse(clean) as XNode;
  } catch {
    return null;
  }
}

/** Repeated or single elements alike, as a list of element objects. */
export function all(x: unknown, name: string): XNode[] {
  if (!x || typeof x !== 'object') return [];
  const v = (x as XNode)[name];
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).map((e) => (typeof e === 'object' && e !== null ? (e as XNode) : { '#text': e }));
}

export const first = (x: unknown, name: string): XNode | undefined => all(x, name)[0];

/** An element's text. */
export function textOf(x: XNode | undefined): string {
  if (!x) return '';
  const t = x['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t).trim() : '';
}

export const attr = (x: XNode | undefined, name: string): string => {
  const v = x?.[`@_${name}`];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};
