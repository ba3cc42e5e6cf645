import { describe, expect, it } from 'vitest';
import { addDays, changeSteps, chartRange, dayNum, dayStr, dragged, periods } from './gantt';

describe('gantt arithmetic', () => {
  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(dayNum('2024-03-31') - dayNum('2024-03-30')).toBe(1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(dayStr(dayNum('2026-10-25'))).toBe('2026-10-25');
  });

  it('starts the week scale on a Monday and the month scale on the 1st, covering bars and today', () => {
    const spans = [{ startDate: '2026-03-04', deadline: '2026-03-20' }];
    const week = chartRange(spans, '2026-03-10', 'week');
    expect(new Date(week.from * 86_400_000).getUTCDay()).toBe(1);
    expect(week.from).toBeLessThanOrEqual(dayNum('2026-03-04'));
    expect(week.from + week.days).toBeGreaterThan(dayNum('2026-03-20'));
    const month = chartRange(spans, '2026-03-10', 'month');
    expect(dayStr(month.from)).toBe('2026-02-01');
  });

  it('labels weeks and months that together cover the range exactly', () => {
    const from = dayNum('2026-01-26');
    const ps = periods(from, 70, 'month');
    expect(ps.map((p) => p.label)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(ps.reduce((n, p) => n + p.length, 0)).toBe(70);
    expect(periods(from, 14, 'week').map((p) => p.length)).toEqual([7, 7]);
  });

  it('moves both dates, and never lets an end cross the other', () => {
    const span = { startDate: '2026-03-04', deadline: '2026-03-06' };
    expect(dragged(span, 'move', 3)).toEqual({ startDate: '2026-03-07', deadline: '2026-03-09' });
    expect(dragged(span, 'end', 4)).toEqual({ startDate: '2026-03-04', deadline: '2026-03-10' });
    expect(dragged(span, 'end', -9)).toEqual({ startDate: '2026-03-04', deadline: '2026-03-04' });
    expect(dragged(span, 'start', 5)).toEqual({ startDate: '2026-03-06', deadline: '2026-03-06' });
  });

  it('sends the deadline first when a bar moves later and the start first when it moves earlier', () => {
    const span = { startDate: '2026-03-04', deadline: '2026-03-06' };
    expect(changeSteps(span, dragged(span, 'move', 5)).map((s) => s.which)).toEqual(['deadline', 'startDate']);
    expect(changeSteps(span, dragged(span, 'move', -5)).map((s) => s.which)).toEqual(['startDate', 'deadline']);
    expect(changeSteps(span, span)).toEqual([]);
  });
});
