import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../shell/Breadcrumbs';
import { PageState } from '../../../shell/PageState';
import { useProjectName } from '../../tasks/board/useProjectName';
import { issueApi } from '../api';
import { issueKey } from './api';
import { IssueFields } from './IssueFields';
import { IssueHeader } from './IssueHeader';
import { IssueHistory } from './IssueHistory';
import { IssueTask } from './IssueTask';
import { RelatedComments } from './RelatedComments';
import { Replies } from './Replies';
import './detail.css';

/** The issue list of the project (the breadcrumb's way back). */
export const issueListPath = (projectId: string, projectName: string) => `/issue?${new URLSearchParams({ projectId, projectName })}`;

/**
 * /issue/detail?projectId&issueId&projectName and /problem/project_problem_details (same page):
 * one issue (spec 3 §3 Issue (TQ); docs/issues.md) with its workflow, replies, history, the
 * referenced annotation's comments and the task generated from it.
 */
export function IssueDetailPage() {
  const { t } = useTranslation('issuedetail');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const projectId = params.get('projectId') ?? '';
  // Mailed links carry problemId (features/auth/redirect.ts); the page takes either.
  const issueId = params.get('issueId') ?? params.get('problemId') ?? '';
  const projectName = useProjectName(projectId, params.get('projectName'));
  const q = useQuery({ queryKey: issueKey(issueId), queryFn: () => issueApi.get(projectId, issueId), enabled: !!projectId && !!issueId, retry: false });
  const refresh = () => qc.invalidateQueries({ queryKey: issueKey(issueId) });
  const issue = q.data;

  return (
    <>
      <Breadcrumbs
        items={[
          { title: t('projects:listTitle'), to: '/project_list' },
          { title: projectName, to: `/project_index/${projectId}` },
          { title: t('listTitle'), to: issueListPath(projectId, projectName) },
          { title: issue?.code ?? '' },
        ]}
      />
      <PageState loading={q.isLoading} error={q.error} empty={!projectId || !issueId} emptyText={t('missing')} onRetry={() => void q.refetch()}>
        {issue && (
          <div className="issue-detail" data-testid="issue-detail" data-issue={issue.id} data-status={issue.status}>
            <IssueHeader projectId={projectId} issue={issue} onChanged={refresh} onDeleted={() => navigate(issueListPath(projectId, projectName))} />
            <div className="issue-detail-cols">
              <div className="issue-detail-main">
                <IssueFields projectId={projectId} projectName={projectName} issue={issue} />
                <IssueTask projectId={projectId} projectName={projectName} issue={issue} onChanged={refresh} />
                <Replies projectId={projectId} issue={issue} onChanged={refresh} />
              </div>
              <div className="issue-detail-side">
                <IssueHistory issue={issue} />
                {issue.annotation && issue.file && <RelatedComments projectId={projectId} projectName={projectName} issue={issue} />}
              </div>
            </div>
          </div>
        )}
      </PageState>
    </>
  );
}
