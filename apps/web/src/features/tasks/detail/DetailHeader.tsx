import { useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import { DownOutlined, MoreOutlined, RightOutlined } from '@ant-design/icons';
import type { TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { moveTask } from '../api';
import { deleteTask } from './api';
import { MoveTaskModal } from '../MoveTaskModal';

/**
 * Board › swimlane, with the swimlane switcher (choosing the task's own lane only closes it),
 * and the action menu: move to another board or section, delete (after confirmation).
 */
export function DetailHeader(p: { projectId: string; task: TaskDetail; onMoved(): Promise<void>; onDeleted(): void }) {
  const { t } = useTranslation('taskdetail');
  const { message, modal } = App.useApp();
  const [moving, setMoving] = useState(false);
  const task = p.task;

  const switchLane = async (swimlanesId: string) => {
    if (swimlanesId === task.swimlanesId) return;
    try {
      await moveTask({ projectId: p.projectId, id: task.taskId, boardId: task.boardId, swimlanesId });
      message.success(t('moved'));
      await p.onMoved();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('deleteTitle'),
      content: t('deleteConfirm', { title: task.title }),
      okText: t('delete'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'task-delete-ok' },
      onOk: async () => {
        try {
          await deleteTask(p.projectId, task.taskId);
          message.success(t('deleted'));
          p.onDeleted();
        } catch (e) {
          message.error(errorText(e));
          throw e;
        }
      },
    });

  const actions = [
    ...(task.canEdit ? [{ key: 'move', label: t('move'), 'data-testid': 'task-action-move' }] : []),
    ...(task.canDelete ? [{ key: 'delete', label: t('delete'), danger: true, 'data-testid': 'task-action-delete' }] : []),
  ];

  return (
    <div className="task-head">
      <div className="task-crumb" data-testid="task-breadcrumb">
        <span className="task-crumb-board">{task.boardName}</span>
        <RightOutlined className="task-crumb-sep" />
        {task.canEdit ? (
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [task.swimlanesId],
              items: task.swimlanes.map((s) => ({ key: s.swimlanesId, label: s.title, 'data-testid': 'task-lane-option' })),
              onClick: ({ key }) => void switchLane(key),
            }}
          >
            <Button size="small" type="text" data-testid="task-lane-switch">
              {task.lane} <DownOutlined />
            </Button>
          </Dropdown>
        ) : (
          <span data-testid="task-lane">{task.lane}</span>
        )}
      </div>
      {actions.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items: actions, onClick: ({ key }) => (key === 'move' ? setMoving(true) : void confirmDelete()) }}>
          <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('actions')} data-testid="task-actions" />
        </Dropdown>
      )}
      <MoveTaskModal
        projectId={p.projectId}
        task={moving ? task : null}
        onClose={() => setMoving(false)}
        onMoved={() => {
          setMoving(false);
          void p.onMoved();
        }}
      />
    </div>
  );
}
