import { App, Button, Dropdown, Table, Tag, Tooltip, Typography } from 'antd';
import { ExclamationCircleFilled, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { deleteRow, STATUS_COLORS, type RegisterPage, type RegisterRow } from './api';
import type { ChangeKind } from './ChangeDialog';

const hours = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * The register rows. A row whose actual hours exceed its estimate is tinted red and its
 * "overrun" column says by how much (spec 3 §3: the error column).
 */
export function RegisterTable(props: {
  projectId: string;
  page: RegisterPage | undefined;
  filtered: boolean;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage(pageNum: number, pageSize: number): void;
  onEdit(r: RegisterRow): void;
  onChange(kind: ChangeKind, r: RegisterRow): void;
  onJournal(r: RegisterRow): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('projecttask');
  const { message, modal } = App.useApp();
  const can = props.page?.permissions ?? { add: false, edit: false, delete: false };
  const remove = (r: RegisterRow) =>
    modal.confirm({
      title: t('deleteConfirm', { name: r.name }),
      content: t('deleteHint'),
      okButtonProps: { danger: true, 'data-testid': 'register-delete-ok' },
      onOk: async () => {
        try {
          await deleteRow(props.projectId, r.id);
          message.success(t('deleted'));
          props.onChanged();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  const columns = [
    { title: t('field.name'), dataIndex: 'name', key: 'name', render: (v: string) => <span data-testid="register-row-name">{v}</span> },
    {
      title: t('field.category'),
      dataIndex: 'category',
      key: 'category',
      render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: number) => (
        <Tag color={STATUS_COLORS[v]} data-testid="register-row-status">
          {t(`status.${v}`)}
        </Tag>
      ),
    },
    { title: t('field.startDate'), dataIndex: 'startDate', key: 'start', render: (v: string | null) => v ?? '—' },
    {
      title: t('field.estimate'),
      dataIndex: 'estimate',
      key: 'estimate',
      render: (v: string | null, r: RegisterRow) => (v ? <Tooltip title={t('estimateHours', { hours: hours(r.estimateHours ?? 0) })}>{v}</Tooltip> : '—'),
    },
    { title: t('field.endDate'), dataIndex: 'endDate', key: 'end', render: (v: string | null) => <span data-testid="register-row-end">{v ?? '—'}</span> },
    { title: t('field.actual'), dataIndex: 'actual', key: 'actual', render: (v: number) => hours(v) },
    {
      title: t('field.overrun'),
      key: 'overrun',
      render: (_: unknown, r: RegisterRow) =>
        r.overrun ? (
          <Typography.Text type="danger" data-testid="register-row-overrun">
            <ExclamationCircleFilled /> {t('overBy', { hours: hours(r.actual - (r.estimateHours ?? 0)) })}
          </Typography.Text>
        ) : null,
    },
    { title: t('field.worker'), dataIndex: 'workerN', key: 'worker', render: (v: string | null) => <span data-testid="register-row-worker">{v ?? '—'}</span> },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right' as const,
      width: 150,
      render: (_: unknown, r: RegisterRow) => (
        <>
          <Button type="link" size="small" onClick={() => props.onJournal(r)} data-testid="register-row-journal">
            {t('journal.open')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(can.edit
                  ? [
                      {
                        key: 'status',
                        label: <span data-testid="register-row-set-status">{t('change.status')}</span>,
                        onClick: () => props.onChange('status', r),
                      },
                      {
                        key: 'worker',
                        label: <span data-testid="register-row-set-worker">{t('change.worker')}</span>,
                        onClick: () => props.onChange('worker', r),
                      },
                      { key: 'edit', label: <span data-testid="register-row-edit">{t('edit')}</span>, onClick: () => props.onEdit(r) },
                    ]
                  : []),
                ...(can.delete
                  ? [{ key: 'delete', danger: true, label: <span data-testid="register-row-delete">{t('delete')}</span>, onClick: () => remove(r) }]
                  : []),
              ],
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('actions')}
              disabled={!can.edit && !can.delete}
              data-testid="register-row-menu"
            />
          </Dropdown>
        </>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={props.loading}
      columns={columns}
      dataSource={props.page?.list ?? []}
      scroll={{ x: 1100 }}
      rowClassName={(r) => (r.overrun ? 'register-overrun' : '')}
      onRow={(r) => ({ 'data-testid': 'register-row', 'data-overrun': r.overrun ? 'true' : 'false' }) as object}
      locale={{ emptyText: props.filtered ? t('noMatch') : t('empty') }}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.page?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (n) => t('total', { count: n }),
        onChange: props.onPage,
      }}
      data-testid="register-table"
    />
  );
}
