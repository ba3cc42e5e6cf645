import { Checkbox, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isFiltering, type CardFilter } from './boardOrder';
import { LEVELS, levelKey } from '../levels';

/** Search by title, a priority filter and "only mine"; while filtering, cards do not drag. */
export function BoardFilterBar(props: { filter: CardFilter; onChange(f: CardFilter): void }) {
  const { t } = useTranslation('tasks');
  const f = props.filter;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="board-filter">
      <Input.Search
        allowClear
        placeholder={t('filter.search')}
        style={{ width: 240 }}
        value={f.search}
        onChange={(e) => props.onChange({ ...f, search: e.target.value })}
        data-testid="filter-search"
      />
      <Select
        allowClear
        placeholder={t('filter.priority')}
        style={{ width: 160 }}
        value={f.level}
        onChange={(v) => props.onChange({ ...f, level: v ?? null })}
        options={LEVELS.map((l) => ({ value: l, label: t(levelKey(l)) }))}
        data-testid="filter-level"
      />
      <Checkbox checked={f.onlyMine} onChange={(e) => props.onChange({ ...f, onlyMine: e.target.checked })} data-testid="filter-mine">
        {t('filter.mine')}
      </Checkbox>
      {isFiltering(f) && <Typography.Text type="secondary">{t('filter.noDrag')}</Typography.Text>}
    </Space>
  );
}
