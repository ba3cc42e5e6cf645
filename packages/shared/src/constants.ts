// Constants and limits taken from the spec (1-shell §9, 3-work-admin-registers §9).

export const LANGS = ['zh', 'ja', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Any value other than zh, ja, en becomes en (spec 1 §5). */
export function normalizeLang(value: string | null | undefined): Lang {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('zh')) return 'zh';
  if (v.startsWith('ja')) return 'ja';
  return 'en';
}

/** Reads an Accept-Language header ("ja-JP,ja;q=0.9,en;q=0.8") and keeps the first supported one. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** Auto-logout choices (spec 1 §9), in minutes. 0 means "never" is not offered by the spec. */
export const AUTO_LOGOUT_OPTIONS = [
  { key: 'halfHour', minutes: 30 },
  { key: 'oneHour', minutes: 60 },
  { key: 'twoHours', minutes: 120 },
  { key: 'threeHours', minutes: 180 },
  { key: 'oneWeek', minutes: 7 * 24 * 60 },
  { key: 'twoWeeks', minutes: 14 * 24 * 60 },
  { key: 'oneMonth', minutes: 30 * 24 * 60 },
  { key: 'oneYear', minutes: 365 * 24 * 60 },
] as const;
export const AUTO_LOGOUT_MINUTES = AUTO_LOGOUT_OPTIONS.map((o) => o.minutes);
/** Default idle limit for a user who never chose one. */
export const DEFAULT_AUTO_LOGOUT_MINUTES = 7 * 24 * 60;

export const PAGE_SIZE_DEFAULT = 10;
export const BREADCRUMB_MAX = 5;
export const USERNAME_DISPLAY_MAX = 10;
export const BYTES_PER_GB = 1073741824;

/** Enterprise logo limit: spec says "under 521kb" (§5) and "521kb or 3M" (§9); we enforce 521 KB. */
export const ENTERPRISE_LOGO_MAX_BYTES = 521 * 1024;
export const ENTERPRISE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp'] as const;

/** Project status (spec 2 §4 reading, which includes 'delayed'). */
export const PROJECT_STATUS = ['preparing', 'inProgress', 'completed', 'archived', 'delayed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[number];
export const PROJECT_BUSINESS_STATUS = ['open', 'maintenance', 'closed'] as const;

/** Storage survivors after sign-out (spec 1 §3, §4). */
export const STORAGE_SURVIVORS = ['lang', 'username', 'forge_version', 'trustKey'] as const;

/** Message display (spec 1 §9): 3 s, closable. */
export const MESSAGE_SECONDS = 3;
