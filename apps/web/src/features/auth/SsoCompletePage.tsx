import { useEffect, useRef, useState } from 'react';
import { Card, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { stripFromAddress } from '../../api/session';
import { exchangeCode } from '../sso/api';
import { isLocalPath } from './redirect';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * /sso-complete?code=…&redirect=… — where the assertion consumer service sends the browser: the
 * one-time code becomes a session as a password sign-in does, then the redirect (a page of this
 * app only) or the project list.
 */
export function SsoCompletePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code') ?? '';
  const redirect = params.get('redirect');
  const back = params.get('enterpriseId') ? `/login/${params.get('enterpriseId')}` : '/login';

  useEffect(() => {
    // The code works once: a second run of this effect (React's development check) must not spend it again.
    if (started.current) return;
    started.current = true;
    stripFromAddress('code');
    exchangeCode(code).then(
      (r) => finish(r, 'sso', () => (isLocalPath(redirect) ? redirect : '/project_list')),
      (e: unknown) => setError(errorText(e)),
    );
  }, [code, redirect, finish]);

  return (
    <div className="auth-page">
      <Card className="auth-card">
        {error ? (
          <Result
            status="error"
            title={t('ssoComplete.failed')}
            subTitle={<span data-testid="sso-complete-error">{error}</span>}
            extra={
              <Link to={back} data-testid="sso-complete-back">
                {t('ssoComplete.back')}
              </Link>
            }
          />
        ) : (
          <div style={{ textAlign: 'center', padding: 24 }} data-testid="sso-complete-working">
            <Spin size="large" />
            <Typography.Paragraph style={{ marginTop: 16 }}>{t('ssoComplete.working')}</Typography.Paragraph>
          </div>
        )}
      </Card>
    </div>
  );
}
