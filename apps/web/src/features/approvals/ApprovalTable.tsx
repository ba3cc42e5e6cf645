import { Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { APPROVAL_PAGE_SIZE, type ApprovalSummary } from './api';
import { StatusTag } from './StatusTag';

/** A page of approvals; a row opens its drawer. */
export function ApprovalTable(p: {
  rows: ApprovalSummary[];
  total: number;
  pageNum: number;
  loading: boolean;
  showProject: boolean;
  onPage(n: number): void;
  onOpen(a: ApprovalSummary): void;
}) {
  const { t } = useTranslation('approvals');
  return (
    <Table<ApprovalSummary>
      rowKey="id"
      size="middle"
      dataSource={p.rows}
      loading={p.loading}
      onRow={(a) =>
        ({
          onClick: () => p.onOpen(a),
          style: { cursor: 'pointer' },
          'data-testid': 'approval-row',
          'data-title': a.title,
          'data-status': a.status,
        }) as React.HTMLAttributes<HTMLElement>
      }
      pagination={{
        current: p.pageNum,
        pageSize: APPROVAL_PAGE_SIZE,
        total: p.total,
        onChange: p.onPage,
        showSizeChanger: false,
        showTotal: (n) => t('total', { n }),
      }}
      columns={[
        {
          title: t('col.title'),
          key: 'title',
          render: (_, a) => (
            <Space size={6} wrap>
              <Typography.Text strong>{a.title}</Typography.Text>
              {a.mine.pending && (
                <Tag color="gold" data-testid="approval-your-turn">
                  {t('yourTurn')}
                </Tag>
              )}
            </Space>
          ),
        },
        ...(p.showProject
          ? [{ title: t('col.project'), key: 'project', width: 200, ellipsis: true, render: (_: unknown, a: ApprovalSummary) => a.projectName }]
          : []),
        { title: t('col.status'), key: 'status', width: 140, render: (_, a) => <StatusTag status={a.status} /> },
        { title: t('col.initiator'), key: 'initiator', width: 140, render: (_, a) => a.initiator.name },
        {
          title: t('col.approvers'),
          key: 'approvers',
          width: 220,
          render: (_, a) => (
            <Space direction="vertical" size={0}>
              <span>{a.approvers.map((x) => x.name).join(', ')}</span>
              <Typography.Text type="secondary" data-testid="approval-progress">
                {t('approvedOf', { done: a.approvers.filter((x) => x.decision === 'approved').length, all: a.approvers.length })}
              </Typography.Text>
            </Space>
          ),
        },
        { title: t('col.updated'), key: 'updated', width: 150, render: (_, a) => dayjs(a.updatedAt).format('YYYY-MM-DD HH:mm') },
      ]}
    />
  );
}
