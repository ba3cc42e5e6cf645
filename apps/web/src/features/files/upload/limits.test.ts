import { describe, expect, it } from 'vitest';
import { checkSelection, limitsFrom, workerCount } from './limits';

describe('upload limits', () => {
  const limits = { maxFiles: 3, maxBytes: 100 };
  it('drops .DS_Store and Thumbs.db', () => {
    const r = checkSelection(
      [
        { name: '.DS_Store', size: 1 },
        { name: 'Thumbs.db', size: 1 },
        { name: 'a.pdf', size: 1 },
      ],
      0,
      limits,
    );
    expect(r.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(r.problem).toBeNull();
  });
  it('counts the files already in the list', () => {
    expect(
      checkSelection(
        [
          { name: 'a', size: 1 },
          { name: 'b', size: 1 },
        ],
        2,
        limits,
      ).problem,
    ).toEqual({ kind: 'count', limit: 3 });
  });
  it('refuses a file over the size limit', () => {
    expect(checkSelection([{ name: 'big.ifc', size: 101 }], 0, limits).problem).toEqual({ kind: 'size', limit: 100, name: 'big.ifc' });
  });
  it('reads the configuration, with defaults', () => {
    expect(limitsFrom({ UPLOAD_MAX_FILES: 10, UPLOAD_MAX_BYTES: 2048 })).toEqual({ maxFiles: 10, maxBytes: 2048 });
    expect(limitsFrom({})).toEqual({ maxFiles: 5000, maxBytes: 10737418240 });
  });
  it('uses one worker on Safari and mobile, three elsewhere', () => {
    expect(workerCount('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(1);
    expect(workerCount('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe(1);
    expect(workerCount('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36')).toBe(3);
  });
});
