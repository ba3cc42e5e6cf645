import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { listBoards, loadBoard, moveTask } from './api';

/**
 * The task-action modal (spec 3 §2): a board, then one of its sections; both are required
 * (spec 3 §5: otherwise the empty-input error). The task goes to the end of that section.
 */
export function MoveTaskModal(p: { projectId: string; task: TaskDetail; open: boolean; onClose(): void; onMoved(): Promise<void> }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ boardId?: string; swimlanesId?: string }>();
  const boardId = Form.useWatch('boardId', form);
  const [saving, setSaving] = useState(false);
  const boards = useQuery({ queryKey: ['task-move-boards', p.projectId], queryFn: () => listBoards(p.projectId), enabled: p.open });
  const board = useQuery({ queryKey: ['task-move-board', p.projectId, boardId], queryFn: () => loadBoard(p.projectId, boardId!), enabled: p.open && !!boardId });

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.boardId || !v.swimlanesId) return;
    setSaving(true);
    try {
      const r = await moveTask(p.projectId, p.task.taskId, v.boardId, v.swimlanesId);
      message.success(r.msg || t('moved'));
      await p.onMoved();
      p.onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, message: t('emptyInput') }];
  return (
    <Modal
      open={p.open}
      title={t('moveTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={p.onClose}
      okButtonProps={{ loading: saving, 'data-testid': 'task-move-ok' }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="task-move-form">
        <Form.Item name="boardId" label={t('board')} rules={required}>
          <Select
            placeholder={t('chooseBoard')}
            loading={boards.isLoading}
            notFoundContent={boards.isError ? errorText(boards.error) : undefined}
            onChange={() => form.setFieldValue('swimlanesId', undefined)}
            options={(boards.data ?? []).map((b) => ({ value: b.boardId ?? b.id, label: b.name }))}
            data-testid="task-move-board"
          />
        </Form.Item>
        <Form.Item name="swimlanesId" label={t('section')} rules={required}>
          <Select
            placeholder={t('chooseSection')}
            loading={board.isLoading}
            disabled={!boardId}
            notFoundContent={board.isError ? errorText(board.error) : undefined}
            options={(board.data?.swimlanes ?? []).map((s) => ({ value: s.swimlanesId ?? s.id, label: s.title }))}
            data-testid="task-move-section"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
