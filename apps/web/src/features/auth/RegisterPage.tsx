import { useState } from 'react';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerBody, translateIfKey } from '@trestle/shared';
import { errorText } from '../../api/client';
import { register, type RegisterFields } from './api';
import { useLang } from '../../app/lang';
import { sameAsRule } from '../../shell/formRules';

type Field = 'loginName' | 'name' | 'email' | 'password';

/** /register — an individual account (user name 3–30, password 6–18); projects come by invitation or join code. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { lang } = useLang();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  // Each field is checked with the server's own schema, so the messages match.
  const rule = (field: Field) => ({
    validator: async () => {
      const r = registerBody.safeParse({ confirmPassword: '', ...form.getFieldsValue() });
      const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateIfKey(issue.message, lang, { max: 50 }));
    },
  });
  const submit = async (v: RegisterFields) => {
    setBusy(true);
    try {
      message.success(await register(v));
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
        <Typography.Title level={3}>{t('registerTitle')}</Typography.Title>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="loginName" label={t('loginName')} rules={[rule('loginName')]}>
            <Input autoComplete="username" data-testid="register-login" />
          </Form.Item>
          <Form.Item name="name" label={t('name')} rules={[rule('name')]}>
            <Input data-testid="register-name" />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={[rule('email')]}>
            <Input data-testid="register-email" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[rule('password')]}>
            <Input.Password autoComplete="new-password" data-testid="register-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', lang)]}>
            <Input.Password autoComplete="new-password" data-testid="register-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
            {t('register')}
          </Button>
        </Form>
        <Link to="/login" style={{ display: 'block', marginTop: 12 }}>
          {t('haveAccount')}
        </Link>
      </Card>
    </div>
  );
}
