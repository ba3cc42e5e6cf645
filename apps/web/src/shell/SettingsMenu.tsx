import { Dropdown, Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOutOfSession } from '../features/auth/signOut';
import { useEnterpriseAbility } from '../features/enterprise/useEnterpriseAbility';
import type { CurrentUser } from './useCurrentUser';

const BACKSTAGE = ['/platform_management', '/management_data'];

/**
 * Personal center, settings, system management (system managers only), enterprise management
 * (not backstage, not a manager, an enterprise manager, enterprise information exists, a
 * single user: spec 1 §2.3), staff management (person:enter), the enterprise figures
 * (enterprise:statistics, when enterprise management is not shown), sign out.
 */
export function SettingsMenu({ me }: { me: CurrentUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const may = useEnterpriseAbility();
  const backstage = BACKSTAGE.some((p) => location.pathname.startsWith(p));
  const showEnterprise = !backstage && !me.flags.manager && me.flags.enterpriseManager && !!me.current && me.flags.singleUser;
  // Staff management: holders of person:enter in the current enterprise (what get-staff checks), outside the backstage.
  const showStaff = !backstage && !!me.current && may.can('person', 'enter');
  // The enterprise's figures, for holders of enterprise:statistics who do not manage the enterprise (managers reach them from its page).
  const showFigures = !backstage && !!me.current && !showEnterprise && may.can('enterprise', 'statistics');
  const items = [
    { key: 'center', label: t('accountCenter') },
    { key: 'settings', label: t('userSettings') },
    ...(me.flags.systemManager ? [{ key: 'system', label: <span data-testid="menu-system">{t('systemManagement')}</span> }] : []),
    ...(showEnterprise ? [{ key: 'enterprise', label: <span data-testid="menu-enterprise">{t('enterpriseManagement')}</span> }] : []),
    ...(showStaff ? [{ key: 'staff', label: <span data-testid="menu-staff">{t('staffManagement')}</span> }] : []),
    ...(showFigures ? [{ key: 'figures', label: <span data-testid="menu-figures">{t('enterpriseFigures')}</span> }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="logout">{t('signOut')}</span>, danger: true },
  ];
  // Sign-out never rejects (a server refusal still clears the session here).
  const onClick = async ({ key }: { key: string }) => {
    if (key === 'center') void navigate('/account-center');
    if (key === 'settings') void navigate('/UserSettings');
    if (key === 'enterprise') void navigate('/enterpriseManagement');
    if (key === 'staff') void navigate('/stuffManagement');
    if (key === 'figures') void navigate('/management_data');
    if (key === 'system') window.open(`${window.location.origin}/#/platform_management?enterpriseId=${me.current?.id ?? ''}`, '_blank');
    if (key === 'logout') {
      const idpLogout = await signOutOfSession();
      qc.clear();
      // A single sign-on session ends at the identity provider too (its single logout), a full-page navigation.
      if (idpLogout) window.location.assign(idpLogout);
      else void navigate('/login');
    }
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: (info) => void onClick(info) }}>
      <Button type="text" icon={<SettingOutlined />} className="shell-header-btn" data-testid="settings-menu" aria-label={t('settings')} />
    </Dropdown>
  );
}
