import { Avatar, Button, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { UserRef } from '@trestle/shared/issue-schemas';
import type { IssuePage, IssueRow } from '../api';
import { ImportanceTag, MeetingLabel, StatusTag } from '../labels';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The cc users as small avatars (first letter), names in the tooltip. */
function CcAvatars({ users }: { users: UserRef[] }) {
  if (!users.length) return none;
  return (
    <span data-testid="issue-cc" data-count={users.length}>
      <Avatar.Group max={{ count: 3, style: { background: '#bfbfbf' } }} size={24}>
        {users.map((u) => (
          <Tooltip key={u.id} title={u.name}>
            <Avatar size={24} style={{ background: '#1f4e79', fontSize: 12 }}>
              {Array.from(u.name)[0]}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
    </span>
  );
}

/**
 * One page of issues; a click on a row opens it. `actions` says per row whether edit and
 * delete are offered (null: no action column, e.g. across projects); `showProject` adds the
 * project column of "my issues".
 */
export function IssueTable(props: {
  page: IssuePage | undefined;
  loading: boolean;
  filtered: boolean;
  pageNum: number;
  pageSize: number;
  showProject?: boolean;
  onPage(pageNum: number, pageSize: number): void;
  onOpen(r: IssueRow): void;
  actions: ((r: IssueRow) => { edit: boolean; delete: boolean }) | null;
  onEdit?(r: IssueRow): void;
  onDelete?(r: IssueRow): void;
}) {
  const { t } = useTranslation('issues');
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  const columns = [
    ...(props.showProject ? [{ title: t('field.project'), key: 'project', width: 160, render: (_: unknown, r: IssueRow) => r.projectName ?? none }] : []),
    {
      title: t('field.code'),
      dataIndex: 'code',
      key: 'code',
      width: 120,
      render: (v: string) => (
        <Typography.Text strong data-testid="issue-code">
          {v}
        </Typography.Text>
      ),
    },
    { title: t('field.description'), dataIndex: 'description', key: 'description', width: 240, ellipsis: true, render: (v: string | null) => v ?? none },
    { title: t('field.status'), dataIndex: 'status', key: 'status', width: 100, render: (v: IssueRow['status']) => <StatusTag status={v} /> },
    {
      title: t('field.importance'),
      dataIndex: 'importance',
      key: 'importance',
      width: 100,
      render: (v: IssueRow['importance']) => <ImportanceTag importance={v} />,
    },
    {
      title: t('field.leader'),
      key: 'leader',
      width: 110,
      render: (_: unknown, r: IssueRow) => <span data-testid="issue-leader">{r.leader?.name ?? '—'}</span>,
    },
    { title: t('field.cc'), key: 'cc', width: 110, render: (_: unknown, r: IssueRow) => <CcAvatars users={r.cc} /> },
    { title: t('field.meeting'), key: 'meeting', width: 110, render: (_: unknown, r: IssueRow) => (r.meeting ? <MeetingLabel meeting={r.meeting} /> : none) },
    {
      title: t('field.reference'),
      key: 'reference',
      width: 180,
      ellipsis: true,
      render: (_: unknown, r: IssueRow) =>
        r.file ? (
          <span data-testid="issue-reference">
            <FileOutlined /> {r.file.name}
            {r.annotation ? `; ${r.annotation.name}` : ''}
          </span>
        ) : (
          none
        ),
    },
    { title: t('field.dueDate'), dataIndex: 'dueDate', key: 'due', width: 110, render: (v: string | null) => v ?? none },
    { title: t('field.replies'), dataIndex: 'replyCount', key: 'replies', width: 80, align: 'right' as const },
    { title: t('field.created'), dataIndex: 'createdAt', key: 'created', width: 140, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    ...(props.actions
      ? [
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right' as const,
            width: 90,
            render: (_: unknown, r: IssueRow) => {
              const can = props.actions!(r);
              return (
                <Space size={0} onClick={stop}>
                  {can.edit && (
                    <Tooltip title={t('edit')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('edit')}
                        onClick={() => props.onEdit?.(r)}
                        data-testid="issue-row-edit"
                      />
                    </Tooltip>
                  )}
                  {can.delete && (
                    <Tooltip title={t('delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('delete')}
                        onClick={() => props.onDelete?.(r)}
                        data-testid="issue-row-delete"
                      />
                    </Tooltip>
                  )}
                </Space>
              );
            },
          },
        ]
      : []),
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={props.loading}
      columns={columns}
      dataSource={props.page?.list ?? []}
      scroll={{ x: 1500 }}
      onRow={(r) => ({ onClick: () => props.onOpen(r), style: { cursor: 'pointer' }, 'data-testid': 'issue-row', 'data-code': r.code }) as object}
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
      data-testid="issue-table"
    />
  );
}
