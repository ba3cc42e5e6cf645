import { useState } from 'react';
import { Alert, Button, Card, Divider, Space, Spin, Tabs, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SsoLoginOptions } from '@trestle/shared/sso-responses';
import { errorText } from '../../api/client';
import { useWebConfig } from '../../app/config';
import { useLang } from '../../app/lang';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { directoryLogin, loginOptions, ssoKeys } from '../sso/api';
import { enterpriseLogoUrl, login, searchMailedTask } from './api';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { resolveAfterLogin, ssoStartUrl } from './redirect';
import { signInChoices } from './signInChoices';
import { ssoErrorText } from './ssoError';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * /login and /login/:enterpriseId (spec 1 §2.1). With an enterprise the page asks what its people
 * sign in with (login-options): its single sign-on button, its directory (the AD sign-in) and the
 * password form, which an enterprise that enforces single sign-on hides behind the
 * "Administrator sign-in" link (the break-glass of accounts that keep a password).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { enterpriseId } = useParams();
  const [params] = useSearchParams();
  const config = useWebConfig();
  const { lang } = useLang();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const options = useQuery({
    queryKey: ssoKeys.loginOptions(enterpriseId ?? ''),
    queryFn: () => loginOptions(enterpriseId!),
    enabled: !!enterpriseId,
  });
  const ssoError = ssoErrorText(params.get('ssoError'), lang);

  const signIn = async (call: () => Promise<Parameters<typeof finish>[0]>, via: 'password' | 'directory') => {
    setBusy(true);
    setError(null);
    try {
      const r = await call();
      // A mailed task link first looks up the task's board (silent: a refusal keeps the link's ids).
      await finish(r, via, () => resolveAfterLogin(params, searchMailedTask));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const withPassword = (v: Credentials) => signIn(() => login({ ...v, enterpriseId: enterpriseId ?? undefined }), 'password');
  const withDirectory = (v: Credentials) => signIn(() => directoryLogin({ ...v, enterpriseId: enterpriseId! }), 'directory');

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
          {options.data && (
            <Typography.Text type="secondary" data-testid="login-enterprise">
              {options.data.enterpriseName}
            </Typography.Text>
          )}
        </Space>
        {ssoError && <Alert type="error" showIcon title={ssoError} style={{ marginBottom: 16 }} data-testid="sso-error" />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        {options.isLoading ? (
          <div className="page-loading" data-testid="loading">
            <Spin />
          </div>
        ) : (
          <>
            {options.error && <Alert type="warning" showIcon title={errorText(options.error)} style={{ marginBottom: 16 }} data-testid="login-options-error" />}
            <SignInOptions
              options={options.data ?? null}
              redirect={params.get('redirectUrl')}
              busy={busy}
              onPassword={withPassword}
              onDirectory={withDirectory}
            />
          </>
        )}
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

/** The ways in: the enterprise's SSO button, then its directory and/or the password form. */
function SignInOptions(props: {
  options: SsoLoginOptions | null;
  redirect: string | null;
  busy: boolean;
  onPassword(v: Credentials): void;
  onDirectory(v: Credentials): void;
}) {
  const { t } = useTranslation('auth');
  const [breakGlass, setBreakGlass] = useState(false);
  const c = signInChoices(props.options, breakGlass);
  const passwordForm = <CredentialsForm testId="login" busy={props.busy} onSubmit={props.onPassword} />;
  const directoryForm = <CredentialsForm testId="directory" busy={props.busy} loginLabel={t('directory.loginName')} onSubmit={props.onDirectory} />;
  return (
    <>
      {c.sso && (
        <>
          <Button
            type="primary"
            size="large"
            block
            icon={<SafetyCertificateOutlined />}
            // A full-page navigation: the server answers with the redirect to the identity provider;
            // the page to land on afterwards travels as the sign-in's RelayState.
            onClick={() => window.location.assign(ssoStartUrl(c.sso!.startUrl, props.redirect))}
            data-testid="sso-button"
          >
            {c.sso.buttonName}
          </Button>
          {(c.directory || c.password) && <Divider plain>{t('or')}</Divider>}
        </>
      )}
      {c.directory && c.password ? (
        <Tabs
          key={String(breakGlass)}
          defaultActiveKey={breakGlass ? 'password' : 'directory'}
          items={[
            { key: 'directory', label: <span data-testid="tab-directory">{t('directory.tab')}</span>, children: directoryForm },
            { key: 'password', label: <span data-testid="tab-password">{t('passwordTab')}</span>, children: passwordForm },
          ]}
        />
      ) : c.directory ? (
        directoryForm
      ) : c.password ? (
        passwordForm
      ) : null}
      {c.adminLink && (
        <Button type="link" size="small" onClick={() => setBreakGlass(true)} style={{ padding: 0, marginTop: 8 }} data-testid="break-glass">
          {t('adminSignIn')}
        </Button>
      )}
    </>
  );
}
