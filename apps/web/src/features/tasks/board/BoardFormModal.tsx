import { useEffect } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOARD_NAME_MAX, LANE_TITLE_MAX, type BoardSummary } from '@trestle/shared/task-schemas';
import { errorText } from '../../../api/client';
import { saveBoard } from '../api';

interface Values {
  name: string;
  swimlanes: string[];
}

/**
 * Create a board (name and its first swimlanes, prefilled with three lane titles in the UI
 * language) or rename one (`board` given: the name only).
 */
export function BoardFormModal(props: { projectId: string; board: BoardSummary | null; open: boolean; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const editing = !!props.board;

  useEffect(() => {
    if (!props.open) return;
    form.setFieldsValue(editing ? { name: props.board!.name, swimlanes: [] } : { name: '', swimlanes: [t('lane.todo'), t('lane.doing'), t('lane.done')] });
  }, [props.open, props.board, editing, form, t]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await saveBoard({
        projectId: props.projectId,
        ...(editing ? { id: props.board!.boardId } : { swimlanes: v.swimlanes.map((s) => s.trim()) }),
        name: v.name.trim(),
      });
      message.success(t(editing ? 'board.renamed' : 'board.created'));
      props.onSaved();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const required = (key: string) => ({
    validator: async (_: unknown, v: string | undefined) => {
      if (!v?.trim()) throw new Error(t(key));
    },
  });
  return (
    <Modal
      open={props.open}
      title={t(editing ? 'board.rename' : 'board.create')}
      onCancel={props.onClose}
      onOk={submit}
      okButtonProps={{ 'data-testid': 'board-form-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="board-form" preserve={false}>
        <Form.Item name="name" label={t('board.name')} rules={[required('board.nameRequired')]}>
          <Input maxLength={BOARD_NAME_MAX} showCount data-testid="board-name" autoFocus />
        </Form.Item>
        {!editing && (
          <Form.List name="swimlanes">
            {(fields, { add, remove }) => (
              <Form.Item label={t('board.lanes')}>
                {fields.map((f, i) => (
                  <Space key={f.key} style={{ display: 'flex', marginBottom: 8 }} align="start">
                    <Form.Item name={f.name} rules={[required('lane.titleRequired')]} noStyle>
                      <Input maxLength={LANE_TITLE_MAX} style={{ width: 360 }} data-testid={`board-lane-${i}`} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t('lane.remove')} disabled={fields.length <= 1} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} data-testid="board-lane-add">
                  {t('lane.add')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
      </Form>
    </Modal>
  );
}
