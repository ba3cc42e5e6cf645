import { describe, expect, it } from 'vitest';
import { bytesToGB, formatFileSize, relativeTime, truncateName } from './format';
import { langFromAcceptLanguage, normalizeLang } from './constants';
import { accountPassword, registrationLoginName, setPasswordRule, splitEmailList } from './rules';
import { MESSAGES } from './messages';

describe('formatters', () => {
  it('truncates names to 10 characters plus an ellipsis', () => {
    expect(truncateName('Erin Manager')).toBe('Erin Manag...');
    expect(truncateName('Mia Member')).toBe('Mia Member');
    expect(truncateName('北风建设集团有限公司项目部')).toBe('北风建设集团有限公司...');
  });
  it('shows storage in GB with 2 decimals and sizes in 1024 steps', () => {
    expect(bytesToGB(50 * 1073741824)).toBe('50.00');
    expect(bytesToGB(1536 * 1048576)).toBe('1.50');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5.00 TB');
  });
  it('gives relative times: just now, minutes, hours, then dates', () => {
    const now = new Date(2026, 10, 23, 12, 0, 0);
    expect(relativeTime(new Date(2026, 10, 23, 11, 59, 30), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(new Date(2026, 10, 23, 12, 5, 0), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(new Date(2026, 10, 23, 11, 15, 0), now)).toEqual({ kind: 'minutes', n: 45 });
    expect(relativeTime(new Date(2026, 10, 23, 1, 0, 0), now)).toEqual({ kind: 'hours', n: 11 });
    expect(relativeTime(new Date(2026, 2, 4, 9, 7, 0), now)).toEqual({ kind: 'date', text: '03-04 09:07' });
    expect(relativeTime(new Date(2025, 11, 31, 23, 0, 0), now)).toEqual({ kind: 'date', text: '2025-12-31 23:00' });
  });
});

describe('languages', () => {
  it('keeps zh, ja, en and turns anything else into en', () => {
    expect(normalizeLang('zh-CN')).toBe('zh');
    expect(normalizeLang('ja')).toBe('ja');
    expect(normalizeLang('fr-FR')).toBe('en');
    expect(normalizeLang(null)).toBe('en');
    expect(langFromAcceptLanguage('fr;q=1, ja-JP;q=0.8')).toBe('ja');
  });
  it('has every message in the three languages', () => {
    for (const [key, m] of Object.entries(MESSAGES)) {
      for (const lang of ['en', 'zh', 'ja'] as const) expect(m[lang], `${key}.${lang}`).toMatch(/\S/);
    }
  });
});

describe('account rules', () => {
  it('needs 8-20 characters mixing four kinds for an account password', () => {
    expect(accountPassword.safeParse('Abcdef1!').success).toBe(true);
    expect(accountPassword.safeParse('abcdef1!').success).toBe(false);
    expect(accountPassword.safeParse('Abcdefg!').success).toBe(false);
    expect(accountPassword.safeParse('Ab1!').success).toBe(false);
    expect(accountPassword.safeParse('Abcdefghij1!abcdefghi').success).toBe(false);
  });
  it('takes 6-20 for a set password and 3-30 for a registration name', () => {
    expect(setPasswordRule.safeParse('123456').success).toBe(true);
    expect(setPasswordRule.safeParse('12345').success).toBe(false);
    expect(registrationLoginName.safeParse('ab').success).toBe(false);
    expect(registrationLoginName.safeParse('a'.repeat(31)).success).toBe(false);
  });
  it('splits e-mail lists on semicolons, also full-width ones', () => {
    expect(splitEmailList('a@x.io; b@y.io；c@z.io;')).toEqual(['a@x.io', 'b@y.io', 'c@z.io']);
  });
});

import { cleanName, hasBidiControl, nameProblem, shownName } from './names';
import { createCabinetBody } from './cabinet-schemas';

describe('file and folder names', () => {
  it('makes quotes typographic and removes emoji', () => {
    expect(cleanName('"Level 2" plan 🏗️ ')).toBe('“Level 2” plan');
    expect(cleanName("Mia's set")).toBe('Mia’s set');
  });
  it('refuses slashes, backslashes and special characters, and empty names', () => {
    expect(nameProblem('a/b')).toBe('forbidden');
    expect(nameProblem('a\\b')).toBe('forbidden');
    expect(nameProblem('what?')).toBe('forbidden');
    expect(nameProblem('..')).toBe('forbidden');
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('Drawings 2026')).toBeNull();
  });
  it('refuses every bidirectional control character, even after cleaning, and quotes them visibly', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const c of controls) {
      expect(nameProblem(cleanName(`invoice${c}fdp.exe`))).toBe('forbidden');
      expect(hasBidiControl(`a${c}`)).toBe(true);
    }
    expect(shownName('invoice\u202Efdp.exe')).toBe('invoice[U+202E]fdp.exe');
    // Right-to-left text itself is a fine name; only the invisible controls are refused.
    expect(nameProblem('مخطط الطابق الأول.pdf')).toBeNull();
    expect(nameProblem('תוכנית קומה.dwg')).toBeNull();
    expect(hasBidiControl('Drawings 2026')).toBe(false);
  });
  it('refuses a cabinet name with a bidirectional control character', () => {
    const r = createCabinetBody.safeParse({ projectId: 'p', name: 'Issued\u202Edaolnwod' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('cabinet.nameForbidden');
    expect(createCabinetBody.safeParse({ projectId: 'p', name: 'Issued' }).success).toBe(true);
  });
});
