import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Result, Spin, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { annotationKeys, listComments, type Annotation } from './api';
import { CommentComposer, type ReplyTo } from './CommentComposer';
import { CommentItem } from './CommentItem';

/** Spec 2 §9 "comment recovery delay": the thread is read again one second after a post. */
const RELOAD_AFTER_MS = 1000;

/** The comment threads of the opened annotation, oldest first, with replies under each. */
export function CommentThread(p: { projectId: string; annotation: Annotation; readOnly: boolean; silent: boolean; onClose(): void }) {
  const { t } = useTranslation('annotations');
  const a = p.annotation;
  const q = useQuery({ queryKey: annotationKeys.comments(a.id), queryFn: () => listComments(p.projectId, a.id, { silent: p.silent }), retry: false });
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => setReplyTo(null), [a.id]);

  const posted = () => {
    setReplyTo(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void q.refetch(), RELOAD_AFTER_MS);
  };

  const body = (() => {
    if (q.isLoading)
      return (
        <div className="annotation-state">
          <Spin />
        </div>
      );
    if (q.isError)
      return (
        <Result
          status="error"
          title={t('commentsFailed')}
          subTitle={errorText(q.error)}
          extra={
            <Button size="small" onClick={() => void q.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!q.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noComments')} data-testid="comments-empty" />;
    return q.data.map((th) => (
      <div key={th.commentId} className="comment-thread" data-testid="comment-thread">
        <CommentItem
          c={th}
          reply={false}
          onReply={p.readOnly || !th.createUser ? undefined : () => setReplyTo({ ancestorId: th.commentId, user: th.createUser! })}
        />
        {th.replies.map((r) => (
          <CommentItem
            key={r.commentId}
            c={r}
            reply
            onReply={p.readOnly || !r.createUser ? undefined : () => setReplyTo({ ancestorId: th.commentId, user: r.createUser! })}
          />
        ))}
      </div>
    ));
  })();

  return (
    <div className="comment-panel" data-testid="comment-panel" data-annotation={a.id}>
      <div className="comment-panel-head">
        <div className="comment-panel-title">
          <Typography.Text strong ellipsis={{ tooltip: a.name }}>
            {a.name}
          </Typography.Text>
          {a.remark && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: a.remark }} className="comment-panel-remark">
              {a.remark}
            </Typography.Paragraph>
          )}
        </div>
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={p.onClose} aria-label={t('closeThread')} data-testid="comment-panel-close" />
      </div>
      <div className="comment-list" data-testid="comment-list">
        {body}
      </div>
      {!p.readOnly && (
        <CommentComposer projectId={p.projectId} annotationId={a.id} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onPosted={posted} />
      )}
    </div>
  );
}
