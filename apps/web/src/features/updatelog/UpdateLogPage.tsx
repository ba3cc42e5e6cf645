import { useState } from 'react';
import { Card, Pagination, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateLog, updateLogKeys } from './api';
import { PageState } from '../../shell/PageState';

/** /updateLog — release notes, newest first. */
export function UpdateLogPage() {
  const { t, i18n } = useTranslation('updatelog');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: updateLogKeys.page(page, i18n.language),
    queryFn: () => updateLog(page),
  });
  return (
    <Card>
      <Typography.Title level={4}>{t('title')}</Typography.Title>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
        <Timeline
          items={(q.data?.list ?? []).map((e) => ({
            children: (
              <>
                <Typography.Text strong>{t('version', { version: e.version })}</Typography.Text>{' '}
                <Typography.Text type="secondary">{e.releasedAt.slice(0, 10)}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{e.content}</Typography.Paragraph>
              </>
            ),
          }))}
        />
        <Pagination current={page} pageSize={10} total={q.data?.total ?? 0} onChange={setPage} hideOnSinglePage />
      </PageState>
    </Card>
  );
}
