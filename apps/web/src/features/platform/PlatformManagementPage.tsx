import { Button, Card, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlatformRoleGroups } from '../roles/PlatformRoleGroups';
import { getEnterprise, platformKeys } from './api';
import { EnterprisesTab } from './EnterprisesTab';
import { TrialUsersTab } from './TrialUsersTab';

/**
 * /platform_management (spec 1 §2.1, §2.3: the settings menu's system management entry opens it
 * in a new tab with ?enterpriseId): every enterprise with its usage, managers and state, the
 * trial users, and the role groups of the enterprise chosen. System managers only; the server
 * refuses everyone else on every call.
 */
export function PlatformManagementPage() {
  const { t } = useTranslation('platform');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const chosenId = params.get('enterpriseId') || null;
  const tab = params.get('tab') === 'trials' ? 'trials' : 'enterprises';
  // The chosen enterprise by its id: it need not be on the list's current page.
  const chosen = useQuery({ queryKey: platformKeys.one(chosenId ?? ''), queryFn: () => getEnterprise(chosenId!), enabled: !!chosenId });
  const chosenName = chosen.data ? chosen.data.co_name_en || chosen.data.co_name_cn : '';
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next))
      if (v) p.set(k, v);
      else p.delete(k);
    setParams(p, { replace: true });
  };
  return (
    <>
      <Card>
        <div className="page-toolbar">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Button onClick={() => navigate('/appStore')} data-testid="open-app-store">
            {t('appstore:websitesTitle')}
          </Button>
        </div>
        <Tabs
          activeKey={tab}
          onChange={(k) => set({ tab: k === 'trials' ? 'trials' : null })}
          items={[
            {
              key: 'enterprises',
              label: <span data-testid="platform-tab-enterprises">{t('tab.enterprises')}</span>,
              children: <EnterprisesTab chosenId={chosenId} onChoose={(id) => set({ enterpriseId: id })} />,
            },
            { key: 'trials', label: <span data-testid="platform-tab-trials">{t('tab.trials')}</span>, children: <TrialUsersTab /> },
          ]}
        />
      </Card>
      {chosenId && tab === 'enterprises' && (
        <Card
          style={{ marginTop: 16 }}
          title={<span data-testid="platform-roles-title">{`${t('roles:platform.title')}${chosenName ? ` · ${chosenName}` : ''}`}</span>}
        >
          <PlatformRoleGroups key={chosenId} enterpriseId={chosenId} />
        </Card>
      )}
    </>
  );
}
