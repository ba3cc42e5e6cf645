import { useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNoticeCount } from '../features/notifications/hooks';
import { useNotifySocket } from '../features/notifications/useNotifySocket';
import { NotificationDrawer } from '../features/notifications/NotificationDrawer';

/**
 * Unread count from the server, kept live by the notification socket with the 60 s poll as the
 * fallback; a failed load is ignored and the last count stays (spec 1 §8). Opens the drawer.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data } = useNoticeCount();
  useNotifySocket(true);
  return (
    <>
      <Tooltip title={t('notifications')}>
        <Badge count={data?.count ?? 0} size="small" offset={[-4, 4]} data-testid="notify-badge">
          <Button
            type="text"
            icon={<BellOutlined />}
            className="shell-header-btn"
            aria-label={t('notifications')}
            onClick={() => setOpen(true)}
            data-testid="notify-bell"
          />
        </Badge>
      </Tooltip>
      <NotificationDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
