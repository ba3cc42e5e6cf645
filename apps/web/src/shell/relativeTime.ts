import { useTranslation } from 'react-i18next';
import { relativeTime } from '@trestle/shared';

// Relative times of the shell, reading (b) of spec 1 §9 (docs/tasks.md "Task detail dialog"):
// under a minute or in the future "just now", minutes under an hour, hours under 24 h, then
// 'MM-DD HH:mm' in the same year and 'YYYY-MM-DD HH:mm' in another. The arithmetic lives in
// @trestle/shared (relativeTime); this file words it in the user's language (namespace `time`).

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** The localized relative time of `when` (a Date or an ISO string) as seen at `now`. */
export function formatRelativeTime(when: Date | string, t: Translate, now: Date = new Date()): string {
  const then = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(then.getTime())) return '';
  const r = relativeTime(then, now);
  if (r.kind === 'justNow') return t('justNow');
  if (r.kind === 'minutes') return t('minutesAgo', { count: r.n });
  if (r.kind === 'hours') return t('hoursAgo', { count: r.n });
  return r.text;
}

/** A formatter bound to the current language. */
export function useRelativeTime(): (when: Date | string) => string {
  const { t } = useTranslation('time');
  return (when) => formatRelativeTime(when, t as unknown as Translate);
}
