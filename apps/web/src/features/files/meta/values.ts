import dayjs, { type Dayjs } from 'dayjs';
import type { MetaCondition, MetaField, MetaFieldInput, MetaFieldType, MetaValue } from './types';

// Conversions between the wire values of metadata and the values of the forms that edit them.

export const DATE_FORMAT = 'YYYY-MM-DD';

/** What a form input holds: text for text and number fields (the server checks numbers), a day for dates. */
export type FormValue = string | Dayjs | null | undefined;

const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);

/** A stored value as its input shows it. */
export function toFormValue(type: MetaFieldType, v: MetaValue | undefined): FormValue {
  if (v === null || v === undefined || v === '') return undefined;
  if (type === 'date') {
    const d = dayjs(String(v), DATE_FORMAT, true);
    return d.isValid() ? d : undefined;
  }
  return String(v);
}

/** An input's value as update-meta and get-file-meta take it; blank is null (clears the field). */
export function toWireValue(v: FormValue): MetaValue {
  if (v === null || v === undefined) return null;
  if (isDayjs(v)) return v.isValid() ? v.format(DATE_FORMAT) : null;
  const s = String(v).trim();
  if (s === '') return null;
  // Numbers go as typed text too: the server parses them and answers its own message when they are not.
  return s;
}

export function toFormValues(fields: Pick<MetaField, 'id' | 'type'>[], values: Record<string, MetaValue>): Record<string, FormValue> {
  return Object.fromEntries(fields.map((f) => [f.id, toFormValue(f.type, values[f.id])]));
}

/** Only the template's fields are sent; others would be refused as unknown. */
export function toWireValues(fields: Pick<MetaField, 'id'>[], form: Record<string, FormValue>): Record<string, MetaValue> {
  return Object.fromEntries(fields.map((f) => [f.id, toWireValue(form[f.id])]));
}

/** A value for reading: numbers as the locale writes them, blank as '-'. */
export function displayValue(v: MetaValue | undefined): string {
  if (v === null || v === undefined || v === '') return '-';
  return typeof v === 'number' ? v.toLocaleString() : v;
}

/** One row of the search form: a field and what to match. */
export interface ConditionRow {
  fieldId?: string;
  value?: FormValue;
  from?: FormValue;
  to?: FormValue;
}

/** Ranged fields (number, date) search by from/to, the others by value; an empty row means 'has a value'. */
export const isRanged = (type: MetaFieldType | undefined) => type === 'number' || type === 'date';

export function toConditions(rows: ConditionRow[], typeOf: (fieldId: string) => MetaFieldType | undefined): MetaCondition[] {
  return rows.flatMap((r) => {
    if (!r.fieldId) return [];
    const type = typeOf(r.fieldId);
    if (!type) return [];
    const c: MetaCondition = { fieldId: r.fieldId };
    if (isRanged(type)) {
      const from = toWireValue(r.from);
      const to = toWireValue(r.to);
      if (from !== null) c.from = from;
      if (to !== null) c.to = to;
    } else {
      const value = toWireValue(r.value);
      if (value !== null) c.value = value;
    }
    return [c];
  });
}

/** A field row of the template editor. */
export interface FieldRow {
  id?: string | null;
  name?: string;
  type?: MetaFieldType;
  options?: string[];
  required?: boolean;
}

export function toFieldRows(fields: MetaField[]): FieldRow[] {
  return fields.map((f) => ({ id: f.id, name: f.name, type: f.type, options: f.options, required: f.required }));
}

/** The editor's rows as add-file-meta-template takes them (options only for select fields). */
export function toFieldInputs(rows: FieldRow[]): MetaFieldInput[] {
  return rows.map((r) => {
    const type = r.type ?? 'text';
    const f: MetaFieldInput = { name: (r.name ?? '').trim(), type, required: !!r.required };
    if (r.id) f.id = r.id;
    if (type === 'select') f.options = (r.options ?? []).map((o) => o.trim()).filter(Boolean);
    return f;
  });
}
