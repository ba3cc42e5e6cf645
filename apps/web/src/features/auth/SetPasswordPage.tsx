import { useState } from 'react';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { setPasswordRule, translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { setPassword } from './api';
import { useLang } from '../../app/lang';
import { sameAsRule, zodRule } from '../../shell/formRules';

/** /setpassword/:code — a new password (6 to 20 characters) from a mailed code. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const { lang } = useLang();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (v: { password: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      await setPassword({ code, ...v });
      message.success(t('passwordSet'));
      void navigate('/login', { replace: true });
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={3}>{t('setPasswordTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">{translate('v.password.set', lang)}</Typography.Paragraph>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item name="password" label={t('newPassword')} rules={[zodRule(setPasswordRule, lang)]}>
            <Input.Password autoComplete="new-password" data-testid="set-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', lang)]}>
            <Input.Password autoComplete="new-password" data-testid="set-password-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="set-password-submit">
            {t('save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
