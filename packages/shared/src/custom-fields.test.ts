import { describe, expect, it } from 'vitest';
import { checkFieldDefs, checkValue, checkValues, type CustomFieldDef } from './custom-fields';

const choice: CustomFieldDef = { key: 'form', label: 'Form', type: 'dropdown-single', options: ['A', 'B'], required: true };
const many: CustomFieldDef = { key: 'trades', label: 'Trades', type: 'dropdown-multiple', options: ['Civil', 'MEP', 'Facade'], required: false };

describe('checkFieldDefs', () => {
  it('refuses a drop-down without options (spec 3 §5), naming the field', () => {
    expect(checkFieldDefs([{ label: 'Phase', type: 'dropdown-single', options: [] }])).toEqual({
      field: '0',
      message: 'cf.optionsRequired',
      params: { name: 'Phase' },
    });
    expect(checkFieldDefs([{ label: 'Phase', type: 'dropdown-multiple', options: ['  '] }])?.message).toBe('cf.optionsRequired');
  });
  it('refuses duplicate labels, keys and options; accepts a valid set', () => {
    expect(
      checkFieldDefs([
        { label: 'A', type: 'text' },
        { label: ' a ', type: 'text' },
      ])?.message,
    ).toBe('cf.labelDuplicate');
    expect(
      checkFieldDefs([
        { key: 'x', label: 'A', type: 'text' },
        { key: 'x', label: 'B', type: 'text' },
      ])?.message,
    ).toBe('cf.keyDuplicate');
    expect(checkFieldDefs([{ key: '9x', label: 'A', type: 'text' }])?.message).toBe('cf.keyInvalid');
    expect(checkFieldDefs([{ label: 'A', type: 'dropdown-single', options: ['x', 'x'] }])?.params).toEqual({ name: 'A', option: 'x' });
    expect(checkFieldDefs([{ label: 'A', type: 'text', options: [] }, choice, many])).toBeNull();
  });
});

describe('checkValue', () => {
  it('gives canonical values: numbers from text, dates without time, options in their order', () => {
    expect(checkValue({ ...choice, type: 'number' }, ' 12.5 ')).toEqual({ value: 12.5 });
    expect(checkValue({ ...choice, type: 'date' }, '2027-03-01T10:00')).toEqual({ value: '2027-03-01' });
    expect(checkValue(many, ['Facade', 'Civil', 'Civil'])).toEqual({ value: ['Civil', 'Facade'] });
    expect(checkValue({ ...many, required: false }, [])).toEqual({ value: null });
  });
  it('names the problem: required, wrong type, option not offered, too long', () => {
    const msg = (def: CustomFieldDef, raw: unknown) => {
      const r = checkValue(def, raw);
      return 'problem' in r ? r.problem.message : null;
    };
    expect(msg(choice, '')).toBe('cf.valueRequired');
    expect(msg(choice, 'C')).toBe('cf.valueOption');
    expect(msg(many, ['Civil', 'Roof'])).toBe('cf.valueOption');
    expect(msg({ ...choice, type: 'number', required: false }, 'ten')).toBe('cf.valueNumber');
    expect(msg({ ...choice, type: 'date', required: false }, '2027-02-30')).toBe('cf.valueDate');
    expect(msg({ ...choice, type: 'text', required: false }, 'x'.repeat(501))).toBe('cf.valueTooLong');
    expect(msg({ ...choice, type: 'text', required: false }, ['x'])).toBe('cf.valueText');
  });
});

describe('checkValues', () => {
  it('collects every problem, unknown keys included, and leaves empty values out', () => {
    const r = checkValues([choice, many], { trades: [], colour: 'red' });
    expect(r.values).toEqual({});
    expect(r.problems.map((p) => p.message)).toEqual(['cf.unknownField', 'cf.valueRequired']);
    expect(checkValues([choice, many], { form: 'B' })).toEqual({ values: { form: 'B' }, problems: [] });
  });
});
