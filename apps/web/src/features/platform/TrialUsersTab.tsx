import { useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRIAL_STATES, type TrialState } from '@trestle/shared/platform-schemas';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { endTrial, listTrials, platformKeys, type TrialFilter, type TrialUser } from './api';
import { TrialConvertDialog } from './TrialConvertDialog';

const COLORS: Record<TrialState, string> = { active: 'green', expiring: 'orange', expired: 'red', converted: 'blue', ended: 'default' };
const date = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** People who registered themselves, with their trial; convert, add to an enterprise, or end an open one. */
export function TrialUsersTab() {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<TrialFilter>({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<{ mode: 'convert' | 'add'; row: TrialUser } | null>(null);
  const q = useQuery({ queryKey: platformKeys.trials(filter), queryFn: () => listTrials(filter), placeholderData: keepPreviousData });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: platformKeys.trials() }), qc.invalidateQueries({ queryKey: platformKeys.all() })]);
  const end = async (row: TrialUser) => {
    try {
      message.success((await endTrial(row.userId)).msg);
      await refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const rows = q.data?.data.list;
  const isOpen = (r: TrialUser) => r.state === 'active' || r.state === 'expiring' || r.state === 'expired';
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('trial.search')}
          data-testid="trial-search"
          onSearch={(keyword) => setFilter({ ...filter, keyword: keyword.trim() || undefined, pageNum: 1 })}
          style={{ width: 260 }}
        />
        <Select<'all' | TrialState>
          data-testid="trial-state"
          value={filter.state ?? 'all'}
          style={{ width: 160 }}
          onChange={(v) => setFilter({ ...filter, state: v === 'all' ? undefined : v, pageNum: 1 })}
          options={[{ value: 'all', label: t('state.all') }, ...TRIAL_STATES.map((s) => ({ value: s, label: t(`trial.state.${s}`) }))]}
        />
      </Space>
      <PageState loading={q.isLoading} error={q.error} empty={rows?.length === 0} emptyText={t('trial.empty')} onRetry={() => q.refetch()}>
        <Table<TrialUser>
          rowKey="userId"
          size="middle"
          data-testid="trial-users"
          dataSource={rows}
          pagination={{
            current: filter.pageNum,
            pageSize: filter.pageSize,
            total: q.data?.pageTotal ?? 0,
            onChange: (pageNum) => setFilter({ ...filter, pageNum }),
          }}
          columns={[
            { title: t('trial.name'), dataIndex: 'name' },
            { title: t('trial.loginName'), dataIndex: 'loginName' },
            { title: t('trial.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
            { title: t('trial.started'), render: (_, r) => date(r.startedAt) },
            { title: t('trial.expires'), render: (_, r) => date(r.expiresAt) },
            {
              title: t('stateTitle'),
              render: (_, r) => (
                <Tag color={COLORS[r.state]} data-testid="trial-state-tag">
                  {t(`trial.state.${r.state}`)}
                </Tag>
              ),
            },
            { title: t('trial.enterprise'), render: (_, r) => r.enterprise?.name ?? '—' },
            {
              title: t('actions'),
              render: (_, r) =>
                isOpen(r) && (
                  <Space size={0} wrap>
                    <Button size="small" type="link" onClick={() => setOpen({ mode: 'convert', row: r })} data-testid="trial-convert">
                      {t('trial.convert')}
                    </Button>
                    <Button size="small" type="link" onClick={() => setOpen({ mode: 'add', row: r })} data-testid="trial-add">
                      {t('trial.addTo')}
                    </Button>
                    <Popconfirm title={t('trial.endConfirm', { name: r.name })} onConfirm={() => void end(r)}>
                      <Button size="small" type="link" danger data-testid="trial-end">
                        {t('trial.end')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </PageState>
      {open && (
        <TrialConvertDialog
          mode={open.mode}
          row={open.row}
          onClose={(saved) => {
            setOpen(null);
            if (saved) void refresh();
          }}
        />
      )}
    </>
  );
}
