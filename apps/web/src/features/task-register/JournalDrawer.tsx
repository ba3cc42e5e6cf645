import { Drawer, Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageState } from '../../shell/PageState';
import { journalOf, registerKeys, STATUS_COLORS, type RegisterJournalEntry, type RegisterRow } from './api';

/** What an entry changed, compared with the entry before it (entries come newest first). */
function changeOf(e: RegisterJournalEntry, older: RegisterJournalEntry | undefined): 'created' | 'status' | 'worker' | 'noted' {
  if (!older) return 'created';
  if (older.worker !== e.worker) return 'worker';
  return older.status !== e.status ? 'status' : 'noted';
}

/** The journal of one row, newest first: who set which status or worker, when, with the note. */
export function JournalDrawer(props: { projectId: string; row: RegisterRow | null; onClose(): void }) {
  const { t } = useTranslation('projecttask');
  const id = props.row?.id ?? '';
  const q = useQuery({ queryKey: registerKeys.journal(props.projectId, id), queryFn: () => journalOf(props.projectId, id), enabled: !!id });
  const entries = q.data ?? [];
  return (
    <Drawer open={!!props.row} onClose={props.onClose} title={t('journal.title', { name: props.row?.name ?? '' })} size={440} destroyOnHidden>
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        {entries.length === 0 ? (
          <Empty description={t('journal.empty')} />
        ) : (
          <Timeline
            data-testid="register-journal"
            items={entries.map((e, i) => ({
              key: e.id,
              color: i === 0 ? 'blue' : 'gray',
              children: (
                <div data-testid="register-journal-entry">
                  <Typography.Text strong data-testid="register-journal-change">
                    {t(`journal.change.${changeOf(e, entries[i + 1])}`)}
                  </Typography.Text>
                  <Space size={8} style={{ display: 'flex', marginTop: 4 }}>
                    <Tag color={STATUS_COLORS[e.status]} style={{ marginInlineEnd: 0 }}>
                      {t(`status.${e.status}`)}
                    </Tag>
                    <Typography.Text>{t('journal.worker', { name: e.workerN ?? t('journal.nobody') })}</Typography.Text>
                  </Space>
                  {e.note && (
                    <Typography.Paragraph style={{ margin: '4px 0' }} data-testid="register-journal-note">
                      {e.note}
                    </Typography.Paragraph>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('journal.by', { name: e.userName, time: dayjs(e.createdAt).format('YYYY-MM-DD HH:mm') })}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        )}
      </PageState>
    </Drawer>
  );
}
