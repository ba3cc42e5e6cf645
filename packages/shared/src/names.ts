// File and folder name rules (spec 2 §5): no slash or backslash or special characters,
// quotes made typographic, emoji removed. Contradiction 15 (special characters in file
// names): we refuse them in both, as Windows and zip tools do.

const FORBIDDEN = /[\\/:*?<>|]/;
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

/** Quotes become typographic pairs and emoji go; the result is trimmed. */
export function cleanName(name: string): string {
  let open = true;
  const quoted = name.replace(/"/g, () => ((open = !open) ? '”' : '“')).replace(/'/g, '’');
  return quoted.replace(EMOJI, '').trim();
}

export type NameProblem = 'required' | 'forbidden' | 'tooLong' | null;

export function nameProblem(name: string, max = 200): NameProblem {
  if (!name) return 'required';
  if (FORBIDDEN.test(name) || name === '.' || name === '..') return 'forbidden';
  if (Array.from(name).length > max) return 'tooLong';
  return null;
}
