import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { packMinutes, waitForPack, PackFailed } from './pack';
import { allSelected, checkAllState, setPage } from './selection';
import { timeRange } from './timeFilter';
import type { PackTask } from './types';

describe('update-time filter', () => {
  const now = dayjs('2026-03-10T15:30:00');
  it('sends a custom range from 00:00:00 to 23:59:59', () => {
    expect(timeRange('custom', now, [dayjs('2026-03-01'), dayjs('2026-03-05')])).toEqual(['2026-03-01 00:00:00', '2026-03-05 23:59:59']);
  });
  it('counts presets back from now', () => {
    expect(timeRange('24h', now)).toEqual(['2026-03-09 15:30:00', '2026-03-10 15:30:00']);
    expect(timeRange('7d', now)).toEqual(['2026-03-03 15:30:00', '2026-03-10 15:30:00']);
    expect(timeRange('90d', now)?.[0]).toBe('2025-12-10 15:30:00');
  });
  it('sends nothing without a choice', () => {
    expect(timeRange(undefined, now)).toBeUndefined();
    expect(timeRange('custom', now, null)).toBeUndefined();
  });
});

describe('per-page selection', () => {
  it('keeps one array per page and lists them in page order', () => {
    let s = setPage({}, 2, ['c']);
    s = setPage(s, 1, ['a', 'b']);
    expect(allSelected(s)).toEqual(['a', 'b', 'c']);
    s = setPage(s, 2, []);
    expect(allSelected(s)).toEqual(['a', 'b']);
    expect(Object.keys(s)).toEqual(['1']);
  });
  it('has check-all and indeterminate states', () => {
    expect(checkAllState(0, 5)).toEqual({ checked: false, indeterminate: false });
    expect(checkAllState(2, 5)).toEqual({ checked: false, indeterminate: true });
    expect(checkAllState(5, 5)).toEqual({ checked: true, indeterminate: false });
    expect(checkAllState(0, 0)).toEqual({ checked: false, indeterminate: false });
  });
});

describe('packed download', () => {
  it('tells the time above 1 MB: 10 minutes under 1 GB, 10 per started GB above', () => {
    expect(packMinutes(1024 * 1024)).toBeNull();
    expect(packMinutes(5 * 1024 * 1024)).toBe(10);
    expect(packMinutes(1024 ** 3)).toBe(10);
    expect(packMinutes(1024 ** 3 + 1)).toBe(20);
    expect(packMinutes(2.5 * 1024 ** 3)).toBe(30);
  });
  it('polls every 2 s until there is a url', async () => {
    const states: PackTask[] = [
      { id: 'z', state: 'queued' },
      { id: 'z', state: 'packing' },
      { id: 'z', state: 'done', url: '/dl/z' },
    ];
    const slept: number[] = [];
    const url = await waitForPack({ poll: async () => states.shift()!, sleep: async (ms) => void slept.push(ms), signal: new AbortController().signal });
    expect(url).toBe('/dl/z');
    expect(slept).toEqual([2000, 2000]);
  });
  it('stops on a failed pack', async () => {
    await expect(
      waitForPack({ poll: async () => ({ id: 'z', state: 'failed' }), sleep: async () => {}, signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(PackFailed);
  });
});
