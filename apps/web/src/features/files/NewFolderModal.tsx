import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cleanName } from '@trestle/shared';
import { errorText } from '../../api/client';
import { createFolders } from './api';
import { nameRule } from './nameRule';

/** Creates one or more folders in the open folder (create-many-folder). */
export function NewFolderModal(props: { open: boolean; projectId: string; parentId: string | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ names: string[] }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ names }: { names: string[] }) => {
    const cleaned = names.map(cleanName);
    if (new Set(cleaned.map((n) => n.toLowerCase())).size !== cleaned.length) {
      message.warning(t('name.duplicate'));
      return;
    }
    setBusy(true);
    try {
      await createFolders(props.projectId, props.parentId, cleaned);
      message.success(t('folderCreated'));
      props.onDone();
      props.onClose();
    } catch (e) {
      message.warning(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={props.open} title={t('newFolder')} onCancel={props.onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ names: [''] }} preserve={false}>
        <Form.List name="names">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Form.Item key={f.key} label={i === 0 ? t('folderName') : undefined} required style={{ marginBottom: 8 }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                    <Form.Item name={f.name} rules={[nameRule(t)]} noStyle>
                      <Input placeholder={t('folderName')} maxLength={200} data-testid="folder-name" autoFocus={i === 0} />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('common:delete')} />}
                  </div>
                </Form.Item>
              ))}
              {fields.length < 100 && (
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add('')} data-testid="folder-add-row">
                  {t('addAnotherFolder')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
