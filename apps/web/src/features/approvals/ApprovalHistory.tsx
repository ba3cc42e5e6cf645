import { Timeline, Typography } from 'antd';
import type { ApprovalHistoryEntry } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '../../shell/relativeTime';

const COLOR: Record<string, string> = { submit: 'blue', resubmit: 'blue', approve: 'green', complete: 'green', reject: 'red', revoke: 'gray' };

/** Who did what, oldest first, with the comments given. */
export function ApprovalHistory({ history }: { history: ApprovalHistoryEntry[] }) {
  const { t } = useTranslation('approvals');
  const when = useRelativeTime();
  return (
    <section data-testid="approval-history">
      <Typography.Title level={5}>{t('history.title')}</Typography.Title>
      <Timeline
        items={history.map((h) => ({
          key: h.id,
          color: COLOR[h.action] ?? 'gray',
          content: (
            <div data-testid="approval-history-entry" data-action={h.action}>
              <div>{t(`history.${h.action}`, { name: h.user.name, round: h.round })}</div>
              {h.comment && (
                <div className="approval-comment" data-testid="approval-history-comment">
                  {h.comment}
                </div>
              )}
              <Typography.Text type="secondary" title={new Date(h.createdAt).toLocaleString()}>
                {when(h.createdAt)}
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </section>
  );
}
