import { useEffect, useEffectEvent } from 'react';
import { App, Button, Modal, Result, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_NOTE_MAX, TASK_TITLE_MAX, type TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { ActivityLog } from './ActivityLog';
import { AnnotationLinks } from './AnnotationLinks';
import { loadTask, taskKey } from './api';
import { Attachments } from './Attachments';
import { CustomFields } from './CustomFields';
import { DetailHeader } from './DetailHeader';
import { FromIssueLink } from './FromIssueLink';
import { InlineText } from './InlineText';
import { Participants } from './Participants';
import { SubTasks } from './SubTasks';
import { TaskFields } from './TaskFields';
import { useTaskChange } from './useTaskChange';
import './detail.css';

export interface TaskDetailModalProps {
  projectId: string;
  /** The task shown; null keeps the dialog closed. */
  taskId: string | null;
  onClose(): void;
  /** Called after every change, so the board (or list) behind can refresh. */
  onChanged?(): void;
}

/** The task detail dialog (spec 3 §2 Task dialogs; docs/tasks.md "Task detail dialog"). */
export function TaskDetailModal(p: TaskDetailModalProps) {
  return (
    <Modal open={!!p.taskId} onCancel={p.onClose} footer={null} width={1080} destroyOnHidden className="task-detail-modal" styles={{ body: { padding: 0 } }}>
      {p.taskId && <TaskDetailBody {...p} taskId={p.taskId} />}
    </Modal>
  );
}

function TaskDetailBody(p: TaskDetailModalProps & { taskId: string }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const q = useQuery({ queryKey: taskKey(p.taskId), queryFn: () => loadTask(p.projectId, p.taskId), retry: false });
  const gone = q.isSuccess && q.data === null;
  // A task deleted or moved out of reach meanwhile: say so and close.
  const leave = useEffectEvent(() => {
    message.warning(t('gone'));
    p.onClose();
    p.onChanged?.();
  });
  useEffect(() => {
    if (gone) leave();
  }, [gone]);

  if (q.isLoading || gone)
    return (
      <div className="task-detail-state" data-testid="task-detail-loading">
        <Spin />
      </div>
    );
  if (q.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={errorText(q.error)}
        extra={<Button onClick={() => void q.refetch()}>{t('retry')}</Button>}
        data-testid="task-detail-error"
      />
    );
  }
  return <TaskDetailView {...p} task={q.data!} />;
}

function TaskDetailView(p: TaskDetailModalProps & { taskId: string; task: TaskDetail }) {
  const { t } = useTranslation('taskdetail');
  const qc = useQueryClient();
  const { change, refresh } = useTaskChange(p.projectId, p.taskId, p.onChanged);
  const task = p.task;
  const readOnly = !task.canEdit;
  const finished = task.taskStatus === 3 || task.finished;

  return (
    <div className={`task-detail${finished ? ' finished' : ''}`} data-testid="task-detail" data-task={task.taskId} data-status={task.taskStatus}>
      <DetailHeader
        projectId={p.projectId}
        task={task}
        onMoved={refresh}
        onDeleted={() => {
          qc.removeQueries({ queryKey: taskKey(p.taskId) });
          p.onChanged?.();
          p.onClose();
        }}
      />
      <div className="task-detail-cols">
        <div className="task-detail-main">
          <div className="task-title-row">
            {finished && (
              <Tag color="success" className="task-finished-tag">
                {t('finished')}
              </Tag>
            )}
            {readOnly && <Tag data-testid="task-readonly">{t('readOnly')}</Tag>}
            <FromIssueLink projectId={p.projectId} taskId={p.taskId} projectName={task.projectName} />
          </div>
          <InlineText
            value={task.title}
            maxLength={TASK_TITLE_MAX}
            required={t('titleRequired')}
            placeholder={t('title')}
            readOnly={readOnly}
            className="task-title"
            testId="task-title"
            onSave={(title) => change('UPDATE_TASK_TITLE', { title })}
          />
          <InlineText
            value={task.remarks ?? ''}
            maxLength={TASK_NOTE_MAX}
            placeholder={t('notePlaceholder')}
            multiline
            readOnly={readOnly}
            className="task-note"
            testId="task-note"
            onSave={(remark) => change('UPDATE_TASK_REMARK', { remark })}
          />
          <TaskFields task={task} readOnly={readOnly} change={change} />
          <Participants projectId={p.projectId} task={task} readOnly={readOnly} change={change} />
          <SubTasks task={task} readOnly={readOnly} change={change} />
          <AnnotationLinks projectId={p.projectId} task={task} readOnly={readOnly} onChanged={refresh} />
          <CustomFields projectId={p.projectId} task={task} readOnly={readOnly} onChanged={refresh} />
          <Attachments projectId={p.projectId} task={task} readOnly={readOnly} onChanged={refresh} />
        </div>
        <ActivityLog projectId={p.projectId} task={task} onCommented={() => void refresh()} />
      </div>
    </div>
  );
}
