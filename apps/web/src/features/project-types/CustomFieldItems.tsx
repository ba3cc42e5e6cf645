import { Col, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { checkValue, type CustomFieldDef } from '@trestle/shared/custom-fields';
import { translate } from '@trestle/shared';
import { useLang } from '../../app/lang';

/** A form value as the server wants it: a date as YYYY-MM-DD, the rest as it is. */
export function fieldValueOut(def: CustomFieldDef, v: unknown) {
  if (def.type === 'date' && dayjs.isDayjs(v)) return v.format('YYYY-MM-DD');
  return v === undefined ? null : v;
}

/** A stored value as the form's control holds it. */
export function fieldValueIn(def: CustomFieldDef, v: unknown) {
  if (def.type === 'date' && typeof v === 'string') return dayjs(v);
  return v;
}

/**
 * The inputs of a set of custom fields under `customFields.<key>`, checked with the same rule the
 * server applies (packages/shared custom-fields.ts), so an error shows before sending.
 */
export function CustomFieldItems({ defs }: { defs: CustomFieldDef[] }) {
  const { lang } = useLang();
  return (
    <>
      {defs.map((d) => (
        <Col xs={24} md={12} key={d.key}>
          <Form.Item
            name={['customFields', d.key]}
            label={d.label}
            required={d.required}
            rules={[
              {
                validator: async (_, v: unknown) => {
                  const r = checkValue(d, fieldValueOut(d, v));
                  if ('problem' in r) throw new Error(translate(r.problem.message, lang, r.problem.params));
                },
              },
            ]}
          >
            {control(d)}
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

function control(d: CustomFieldDef) {
  const testId = `custom-field-${d.key}`;
  switch (d.type) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} data-testid={testId} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} data-testid={testId} format="YYYY-MM-DD" />;
    case 'dropdown-single':
    case 'dropdown-multiple':
      return (
        <Select
          allowClear
          mode={d.type === 'dropdown-multiple' ? 'multiple' : undefined}
          options={d.options.map((o) => ({ value: o, label: o }))}
          data-testid={testId}
        />
      );
    default:
      return <Input maxLength={500} data-testid={testId} />;
  }
}

/** A value for lists and the project home: dates and options as text. */
export function formatValue(v: unknown): string {
  if (Array.isArray(v)) return v.join(', ');
  if (v === null || v === undefined) return '';
  return dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : String(v);
}
