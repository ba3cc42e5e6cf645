import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/client';

/** Loading, error (with retry) and empty states shared by every page that loads data. */
export function PageState(props: { loading: boolean; error: unknown; empty?: boolean; emptyText?: string; onRetry?: () => void; children: ReactNode }) {
  const { t } = useTranslation('common');
  if (props.loading) {
    return (
      <div className="page-loading" data-testid="loading">
        <Spin size="large" />
      </div>
    );
  }
  if (props.error) {
    return (
      <Result
        status="error"
        title={t('error.loadFailed')}
        subTitle={errorText(props.error)}
        extra={props.onRetry && <Button onClick={props.onRetry}>{t('retry')}</Button>}
      />
    );
  }
  if (props.empty) return <Empty description={props.emptyText ?? t('noData')} style={{ margin: '48px auto' }} />;
  return <>{props.children}</>;
}
