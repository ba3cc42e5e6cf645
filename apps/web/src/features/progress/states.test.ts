import { describe, expect, it } from 'vitest';
import { dayRange, elementStates, stateAt } from './states';

const base = { finished: false, finishedAt: null, startDate: '2026-03-01', deadline: '2026-03-20', realStartDate: null, realDeadline: null };

describe('progress states', () => {
  it('planned before the start, in progress from it, overdue after the deadline', () => {
    expect(stateAt(base, '2026-02-28')).toBe('planned');
    expect(stateAt(base, '2026-03-01')).toBe('inProgress');
    expect(stateAt(base, '2026-03-20')).toBe('inProgress');
    expect(stateAt(base, '2026-03-21')).toBe('overdue');
  });

  it('finished from the day it was finished (or its real end), not before', () => {
    const done = { ...base, finished: true, finishedAt: new Date(2026, 2, 10, 12).toISOString() };
    expect(stateAt(done, '2026-03-09')).toBe('inProgress');
    expect(stateAt(done, '2026-03-10')).toBe('finished');
    expect(stateAt(done, '2026-04-30')).toBe('finished');
    expect(stateAt({ ...base, realDeadline: '2026-03-05' }, '2026-03-05')).toBe('finished');
    expect(stateAt({ ...base, startDate: null, realStartDate: '2026-02-01' }, '2026-02-02')).toBe('inProgress');
  });

  it('an element linked with several tasks shows the state that needs attention', () => {
    const late = { ...base, deadline: '2026-03-02', elementIds: [1, 2] };
    const fine = { ...base, elementIds: [2, 3] };
    const m = elementStates([fine, late], '2026-03-05');
    expect([...m.entries()].sort()).toEqual([
      [1, 'overdue'],
      [2, 'overdue'],
      [3, 'inProgress'],
    ]);
  });

  it('the slider spans the first start to the day after the last deadline, with today', () => {
    expect(dayRange([base], '2026-03-05')).toEqual({ min: '2026-03-01', max: '2026-03-21' });
    expect(dayRange([base], '2026-01-01')).toEqual({ min: '2026-01-01', max: '2026-03-21' });
    expect(dayRange([], '2026-01-01')).toEqual({ min: '2026-01-01', max: '2026-01-01' });
  });
});
