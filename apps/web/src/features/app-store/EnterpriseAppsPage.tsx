import { useEffect, useState } from 'react';
import { App, Button, Card, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { AppChoiceList } from './AppChoiceList';
import { appStoreKeys, enterpriseApps, setEnterpriseApps } from './api';

/** /enterpriseApps — the apps of the store the enterprise enables for its projects (app_management). */
export function EnterpriseAppsPage() {
  const { t } = useTranslation('appstore');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: appStoreKeys.enterprise(), queryFn: enterpriseApps });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (q.data) setChosen(q.data.apps.filter((a) => a.enabled).map((a) => a.key));
  }, [q.data]);
  const save = async () => {
    setBusy(true);
    try {
      qc.setQueryData(appStoreKeys.enterprise(), await setEnterpriseApps(chosen));
      message.success(t('common:saved'));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('enterpriseTitle') }]} />
      <Card>
        <Typography.Paragraph type="secondary">{t('enterpriseIntro')}</Typography.Paragraph>
        <PageState loading={q.isLoading} error={q.error} empty={q.data?.apps.length === 0} onRetry={() => q.refetch()}>
          {q.data && <AppChoiceList apps={q.data.apps} chosen={chosen} onChange={setChosen} />}
          <Button type="primary" style={{ marginTop: 16 }} loading={busy} onClick={save} data-testid="enterprise-apps-save">
            {t('common:save')}
          </Button>
        </PageState>
      </Card>
    </>
  );
}
