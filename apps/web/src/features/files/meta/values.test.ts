import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayValue, toConditions, toFieldInputs, toFormValue, toFormValues, toWireValue, toWireValues } from './values';
import type { MetaFieldType } from './types';

describe('metadata values', () => {
  it('shows stored values in their inputs', () => {
    expect(toFormValue('number', 3)).toBe('3');
    expect(toFormValue('text', 'A-101')).toBe('A-101');
    expect(toFormValue('text', null)).toBeUndefined();
    const d = toFormValue('date', '2026-05-04');
    expect(dayjs.isDayjs(d) && d.format('YYYY-MM-DD')).toBe('2026-05-04');
    expect(toFormValue('date', 'not a date')).toBeUndefined();
  });

  it('sends inputs as the server takes them: trimmed text, dates as days, blanks as null', () => {
    expect(toWireValue(' A-101 ')).toBe('A-101');
    expect(toWireValue('   ')).toBeNull();
    expect(toWireValue(undefined)).toBeNull();
    expect(toWireValue(dayjs('2026-07-15'))).toBe('2026-07-15');
    // A number that is not one is left to the server, which answers its own message.
    expect(toWireValue('three')).toBe('three');
  });

  it("round-trips a file's values through the form, only the template's fields", () => {
    const fields = [
      { id: 'a', type: 'text' as const },
      { id: 'b', type: 'number' as const },
      { id: 'c', type: 'date' as const },
    ];
    const form = toFormValues(fields, { a: 'x', b: 12.5, c: '2026-01-02', z: 'stale' });
    expect(Object.keys(form)).toEqual(['a', 'b', 'c']);
    expect(toWireValues(fields, form)).toEqual({ a: 'x', b: '12.5', c: '2026-01-02' });
    expect(toWireValues(fields, {})).toEqual({ a: null, b: null, c: null });
  });

  it('reads values for display', () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue('')).toBe('-');
    expect(displayValue('MEP')).toBe('MEP');
  });
});

describe('search conditions', () => {
  const types: Record<string, MetaFieldType> = { t: 'text', n: 'number', d: 'date', s: 'select' };
  const typeOf = (id: string) => types[id];

  it('matches text and select by value and ranges numbers and dates', () => {
    expect(
      toConditions(
        [
          { fieldId: 't', value: ' a-1 ' },
          { fieldId: 's', value: 'MEP' },
          { fieldId: 'n', from: '2', to: '' },
          { fieldId: 'd', from: dayjs('2026-07-01'), to: dayjs('2026-07-31') },
        ],
        typeOf,
      ),
    ).toEqual([
      { fieldId: 't', value: 'a-1' },
      { fieldId: 's', value: 'MEP' },
      { fieldId: 'n', from: '2' },
      { fieldId: 'd', from: '2026-07-01', to: '2026-07-31' },
    ]);
  });

  it('keeps an empty row as "has a value" and drops rows without a known field', () => {
    expect(toConditions([{ fieldId: 't' }, {}, { fieldId: 'gone', value: 'x' }], typeOf)).toEqual([{ fieldId: 't' }]);
  });
});

describe('template fields', () => {
  it('sends options only for select fields, trimmed, and keeps ids', () => {
    expect(
      toFieldInputs([
        { id: 'f1', name: ' Discipline ', type: 'select', options: ['Arch', ' ', ' MEP '], required: true },
        { name: 'Revision', type: 'number', options: ['stale'] },
        { name: 'Notes' },
      ]),
    ).toEqual([
      { id: 'f1', name: 'Discipline', type: 'select', options: ['Arch', 'MEP'], required: true },
      { name: 'Revision', type: 'number', required: false },
      { name: 'Notes', type: 'text', required: false },
    ]);
  });
});
