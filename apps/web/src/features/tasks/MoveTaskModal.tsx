import { useEffect, useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { boardKeys, boardsQuery, getBoard, moveTask } from './api';

/**
 * The task-action modal (spec 3 §2, §4): choose a board, then one of its sections, confirm.
 * Both are required (empty-input error); the task's own lane only closes the dialog.
 */
/** Used by the board's card menu and the task detail's action menu; `task` set = open. */
export function MoveTaskModal(props: {
  projectId: string;
  task: Pick<TaskCard, 'taskId' | 'boardId' | 'swimlanesId'> | null;
  onClose(): void;
  onMoved(): void;
}) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const [boardId, setBoardId] = useState<string | null>(null);
  const [laneId, setLaneId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = !!props.task;
  const boards = useQuery({ ...boardsQuery(props.projectId), enabled: open });
  const board = useQuery({
    queryKey: boardKeys.detail(props.projectId, boardId ?? ''),
    queryFn: () => getBoard(props.projectId, boardId!),
    enabled: open && !!boardId,
  });

  useEffect(() => {
    setBoardId(props.task?.boardId ?? null);
    setLaneId(props.task?.swimlanesId ?? null);
  }, [props.task]);

  const confirm = async () => {
    const task = props.task!;
    if (!boardId || !laneId) return void message.error(t('move.emptyInput'));
    if (laneId === task.swimlanesId) return props.onClose();
    setBusy(true);
    try {
      await moveTask({ projectId: props.projectId, id: task.taskId, boardId, swimlanesId: laneId });
      message.success(t('move.success'));
      props.onMoved();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('move.title')}
      onCancel={props.onClose}
      onOk={confirm}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'move-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="move-form">
        <Form.Item label={t('move.board')}>
          <Select
            value={boardId}
            loading={boards.isLoading}
            allowClear
            onChange={(v) => {
              setBoardId(v ?? null);
              setLaneId(null);
            }}
            options={(boards.data?.list ?? []).map((b) => ({ value: b.boardId, label: b.name }))}
            placeholder={t('move.chooseBoard')}
            data-testid="move-board"
          />
        </Form.Item>
        <Form.Item label={t('move.section')} help={board.error ? errorText(board.error) : undefined} validateStatus={board.error ? 'error' : undefined}>
          <Select
            value={laneId}
            loading={board.isFetching}
            disabled={!boardId}
            allowClear
            onChange={(v) => setLaneId(v ?? null)}
            options={(board.data?.swimlanes ?? []).map((l) => ({ value: l.swimlanesId, label: l.title }))}
            placeholder={t('move.chooseSection')}
            data-testid="move-lane"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
