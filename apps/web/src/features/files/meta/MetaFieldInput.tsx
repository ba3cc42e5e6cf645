import { useState } from 'react';
import { AutoComplete, DatePicker, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldValues, metaKey } from './api';
import type { MetaField } from './types';
import { DATE_FORMAT, type FormValue } from './values';

/** The input of one metadata field by its type; text fields offer the values files already hold. */
export function MetaFieldInput(props: {
  field: Pick<MetaField, 'id' | 'name' | 'type' | 'options'>;
  projectId: string;
  value?: FormValue;
  onChange?: (v: FormValue) => void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('files');
  const f = props.field;
  const testId = props.testId ?? `meta-input-${f.name}`;
  if (f.type === 'date') {
    return (
      <DatePicker
        value={props.value && typeof props.value !== 'string' ? props.value : null}
        onChange={(d) => props.onChange?.(d ?? undefined)}
        format={DATE_FORMAT}
        placeholder={props.placeholder}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    );
  }
  if (f.type === 'select') {
    return (
      <Select
        value={typeof props.value === 'string' ? props.value : undefined}
        onChange={(v) => props.onChange?.(v ?? undefined)}
        allowClear
        placeholder={props.placeholder ?? t('meta.choose')}
        options={f.options.map((o) => ({ value: o, label: o }))}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    );
  }
  if (f.type === 'number') {
    // Plain text: the server checks the number and says what is wrong in the user's language.
    return (
      <Input
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(e) => props.onChange?.(e.target.value)}
        inputMode="decimal"
        placeholder={props.placeholder}
        data-testid={testId}
        allowClear
      />
    );
  }
  return <TextWithPickList {...props} testId={testId} />;
}

function TextWithPickList(props: {
  field: Pick<MetaField, 'id'>;
  projectId: string;
  value?: FormValue;
  onChange?: (v: FormValue) => void;
  placeholder?: string;
  testId: string;
}) {
  // The pick list loads once the input is used, not for every field of every file opened.
  const [wanted, setWanted] = useState(false);
  const values = useQuery({
    queryKey: metaKey(props.projectId, 'values', props.field.id),
    queryFn: () => fieldValues(props.projectId, props.field.id),
    enabled: wanted,
    staleTime: 30_000,
  });
  const text = typeof props.value === 'string' ? props.value : '';
  const options = (values.data ?? []).map((v) => String(v.value)).filter((v) => v.toLowerCase().includes(text.trim().toLowerCase()) && v !== text);
  return (
    <AutoComplete
      value={text}
      onChange={(v) => props.onChange?.(v)}
      onFocus={() => setWanted(true)}
      options={options.map((v) => ({ value: v, label: v }))}
      placeholder={props.placeholder}
      allowClear
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}
