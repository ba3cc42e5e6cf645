import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../shell/relativeTime';
import { NoticeAvatar, NoticeTitle } from './NoticeTitle';
import type { NoticeView } from './view';

/** One row of the drawer's list; clicking it opens the notice. */
export function NoticeItem({ v, now, onOpen }: { v: NoticeView; now: Date; onOpen: (v: NoticeView) => void }) {
  const { t } = useTranslation('notifications');
  const { t: tTime } = useTranslation('time');
  return (
    <button
      type="button"
      className={`notice-item${v.unread ? ' notice-unread' : ''}`}
      onClick={() => onOpen(v)}
      data-testid="notice-item"
      data-unread={v.unread ? '1' : '0'}
    >
      <NoticeAvatar v={v} />
      <div className="notice-body">
        <NoticeTitle v={v} />
        {(v.subject || v.projectName) && (
          <Typography.Text type="secondary" ellipsis className="notice-subject" data-testid="notice-subject">
            {[v.subject, v.projectName].filter(Boolean).join(' · ')}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" className="notice-time" data-testid="notice-time">
          {formatRelativeTime(v.createAt, (k, o) => (o ? tTime(k, o) : tTime(k)), now)}
        </Typography.Text>
      </div>
      {v.unread && <Badge status="processing" className="notice-dot" aria-label={t('unread')} data-testid="notice-unread" />}
    </button>
  );
}
