import { useEffect } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_CREATE_REMARKS_MAX, TASK_CREATE_TITLE_MAX, type TaskLevel } from '@trestle/shared/task-schemas';
import { errorText } from '../../../api/client';
import { createTask } from '../api';
import { LEVELS, levelKey } from '../levels';

interface Values {
  title: string;
  remarks: string;
  levelId: TaskLevel;
  swimlanesId: string;
}

/**
 * The create-task dialog (spec 3 §2 Task dialogs): the lane it was opened from (else the first)
 * and priority 1 preselected; an empty title gives the task-prompt message.
 */
export function CreateTaskModal(props: {
  projectId: string;
  lanes: { id: string; title: string }[];
  laneId: string | null;
  open: boolean;
  onClose(): void;
  onCreated(): void;
}) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (props.open) form.setFieldsValue({ title: '', remarks: '', levelId: 1, swimlanesId: props.laneId ?? props.lanes[0]?.id });
  }, [props.open, props.laneId, props.lanes, form]);

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      if (!form.getFieldValue('title')?.trim()) message.error(t('task.titlePrompt'));
      return;
    }
    try {
      await createTask({
        projectId: props.projectId,
        swimlanesId: v.swimlanesId,
        title: v.title.trim(),
        remarks: v.remarks?.trim() || undefined,
        levelId: v.levelId,
      });
      message.success(t('task.created'));
      props.onCreated();
    } catch (e) {
      // Any refusal (not 200): the server's msg.
      message.error(errorText(e));
    }
  };

  return (
    <Modal open={props.open} title={t('task.create')} onCancel={props.onClose} onOk={submit} okButtonProps={{ 'data-testid': 'task-form-ok' }} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="task-form" preserve={false}>
        <Form.Item
          name="title"
          label={t('task.title')}
          rules={[
            {
              validator: async (_, v: string | undefined) => {
                if (!v?.trim()) throw new Error(t('task.titlePrompt'));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={TASK_CREATE_TITLE_MAX} showCount autoFocus data-testid="task-title" />
        </Form.Item>
        <Form.Item name="remarks" label={t('task.remarks')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={TASK_CREATE_REMARKS_MAX} showCount data-testid="task-remarks" />
        </Form.Item>
        <Form.Item name="levelId" label={t('task.priority')}>
          <Select options={LEVELS.map((l) => ({ value: l, label: t(levelKey(l)) }))} data-testid="task-level" />
        </Form.Item>
        <Form.Item name="swimlanesId" label={t('task.lane')} rules={[{ required: true, message: t('task.laneRequired') }]}>
          <Select options={props.lanes.map((l) => ({ value: l.id, label: l.title }))} data-testid="task-lane" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
