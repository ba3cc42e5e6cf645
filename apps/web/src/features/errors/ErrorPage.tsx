import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /401 (no permission to view), /402 (account or enterprise not usable) and unknown pages. */
export function ErrorPage({ code }: { code: 401 | 402 | 404 }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const status = code === 404 ? '404' : code === 401 ? '403' : 'warning';
  return (
    <Result
      status={status}
      title={String(code)}
      subTitle={t(`e${code}`)}
      extra={
        <Button type="primary" onClick={() => navigate(code === 402 ? '/login' : '/project_list')}>
          {code === 402 ? t('toLogin') : t('toProjects')}
        </Button>
      }
    />
  );
}
