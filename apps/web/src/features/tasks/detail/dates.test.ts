import { describe, expect, it } from 'vitest';
import { checkDate } from './dates';

const task = { startDate: '2026-03-01', deadline: '2026-03-10', realStartDate: null, realDeadline: '2026-03-12' };

describe('checkDate', () => {
  it('sends nothing when the date equals the cached one', () => {
    expect(checkDate(task, 'startDate', '2026-03-01')).toEqual({ send: false, reason: 'unchanged' });
    expect(checkDate(task, 'realStartDate', null)).toEqual({ send: false, reason: 'unchanged' });
  });
  it('refuses an end before its start and a start after its end', () => {
    expect(checkDate(task, 'deadline', '2026-02-28')).toEqual({ send: false, reason: 'order' });
    expect(checkDate(task, 'startDate', '2026-03-11')).toEqual({ send: false, reason: 'order' });
    expect(checkDate(task, 'realStartDate', '2026-03-13')).toEqual({ send: false, reason: 'order' });
  });
  it("accepts the same day for start and end, and names each option's field", () => {
    expect(checkDate(task, 'deadline', '2026-03-01')).toEqual({ send: true, action: 'UPDATE_TASK_DEADLINE_DATE', body: { deadline: '2026-03-01' } });
    expect(checkDate(task, 'startDate', '2026-03-05')).toEqual({ send: true, action: 'UPDATE_TASK_START_DATE', body: { startDate: '2026-03-05' } });
    expect(checkDate(task, 'realStartDate', '2026-03-02')).toEqual({ send: true, action: 'UPDATE_TASK_REAL_START_DATE', body: { dateValue: '2026-03-02' } });
  });
  it('sends null to clear a date, whatever the other end holds', () => {
    expect(checkDate(task, 'realDeadline', null)).toEqual({ send: true, action: 'UPDATE_TASK_REAL_DEADLINE_DATE', body: { dateValue: null } });
  });
});
