import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { normalizeLang } from '@trestle/shared';
import { errorText } from '../../api/client';
import { saveEnterpriseInformation, saveSession } from '../../api/session';
import { useWebConfig } from '../../app/config';
import { useLang } from '../../app/lang';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { enterpriseInformation, enterpriseLogoUrl, login, searchMailedTask } from './api';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { resolveAfterLogin } from './redirect';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { enterpriseId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const config = useWebConfig();
  const { setLang } = useLang();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);

  const submit = async (v: { loginName: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await login({ ...v, enterpriseId: enterpriseId ?? undefined });
      saveSession(r.token, r.user);
      // Kept in storage as the spec lists it; the sign-in does not wait for it.
      if (r.user.enterpriseId) {
        enterpriseInformation().then(saveEnterpriseInformation, () => {});
      }
      if (!localStorage.getItem('lang') && r.user.lang) setLang(normalizeLang(r.user.lang));
      qc.clear();
      // A mailed task link first looks up the task's board (silent: a refusal keeps the link's ids).
      void navigate(await resolveAfterLogin(params, searchMailedTask), { replace: true });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-lang">
        <LanguageMenu />
      </div>
      <Card className="auth-card">
        <Space orientation="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
          {enterpriseId && !logoFailed ? (
            <img src={enterpriseLogoUrl(enterpriseId)} alt="" height={48} onError={() => setLogoFailed(true)} />
          ) : (
            <img src={config.FAVICON || '/favicon.svg'} alt="" height={48} />
          )}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title', { app: config.TITLE })}
          </Typography.Title>
        </Space>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="loginName" label={t('loginName')} rules={[{ required: true, whitespace: true, message: t('loginNameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-name" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('signIn')}
          </Button>
        </Form>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
          <Button type="link" onClick={() => setForgot(true)} style={{ padding: 0 }}>
            {t('forgot')}
          </Button>
          {config.REGISTRATION === true && (
            <Link to="/register" data-testid="register-link">
              {t('register')}
            </Link>
          )}
        </Space>
      </Card>
      <ForgotPasswordModal open={forgot} onClose={() => setForgot(false)} />
    </div>
  );
}
