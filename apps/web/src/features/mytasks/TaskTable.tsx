import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { Assignees } from './Assignees';
import { FinishCheckbox } from './FinishCheckbox';
import { LevelTag } from './LevelTag';
import { isOverdue, taskLink } from './links';
import { useToggleFinished } from './useToggleFinished';

/** The rows of /work: the server already sorted and filtered them, so the table only shows. */
export function TaskTable({ tasks }: { tasks: TaskCard[] }) {
  const { t } = useTranslation('mytasks');
  const toggle = useToggleFinished();
  const columns: ColumnsType<TaskCard> = [
    {
      key: 'finished',
      width: 48,
      render: (_v, task) => (
        <FinishCheckbox
          finished={task.finished}
          busy={toggle.isPending && toggle.variables?.task.taskId === task.taskId}
          onChange={(finished) => toggle.mutate({ task, finished })}
          label={t(task.finished ? 'markTodo' : 'markFinished')}
          testId="task-finish"
        />
      ),
    },
    {
      title: t('col.title'),
      key: 'title',
      render: (_v, task) => (
        <Link to={taskLink(task)} data-testid="task-title" className={task.finished ? 'mytasks-done' : undefined}>
          {task.title}
        </Link>
      ),
    },
    { title: t('col.project'), dataIndex: 'projectName', key: 'project', ellipsis: true },
    {
      title: t('col.board'),
      key: 'board',
      ellipsis: true,
      render: (_v, task) => (
        <span data-testid="task-board">
          {task.boardName} › {task.lane}
        </span>
      ),
    },
    { title: t('col.priority'), key: 'level', width: 110, render: (_v, task) => <LevelTag level={task.levelId} /> },
    {
      title: t('col.deadline'),
      key: 'deadline',
      width: 120,
      render: (_v, task) =>
        task.deadline ? (
          <Typography.Text type={isOverdue(task) ? 'danger' : undefined} data-testid={isOverdue(task) ? 'task-overdue' : 'task-deadline'}>
            {task.deadline}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: t('col.principals'), key: 'principals', width: 120, render: (_v, task) => <Assignees task={task} /> },
  ];
  return (
    <Table<TaskCard>
      rowKey="taskId"
      columns={columns}
      dataSource={tasks}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      size="middle"
      data-testid="mytasks-table"
    />
  );
}
