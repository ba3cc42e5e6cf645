import { useState } from 'react';
import { App, Button, Input, Progress, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bytesToGB, formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { listEnterprises, platformKeys, resumeEnterprise, type EnterpriseFilter, type PlatformEnterprise } from './api';
import { EnterpriseDialog } from './EnterpriseDialog';
import { ManagersDialog } from './ManagersDialog';
import { SuspendDialog } from './SuspendDialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'managers' | 'suspend'; row: PlatformEnterprise } | null;

/** The enterprises: search, state filter, usage, and the actions on each. */
export function EnterprisesTab(props: { chosenId: string | null; onChoose(id: string): void }) {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<EnterpriseFilter>({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<Open>(null);
  const q = useQuery({ queryKey: platformKeys.list(filter), queryFn: () => listEnterprises(filter), placeholderData: keepPreviousData });
  const refresh = () => qc.invalidateQueries({ queryKey: platformKeys.all() });
  const resume = async (row: PlatformEnterprise) => {
    try {
      message.success((await resumeEnterprise(row.id)).msg);
      await refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) void refresh();
  };
  const rows = q.data?.data.list;
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          data-testid="platform-search"
          onSearch={(keyword) => setFilter({ ...filter, keyword: keyword.trim() || undefined, pageNum: 1 })}
          style={{ width: 260 }}
        />
        <Select<'all' | 'active' | 'suspended'>
          data-testid="platform-state"
          value={filter.state ?? 'all'}
          style={{ width: 160 }}
          onChange={(v) => setFilter({ ...filter, state: v === 'all' ? undefined : v, pageNum: 1 })}
          options={[
            { value: 'all', label: t('state.all') },
            { value: 'active', label: t('state.active') },
            { value: 'suspended', label: t('state.suspended') },
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'create' })} data-testid="platform-create">
          {t('create')}
        </Button>
      </Space>
      <PageState loading={q.isLoading} error={q.error} empty={rows?.length === 0} emptyText={t('empty')} onRetry={() => q.refetch()}>
        <Table<PlatformEnterprise>
          rowKey="id"
          size="middle"
          data-testid="platform-enterprises"
          dataSource={rows}
          rowClassName={(r) => (r.id === props.chosenId ? 'ant-table-row-selected' : '')}
          pagination={{
            current: filter.pageNum,
            pageSize: filter.pageSize,
            total: q.data?.pageTotal ?? 0,
            onChange: (pageNum) => setFilter({ ...filter, pageNum }),
          }}
          columns={[
            {
              title: t('name'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong data-testid="platform-enterprise-name">
                    {r.co_name_en || r.co_name_cn}
                  </Typography.Text>
                  {r.co_name_en && <Typography.Text type="secondary">{r.co_name_cn}</Typography.Text>}
                </Space>
              ),
            },
            { title: t('domain'), dataIndex: 'co_domain', render: (v: string | null) => v ?? '—' },
            {
              title: t('stateTitle'),
              render: (_, r) =>
                r.state === 'suspended' ? (
                  <Tooltip title={r.suspendReason ?? undefined}>
                    <Tag color="red" data-testid="platform-enterprise-state">
                      {t('state.suspended')}
                    </Tag>
                  </Tooltip>
                ) : (
                  <Tag color="green" data-testid="platform-enterprise-state">
                    {t('state.active')}
                  </Tag>
                ),
            },
            {
              title: t('storage'),
              render: (_, r) => (
                <Tooltip title={t('storageUse', { used: bytesToGB(r.usage.storageUsed), total: bytesToGB(r.storageSize) })}>
                  <Progress percent={Math.min(100, Math.round((r.usage.storageUsed / r.storageSize) * 1000) / 10)} size="small" style={{ width: 120 }} />
                  <div>{`${formatFileSize(r.usage.storageUsed)} / ${bytesToGB(r.storageSize)} GB`}</div>
                </Tooltip>
              ),
            },
            { title: t('projects'), render: (_, r) => r.usage.projects },
            { title: t('activeStaff'), render: (_, r) => t('activeOf', { active: r.usage.activeStaff30, total: r.usage.staff }) },
            {
              title: t('managers'),
              render: (_, r) =>
                r.managers.length ? r.managers.map((m) => m.name).join(', ') : <Typography.Text type="danger">{t('noManager')}</Typography.Text>,
            },
            { title: t('created'), render: (_, r) => r.createTime.slice(0, 10) },
            {
              title: t('actions'),
              render: (_, r) => (
                <Space size={0} wrap>
                  <Button size="small" type="link" onClick={() => setOpen({ kind: 'edit', row: r })} data-testid="platform-edit">
                    {t('edit')}
                  </Button>
                  <Button size="small" type="link" onClick={() => setOpen({ kind: 'managers', row: r })} data-testid="platform-managers">
                    {t('managers')}
                  </Button>
                  {r.state === 'suspended' ? (
                    <Button size="small" type="link" onClick={() => void resume(r)} data-testid="platform-resume">
                      {t('resume')}
                    </Button>
                  ) : (
                    <Button size="small" type="link" danger onClick={() => setOpen({ kind: 'suspend', row: r })} data-testid="platform-suspend">
                      {t('suspend')}
                    </Button>
                  )}
                  <Button size="small" type="link" onClick={() => props.onChoose(r.id)} data-testid="platform-roles-open">
                    {t('roles:platform.title')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      {(open?.kind === 'create' || open?.kind === 'edit') && <EnterpriseDialog row={open.kind === 'edit' ? open.row : null} onClose={close} />}
      {open?.kind === 'managers' && <ManagersDialog enterprise={open.row} onClose={close} />}
      {open?.kind === 'suspend' && <SuspendDialog enterprise={open.row} onClose={close} />}
    </>
  );
}
