import { Button, Typography } from 'antd';
import { relativeTime } from '@trestle/shared';
import { useTranslation } from 'react-i18next';
import type { Comment } from './api';

/** A comment's time as spec 2 §9 reads it: just now, minutes, hours, then a date. */
export function useCommentTime() {
  const { t } = useTranslation('annotations');
  return (iso: string) => {
    const r = relativeTime(new Date(iso));
    return r.kind === 'justNow'
      ? t('time.justNow')
      : r.kind === 'minutes'
        ? t('time.minutes', { n: r.n })
        : r.kind === 'hours'
          ? t('time.hours', { n: r.n })
          : r.text;
  };
}

/** One comment: who wrote it (and to whom, for a reply), when, the text, and a reply link. */
export function CommentItem(p: { c: Comment; reply: boolean; onReply?(): void }) {
  const { t } = useTranslation('annotations');
  const when = useCommentTime();
  const c = p.c;
  return (
    <div className={`comment-item${p.reply ? ' reply' : ''}`} data-testid={p.reply ? 'comment-reply' : 'comment-root'}>
      <div className="comment-head">
        <Typography.Text strong>{c.createUser?.name ?? '—'}</Typography.Text>
        {p.reply && c.toUser && <Typography.Text type="secondary">{t('repliedTo', { name: c.toUser.name })}</Typography.Text>}
        <Typography.Text type="secondary" className="comment-time" title={new Date(c.commentTime).toLocaleString()}>
          {when(c.commentTime)}
        </Typography.Text>
      </div>
      <div className="comment-text" data-testid="comment-text">
        {c.context}
      </div>
      {p.onReply && (
        <Button type="link" size="small" className="comment-reply-btn" onClick={p.onReply} data-testid="comment-reply-btn">
          {t('reply')}
        </Button>
      )}
    </div>
  );
}
