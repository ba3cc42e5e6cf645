import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CurrentNotice } from './api';

/** Current notices as a reader sees them: title, period, text. */
export function NoticeList({ notices }: { notices: CurrentNotice[] }) {
  const { t } = useTranslation('notices');
  return (
    <div data-testid="notice-list">
      {notices.map((n) => (
        <div key={n.id} style={{ marginBottom: 16 }} data-testid="notice-item">
          <Typography.Title level={5} style={{ marginBottom: 4 }}>
            {n.title}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(n.audience === 'platform' ? 'audience.platform' : 'audience.enterprise')} · {dayjs(n.validFrom).format('YYYY-MM-DD')}
            {n.validUntil ? ` – ${dayjs(n.validUntil).format('YYYY-MM-DD')}` : ''}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>{n.body}</Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}
