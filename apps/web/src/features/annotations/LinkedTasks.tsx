import { App, Button, Tag, Tooltip, Typography } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_FINISHED } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { unlinkTask, type Annotation } from './api';
import { taskHref } from './taskLinks';

/**
 * The tasks an annotation is linked with: board › lane, title (opens the task on its board) and
 * whether it is finished; with the right to associate, each can be unlinked after a confirmation.
 */
export function LinkedTasks(p: { projectId: string; annotation: Annotation; readOnly: boolean; onChanged(): void }) {
  const { t } = useTranslation('annotations');
  const { message, modal } = App.useApp();
  const links = p.annotation.taskBordSwimVos ?? [];
  if (!links.length) return null;
  const mayUnlink = p.annotation.canAssociateTask && !p.readOnly;

  const unlink = (taskId: string, title: string) =>
    modal.confirm({
      title: t('associate.removeTitle', { title }),
      content: t('associate.removeBody'),
      okText: t('associate.remove'),
      okButtonProps: { danger: true, 'data-testid': 'linked-task-remove-ok' },
      onOk: async () => {
        try {
          message.success(await unlinkTask(p.projectId, p.annotation.id, taskId));
          p.onChanged();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  return (
    // Clicks here must not open the annotation (the card's own click).
    <div className="linked-tasks" onClick={(e) => e.stopPropagation()} data-testid="linked-tasks">
      {links.map((l) => (
        <div key={l.taskId} className="linked-task" data-testid="linked-task" data-task={l.taskId}>
          <Typography.Text type="secondary" className="linked-task-where" ellipsis={{ tooltip: `${l.boardName} › ${l.swimName}` }}>
            {l.boardName} › {l.swimName}
          </Typography.Text>
          <div className="linked-task-line">
            <a href={taskHref(l.projectId, l.boardId, l.taskId)} className="linked-task-title" title={l.title} data-testid="linked-task-open">
              {l.title}
            </a>
            {l.taskStatus === TASK_STATUS_FINISHED ? <Tag color="green">{t('associate.finished')}</Tag> : <Tag>{t('associate.unfinished')}</Tag>}
            {mayUnlink && (
              <Tooltip title={t('associate.remove')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DisconnectOutlined />}
                  onClick={() => unlink(l.taskId, l.title)}
                  aria-label={t('associate.remove')}
                  data-testid="linked-task-remove"
                />
              </Tooltip>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
