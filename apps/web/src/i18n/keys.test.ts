import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Fails when a translation key exists in one of en, zh, ja and not in the others.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const LANGS = ['en', 'zh', 'ja'];

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function load(lang: string, ns: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8'));
  } catch {
    return {};
  }
}

const namespaces = [
  ...new Set(
    LANGS.flatMap((l) =>
      readdirSync(path.join(dir, l))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, '')),
    ),
  ),
];

describe('translations', () => {
  it('has namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(3);
  });
  for (const ns of namespaces) {
    it(`${ns}: every key exists in en, zh and ja`, () => {
      const all = new Set(LANGS.flatMap((l) => keys(load(l, ns))));
      const missing = LANGS.flatMap((l) => {
        const have = new Set(keys(load(l, ns)));
        return [...all].filter((k) => !have.has(k)).map((k) => `${l}/${ns}: ${k}`);
      });
      expect(missing).toEqual([]);
    });
    it(`${ns}: no empty texts`, () => {
      const empty = LANGS.flatMap((l) =>
        keys(load(l, ns))
          .filter((k) => {
            const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], load(l, ns));
            return typeof v !== 'string' || v.trim() === '';
          })
          .map((k) => `${l}/${ns}: ${k}`),
      );
      expect(empty).toEqual([]);
    });
  }
});
