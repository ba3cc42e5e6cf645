import { Button, Input, Segmented, Select, Space, Tabs, Tooltip } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TASK_FILTERS, TASK_LEVELS, TASK_ORDER_BY, TASK_TARGETS, type TaskTarget } from '@trestle/shared/task-schemas';
import type { MyTasksQuery } from './api';

/** The three targets of the task list (spec 3 §9) as tabs. */
export function TargetTabs({ value, onChange }: { value: TaskTarget; onChange: (v: TaskTarget) => void }) {
  const { t } = useTranslation('mytasks');
  return (
    <Tabs
      activeKey={value}
      onChange={(k) => onChange(k as TaskTarget)}
      items={TASK_TARGETS.map((k) => ({ key: k, label: <span data-testid={`target-${k}`}>{t(`target.${k}`)}</span> }))}
      style={{ marginBottom: 8 }}
    />
  );
}

/**
 * Priority, sorting and (when `full`) the status filter and the search box. The search box
 * reports on Enter or clear, so typing does not send a request per key.
 */
export function TaskControls({
  q,
  onChange,
  full = false,
  testPrefix,
}: {
  q: MyTasksQuery;
  onChange: (patch: Partial<MyTasksQuery>) => void;
  full?: boolean;
  testPrefix: string;
}) {
  const { t } = useTranslation('mytasks');
  return (
    <Space wrap size={8}>
      {full && (
        <Segmented
          value={q.status}
          onChange={(v) => onChange({ status: v })}
          options={TASK_FILTERS.map((f) => ({ value: f, label: <span data-testid={`${testPrefix}-status-${f}`}>{t(`filter.${f}`)}</span> }))}
        />
      )}
      <Select
        data-testid={`${testPrefix}-level`}
        style={{ width: 140 }}
        value={q.levelId ?? 0}
        onChange={(v) => onChange({ levelId: v || undefined })}
        options={[{ value: 0, label: t('level.all') }, ...TASK_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))]}
        aria-label={t('priority')}
      />
      <Select
        data-testid={`${testPrefix}-sort`}
        style={{ width: 150 }}
        value={q.orderBy}
        onChange={(v) => onChange({ orderBy: v })}
        options={TASK_ORDER_BY.map((o) => ({ value: o, label: t(`sort.${o}`) }))}
        aria-label={t('sortBy')}
      />
      <Tooltip title={t(q.order === 'ASC' ? 'ascending' : 'descending')}>
        <Button
          data-testid={`${testPrefix}-order`}
          aria-label={t(q.order === 'ASC' ? 'ascending' : 'descending')}
          icon={q.order === 'ASC' ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
          onClick={() => onChange({ order: q.order === 'ASC' ? 'DESC' : 'ASC' })}
        />
      </Tooltip>
      {full && (
        <Input.Search
          data-testid={`${testPrefix}-search`}
          allowClear
          placeholder={t('searchPlaceholder')}
          style={{ width: 220 }}
          maxLength={100}
          onSearch={(v) => onChange({ searchValue: v.trim() || undefined })}
        />
      )}
    </Space>
  );
}
