import { Avatar, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { truncateName } from '@trestle/shared';
import { Logo } from './Logo';
import { LanguageMenu } from './LanguageMenu';
import { EnterpriseSwitch } from './EnterpriseSwitch';
import { SettingsMenu } from './SettingsMenu';
import { HelpMenu } from './HelpMenu';
import { NotificationBell } from './NotificationBell';
import { TaskDrawer } from './TaskDrawer';
import { useCurrentUser } from './useCurrentUser';
import { getToken } from '../api/session';

/** The header of spec 1 §2.3; `guest` gives the share-view variant (logo, language, login). */
export function Header({ guest = false }: { guest?: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const hideLang = /^\/(pms|crm)(\/|$)/.test(location.pathname);
  // Without a session (or on a share view) only the logo, language and sign-in show; while the
  // signed-in user is still loading, the sign-in button stays away so it does not flash.
  const signedIn = !!getToken();
  if (guest || !me.data) {
    const offerLogin = !signedIn || guest || me.isError;
    return (
      <header className="shell-header">
        <Logo />
        <Space>
          {!hideLang && <LanguageMenu />}
          {offerLogin && (
            <Button
              type="primary"
              onClick={() => navigate(`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`)}
              data-testid="guest-login"
            >
              {t('login')}
            </Button>
          )}
        </Space>
      </header>
    );
  }
  const d = me.data;
  const display = d.user.name || d.user.loginName;
  return (
    <header className="shell-header">
      <Logo />
      <Space size={4}>
        <EnterpriseSwitch me={d} />
        <TaskDrawer />
        <NotificationBell />
        <HelpMenu />
        <SettingsMenu me={d} />
        {!hideLang && <LanguageMenu />}
        <Space size={6} className="shell-user" data-testid="user-name" title={display}>
          <Avatar size="small" style={{ background: '#5b8c00' }}>
            {Array.from(display)[0]?.toUpperCase()}
          </Avatar>
          <span>{truncateName(display, 10)}</span>
        </Space>
      </Space>
    </header>
  );
}
