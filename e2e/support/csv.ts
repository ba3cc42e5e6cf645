import { expect } from 'vitest';

/** The cells of a CSV the server wrote (every cell quoted, CRLF, a byte order mark). */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      line.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...line, cell]);
      line = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}
