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
  const d = guest ? undefined : me.data;
  const offerLogin = !d && (!signedIn || guest || me.isError);
  const display = d ? d.user.name || d.user.loginName : '';
  // One row whose items keep their place while the user loads: the language menu is the same
  // element before and after (a menu opened during the load stays open).
  return (
    <header className="shell-header">
      <Logo />
      <div className="shell-header-actions">
        {d && (
          <>
            <EnterpriseSwitch key="enterprise" me={d} />
            <TaskDrawer key="tasks" />
            <NotificationBell key="bell" />
            <HelpMenu key="help" me={d} />
            <SettingsMenu key="settings" me={d} />
          </>
        )}
        {!hideLang && <LanguageMenu key="lang" />}
        {d && (
          <Space key="user" size={6} className="shell-user" data-testid="user-name" title={display}>
            <Avatar size="small" style={{ background: '#5b8c00' }}>
              {Array.from(display)[0]?.toUpperCase()}
            </Avatar>
            <span>{truncateName(display, 10)}</span>
          </Space>
        )}
        {offerLogin && (
          <Button
            key="login"
            type="primary"
            onClick={() => navigate(`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`)}
            data-testid="guest-login"
          >
            {t('login')}
          </Button>
        )}
      </div>
    </header>
  );
}
