import { useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageState } from '../../../shell/PageState';
import { ProjectSelect } from '../../mytasks/ProjectSelect';
import { EMPTY_FILTER, isFiltered, issueApi, issueKeys, type IssueFilter } from '../api';
import { IssueFilters } from './IssueFilters';
import { IssueTable } from './IssueTable';
import { issueDetailPath } from './links';
import '../issues.css';

/**
 * /problem/problem_management — the issues of every project the caller sees that involve them
 * (leader, approver, cc or creator), with the list's filters and a project column. Leader and
 * creator filters need one project's people, so they show once a project is chosen.
 */
export function MyIssuesPage() {
  const { t } = useTranslation('issues');
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [filter, setFilter] = useState<IssueFilter>(EMPTY_FILTER);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const rows = useQuery({
    queryKey: issueKeys.mine(projectId, filter, paging),
    queryFn: () => issueApi.mine(filter, paging.pageNum, paging.pageSize, projectId),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({ queryKey: issueKeys.users(projectId), queryFn: () => issueApi.users(projectId), enabled: !!projectId });
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="my-issues-title">
        {t('mine.title')}
      </Typography.Title>
      <Space wrap align="start">
        <ProjectSelect
          allowAll
          value={projectId}
          onChange={(id) => {
            setProjectId(id);
            setFilter({ ...filter, leaderId: null, creatorId: null });
            setPaging({ ...paging, pageNum: 1 });
          }}
        />
        <IssueFilters
          value={filter}
          users={projectId ? (users.data ?? []) : null}
          onChange={(f) => {
            setFilter(f);
            setPaging({ ...paging, pageNum: 1 });
          }}
        />
      </Space>
      <PageState loading={rows.isLoading} error={rows.error} onRetry={() => void rows.refetch()}>
        <IssueTable
          page={rows.data}
          loading={rows.isFetching}
          filtered={isFiltered(filter) || !!projectId}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          showProject
          onPage={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
          onOpen={(r) => navigate(issueDetailPath({ projectId: r.projectId, issueId: r.id, projectName: r.projectName }))}
          actions={null}
        />
      </PageState>
    </Card>
  );
}
