// File and folder name rules (spec 2 §5): no slash or backslash or special characters,
// quotes made typographic, emoji removed. Contradiction 15 (special characters in file
// names): we refuse them in both, as Windows and zip tools do.

/**
 * Bidirectional controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM): invisible, they reorder what is
 * shown, so 'invoice\u202Efdp.exe' reads as 'invoiceexe.pdf'. Refused like the characters above.
 */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const FORBIDDEN = new RegExp(`[\\\\/:*?<>|]|${BIDI.source}`);
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

/** Quotes become typographic pairs and emoji go; the result is trimmed. */
export function cleanName(name: string): string {
  let open = true;
  const quoted = name
    .replace(/"/g, () => {
      open = !open;
      return open ? '”' : '“';
    })
    .replace(/'/g, '’');
  return quoted.replace(EMOJI, '').trim();
}

/** True when the text holds a bidirectional control character. */
export const hasBidiControl = (text: string) => BIDI.test(text);

/** The name as a message may quote it: each bidirectional control shown as its code point. */
export function shownName(name: string): string {
  return name.replace(new RegExp(BIDI.source, 'g'), (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}

export type NameProblem = 'required' | 'forbidden' | 'tooLong' | null;

export function nameProblem(name: string, max = 200): NameProblem {
  if (!name) return 'required';
  if (FORBIDDEN.test(name) || name === '.' || name === '..') return 'forbidden';
  if (Array.from(name).length > max) return 'tooLong';
  return null;
}
