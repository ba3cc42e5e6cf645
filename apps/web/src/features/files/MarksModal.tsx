import { useState } from 'react';
import { App, Button, Form, Input, List, Modal, Popconfirm, Select, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cleanName } from '@trestle/shared';
import { errorText } from '../../api/client';
import { deleteMark, saveMark } from './api';
import { nameRule } from './nameRule';
import type { Mark } from './types';

/** Label colours as the server stores them (#rrggbb), with the name shown for each. */
export const MARK_COLORS: Record<string, string> = {
  '#1677ff': 'blue',
  '#52c41a': 'green',
  '#fa8c16': 'orange',
  '#f5222d': 'red',
  '#722ed1': 'purple',
  '#13c2c2': 'cyan',
  '#faad14': 'gold',
  '#eb2f96': 'magenta',
};
const DEFAULT_COLOR = '#1677ff';

/** Adds, renames and deletes the project's labels (save-mark, delete-mark); the name is required. */
export function MarksModal(props: { open: boolean; marks: Mark[]; projectId: string; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; color?: string }>();
  const [editing, setEditing] = useState<Mark | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: { name: string; color?: string }) => {
    setBusy(true);
    try {
      await saveMark(props.projectId, { id: editing?._id, name: cleanName(v.name), color: v.color });
      message.success(t('common:saved'));
      form.resetFields();
      setEditing(null);
      props.onDone();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (m: Mark) => {
    try {
      await deleteMark(props.projectId, m._id);
      message.success(t('common:deleted'));
      props.onDone();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <Modal open={props.open} title={t('manageLabels')} onCancel={props.onClose} footer={null} destroyOnHidden>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ color: DEFAULT_COLOR }}>
        <Form.Item name="name" rules={[nameRule(t)]}>
          <Input placeholder={t('labelName')} maxLength={50} data-testid="mark-name" />
        </Form.Item>
        <Form.Item name="color">
          <Select
            style={{ width: 120 }}
            options={Object.entries(MARK_COLORS).map(([hex, name]) => ({ value: hex, label: <Tag color={hex}>{t(`color.${name}`)}</Tag> }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="mark-save">
            {editing ? t('common:save') : t('common:create')}
          </Button>
          {editing && (
            <Button
              onClick={() => {
                setEditing(null);
                form.resetFields();
              }}
            >
              {t('common:cancel')}
            </Button>
          )}
        </Space>
      </Form>
      <List
        size="small"
        bordered
        dataSource={props.marks}
        locale={{ emptyText: t('noLabels') }}
        renderItem={(m) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('common:edit')}
                onClick={() => {
                  setEditing(m);
                  form.setFieldsValue({ name: m.name, color: m.color ?? DEFAULT_COLOR });
                }}
              />,
              <Popconfirm key="del" title={t('deleteLabelConfirm', { name: m.name })} onConfirm={() => remove(m)}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common:delete')} />
              </Popconfirm>,
            ]}
          >
            <Tag color={m.color || 'default'}>{m.name}</Tag>
          </List.Item>
        )}
      />
    </Modal>
  );
}
