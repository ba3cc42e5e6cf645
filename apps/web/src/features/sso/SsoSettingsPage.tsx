import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { StaffGate } from '../staff/StaffGate';
import { useOrgsAndRoles } from '../staff/useStaffScreens';
import { directorySettings, ssoKeys, ssoSettings } from './api';
import { DirectorySettingsCard } from './DirectorySettingsCard';
import { SamlSettingsCard } from './SamlSettingsCard';

/** /ssoSettings — the enterprise's single sign-on (SAML 2.0) and directory (AD/LDAP) sign-in, for its managers (enterprise:edit, as the server checks). */
export function SsoSettingsPage() {
  return (
    <StaffGate allow={(may) => may.can('enterprise', 'edit')}>
      <SsoSettings />
    </StaffGate>
  );
}

function SsoSettings() {
  const { t } = useTranslation('sso');
  const me = useCurrentUser();
  const sso = useQuery({ queryKey: ssoKeys.settings(), queryFn: ssoSettings });
  const directory = useQuery({ queryKey: ssoKeys.directory(), queryFn: directorySettings });
  const { orgs, roles } = useOrgsAndRoles(true);
  const enterpriseId = me.data?.current?.id ?? '';
  const tree = orgs.data ?? [];
  const roleList = roles.data ?? [];
  return (
    <>
      <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('title') }]} />
      <Tabs
        destroyOnHidden={false}
        items={[
          {
            key: 'saml',
            label: <span data-testid="sso-tab-saml">{t('saml.tab')}</span>,
            children: (
              <PageState loading={sso.isLoading} error={sso.error} onRetry={() => sso.refetch()}>
                {sso.data && <SamlSettingsCard sso={sso.data} enterpriseId={enterpriseId} tree={tree} roles={roleList} />}
              </PageState>
            ),
          },
          {
            key: 'directory',
            label: <span data-testid="sso-tab-directory">{t('directory.tab')}</span>,
            children: (
              <PageState loading={directory.isLoading} error={directory.error} onRetry={() => directory.refetch()}>
                {directory.isSuccess && <DirectorySettingsCard settings={directory.data} tree={tree} roles={roleList} />}
              </PageState>
            ),
          },
        ]}
      />
    </>
  );
}
