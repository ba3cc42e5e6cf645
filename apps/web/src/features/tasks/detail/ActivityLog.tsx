import { useEffect, useRef, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TaskDetail, TaskLog } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { useRelativeTime } from '../../../shell/relativeTime';
import { listTaskComments, taskCommentsKey, type Comment, type CommentThread } from './api';
import { TaskCommentBox, type ReplyTo } from './TaskCommentBox';
import { levelKey } from '../levels';
import { logLine } from './logLine';

/** Spec 3 §4 Comments: the list is read again one second after a post (the recovery delay). */
const RELOAD_AFTER_MS = 1000;

type Entry = { at: string; log: TaskLog } | { at: string; thread: CommentThread };

/**
 * The activity log: history entries and comment threads in time order, oldest first, with the
 * composer below. A COMMENT entry whose comment is listed is shown as that comment (with its
 * replies and a reply link) rather than twice.
 */
export function ActivityLog(p: { projectId: string; task: TaskDetail; onCommented(): void }) {
  const { t } = useTranslation('taskdetail');
  const when = useRelativeTime();
  const q = useQuery({ queryKey: taskCommentsKey(p.task.taskId), queryFn: () => listTaskComments(p.projectId, p.task.taskId), retry: false });
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const end = useRef<HTMLDivElement>(null);

  const threads = q.data ?? [];
  const shown = new Set(threads.flatMap((th) => [th.commentId, ...th.replies.map((r) => r.commentId)]));
  const entries: Entry[] = [
    ...p.task.logLists.filter((l) => !(l.commentId && shown.has(l.commentId))).map((log) => ({ at: log.createDate, log })),
    ...threads.map((thread) => ({ at: thread.commentTime, thread })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  const posted = () => {
    setReplyTo(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void q.refetch();
      p.onCommented();
      end.current?.scrollIntoView({ block: 'nearest' });
    }, RELOAD_AFTER_MS);
  };

  const level = (n: number) => t(levelKey(n), { ns: 'tasks' });
  const comment = (c: Comment, ancestorId: string, reply: boolean) => (
    <div key={c.commentId} className={`task-comment${reply ? ' reply' : ''}`} data-testid={reply ? 'task-comment-reply' : 'task-comment'}>
      <div className="task-log-head">
        <Typography.Text strong>{c.createUser?.name ?? '—'}</Typography.Text>
        {reply && c.toUser && <Typography.Text type="secondary">{t('repliedTo', { name: c.toUser.name })}</Typography.Text>}
        <span className="task-log-time" title={new Date(c.commentTime).toLocaleString()}>
          {when(c.commentTime)}
        </span>
      </div>
      <div className="task-comment-text" data-testid="task-comment-text">
        {c.context}
      </div>
      {c.createUser && (
        <Button
          type="link"
          size="small"
          className="task-comment-reply-btn"
          onClick={() => setReplyTo({ ancestorId, user: c.createUser! })}
          data-testid="task-comment-reply-btn"
        >
          {t('reply')}
        </Button>
      )}
    </div>
  );

  return (
    <div className="task-activity" data-testid="task-activity">
      <Typography.Text strong className="task-activity-title">
        {t('activity')}
      </Typography.Text>
      <div className="task-activity-list">
        {entries.map((e) => {
          if ('log' in e) {
            const line = logLine(e.log, level);
            return (
              <div key={e.log.logId} className="task-log" data-testid="task-log" data-origin={e.log.origin}>
                <span className="task-log-text">{t(line.key, line.values)}</span>
                <span className="task-log-time" title={new Date(e.log.createDate).toLocaleString()}>
                  {when(e.log.createDate)}
                </span>
              </div>
            );
          }
          return (
            <div key={e.thread.commentId} className="task-thread" data-testid="task-thread">
              {comment(e.thread, e.thread.commentId, false)}
              {e.thread.replies.map((r) => comment(r, e.thread.commentId, true))}
            </div>
          );
        })}
        {q.isLoading && (
          <div className="task-picker-state">
            <Spin size="small" />
          </div>
        )}
        {q.isError && (
          <Typography.Text type="danger" data-testid="task-comments-error">
            {t('commentsFailed')}: {errorText(q.error)}{' '}
            <Button size="small" type="link" onClick={() => void q.refetch()}>
              {t('retry')}
            </Button>
          </Typography.Text>
        )}
        <div ref={end} />
      </div>
      <TaskCommentBox projectId={p.projectId} taskId={p.task.taskId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onPosted={posted} />
    </div>
  );
}
