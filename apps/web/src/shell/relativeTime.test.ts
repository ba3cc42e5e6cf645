import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

// Reading (b) of spec 1 §9, worded through the translation function.
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.count)}` : key);
const now = new Date(2026, 5, 15, 12, 0, 0);

describe('formatRelativeTime', () => {
  it('says just now under a minute and for a time in the future', () => {
    expect(formatRelativeTime(new Date(2026, 5, 15, 11, 59, 1), t, now)).toBe('justNow');
    expect(formatRelativeTime(new Date(2026, 5, 15, 12, 30, 0), t, now)).toBe('justNow');
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(formatRelativeTime(new Date(2026, 5, 15, 11, 59, 0), t, now)).toBe('minutesAgo:1');
    expect(formatRelativeTime(new Date(2026, 5, 15, 11, 1, 0), t, now)).toBe('minutesAgo:59');
    expect(formatRelativeTime(new Date(2026, 5, 15, 11, 0, 0), t, now)).toBe('hoursAgo:1');
    expect(formatRelativeTime(new Date(2026, 5, 14, 12, 0, 1), t, now)).toBe('hoursAgo:23');
  });
  it('shows MM-DD HH:mm from 24 hours on within the year, the full date in another year', () => {
    expect(formatRelativeTime(new Date(2026, 5, 14, 12, 0, 0), t, now)).toBe('06-14 12:00');
    expect(formatRelativeTime(new Date(2026, 0, 2, 8, 5, 0), t, now)).toBe('01-02 08:05');
    expect(formatRelativeTime(new Date(2025, 11, 31, 23, 59, 0), t, now)).toBe('2025-12-31 23:59');
  });
  it('reads ISO strings and gives nothing for an invalid one', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000).toISOString(), t, now)).toBe('minutesAgo:5');
    expect(formatRelativeTime('not a date', t, now)).toBe('');
  });
});
