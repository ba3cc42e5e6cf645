import { useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '../../shell/PageState';
import { myTasksKeys, searchMyTasks, type MyTasksQuery } from './api';
import { ProjectSelect } from './ProjectSelect';
import { TargetTabs, TaskControls } from './TaskControls';
import { TaskTable } from './TaskTable';
import { WorkNav } from './WorkNav';
import './mytasks.css';

/** /work?projectId= — the caller's tasks in every project, or in one (spec 3 §2 Work tasks). */
export function MyTasksPage() {
  const { t } = useTranslation('mytasks');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const [q, setQ] = useState<Omit<MyTasksQuery, 'projectId'>>({ target: 'UP_COMING', orderBy: 'DEFAULT', order: 'DESC', status: 'all' });
  const query = { ...q, projectId: projectId || undefined };
  const tasks = useQuery({ queryKey: myTasksKeys.page(query), queryFn: () => searchMyTasks(query) });
  const patch = (p: Partial<MyTasksQuery>) => setQ((old) => ({ ...old, ...p }));
  const setProject = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('projectId', id);
    else next.delete('projectId');
    setParams(next, { replace: true });
  };
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="mytasks-title">
            {t('title')}
          </Typography.Title>
          <WorkNav />
        </Space>
        <ProjectSelect value={projectId} onChange={setProject} allowAll />
      </div>
      <TargetTabs value={q.target} onChange={(target) => patch({ target })} />
      <div style={{ marginBottom: 12 }}>
        <TaskControls q={query} onChange={patch} full testPrefix="mytasks" />
      </div>
      <PageState loading={tasks.isLoading} error={tasks.error} empty={!tasks.data?.tasks.length} emptyText={t('empty')} onRetry={() => tasks.refetch()}>
        <TaskTable tasks={tasks.data?.tasks ?? []} />
      </PageState>
    </Card>
  );
}
