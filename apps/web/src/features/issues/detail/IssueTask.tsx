import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GenerateTaskModal } from './GenerateTaskModal';

/** The board address that opens a task's dialog (the deep link notifications use too). */
export function taskHref(projectId: string, projectName: string, task: { id: string; boardId: string }) {
  const q = new URLSearchParams({ projectId, boardId: task.boardId, openTask: task.id });
  if (projectName) q.set('projectName', projectName);
  return `/worktask/work/taskBoard?${q.toString()}`;
}

/** The task generated from the issue (title, state, "Open task"), or the button that generates it. */
export function IssueTask(p: { projectId: string; projectName: string; issue: IssueDetail; onChanged(): Promise<void> }) {
  const { t } = useTranslation('issuedetail');
  const [open, setOpen] = useState(false);
  const task = p.issue.task;

  return (
    <section className="issue-section" data-testid="issue-task">
      <div className="issue-section-head">
        <Typography.Text strong>{t('task.title')}</Typography.Text>
      </div>
      {task ? (
        <div className="issue-task-card" data-testid="issue-task-card" data-task={task.id}>
          <Typography.Text className="issue-task-title" ellipsis={{ tooltip: task.title }} data-testid="issue-task-title">
            {task.title}
          </Typography.Text>
          <Tag color={task.finished ? 'success' : 'processing'} data-testid="issue-task-state">
            {task.finished ? t('task.finished') : t('task.unfinished')}
          </Tag>
          <Link to={taskHref(p.projectId, p.projectName, task)} data-testid="issue-task-open">
            <ExportOutlined /> {t('task.open')}
          </Link>
        </div>
      ) : p.issue.can.generateTask ? (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="issue-generate-task">
            {t('task.generate')}
          </Button>
        </div>
      ) : (
        <span className="issue-muted" data-testid="issue-task-none">
          {t('task.none')}
        </span>
      )}
      {!task && p.issue.can.generateTask && (
        <GenerateTaskModal projectId={p.projectId} issue={p.issue} open={open} onClose={() => setOpen(false)} onCreated={p.onChanged} />
      )}
    </section>
  );
}
