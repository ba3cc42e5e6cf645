import { useEffect, useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterFilter, TaskCategory } from './api';

/** Name search (on Enter or the search button), status and category multi-selects, reset. */
export function RegisterFilters(props: { value: RegisterFilter; categories: TaskCategory[]; onChange(f: RegisterFilter): void }) {
  const { t } = useTranslation('projecttask');
  const [name, setName] = useState(props.value.name);
  useEffect(() => setName(props.value.name), [props.value.name]);
  const v = props.value;
  const any = !!(v.name || v.status.length || v.category.length);
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="register-filters">
      <Input.Search
        allowClear
        placeholder={t('filter.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onSearch={(s) => props.onChange({ ...v, name: s.trim() })}
        style={{ width: 220 }}
        maxLength={100}
        data-testid="register-filter-name"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('filter.status')}
        value={v.status}
        onChange={(status: number[]) => props.onChange({ ...v, status })}
        options={[0, 1, 2, 3].map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ minWidth: 200 }}
        data-testid="register-filter-status"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('filter.category')}
        value={v.category}
        onChange={(category: string[]) => props.onChange({ ...v, category })}
        options={props.categories.map((c) => ({ value: c.id, label: c.name }))}
        style={{ minWidth: 200 }}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="register-filter-category"
      />
      {any && (
        <Button onClick={() => props.onChange({ ...v, name: '', status: [], category: [] })} data-testid="register-filter-reset">
          {t('filter.reset')}
        </Button>
      )}
    </Space>
  );
}
