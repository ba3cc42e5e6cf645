import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey, MESSAGES, translate, translateIfKey } from '@trestle/shared';

// The server and the web type message keys as MessageKey; zod holds a schema's messages as plain
// strings, so these tests read the sources of packages/shared (no node types there, hence here)
// and check that every key they name exists.

const here = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));
const sources = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('messages') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(`${here}${f}`, 'utf8') }));
const namespaces = new Set(Object.keys(MESSAGES).map((k) => k.split('.')[0]));

describe('message keys named in packages/shared', () => {
  it('reads the schema files', () => {
    expect(sources.map((s) => s.file)).toEqual(expect.arrayContaining(['schemas.ts', 'task-schemas.ts', 'approval-schemas.ts']));
  });

  it('has a message for every zod message (message: and error: options)', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/\b(?:message|error):\s*'([^']*)'/g)) {
        seen++;
        if (!isMessageKey(m[1])) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('has a message for every key-shaped string of a message namespace (keys passed to schema helpers)', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/'(([a-zA-Z]+)\.[a-zA-Z_.]+)'/g)) {
        if (namespaces.has(m[2]) && !isMessageKey(m[1])) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('translate', () => {
  it("gives a key's text in the language, with its parameters", () => {
    expect(translate('v.tooLong', 'en', { max: 5 })).toBe(MESSAGES['v.tooLong'].en.replace('{max}', '5'));
  });

  it("sends a zod message that is no key as it is (zod's own wording)", () => {
    const issue = z.string().safeParse(1).error!.issues[0];
    expect(isMessageKey(issue.message)).toBe(false);
    expect(translateIfKey(issue.message, 'zh')).toBe(issue.message);
    expect(translateIfKey('v.required', 'zh')).toBe(MESSAGES['v.required'].zh);
  });
});
