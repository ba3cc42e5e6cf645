import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultRolesMatrix, MATRIX_END, MATRIX_START, unpadded } from './matrix';

describe('docs/roles.md', () => {
  it('shows the default roles exactly as the code grants them (npm run docs:roles -w apps/server rewrites it)', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../../docs/roles.md', import.meta.url)), 'utf8');
    const part = doc.slice(doc.indexOf(MATRIX_START), doc.indexOf(MATRIX_END) + MATRIX_END.length);
    expect(unpadded(part)).toBe(unpadded(defaultRolesMatrix()));
  });
});
