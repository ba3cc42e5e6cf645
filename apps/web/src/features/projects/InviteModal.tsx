import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitEmailList, translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { inviteByEmail } from './api';

const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

/** Invite e-mail addresses separated by semicolons; never oneself. */
export function InviteModal({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('projects');
  const { lang } = useLang();
  const me = useCurrentUser();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const validate = async (_: unknown, value?: string) => {
    const list = splitEmailList(value ?? '');
    if (list.length === 0) throw new Error(translate('v.email.required', lang));
    if (list.some((e) => !EMAIL.test(e))) throw new Error(translate('v.email.invalid', lang));
    const own = me.data?.user.email?.toLowerCase();
    if (own && list.some((e) => e.toLowerCase() === own)) throw new Error(translate('v.email.self', lang));
  };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      message.success(await inviteByEmail(projectId, v.emails));
      form.resetFields();
      onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('inviteByEmail')} onCancel={() => onClose(false)} onOk={submit} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="emails" label={t('emails')} extra={t('emailsHint')} rules={[{ validator: validate }]}>
          <Input.TextArea rows={3} placeholder="a@example.com; b@example.com" data-testid="invite-emails" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
