import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../api/client';

/** Unread count from the server; a failed load is ignored and the last count stays (spec 1 §8). */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const { data } = useQuery({
    queryKey: ['notify-count'],
    queryFn: () => get<{ count: number }>('/account/user/notify/count', {}, { silent: true }),
    refetchInterval: 60_000,
  });
  return (
    <Tooltip title={t('notifications')}>
      <Badge count={data?.count ?? 0} size="small" offset={[-4, 4]} data-testid="notify-badge">
        <Button type="text" icon={<BellOutlined />} className="shell-header-btn" aria-label={t('notifications')} />
      </Badge>
    </Tooltip>
  );
}
