import { useState } from 'react';
import { Card, Result, Space, Tabs, Typography, type TabsProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '../../../shell/PageState';
import { useIssueAbilities } from '../api';
import { IssuesTab } from './IssuesTab';
import { IssueTasksTab } from './IssueTasksTab';
import { MeetingsTab } from '../../meetings/MeetingsTab';
import '../issues.css';

/**
 * /issue?projectId&projectName — issue management with its tabs; /problem/problemTask?projectId
 * opens the "Issue tasks" tab. The tabs are an items array so more (meetings) slot in.
 */
export function IssueManagementPage({ tab = 'issues' }: { tab?: 'issues' | 'meetings' | 'tasks' }) {
  const { t } = useTranslation('issues');
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const abilities = useIssueAbilities(projectId);
  const projectName = params.get('projectName') || abilities.projectName;
  const [active, setActive] = useState<string>(tab);
  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  const items: TabsProps['items'] = [
    {
      key: 'issues',
      label: <span data-testid="issue-tab-issues">{t('tab.issues')}</span>,
      children: <IssuesTab projectId={projectId} projectName={projectName} can={abilities.can} />,
    },
    {
      key: 'meetings',
      label: <span data-testid="issue-tab-meetings">{t('tab.meetings')}</span>,
      children: <MeetingsTab projectId={projectId} projectName={projectName} />,
    },
    {
      key: 'tasks',
      label: <span data-testid="issue-tab-tasks">{t('tab.tasks')}</span>,
      children: <IssueTasksTab projectId={projectId} projectName={projectName} />,
    },
  ];
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <Space size={12} align="center" style={{ marginBottom: 8 }}>
        <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="issue-title">
          {t('title')}
        </Typography.Title>
        {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
      </Space>
      <PageState loading={abilities.loading} error={abilities.error}>
        <Tabs className="issue-tabs" activeKey={active} onChange={setActive} items={items} destroyOnHidden />
      </PageState>
    </Card>
  );
}
