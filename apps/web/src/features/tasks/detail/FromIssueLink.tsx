import { useQuery } from '@tanstack/react-query';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { issueByTask, issueByTaskKey } from '../../issues/detail/api';

/** "From issue CODE" when the task was generated from an issue (docs/issues.md); nothing otherwise. */
export function FromIssueLink(p: { projectId: string; taskId: string; projectName?: string | null }) {
  const { t } = useTranslation('issuedetail');
  const q = useQuery({ queryKey: issueByTaskKey(p.taskId), queryFn: () => issueByTask(p.projectId, p.taskId), retry: false });
  const issue = q.data;
  if (!issue) return null;
  const query = new URLSearchParams({ projectId: p.projectId, issueId: issue.id });
  if (p.projectName) query.set('projectName', p.projectName);
  return (
    <Link to={`/issue/detail?${query.toString()}`} className="task-from-issue" data-testid="task-from-issue" data-issue={issue.id}>
      <LinkOutlined /> {t('fromIssue', { code: issue.code })}
    </Link>
  );
}
