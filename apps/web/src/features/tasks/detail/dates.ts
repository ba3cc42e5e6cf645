import type { TaskDetail } from '@trestle/shared/task-schemas';

// The four dates of a task and their options (spec 3 §5: an end cannot precede its start).

export type DateField = 'startDate' | 'deadline' | 'realStartDate' | 'realDeadline';

export const DATE_OPTIONS = {
  startDate: { action: 'UPDATE_TASK_START_DATE', key: 'startDate' },
  deadline: { action: 'UPDATE_TASK_DEADLINE_DATE', key: 'deadline' },
  realStartDate: { action: 'UPDATE_TASK_REAL_START_DATE', key: 'dateValue' },
  realDeadline: { action: 'UPDATE_TASK_REAL_DEADLINE_DATE', key: 'dateValue' },
} as const;

/** The other end of each date's pair, and whether this one is the start. */
const PAIR: Record<DateField, { other: DateField; isStart: boolean }> = {
  startDate: { other: 'deadline', isStart: true },
  deadline: { other: 'startDate', isStart: false },
  realStartDate: { other: 'realDeadline', isStart: true },
  realDeadline: { other: 'realStartDate', isStart: false },
};

export type DateCheck =
  { send: false; reason: 'unchanged' | 'order' } | { send: true; action: (typeof DATE_OPTIONS)[DateField]['action']; body: Record<string, string | null> };

/**
 * What to do with a picked date (YYYY-MM-DD or null to clear): nothing when it equals the cached
 * value (spec 3 §4), a refusal when it would put the end before the start, else the option call.
 */
export function checkDate(task: Pick<TaskDetail, DateField>, field: DateField, value: string | null): DateCheck {
  if ((task[field] ?? null) === value) return { send: false, reason: 'unchanged' };
  const { other, isStart } = PAIR[field];
  const o = task[other];
  if (value && o && (isStart ? value > o : value < o)) return { send: false, reason: 'order' };
  const opt = DATE_OPTIONS[field];
  return { send: true, action: opt.action, body: { [opt.key]: value } };
}
