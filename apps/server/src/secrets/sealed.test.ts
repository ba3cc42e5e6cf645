import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seal, unseal } from './sealed';

// Sealed secrets (secrets/sealed.ts): not readable without the key, bound to their owner.

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'trestle-sealed-')), ...env });

describe('sealed secrets', () => {
  it('round-trips, never holds the plain text, and differs each time', () => {
    const c = config();
    const a = seal(c, 'service-secret', 'ent-1');
    const b = seal(c, 'service-secret', 'ent-1');
    expect(a).not.toContain('service-secret');
    expect(a).not.toBe(b);
    expect(unseal(c, a, 'ent-1')).toBe('service-secret');
  });

  it('does not open for another owner or under another key', () => {
    const c = config();
    const sealed = seal(c, 'service-secret', 'ent-1');
    expect(() => unseal(c, sealed, 'ent-2')).toThrow();
    expect(() => unseal(config(), sealed, 'ent-1')).toThrow();
  });

  it('makes the key file once with mode 0600, or uses SECRETS_KEY', () => {
    const c = config();
    seal(c, 'x', 'e');
    expect(statSync(c.secrets.keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(c.secrets.keyFile, 'utf8'), 'base64')).toHaveLength(32);
    const key = Buffer.alloc(32, 7).toString('base64');
    const e1 = config({ SECRETS_KEY: key });
    const e2 = config({ SECRETS_KEY: key });
    expect(unseal(e2, seal(e1, 'shared', 'e'), 'e')).toBe('shared');
    expect(() => seal(config({ SECRETS_KEY: 'c2hvcnQ=' }), 'x', 'e')).toThrow(/32 bytes/);
  });
});
