import type { ModelTaskLink } from '@trestle/shared/task-schemas';

// The state of a linked task on a given day (docs/models.md "3D progress") and the colours the
// viewer paints its elements with. Days are YYYY-MM-DD strings (they compare as text).

export const PROGRESS_STATES = ['finished', 'inProgress', 'overdue', 'planned'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export const STATE_COLORS: Record<ProgressState, string> = {
  finished: '#52c41a',
  inProgress: '#fa8c16',
  overdue: '#f5222d',
  planned: '#1677ff',
};
/** Elements linked with no task: grey and see-through, so the linked ones stand out. */
export const UNLINKED = { color: '#8c8c8c', opacity: 0.15 };
/** The picked elements, over any state colour. */
export const SELECTED_COLOR = '#fadb14';

type Dates = Pick<ModelTaskLink, 'finished' | 'finishedAt' | 'startDate' | 'deadline' | 'realStartDate' | 'realDeadline'>;

/** A local calendar day of a date (the slider and the task dates are local days). */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y, m - 1, d + n));
}

export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((s) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  });
  return Math.round((b - a) / 86_400_000);
}

/**
 * As of `day`: finished if it was finished by then (finishedAt, or a real end on or before the
 * day); overdue if the deadline has passed; in progress once started (planned or real start);
 * otherwise planned.
 */
export function stateAt(t: Dates, day: string): ProgressState {
  const finishedBy = t.finished && (!t.finishedAt || dayOf(new Date(t.finishedAt)) <= day);
  if (finishedBy || (t.realDeadline && t.realDeadline <= day)) return 'finished';
  if (t.deadline && t.deadline < day) return 'overdue';
  if ((t.startDate && t.startDate <= day) || (t.realStartDate && t.realStartDate <= day)) return 'inProgress';
  return 'planned';
}

/** Which state wins when an element is linked with several tasks: the one that needs attention. */
const RANK: Record<ProgressState, number> = { overdue: 3, inProgress: 2, planned: 1, finished: 0 };

/** The state of every linked element on the day. */
export function elementStates(links: (Dates & { elementIds: number[] })[], day: string): Map<number, ProgressState> {
  const out = new Map<number, ProgressState>();
  for (const l of links) {
    const s = stateAt(l, day);
    for (const id of l.elementIds) {
      const had = out.get(id);
      if (!had || RANK[s] > RANK[had]) out.set(id, s);
    }
  }
  return out;
}

/**
 * The slider's days: from the earliest start to the day after the latest deadline (so the end
 * shows what is overdue), always including today. Without dates: today only.
 */
export function dayRange(links: Dates[], today: string): { min: string; max: string } {
  const starts = links.flatMap((l) => [l.startDate, l.realStartDate]).filter((d): d is string => !!d);
  const ends = links.flatMap((l) => [l.deadline, l.realDeadline, l.finishedAt ? dayOf(new Date(l.finishedAt)) : null]).filter((d): d is string => !!d);
  const all = [today, ...starts, ...ends];
  const min = all.reduce((a, b) => (b < a ? b : a));
  const last = all.reduce((a, b) => (b > a ? b : a));
  return { min, max: ends.length && last !== today ? addDays(last, 1) : last };
}
