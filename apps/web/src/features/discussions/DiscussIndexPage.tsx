import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Input, List, Pagination, Result, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, MessageOutlined, PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '../../shell/PageState';
import { stamp } from './stamp';
import { DISCUSS_PAGE_SIZE, listTopics, topicsKey, topicsPageKey, type DiscussionSummary } from './api';
import { NewTopicModal } from './NewTopicModal';
import { TopicView } from './TopicView';
import './discuss.css';

/**
 * /discuss/discussIndex?projectId&projectName[&topicId] — the project's discussion topics
 * (pinned first, then the latest post; closed ones on request) beside the open topic.
 */
export function DiscussIndexPage() {
  const { t } = useTranslation('discuss');
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const projectName = params.get('projectName') ?? '';
  const topicId = params.get('topicId');
  const [search, setSearch] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const [creating, setCreating] = useState(false);
  const q = useQuery({
    queryKey: topicsPageKey(projectId, search, includeClosed, pageNum),
    queryFn: () => listTopics(projectId, { search, includeClosed, pageNum }),
    enabled: !!projectId,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('topicId', id);
    else next.delete('topicId');
    setParams(next, { replace: !id });
  };
  const refresh = () => qc.invalidateQueries({ queryKey: topicsKey(projectId) });

  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  const rows = q.data?.list ?? [];
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="discuss-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
        {q.data?.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="topic-new">
            {t('newTopic')}
          </Button>
        )}
      </div>
      <div className="discuss-layout">
        <div className="discuss-topics">
          <Space direction="vertical" style={{ width: '100%', marginBottom: 8 }}>
            <Input.Search
              allowClear
              placeholder={t('searchPlaceholder')}
              onSearch={(v) => {
                setSearch(v.trim());
                setPageNum(1);
              }}
              data-testid="topic-search"
            />
            <Checkbox
              checked={includeClosed}
              onChange={(e) => {
                setIncludeClosed(e.target.checked);
                setPageNum(1);
              }}
              data-testid="topic-include-closed"
            >
              {t('includeClosed')}
            </Checkbox>
          </Space>
          <PageState
            loading={q.isLoading}
            error={q.isError ? q.error : null}
            empty={!rows.length}
            emptyText={search ? t('noMatch') : t('empty')}
            onRetry={() => void q.refetch()}
          >
            <List dataSource={rows} renderItem={(d) => <TopicRow key={d.id} d={d} active={d.id === topicId} onOpen={() => open(d.id)} />} />
            {(q.data?.total ?? 0) > DISCUSS_PAGE_SIZE && (
              <Pagination
                size="small"
                simple
                current={pageNum}
                pageSize={DISCUSS_PAGE_SIZE}
                total={q.data?.total ?? 0}
                onChange={setPageNum}
                style={{ marginTop: 8, textAlign: 'center' }}
              />
            )}
          </PageState>
        </div>
        <div className="discuss-main">
          {topicId ? (
            <TopicView
              key={topicId}
              projectId={projectId}
              projectName={projectName}
              topicId={topicId}
              onDeleted={() => {
                open(null);
                void refresh();
              }}
              onPosted={() => void refresh()}
            />
          ) : (
            <Empty description={t('chooseTopic')} style={{ marginTop: 120 }} />
          )}
        </div>
      </div>
      <NewTopicModal
        projectId={projectId}
        open={creating}
        onClose={(id) => {
          setCreating(false);
          if (id) {
            void refresh();
            open(id);
          }
        }}
      />
    </Card>
  );
}

function TopicRow(p: { d: DiscussionSummary; active: boolean; onOpen(): void }) {
  const { t } = useTranslation('discuss');
  const d = p.d;
  return (
    <List.Item
      className={`discuss-topic-item${p.active ? ' active' : ''}`}
      onClick={p.onOpen}
      data-testid="topic-row"
      data-title={d.title}
      data-pinned={d.pinned}
      data-closed={d.closed}
    >
      <div style={{ minWidth: 0, width: '100%' }}>
        <div className="discuss-topic-line">
          {d.pinned && <PushpinFilled style={{ color: '#faad14' }} title={t('pinnedTag')} />}
          <Typography.Text strong ellipsis style={{ flex: 1 }}>
            {d.title}
          </Typography.Text>
          {d.closed && <Tag style={{ marginInlineEnd: 0 }}>{t('closedTag')}</Tag>}
          <Typography.Text
            type="secondary"
            title={t('posts', { n: d.postCount })}
            data-testid="topic-post-count"
            data-count={d.postCount}
            style={{ whiteSpace: 'nowrap' }}
          >
            <MessageOutlined /> {d.postCount}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" className="discuss-topic-meta">
          {t('lastPost', { name: d.creator.name, time: stamp(d.lastPostAt) })}
        </Typography.Text>
      </div>
    </List.Item>
  );
}
