import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { forgotPassword } from './api';

/** Asks for a login name or e-mail and has the server mail a set-password link. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ loginName: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      message.success(await forgotPassword(v));
      onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('forgotTitle')} onCancel={onClose} onOk={submit} confirmLoading={busy} okText={t('sendLink')} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="loginName" label={t('loginNameOrEmail')} rules={[{ required: true, whitespace: true, message: t('loginNameRequired') }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
