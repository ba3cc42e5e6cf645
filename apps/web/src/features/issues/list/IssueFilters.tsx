import { useEffect, useState } from 'react';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ISSUE_IMPORTANCE, ISSUE_STATUSES } from '@trestle/shared/issue-schemas';
import { EMPTY_FILTER, isFiltered, userLabel, type IssueFilter, type ProblemUser } from '../api';

/**
 * The issue list filters: search (on Enter), status and importance (multi), leader and creator
 * (the project's people; left out when `users` is null, e.g. across projects), created between.
 */
export function IssueFilters(props: { value: IssueFilter; users: ProblemUser[] | null; onChange(f: IssueFilter): void }) {
  const { t } = useTranslation('issues');
  const v = props.value;
  const [search, setSearch] = useState(v.search);
  useEffect(() => setSearch(v.search), [v.search]);
  const people = (props.users ?? []).map((u) => ({ value: u.id, label: userLabel(u, props.users ?? []) }));
  const set = (patch: Partial<IssueFilter>) => props.onChange({ ...v, ...patch });
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="issue-filters">
      <Input.Search
        allowClear
        placeholder={t('filter.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(s) => set({ search: s.trim() })}
        style={{ width: 220 }}
        maxLength={100}
        data-testid="issue-filter-search"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('filter.status')}
        value={v.status}
        onChange={(status) => set({ status })}
        options={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ minWidth: 170 }}
        data-testid="issue-filter-status"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('filter.importance')}
        value={v.importance}
        onChange={(importance) => set({ importance })}
        options={ISSUE_IMPORTANCE.map((s) => ({ value: s, label: t(`importance.${s}`) }))}
        style={{ minWidth: 170 }}
        data-testid="issue-filter-importance"
      />
      {props.users && (
        <>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.leader')}
            value={v.leaderId}
            onChange={(leaderId) => set({ leaderId: leaderId ?? null })}
            options={people}
            style={{ width: 150 }}
            data-testid="issue-filter-leader"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.creator')}
            value={v.creatorId}
            onChange={(creatorId) => set({ creatorId: creatorId ?? null })}
            options={people}
            style={{ width: 150 }}
            data-testid="issue-filter-creator"
          />
        </>
      )}
      <DatePicker.RangePicker
        value={[v.dateFrom ? dayjs(v.dateFrom) : null, v.dateTo ? dayjs(v.dateTo) : null]}
        onChange={(r) => set({ dateFrom: r?.[0]?.format('YYYY-MM-DD') ?? null, dateTo: r?.[1]?.format('YYYY-MM-DD') ?? null })}
        placeholder={[t('filter.createdFrom'), t('filter.createdTo')]}
        allowEmpty={[true, true]}
        data-testid="issue-filter-dates"
      />
      {isFiltered(v) && (
        <Button onClick={() => props.onChange(EMPTY_FILTER)} data-testid="issue-filter-reset">
          {t('filter.reset')}
        </Button>
      )}
    </Space>
  );
}
