import { Button, Table, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageState } from '../../../shell/PageState';
import { boardPath } from '../../tasks/board/boardLinks';
import { issueKeys, issuesWithTasks, type IssueRow } from '../api';
import { ImportanceTag, StatusTag } from '../labels';
import { issueDetailPath } from './links';

/** The "Issue tasks" tab (/problem/problemTask): issues with their generated task and its state. */
export function IssueTasksTab(props: { projectId: string; projectName: string }) {
  const { t } = useTranslation('issues');
  const navigate = useNavigate();
  const { projectId, projectName } = props;
  const q = useQuery({ queryKey: issueKeys.withTasks(projectId), queryFn: () => issuesWithTasks(projectId) });
  const openTask = (r: IssueRow) => r.task && navigate(boardPath({ projectId, projectName, boardId: r.task.boardId, openTask: r.task.id }));
  const columns = [
    {
      title: t('field.code'),
      dataIndex: 'code',
      key: 'code',
      width: 130,
      render: (v: string, r: IssueRow) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={(e) => {
            e.stopPropagation();
            void navigate(issueDetailPath({ projectId, issueId: r.id, projectName }));
          }}
          data-testid="issue-task-issue"
        >
          {v}
        </Button>
      ),
    },
    { title: t('field.description'), dataIndex: 'description', key: 'description', ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('field.status'), dataIndex: 'status', key: 'status', width: 100, render: (v: IssueRow['status']) => <StatusTag status={v} /> },
    {
      title: t('field.importance'),
      dataIndex: 'importance',
      key: 'importance',
      width: 100,
      render: (v: IssueRow['importance']) => <ImportanceTag importance={v} />,
    },
    { title: t('field.leader'), key: 'leader', width: 110, render: (_: unknown, r: IssueRow) => r.leader?.name ?? '—' },
    {
      title: t('field.task'),
      key: 'task',
      ellipsis: true,
      render: (_: unknown, r: IssueRow) => (
        <Typography.Text data-testid="issue-task-title">
          <ExportOutlined /> {r.task?.title}
        </Typography.Text>
      ),
    },
    {
      title: t('field.taskState'),
      key: 'taskState',
      width: 110,
      render: (_: unknown, r: IssueRow) =>
        r.task?.finished ? (
          <Tag color="success" data-testid="issue-task-state">
            {t('task.finished')}
          </Tag>
        ) : (
          <Tag color="processing" data-testid="issue-task-state">
            {t('task.open')}
          </Tag>
        ),
    },
  ];
  return (
    <PageState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()}>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={q.data ?? []}
        loading={q.isFetching}
        onRow={(r) => ({ onClick: () => openTask(r), style: { cursor: 'pointer' }, 'data-testid': 'issue-task-row' }) as object}
        locale={{ emptyText: t('noTasks') }}
        pagination={{ pageSize: 10, showTotal: (n) => t('total', { count: n }), hideOnSinglePage: true }}
        data-testid="issue-task-table"
      />
    </PageState>
  );
}
