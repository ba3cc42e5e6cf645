import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_CREATE_REMARKS_MAX, TASK_CREATE_TITLE_MAX } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { boardKeys, boardsQuery, getBoard } from '../tasks/api';
import { addModelTask } from './api';

interface Values {
  boardId?: string;
  swimlanesId?: string;
  taskId?: string;
  title?: string;
  remarks?: string;
  startDate?: Dayjs | null;
  deadline?: Dayjs | null;
}

/**
 * Links the picked elements with a new task (board → lane, title, dates) or with an existing one
 * (board → task). The server checks the rights; its message shows when it refuses.
 */
export function LinkTaskModal(p: { mode: 'create' | 'link'; projectId: string; projectFileId: string; elementIds: number[]; onClose(done: boolean): void }) {
  const { t } = useTranslation('progress3d');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const boardId = Form.useWatch('boardId', form);
  const boards = useQuery(boardsQuery(p.projectId));
  const board = useQuery({ queryKey: boardKeys.detail(p.projectId, boardId ?? ''), queryFn: () => getBoard(p.projectId, boardId!), enabled: !!boardId });
  const lanes = board.data?.swimlanes ?? [];
  const tasks = lanes.flatMap((l) => l.myTaskList.map((c) => ({ value: c.id, label: `${c.title} · ${l.title}` })));

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
      const r = await addModelTask({
        projectId: p.projectId,
        projectFileId: p.projectFileId,
        elementIds: p.elementIds,
        ...(p.mode === 'link'
          ? { taskId: v.taskId! }
          : {
              task: { swimlanesId: v.swimlanesId!, title: v.title!, remarks: v.remarks || undefined, startDate: day(v.startDate), deadline: day(v.deadline) },
            }),
      });
      message.success(r.msg);
      p.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const noBoards = boards.isSuccess && boards.data.list.length === 0;
  return (
    <Modal
      open
      title={t(p.mode === 'create' ? 'form.createTitle' : 'form.linkTitle', { count: p.elementIds.length })}
      okText={t(p.mode === 'create' ? 'form.create' : 'form.link')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: noBoards, ...({ 'data-testid': 'link-task-ok' } as Record<string, string>) }}
      onOk={() => void submit()}
      onCancel={() => p.onClose(false)}
      destroyOnHidden
    >
      {boards.isError && <Typography.Text type="danger">{errorText(boards.error)}</Typography.Text>}
      {noBoards && (
        <Typography.Text type="secondary" data-testid="no-boards">
          {t('form.noBoards')}
        </Typography.Text>
      )}
      <Form
        form={form}
        layout="vertical"
        data-testid="link-task-form"
        onValuesChange={(c: Values) => {
          if ('boardId' in c) form.setFieldsValue({ swimlanesId: undefined, taskId: undefined });
        }}
      >
        <Form.Item name="boardId" label={t('form.board')} rules={[{ required: true, message: t('form.boardRequired') }]}>
          <Select data-testid="pick-board" loading={boards.isLoading} options={(boards.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
        {p.mode === 'create' ? (
          <>
            <Form.Item name="swimlanesId" label={t('form.lane')} rules={[{ required: true, message: t('form.laneRequired') }]}>
              <Select data-testid="pick-lane" loading={board.isFetching} disabled={!boardId} options={lanes.map((l) => ({ value: l.id, label: l.title }))} />
            </Form.Item>
            <Form.Item name="title" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
              <Input maxLength={TASK_CREATE_TITLE_MAX} data-testid="task-title" />
            </Form.Item>
            <Form.Item name="remarks" label={t('form.remarks')}>
              <Input.TextArea maxLength={TASK_CREATE_REMARKS_MAX} rows={2} />
            </Form.Item>
            <div style={{ display: 'flex', gap: 12 }}>
              <Form.Item name="startDate" label={t('form.startDate')} style={{ flex: 1 }}>
                <DatePicker style={{ width: '100%' }} data-testid="task-start" />
              </Form.Item>
              <Form.Item name="deadline" label={t('form.deadline')} style={{ flex: 1 }}>
                <DatePicker style={{ width: '100%' }} data-testid="task-deadline" />
              </Form.Item>
            </div>
          </>
        ) : (
          <Form.Item
            name="taskId"
            label={t('form.task')}
            rules={[{ required: true, message: t('form.taskRequired') }]}
            extra={boardId && board.isSuccess && !tasks.length ? t('form.noTasks') : undefined}
          >
            <Select data-testid="pick-task" showSearch optionFilterProp="label" loading={board.isFetching} disabled={!boardId} options={tasks} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
