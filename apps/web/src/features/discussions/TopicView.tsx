import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { CommentBox, type ReplyTo } from '../annotations/CommentComposer';
import { CommentItem } from '../annotations/CommentItem';
import { addPost, getTopic, listPosts, postsKey, topicKey } from './api';
import { stamp } from './stamp';
import { TopicActions } from './TopicActions';
import '../annotations/annotations.css';
import './discuss.css';

/** Spec 2 §9 "comment recovery delay", as the annotations' threads: read again a second after a post. */
const RELOAD_AFTER_MS = 1000;

/** One topic: its facts, its actions, its threaded posts (the shared comment components) and the composer while open. */
export function TopicView(p: { projectId: string; projectName: string; topicId: string; onDeleted(): void; onPosted(): void }) {
  const { t } = useTranslation('discuss');
  const topic = useQuery({ queryKey: topicKey(p.projectId, p.topicId), queryFn: () => getTopic(p.projectId, p.topicId), retry: false });
  const posts = useQuery({ queryKey: postsKey(p.topicId), queryFn: () => listPosts(p.projectId, p.topicId), retry: false });
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (topic.isLoading)
    return (
      <div className="page-loading">
        <Spin />
      </div>
    );
  if (topic.isError)
    return (
      <Result
        status="error"
        title={t('topicFailed')}
        subTitle={errorText(topic.error)}
        extra={<Button onClick={() => void topic.refetch()}>{t('retry')}</Button>}
      />
    );
  const d = topic.data!;
  const canPost = d.can.post && !d.closed;
  const posted = () => {
    setReplyTo(null);
    void posts.refetch();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void posts.refetch();
      void topic.refetch();
      p.onPosted();
    }, RELOAD_AFTER_MS);
  };

  const thread = (() => {
    if (posts.isLoading)
      return (
        <div className="page-loading">
          <Spin />
        </div>
      );
    if (posts.isError)
      return (
        <Result
          status="error"
          title={t('postsFailed')}
          subTitle={errorText(posts.error)}
          extra={
            <Button size="small" onClick={() => void posts.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!posts.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noPosts')} data-testid="posts-empty" />;
    return posts.data.map((th) => (
      <div key={th.commentId} className="comment-thread" data-testid="post-thread">
        <CommentItem
          c={th}
          reply={false}
          onReply={!canPost || !th.createUser ? undefined : () => setReplyTo({ ancestorId: th.commentId, user: th.createUser! })}
        />
        {th.replies.map((r) => (
          <CommentItem
            key={r.commentId}
            c={r}
            reply
            onReply={!canPost || !r.createUser ? undefined : () => setReplyTo({ ancestorId: th.commentId, user: r.createUser! })}
          />
        ))}
      </div>
    ));
  })();

  const issueHref = d.issue && `/issue/detail?${new URLSearchParams({ projectId: p.projectId, issueId: d.issue.id, projectName: p.projectName }).toString()}`;
  return (
    <div className="discuss-topic" data-testid="topic-view" data-closed={d.closed}>
      <div className="discuss-topic-head">
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="topic-title">
            {d.title}
          </Typography.Title>
          <Space size={4} wrap style={{ marginTop: 4 }}>
            {d.pinned && (
              <Tag color="gold" data-testid="topic-pinned">
                {t('pinnedTag')}
              </Tag>
            )}
            {d.closed && <Tag data-testid="topic-closed">{t('closedTag')}</Tag>}
            {d.issue && (
              <Tag color="blue">
                <Link to={issueHref!}>{t('issueRef', { code: d.issue.code })}</Link>
              </Tag>
            )}
            {d.meeting && <Tag color="cyan">{t('meetingRef', { code: d.meeting.code })}</Tag>}
            <Typography.Text type="secondary">{t('startedBy', { name: d.creator.name, time: stamp(d.createdAt) })}</Typography.Text>
          </Space>
        </div>
        {d.can.edit && <TopicActions topic={d} onDeleted={p.onDeleted} />}
      </div>
      {d.body && (
        <Typography.Paragraph className="discuss-topic-body" data-testid="topic-body">
          {d.body}
        </Typography.Paragraph>
      )}
      <div className="comment-list discuss-posts" data-testid="post-list">
        {thread}
      </div>
      {d.closed && <Alert type="info" showIcon title={t('closedNotice')} data-testid="topic-closed-notice" />}
      {canPost && (
        <CommentBox
          ns="discuss"
          testIdPrefix="post"
          className="comment-composer"
          rows={5}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onPosted={posted}
          post={(context, to) => addPost(p.projectId, p.topicId, context, to)}
        />
      )}
    </div>
  );
}
