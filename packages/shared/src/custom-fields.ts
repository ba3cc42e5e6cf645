import type { MessageKey } from './messages';

// Custom fields (spec 3 §3 project type or category, §5 "Drop-down fields need at least one
// option"): the definitions a register's records are described by and the one check of their
// values. Pure, so the server validates with it and the web shows the same errors before sending.
// docs/custom-fields.md.

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'dropdown-single', 'dropdown-multiple'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Longest text value, longest label and option, most options and fields of a set. */
export const CUSTOM_TEXT_MAX = 500;
export const CUSTOM_LABEL_MAX = 50;
export const CUSTOM_OPTION_MAX = 100;
export const CUSTOM_OPTIONS_MAX = 100;
export const CUSTOM_FIELDS_MAX = 50;
/** A field's key: stable across edits (values are stored under it), lower case. */
export const CUSTOM_KEY = /^[a-z][a-z0-9_]{0,39}$/;

export interface CustomFieldDef {
  key: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
}

/** A stored value: text, a date (YYYY-MM-DD) or a chosen option as text, a number, or the chosen options. */
export type CustomValue = string | number | string[];

export interface FieldProblem {
  /** The field's key (or its position, for a definition without a key yet). */
  field: string;
  message: MessageKey;
  params: Record<string, string | number>;
}

export const isDropdown = (t: CustomFieldType) => t === 'dropdown-single' || t === 'dropdown-multiple';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** 'YYYY-MM-DD' (a time after it is dropped) of a real calendar day, or null. */
export function canonicalDate(v: string): string | null {
  const m = DATE.exec(v.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** A finite number from a number or numeric text, or null. */
export function canonicalNumber(v: string | number): number | null {
  const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim());
  return Number.isFinite(n) ? n : null;
}

/** The first problem of a set of definitions (duplicate labels or keys, a drop-down without options, duplicate options), or null. */
export function checkFieldDefs(defs: { key?: string | null; label: string; type: CustomFieldType; options?: string[] }[]): FieldProblem | null {
  const labels = new Set<string>();
  const keys = new Set<string>();
  for (const [i, d] of defs.entries()) {
    const field = d.key || String(i);
    const label = d.label.trim();
    if (!label) return { field, message: 'cf.labelRequired', params: {} };
    if (labels.has(label.toLowerCase())) return { field, message: 'cf.labelDuplicate', params: { name: label } };
    labels.add(label.toLowerCase());
    if (d.key) {
      if (!CUSTOM_KEY.test(d.key)) return { field, message: 'cf.keyInvalid', params: { name: label } };
      if (keys.has(d.key)) return { field, message: 'cf.keyDuplicate', params: { name: label } };
      keys.add(d.key);
    }
    if (!isDropdown(d.type)) continue;
    const options = (d.options ?? []).map((o) => o.trim());
    if (options.length === 0 || options.some((o) => !o)) return { field, message: 'cf.optionsRequired', params: { name: label } };
    const dup = options.find((o, j) => options.indexOf(o) !== j);
    if (dup) return { field, message: 'cf.optionDuplicate', params: { name: label, option: dup } };
  }
  return null;
}

const blank = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);

/** One value checked against its field: its canonical form (null: empty), or the problem. */
export function checkValue(def: CustomFieldDef, raw: unknown): { value: CustomValue | null } | { problem: FieldProblem } {
  const problem = (message: MessageKey, params: Record<string, string | number> = {}) => ({
    problem: { field: def.key, message, params: { name: def.label, ...params } },
  });
  if (blank(raw)) return def.required ? problem('cf.valueRequired') : { value: null };
  switch (def.type) {
    case 'number': {
      const n = typeof raw === 'number' || typeof raw === 'string' ? canonicalNumber(raw) : null;
      return n === null ? problem('cf.valueNumber') : { value: n };
    }
    case 'date': {
      const d = typeof raw === 'string' ? canonicalDate(raw) : null;
      return d === null ? problem('cf.valueDate') : { value: d };
    }
    case 'dropdown-single': {
      const v = typeof raw === 'string' ? raw.trim() : null;
      return v !== null && def.options.includes(v) ? { value: v } : problem('cf.valueOption', { options: def.options.join(', ') });
    }
    case 'dropdown-multiple': {
      const list = Array.isArray(raw) ? raw : [raw];
      if (!list.every((v): v is string => typeof v === 'string' && def.options.includes(v.trim())))
        return problem('cf.valueOption', { options: def.options.join(', ') });
      // Kept in the options' order, each once.
      const chosen = new Set(list.map((v) => v.trim()));
      return { value: def.options.filter((o) => chosen.has(o)) };
    }
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return problem('cf.valueText');
      const v = String(raw).trim();
      return v.length > CUSTOM_TEXT_MAX ? problem('cf.valueTooLong', { max: CUSTOM_TEXT_MAX }) : { value: v };
    }
  }
}

/**
 * A record's values checked against its fields: the canonical values (empty ones left out) and
 * every problem, in the fields' order. A key that names no field is a problem too.
 */
export function checkValues(defs: CustomFieldDef[], raw: Record<string, unknown>): { values: Record<string, CustomValue>; problems: FieldProblem[] } {
  const values: Record<string, CustomValue> = {};
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (!defs.some((d) => d.key === key)) problems.push({ field: key, message: 'cf.unknownField', params: { name: key } });
  }
  for (const d of defs) {
    const r = checkValue(d, raw[d.key]);
    if ('problem' in r) problems.push(r.problem);
    else if (r.value !== null) values[d.key] = r.value;
  }
  return { values, problems };
}
