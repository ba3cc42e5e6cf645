import { XMLParser } from 'fast-xml-parser';

// Small XML helpers for BCF: writing by template (elements in the schema's order), reading
// with fast-xml-parser into plain objects (attributes as @_name, namespace prefixes dropped).

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Attrs = Record<string, string | number | boolean | null | undefined>;

/** <name attrs>children</name>, or <name attrs/> without children; null/undefined attributes are left out. */
export function el(name: string, attrs: Attrs = {}, ...children: (string | null | undefined | false)[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
  const body = children.filter((c): c is string => typeof c === 'string').join('');
  return body ? `<${name}${a}>${body}</${name}>` : `<${name}${a}/>`;
}

/** A leaf element with text, or nothing when the value is empty. */
export const leaf = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${esc(String(value))}</${name}>`;

export const doc = (root: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${root}\n`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: true,
});

export type XNode = Record<string, unknown>;

export function parseXml(text: string): XNode {
  return parser.parse(text.replace(/^\uFEFF/, '')) as XNode;
}

/** Repeated or single elements alike, as a list. */
export function arr(x: unknown): XNode[] {
  if (x === undefined || x === null || x === '') return [];
  return (Array.isArray(x) ? x : [x]).map((v) => (typeof v === 'object' && v !== null ? (v as XNode) : { '#text': v }));
}

export function child(x: unknown, name: string): XNode | undefined {
  if (!x || typeof x !== 'object') return undefined;
  const v = (x as XNode)[name];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return arr(v)[0];
  return typeof v === 'object' ? (v as XNode) : { '#text': v };
}

/** The text of an element (or of a child element). */
export function text(x: unknown, name?: string): string {
  const v = name ? child(x, name) : x;
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (Array.isArray(v)) return text(v[0]);
  const t = (v as XNode)['#text'];
  return t === undefined ? '' : String(t).trim();
}

export const attr = (x: unknown, name: string): string => (x && typeof x === 'object' ? String((x as XNode)[`@_${name}`] ?? '').trim() : '');
