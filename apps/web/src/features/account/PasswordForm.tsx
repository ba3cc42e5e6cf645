import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountPassword, translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { changePassword } from '../../api/user';
import { useLang } from '../../app/lang';
import { sameAsRule, zodRule } from '../../shell/formRules';

/** Change the own password: old one right, new one 8–20 mixing four character kinds, confirmed. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async (v: { oldPassword: string; password: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      await changePassword(v);
      message.success(t('passwordChanged'));
      form.resetFields();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[{ required: true, message: translate('v.password.required', lang) }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('newPassword')} extra={t('passwordHint')} rules={[zodRule(accountPassword, lang)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', lang)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common:save')}
      </Button>
    </Form>
  );
}
