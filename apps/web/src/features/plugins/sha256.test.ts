import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('hashes a file across chunk boundaries as the server does', async () => {
    const bytes = new Uint8Array(9 * 1024 * 1024 + 7).map((_, i) => (i * 31) % 251);
    expect(await sha256Hex(new Blob([bytes]))).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await sha256Hex(new Blob([]))).toBe(createHash('sha256').digest('hex'));
  });
});
