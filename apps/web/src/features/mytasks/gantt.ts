// The gantt's date arithmetic. Task dates are calendar days (YYYY-MM-DD); they are counted as
// whole UTC days so that a daylight-saving change never makes a day 23 or 25 hours long.

export type Scale = 'week' | 'month';
/** Pixels per day of each scale. */
export const DAY_WIDTH: Record<Scale, number> = { week: 36, month: 12 };
const DAY_MS = 86_400_000;

export function dayNum(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}
export function dayStr(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}
export const addDays = (date: string, days: number) => dayStr(dayNum(date) + days);

export interface Span {
  startDate: string;
  deadline: string;
}

/**
 * The days the chart spans: every bar and today, a little room either side, starting on a
 * Monday (week scale) or on the 1st (month scale) so the scale's labels line up.
 */
export function chartRange(spans: Span[], today: string, scale: Scale): { from: number; days: number } {
  let lo = dayNum(today);
  let hi = lo;
  for (const s of spans) {
    lo = Math.min(lo, dayNum(s.startDate));
    hi = Math.max(hi, dayNum(s.deadline));
  }
  lo -= 7;
  hi += scale === 'week' ? 14 : 31;
  if (scale === 'week') {
    // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
    lo -= (((lo + 3) % 7) + 7) % 7;
  } else {
    lo = dayNum(`${dayStr(lo).slice(0, 7)}-01`);
  }
  return { from: lo, days: hi - lo + 1 };
}

/** The header's labelled periods: weeks (from Monday) or calendar months, clipped to the range. */
export function periods(from: number, days: number, scale: Scale): { start: number; length: number; label: string }[] {
  const out: { start: number; length: number; label: string }[] = [];
  const end = from + days;
  let n = from;
  while (n < end) {
    let next: number;
    if (scale === 'week') {
      next = n + 7 - ((((n + 3) % 7) + 7) % 7);
    } else {
      const d = new Date(n * DAY_MS);
      next = Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS);
    }
    next = Math.min(next, end);
    out.push({ start: n, length: next - n, label: scale === 'week' ? dayStr(n).slice(5) : dayStr(n).slice(0, 7) });
    n = next;
  }
  return out;
}

export type DragMode = 'move' | 'start' | 'end';

/**
 * The dates after a drag of `delta` days: a move shifts both; dragging an end never lets the
 * bar become shorter than one day.
 */
export function dragged(span: Span, mode: DragMode, delta: number): Span {
  const s = dayNum(span.startDate);
  const e = dayNum(span.deadline);
  if (mode === 'move') return { startDate: dayStr(s + delta), deadline: dayStr(e + delta) };
  if (mode === 'start') return { startDate: dayStr(Math.min(s + delta, e)), deadline: span.deadline };
  return { startDate: span.startDate, deadline: dayStr(Math.max(e + delta, s)) };
}

/**
 * The calls a change needs, in an order the server accepts at every step (a start never after
 * the deadline): when the bar moves later the deadline goes first, otherwise the start.
 */
export function changeSteps(before: Span, after: Span): { which: 'startDate' | 'deadline'; value: string }[] {
  const steps: { which: 'startDate' | 'deadline'; value: string }[] = [];
  if (after.startDate !== before.startDate) steps.push({ which: 'startDate', value: after.startDate });
  if (after.deadline !== before.deadline) steps.push({ which: 'deadline', value: after.deadline });
  if (after.deadline > before.deadline) steps.reverse();
  return steps;
}
