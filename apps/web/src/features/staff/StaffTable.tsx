import { Button, Dropdown, Table, Tag, Typography } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoleName } from '../roles/useRoleName';
import type { StaffPage, StaffRow } from './api';

/** What a row's menu asks for: the staff dialog (status 1 edit, 2 delete) or a state change. */
export type StaffRowAction = { kind: 'dialog'; status: 1 | 2; row: StaffRow } | { kind: 'state'; row: StaffRow };

export function StaffStateTag({ row }: { row: Pick<StaffRow, 'isInvalid'> }) {
  const { t } = useTranslation('staff');
  return (
    <Tag color={row.isInvalid ? 'red' : 'green'} data-testid="staff-row-state">
      {row.isInvalid ? t('state.invalid') : t('state.inUse')}
    </Tag>
  );
}

/** The staff of the page: name (to the details), account, post, departments, role, state, actions. */
export function StaffTable(props: {
  page: StaffPage | undefined;
  loading: boolean;
  filtered: boolean;
  pageNum: number;
  pageSize: number;
  onPage(pageNum: number, pageSize: number): void;
  onAction(a: StaffRowAction): void;
  /** The rows chosen for a bulk action (their userIds). */
  selected: string[];
  onSelect(userIds: string[]): void;
}) {
  const { t } = useTranslation('staff');
  const roleName = useRoleName();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const columns = [
    {
      title: t('field.name'),
      dataIndex: 'name',
      key: 'name',
      render: (v: string, r: StaffRow) => (
        <Link to={`/stuffManagementDetail?userId=${encodeURIComponent(r.userId)}`} data-testid="staff-row-name">
          {v}
        </Link>
      ),
    },
    { title: t('field.loginName'), dataIndex: 'loginName', key: 'loginName', render: (v: string) => <span data-testid="staff-row-login">{v}</span> },
    { title: t('field.post'), dataIndex: 'post', key: 'post', render: (v: string | null) => v ?? none },
    {
      title: t('field.departments'),
      key: 'departments',
      render: (_: unknown, r: StaffRow) =>
        r.departments.length ? <span data-testid="staff-row-depts">{r.departments.map((d) => d.name).join(', ')}</span> : none,
    },
    {
      title: t('field.role'),
      key: 'role',
      render: (_: unknown, r: StaffRow) => (r.role ? <span data-testid="staff-row-role">{roleName(r.role)}</span> : none),
    },
    { title: t('field.state'), key: 'state', render: (_: unknown, r: StaffRow) => <StaffStateTag row={r} /> },
    {
      title: t('field.actions'),
      key: 'actions',
      width: 80,
      render: (_: unknown, r: StaffRow) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'edit', label: <span data-testid="staff-menu-edit">{t('action.edit')}</span> },
              {
                key: 'state',
                label: <span data-testid="staff-menu-state">{r.isInvalid ? t('action.startUse') : t('action.invalid')}</span>,
                disabled: r.isSystem,
              },
              { key: 'delete', danger: true, disabled: r.isSystem, label: <span data-testid="staff-menu-delete">{t('action.delete')}</span> },
            ],
            onClick: ({ key }) => props.onAction(key === 'state' ? { kind: 'state', row: r } : { kind: 'dialog', status: key === 'edit' ? 1 : 2, row: r }),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={t('field.actions')} data-testid="staff-row-menu" />
        </Dropdown>
      ),
    },
  ];
  return (
    <Table<StaffRow>
      rowKey="userId"
      data-testid="staff-table"
      size="middle"
      loading={props.loading}
      columns={columns}
      dataSource={props.page?.list ?? []}
      locale={{ emptyText: props.filtered ? t('emptyFiltered') : t('empty') }}
      onRow={(r) => ({ 'data-state': r.isInvalid ? 'invalid' : 'in-use' }) as object}
      rowSelection={{ selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys as string[]), preserveSelectedRowKeys: true }}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.page?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => (props.page?.totalCapped ? t('totalMore', { count: total }) : t('total', { count: total })),
        onChange: props.onPage,
      }}
    />
  );
}
