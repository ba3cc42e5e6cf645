import { useState } from 'react';
import { App, Button, Input, Tag } from 'antd';
import { COMMENT_MAX, stripCommentHtml } from '@trestle/shared/annotation-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { postComment, type CommentUser } from './api';

export interface ReplyTo {
  ancestorId: string;
  user: CommentUser;
}

/**
 * Writes a comment, or a reply to one person in a thread. The text is plain: tags are stripped
 * here as on the server (spec 2 §5), and what is blank after that is not sent.
 */
export function CommentComposer(p: { projectId: string; annotationId: string; replyTo: ReplyTo | null; onCancelReply(): void; onPosted(): void }) {
  const { t } = useTranslation('annotations');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const context = stripCommentHtml(text);
    if (!context) return setError(t('commentBlank'));
    setError(null);
    setSending(true);
    try {
      const r = p.replyTo;
      const msg = await postComment(p.projectId, p.annotationId, context, r ? { ancestorId: r.ancestorId, toUserId: r.user.id } : undefined);
      message.success(msg || t('commented'));
      setText('');
      p.onPosted();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="comment-composer">
      {p.replyTo && (
        <Tag closable onClose={p.onCancelReply} color="blue" data-testid="comment-replying">
          {t('replyingTo', { name: p.replyTo.user.name })}
        </Tag>
      )}
      <Input.TextArea
        value={text}
        onChange={(e) => { setText(e.target.value); if (error) setError(null); }}
        placeholder={p.replyTo ? t('replyPlaceholder', { name: p.replyTo.user.name }) : t('commentPlaceholder')}
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={COMMENT_MAX}
        status={error ? 'error' : undefined}
        onPressEnter={(e) => { if (e.ctrlKey || e.metaKey) void send(); }}
        data-testid="comment-input"
      />
      <div className="comment-composer-foot">
        <span className="comment-error" data-testid="comment-error">{error}</span>
        <Button type="primary" size="small" loading={sending} onClick={() => void send()} data-testid="comment-send">{p.replyTo ? t('reply') : t('send')}</Button>
      </div>
    </div>
  );
}
