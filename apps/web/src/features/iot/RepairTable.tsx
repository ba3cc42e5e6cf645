import { useState } from 'react';
import { App, Button, Input, Modal, Segmented, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { fixRepair, iotKeys, repairList, type IotRepair } from './api';

const TIME = 'YYYY-MM-DD HH:mm';

/** Repairs of the project, open first; "Mark fixed" for callers with iot repair. */
export function RepairTable(props: { projectId: string; onReport(): void; onChanged(): void }) {
  const { t } = useTranslation('iot');
  const { message } = App.useApp();
  const [status, setStatus] = useState<'all' | 'open' | 'fixed'>('all');
  const [pageNum, setPageNum] = useState(1);
  const [fixing, setFixing] = useState<IotRepair | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: iotKeys.repairs(props.projectId, status, pageNum),
    queryFn: () => repairList(props.projectId, { status: status === 'all' ? undefined : status, pageNum }),
  });
  const can = q.data?.permissions;
  const fix = async () => {
    if (!fixing) return;
    setBusy(true);
    try {
      await fixRepair(props.projectId, fixing.id, remark.trim());
      message.success(t('repair.fixedDone'));
      setFixing(null);
      props.onChanged();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const columns = [
    {
      title: t('repair.device'),
      key: 'device',
      render: (_: unknown, r: IotRepair) => (
        <span>
          {r.deviceName} <Typography.Text type="secondary">({r.deviceCode})</Typography.Text>
        </span>
      ),
    },
    { title: t('repair.fault'), dataIndex: 'fault', key: 'fault', render: (v: string) => <span data-testid="repair-row-fault">{v}</span> },
    { title: t('repair.reporter'), dataIndex: 'reporter', key: 'reporter' },
    { title: t('repair.reportedAt'), dataIndex: 'createTime', key: 'createTime', render: (v: string) => dayjs(v).format(TIME) },
    {
      title: t('repair.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: IotRepair['status']) => (
        <Tag color={v === 'open' ? 'orange' : 'green'} data-testid="repair-status">
          {t(`repair.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('repair.fixedAt'),
      key: 'fixedAt',
      render: (_: unknown, r: IotRepair) =>
        r.fixedAt ? (
          <span>
            {dayjs(r.fixedAt).format(TIME)}
            {r.fixedByName ? ` · ${r.fixedByName}` : ''}
            {r.fixRemark ? (
              <div>
                <Typography.Text type="secondary">{r.fixRemark}</Typography.Text>
              </div>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, r: IotRepair) =>
        r.status === 'open' && can?.repair ? (
          <Button
            type="link"
            size="small"
            onClick={() => {
              setRemark('');
              setFixing(r);
            }}
            data-testid="repair-fix"
          >
            {t('repair.markFixed')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <div className="page-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNum(1);
          }}
          options={(['all', 'open', 'fixed'] as const).map((s) => ({ value: s, label: t(`repair.filter.${s}`) }))}
          data-testid="repair-filter"
        />
        {can?.repair && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onReport} data-testid="repair-add">
            {t('repair.report')}
          </Button>
        )}
      </div>
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={q.data?.list ?? []}
          scroll={{ x: 900 }}
          loading={q.isFetching}
          locale={{ emptyText: t('repair.empty') }}
          pagination={{ current: pageNum, pageSize: 10, total: q.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false }}
          data-testid="repair-table"
        />
      </PageState>
      <Modal
        open={!!fixing}
        title={t('repair.markFixed')}
        onCancel={() => setFixing(null)}
        onOk={() => void fix()}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'repair-fix-ok' }}
        destroyOnHidden
      >
        <Typography.Paragraph>{fixing?.fault}</Typography.Paragraph>
        <Input.TextArea
          rows={2}
          maxLength={500}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder={t('repair.fixRemark')}
          data-testid="repair-fix-remark"
        />
      </Modal>
    </>
  );
}
