import { Timeline, Typography } from 'antd';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '../../../shell/relativeTime';
import { historyLine } from './historyLine';

const COLOR: Record<string, string> = { create: 'blue', status: 'green', task: 'purple', update: 'gray', reply: 'gray', meeting: 'gray' };

/** The issue's history, oldest first: one localized line per change. */
export function IssueHistory({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation('issuedetail');
  const when = useRelativeTime();
  const word = (key: string, fallback: string) => t(key, { defaultValue: fallback });
  const entries = [...issue.history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

  return (
    <section className="issue-side-card" data-testid="issue-history">
      <Typography.Text strong className="issue-side-title">
        {t('history')}
      </Typography.Text>
      {!entries.length && <span className="issue-muted">{t('historyEmpty')}</span>}
      <Timeline
        className="issue-timeline"
        items={entries.map((e) => {
          const line = historyLine(e, word);
          return {
            key: e.id,
            color: COLOR[e.action] ?? 'gray',
            children: (
              <div data-testid="issue-history-entry" data-action={e.action}>
                <div className="issue-history-text">{t(line.key, line.values)}</div>
                <div className="issue-muted" title={new Date(e.createdAt).toLocaleString()}>
                  {when(e.createdAt)}
                </div>
              </div>
            ),
          };
        })}
      />
    </section>
  );
}
