import type { OplogRow } from '@trestle/shared/oplog-responses';

// The readable before → after of a log row's targets: one line per edited field.

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface TargetChanges {
  targetId?: string;
  targetName?: string;
  fields: FieldChange[];
}

const NONE = '—';
const MAX = 120;

/** A value as text: empty for nothing, lists and objects as compact JSON, long text cut. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return NONE;
  const text = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/**
 * The edited fields of each target, a value shown by `readable` when it knows it (a role id as
 * the role's name, a yes/no), else as text; in the order the server wrote them (before's, then after's new ones).
 */
export function changesOf(row: Pick<OplogRow, 'targets'>, readable?: (field: string, value: unknown) => string | undefined): TargetChanges[] {
  const show = (field: string, v: unknown) => (v === null || v === undefined ? NONE : (readable?.(field, v) ?? showValue(v)));
  return row.targets.map((t) => {
    const before = t.before ?? {};
    const after = t.after ?? {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
      field,
      before: show(field, before[field]),
      after: show(field, after[field]),
    }));
    return { targetId: t.targetId, targetName: t.targetName, fields };
  });
}
