import { Image, Typography } from 'antd';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '../../../shell/relativeTime';
import { UserAvatar } from './IssueFields';
import { ReplyComposer } from './ReplyComposer';
import { ReplyImage } from './ReplyImage';

/** The replies, oldest first, with their images; the composer below (disabled with a hint on a closed issue). */
export function Replies(p: { projectId: string; issue: IssueDetail; onChanged(): Promise<void> }) {
  const { t } = useTranslation('issuedetail');
  const when = useRelativeTime();
  const replies = p.issue.replies;

  return (
    <section className="issue-section" data-testid="issue-replies">
      <div className="issue-section-head">
        <Typography.Text strong>{t('replies')}</Typography.Text>
        <span className="issue-muted">{replies.length}</span>
      </div>
      {!replies.length && (
        <span className="issue-muted" data-testid="issue-replies-empty">
          {t('noReplies')}
        </span>
      )}
      {replies.map((r) => (
        <div key={r.id} className="issue-reply" data-testid="issue-reply" data-id={r.id}>
          <UserAvatar u={r.createdBy} size={32} />
          <div className="issue-reply-body">
            <div className="issue-reply-head">
              <Typography.Text strong>{r.createdBy.name}</Typography.Text>
              <span className="issue-muted" title={new Date(r.createdAt).toLocaleString()}>
                {when(r.createdAt)}
              </span>
            </div>
            <div className="issue-reply-text" data-testid="issue-reply-text">
              {r.content}
            </div>
            {!!r.images.length && (
              <div className="issue-reply-images">
                <Image.PreviewGroup>
                  {r.images.map((img) => (
                    <ReplyImage key={img.id} projectId={p.projectId} image={img} />
                  ))}
                </Image.PreviewGroup>
              </div>
            )}
          </div>
        </div>
      ))}
      <ReplyComposer projectId={p.projectId} issue={p.issue} onPosted={p.onChanged} />
    </section>
  );
}
