import { useState } from 'react';
import { Dropdown, Button } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentNotices, noticeKeys } from '../features/notices/api';
import { NoticeGate } from '../features/notices/NoticeGate';
import { CurrentNoticesModal } from '../features/notices/CurrentNoticesModal';
import type { CurrentUser } from './useCurrentUser';

/**
 * Help: the update log, the current notices (to reread), notice management for those who
 * manage notices, plugin versions for system and enterprise managers. Unseen notices show
 * once after sign-in (NoticeGate).
 */
export function HelpMenu({ me }: { me: CurrentUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [reading, setReading] = useState(false);
  const notices = useQuery({ queryKey: noticeKeys.current(), queryFn: currentNotices, staleTime: 5 * 60_000 });
  const manages = !!notices.data && (notices.data.canManage.platform || notices.data.canManage.enterprise);
  const items = [
    { key: 'log', label: t('updateLog') },
    { key: 'notices', label: <span data-testid="menu-notices">{t('notices')}</span> },
    ...(manages ? [{ key: 'manageNotices', label: <span data-testid="menu-manage-notices">{t('manageNotices')}</span> }] : []),
    ...(me.flags.systemManager || me.flags.enterpriseManager ? [{ key: 'plugins', label: <span data-testid="menu-plugins">{t('pluginVersions')}</span> }] : []),
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'log') void navigate('/updateLog');
    if (key === 'notices') setReading(true);
    if (key === 'manageNotices') void navigate('/noticeManagement');
    if (key === 'plugins') void navigate('/versionManagement');
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }}>
        <Button type="text" icon={<QuestionCircleOutlined />} className="shell-header-btn" aria-label={t('help')} data-testid="help-menu" />
      </Dropdown>
      <NoticeGate />
      {reading && <CurrentNoticesModal onClose={() => setReading(false)} />}
    </>
  );
}
