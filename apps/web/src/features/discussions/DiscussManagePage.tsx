import { useState } from 'react';
import { Card, Input, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageState } from '../../shell/PageState';
import { MANAGE_PAGE_SIZE, managePageKey, manageTopics, type DiscussionSummary } from './api';
import { stamp } from './stamp';
import { TopicActions } from './TopicActions';

/** /discuss/project_discuss_management — the topics of every project the caller manages. */
export function DiscussManagePage() {
  const { t } = useTranslation('discuss');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery({
    queryKey: managePageKey(search, pageNum),
    queryFn: () => manageTopics({ search, pageNum }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const rows = q.data?.list ?? [];
  const topicHref = (d: DiscussionSummary) =>
    `/discuss/discussIndex?${new URLSearchParams({ projectId: d.projectId, projectName: d.projectName ?? '', topicId: d.id }).toString()}`;
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="discuss-manage-title">
          {t('manageTitle')}
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPageNum(1);
          }}
          style={{ width: 280 }}
          data-testid="manage-search"
        />
      </div>
      <PageState
        loading={q.isLoading}
        error={q.isError ? q.error : null}
        empty={!rows.length}
        emptyText={search ? t('noMatch') : t('manageEmpty')}
        onRetry={() => void q.refetch()}
      >
        <Table<DiscussionSummary>
          rowKey="id"
          size="middle"
          dataSource={rows}
          loading={q.isPlaceholderData}
          onRow={(d) => ({ 'data-testid': 'manage-row', 'data-title': d.title }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: pageNum,
            pageSize: MANAGE_PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
            showTotal: (n) => t('total', { n }),
          }}
          columns={[
            { title: t('col.project'), key: 'project', width: 200, ellipsis: true, render: (_, d) => d.projectName ?? '—' },
            { title: t('col.title'), key: 'title', ellipsis: true, render: (_, d) => <Link to={topicHref(d)}>{d.title}</Link> },
            { title: t('col.creator'), key: 'creator', width: 120, render: (_, d) => d.creator.name },
            { title: t('col.posts'), dataIndex: 'postCount', width: 80, align: 'right' },
            { title: t('col.lastPost'), dataIndex: 'lastPostAt', width: 170, render: (v: string) => stamp(v) },
            {
              title: t('col.state'),
              key: 'state',
              width: 140,
              render: (_, d) => (
                <span data-testid="manage-state">
                  {d.pinned && <Tag color="gold">{t('pinnedTag')}</Tag>}
                  {d.closed ? <Tag>{t('closedTag')}</Tag> : <Tag color="green">{t('openTag')}</Tag>}
                </span>
              ),
            },
            { title: t('col.actions'), key: 'actions', width: 300, render: (_, d) => <TopicActions topic={d} size="small" /> },
          ]}
        />
      </PageState>
    </Card>
  );
}
