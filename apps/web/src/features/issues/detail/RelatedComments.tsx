import { App, Button, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { useRelativeTime } from '../../../shell/relativeTime';
import type { Comment } from '../../annotations/api';
import { annotationComments } from './api';
import { openReference } from './viewerLink';
import { issueKeys } from '../api';

/** "Related comments": the referenced annotation's comment threads, read-only, with a link to answer them in the viewer. */
export function RelatedComments(p: { projectId: string; projectName: string; issue: IssueDetail }) {
  const { t } = useTranslation('issuedetail');
  const { message } = App.useApp();
  const when = useRelativeTime();
  const annotationId = p.issue.annotation!.id;
  const q = useQuery({ queryKey: issueKeys.relatedComments(annotationId), queryFn: () => annotationComments(p.projectId, annotationId), retry: false });

  const line = (c: Comment, reply: boolean) => (
    <div key={c.commentId} className={`issue-comment${reply ? ' reply' : ''}`} data-testid="issue-related-comment">
      <div className="issue-reply-head">
        <Typography.Text strong>{c.createUser?.name ?? '—'}</Typography.Text>
        {reply && c.toUser && <Typography.Text type="secondary">{t('repliedTo', { name: c.toUser.name })}</Typography.Text>}
        <span className="issue-muted" title={new Date(c.commentTime).toLocaleString()}>
          {when(c.commentTime)}
        </span>
      </div>
      <div className="issue-reply-text">{c.context}</div>
    </div>
  );

  return (
    <section className="issue-side-card" data-testid="issue-related">
      <div className="issue-section-head">
        <Typography.Text strong>{t('related')}</Typography.Text>
        <Button
          size="small"
          type="link"
          onClick={() => void openReference(p.projectId, p.issue, p.projectName).catch((e) => message.error(errorText(e)))}
          data-testid="issue-related-open"
        >
          {t('openAnnotation')}
        </Button>
      </div>
      {q.isLoading && <Spin size="small" />}
      {q.isError && (
        <Typography.Text type="danger">
          {t('relatedFailed')}: {errorText(q.error)}{' '}
          <Button size="small" type="link" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        </Typography.Text>
      )}
      {q.data && !q.data.length && (
        <span className="issue-muted" data-testid="issue-related-empty">
          {t('relatedEmpty')}
        </span>
      )}
      {q.data?.map((th) => (
        <div key={th.commentId} className="issue-thread">
          {line(th, false)}
          {th.replies.map((r) => line(r, true))}
        </div>
      ))}
    </section>
  );
}
