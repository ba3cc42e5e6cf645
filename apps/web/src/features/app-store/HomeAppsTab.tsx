import { useEffect, useState } from 'react';
import { App, Button, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { projectsKeys } from '../projects/api';
import { AppChoiceList } from './AppChoiceList';
import { appStoreKeys, projectHomeApps, setProjectHomeApps, type StoreApp } from './api';

/** The project configuration's "Home apps" tab: which of the enterprise's enabled apps the home shows, in order. */
export function HomeAppsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('appstore');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: appStoreKeys.home(projectId), queryFn: () => projectHomeApps(projectId) });
  const [apps, setApps] = useState<StoreApp[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!q.data) return;
    setApps(q.data.apps);
    setChosen(q.data.apps.filter((a) => a.shown).map((a) => a.key));
  }, [q.data]);
  const save = async () => {
    setBusy(true);
    try {
      qc.setQueryData(appStoreKeys.home(projectId), await setProjectHomeApps(projectId, chosen));
      await qc.invalidateQueries({ queryKey: projectsKeys.apps(projectId) });
      message.success(t('common:saved'));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageState loading={q.isLoading} error={q.error} empty={q.data?.apps.length === 0} emptyText={t('noneEnabled')} onRetry={() => q.refetch()}>
      <Typography.Paragraph type="secondary">{t('homeIntro')}</Typography.Paragraph>
      <AppChoiceList
        apps={apps}
        chosen={chosen}
        onChange={setChosen}
        onReorder={(keys) => setApps(keys.map((k) => apps.find((a) => a.key === k)).filter((a): a is StoreApp => !!a))}
      />
      <Button type="primary" style={{ marginTop: 16 }} loading={busy} onClick={save} data-testid="home-apps-save">
        {t('common:save')}
      </Button>
    </PageState>
  );
}
