import type { Dayjs } from 'dayjs';

// The update-time filter (spec 2 §5): presets of 24 hours, 7, 30 and 90 days, or a custom range
// sent from 00:00:00 of the first day to 23:59:59 of the last.

export const TIME_PRESETS = ['24h', '7d', '30d', '90d'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number] | 'custom';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function timeRange(preset: TimePreset | undefined, now: Dayjs, custom?: [Dayjs, Dayjs] | null): [string, string] | undefined {
  if (!preset) return undefined;
  if (preset === 'custom') {
    if (!custom?.[0] || !custom?.[1]) return undefined;
    return [custom[0].format('YYYY-MM-DD 00:00:00'), custom[1].format('YYYY-MM-DD 23:59:59')];
  }
  const from = preset === '24h' ? now.subtract(24, 'hour') : now.subtract(Number(preset.replace('d', '')), 'day');
  return [from.format(FORMAT), now.format(FORMAT)];
}
