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
  return (
    <CommentBox
      ns="annotations"
      testIdPrefix="comment"
      className="comment-composer"
      rows={4}
      replyTo={p.replyTo}
      onCancelReply={p.onCancelReply}
      onPosted={p.onPosted}
      post={(context, to) => postComment(p.projectId, p.annotationId, context, to)}
    />
  );
}

/**
 * The composer itself, for any business's comments (annotations, tasks): the caller says how
 * to post, which i18n namespace holds its words (commentBlank, commented, replyingTo,
 * replyPlaceholder, commentPlaceholder, reply, send) and the prefix of its test ids.
 */
export function CommentBox(p: {
  ns: string;
  testIdPrefix: string;
  className: string;
  rows: number;
  replyTo: { ancestorId: string; user: { id: string; name: string } } | null;
  onCancelReply(): void;
  onPosted(): void;
  post(context: string, to?: { ancestorId: string; toUserId: string }): Promise<string | null | undefined>;
}) {
  const { t } = useTranslation(p.ns);
  const id = (s: string) => `${p.testIdPrefix}-${s}`;
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
      const msg = await p.post(context, r ? { ancestorId: r.ancestorId, toUserId: r.user.id } : undefined);
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
    <div className={p.className}>
      {p.replyTo && (
        <Tag closable onClose={p.onCancelReply} color="blue" data-testid={id('replying')}>
          {t('replyingTo', { name: p.replyTo.user.name })}
        </Tag>
      )}
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        placeholder={p.replyTo ? t('replyPlaceholder', { name: p.replyTo.user.name }) : t('commentPlaceholder')}
        autoSize={{ minRows: 2, maxRows: p.rows }}
        maxLength={COMMENT_MAX}
        status={error ? 'error' : undefined}
        onPressEnter={(e) => {
          if (e.ctrlKey || e.metaKey) void send();
        }}
        data-testid={id('input')}
      />
      <div className={`${p.className}-foot`}>
        <span className="comment-error" data-testid={id('error')}>
          {error}
        </span>
        <Button type="primary" size="small" loading={sending} onClick={() => void send()} data-testid={id('send')}>
          {p.replyTo ? t('reply') : t('send')}
        </Button>
      </div>
    </div>
  );
}
