import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanName } from '@trestle/shared';
import { errorText } from '../../api/client';
import { renameFile } from './api';
import { nameRule } from './nameRule';
import type { FileItem } from './types';

export function RenameModal(props: { item: FileItem | null; projectId: string; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const submit = async ({ name }: { name: string }) => {
    if (!props.item) return;
    setBusy(true);
    try {
      await renameFile(props.projectId, props.item._id, cleanName(name));
      message.success(t('renamed'));
      props.onDone();
      props.onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!props.item} title={t('rename')} onCancel={props.onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: props.item?.name }} preserve={false}>
        <Form.Item name="name" label={t('newName')} rules={[nameRule(t)]}>
          <Input maxLength={200} data-testid="rename-input" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
