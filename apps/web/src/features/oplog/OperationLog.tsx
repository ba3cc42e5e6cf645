import { lazy, Suspense, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Dropdown, Row, Segmented, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { OPLOG_RANGES } from '@trestle/shared/oplog-schemas';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { saveBlob } from '../staff/api';
import { emptyFilter, exportLog, logPage, logStatistics, oplogKeys, type LogFilter, type LogSide, type OplogRow } from './api';
import { changesOf } from './diff';

// ECharts comes with the chart's own chunk, on first show.
const OplogChart = lazy(async () => ({ default: (await import('./OplogChart')).OplogChart }));

/** The operation log of a project or of the enterprise: filters, the statistics, the rows. */
export function OperationLog({ side, roleNames }: { side: LogSide; roleNames?: Record<string, string> }) {
  const { t } = useTranslation('oplog');
  const { message } = App.useApp();
  const [filter, setFilter] = useState<LogFilter>(emptyFilter);
  const [page, setPage] = useState({ num: 1, size: 20 });
  const [exporting, setExporting] = useState(false);
  const set = (patch: Partial<LogFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage((p) => ({ ...p, num: 1 }));
  };
  // The choices of the filters: who did what in the chosen period, whatever else is filtered.
  const periodOnly: LogFilter = { ...emptyFilter(), period: filter.period };
  const choices = useQuery({ queryKey: oplogKeys.statistics(side, periodOnly), queryFn: () => logStatistics(side, periodOnly) });
  const stats = useQuery({ queryKey: oplogKeys.statistics(side, filter), queryFn: () => logStatistics(side, filter) });
  const list = useQuery({
    queryKey: oplogKeys.list(side, filter, page.num, page.size),
    queryFn: () => logPage(side, filter, page.num, page.size),
    placeholderData: keepPreviousData,
  });
  const moduleLabel = (m: string) => t(`module.${m}`, { defaultValue: m });
  const actionLabel = (a: string) => t(`action.${a}`, { defaultValue: a });
  const readable = (field: string, v: unknown) =>
    typeof v === 'boolean' ? t(v ? 'yes' : 'no') : /roleId$/.test(field) && roleNames?.[String(v)] ? roleNames[String(v)] : undefined;
  const download = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const file = await exportLog(side, filter, format);
      saveBlob(file.blob, file.name);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };
  const preset = 'range' in filter.period ? filter.period.range : 'custom';
  const custom = 'from' in filter.period ? filter.period : null;
  const columns: ColumnsType<OplogRow> = [
    { title: t('col.time'), dataIndex: 'time', width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('col.person'),
      key: 'person',
      width: 160,
      render: (_, r) => (
        <span>
          {r.user.name}
          {r.user.loginName && r.user.loginName !== r.user.name && <Typography.Text type="secondary"> ({r.user.loginName})</Typography.Text>}
        </span>
      ),
    },
    { title: t('col.module'), dataIndex: 'module', width: 120, render: (m: string) => <Tag>{moduleLabel(m)}</Tag> },
    { title: t('col.action'), dataIndex: 'action', width: 110, render: (a: string) => actionLabel(a) },
    {
      title: t('col.target'),
      key: 'target',
      render: (_, r) =>
        r.targets.length > 1 ? t('targets', { name: r.targetName ?? r.targetId ?? '', count: r.targets.length - 1 }) : (r.targetName ?? r.targetId ?? '—'),
    },
    {
      title: t('col.changes'),
      key: 'changes',
      render: (_, r) => {
        const all = changesOf(r, readable).filter((c) => c.fields.length);
        if (!all.length) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <div className="oplog-changes" data-testid="oplog-changes">
            {all.map((c, i) => (
              <div key={`${c.targetId ?? ''}-${i}`}>
                {all.length > 1 && <Typography.Text strong>{c.targetName ?? c.targetId} </Typography.Text>}
                {c.fields.map((f) => (
                  <div key={f.field}>
                    <Typography.Text type="secondary">{t(`field.${f.field}`, { defaultValue: f.field })}: </Typography.Text>
                    <Typography.Text delete>{f.before}</Typography.Text> → <Typography.Text mark>{f.after}</Typography.Text>
                  </div>
                ))}
              </div>
            ))}
          </div>
        );
      },
    },
  ];
  const people = choices.data?.byPerson ?? [];
  const s = stats.data;
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }} data-testid="oplog-filters">
        <Segmented
          value={preset}
          onChange={(v) =>
            v === 'custom'
              ? set({ period: { from: dayjs().subtract(6, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') } })
              : set({ period: { range: v as (typeof OPLOG_RANGES)[number] } })
          }
          options={[...OPLOG_RANGES.map((r) => ({ value: r, label: t(`range.${r}`) })), { value: 'custom', label: t('range.custom') }]}
          data-testid="oplog-range"
        />
        {custom && (
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(custom.from), dayjs(custom.to)]}
            onChange={(v) => v?.[0] && v[1] && set({ period: { from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') } })}
            data-testid="oplog-dates"
          />
        )}
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('filter.person')}
          value={filter.userIds}
          onChange={(userIds: string[]) => set({ userIds })}
          options={people.map((p) => ({ value: p.id, label: p.name }))}
          optionFilterProp="label"
          data-testid="oplog-person"
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('filter.module')}
          value={filter.modules}
          onChange={(modules: string[]) => set({ modules })}
          options={(choices.data?.byModule ?? []).map((m) => ({ value: m.module, label: moduleLabel(m.module) }))}
          optionFilterProp="label"
          data-testid="oplog-module"
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('filter.action')}
          value={filter.actions}
          onChange={(actions: string[]) => set({ actions })}
          options={(choices.data?.byAction ?? []).map((a) => ({ value: a.action, label: actionLabel(a.action) }))}
          optionFilterProp="label"
          data-testid="oplog-action"
        />
        <Dropdown
          menu={{
            items: [
              { key: 'xlsx', label: t('export.xlsx') },
              { key: 'csv', label: t('export.csv') },
            ],
            onClick: ({ key }) => void download(key as 'xlsx' | 'csv'),
          }}
        >
          <Button icon={<DownloadOutlined />} loading={exporting} data-testid="oplog-export">
            {t('export.title')}
          </Button>
        </Dropdown>
      </Space>
      <Card size="small" style={{ marginBottom: 16 }} title={s ? t('total', { count: s.total }) : t('statistics')} data-testid="oplog-statistics">
        <PageState loading={stats.isLoading} error={stats.error} empty={s?.total === 0} emptyText={t('noStatistics')} onRetry={() => stats.refetch()}>
          {s && (
            <Suspense fallback={<Spin />}>
              <Row gutter={16}>
                <Col xs={24} lg={12}>
                  <OplogChart
                    testId="oplog-chart-person"
                    title={t('byPerson')}
                    description={t('byPersonAria')}
                    bars={s.byPerson.map((p) => ({ label: p.name, count: p.count }))}
                  />
                </Col>
                <Col xs={24} lg={12}>
                  <OplogChart
                    testId="oplog-chart-module"
                    title={t('byModule')}
                    description={t('byModuleAria')}
                    bars={s.byModule.map((m) => ({ label: moduleLabel(m.module), count: m.count }))}
                  />
                </Col>
              </Row>
            </Suspense>
          )}
        </PageState>
      </Card>
      <PageState loading={list.isLoading} error={list.error} onRetry={() => list.refetch()}>
        <Table<OplogRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: page.num,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => (list.data?.totalCapped ? t('rowsMore', { count }) : t('rows', { count })),
            onChange: (num, size) => setPage({ num: size === page.size ? num : 1, size }),
          }}
          data-testid="oplog-table"
        />
      </PageState>
    </>
  );
}
