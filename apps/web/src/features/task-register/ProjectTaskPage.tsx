import { useState } from 'react';
import { Button, Card, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { listCategories, listRegister, projectStaff, registerKeys, type RegisterFilter, type RegisterRow } from './api';
import { CategoryManager } from './CategoryManager';
import { ChangeDialog, type ChangeKind } from './ChangeDialog';
import { JournalDrawer } from './JournalDrawer';
import { RegisterFilters } from './RegisterFilters';
import { RegisterTable } from './RegisterTable';
import { RowForm } from './RowForm';

/** /projecttask?projectId=…&projectName=… — the project task register (spec 3 §3 Project task). */
export function ProjectTaskPage() {
  const { t } = useTranslation('projecttask');
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const info = useProject(projectId, { enabled: !params.get('projectName') });
  const projectName = params.get('projectName') ?? info.data?.projectInfo.name ?? '';
  const [filter, setFilter] = useState<RegisterFilter>({ name: '', status: [], category: [], pageNum: 1, pageSize: 10 });
  const rows = useQuery({
    queryKey: registerKeys.list(projectId, filter),
    queryFn: () => listRegister(projectId, filter),
    enabled: !!projectId,
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: registerKeys.categories(projectId), queryFn: () => listCategories(projectId), enabled: !!projectId });
  const staff = useQuery({ queryKey: registerKeys.staff(projectId), queryFn: () => projectStaff(projectId), enabled: !!projectId });
  const [editing, setEditing] = useState<{ row: RegisterRow | null } | null>(null);
  const [change, setChange] = useState<{ kind: ChangeKind; row: RegisterRow } | null>(null);
  const [journal, setJournal] = useState<RegisterRow | null>(null);
  const [managing, setManaging] = useState(false);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: registerKeys.all(projectId) });
    void qc.invalidateQueries({ queryKey: registerKeys.categories(projectId) });
    void qc.invalidateQueries({ queryKey: registerKeys.journals(projectId) });
  };

  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  const can = rows.data?.permissions ?? { add: false, edit: false, delete: false };
  const filtered = !!(filter.name.trim() || filter.status.length || filter.category.length);
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="register-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
        <Space>
          <Button icon={<TagsOutlined />} onClick={() => setManaging(true)} data-testid="register-categories">
            {t('category.manage')}
          </Button>
          {can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="register-add">
              {t('add')}
            </Button>
          )}
        </Space>
      </div>
      <RegisterFilters value={filter} categories={categories.data ?? []} onChange={(f) => setFilter({ ...f, pageNum: 1 })} />
      <PageState loading={rows.isLoading} error={rows.error} onRetry={() => rows.refetch()}>
        <RegisterTable
          projectId={projectId}
          page={rows.data}
          filtered={filtered}
          loading={rows.isFetching}
          pageNum={filter.pageNum}
          pageSize={filter.pageSize}
          onPage={(pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize })}
          onEdit={(row) => setEditing({ row })}
          onChange={(kind, row) => setChange({ kind, row })}
          onJournal={setJournal}
          onChanged={refresh}
        />
      </PageState>
      <RowForm
        projectId={projectId}
        open={!!editing}
        row={editing?.row ?? null}
        categories={categories.data ?? []}
        staff={staff.data ?? []}
        onClose={(saved) => {
          setEditing(null);
          if (saved) refresh();
        }}
      />
      <ChangeDialog
        projectId={projectId}
        change={change}
        staff={staff.data ?? []}
        onClose={(saved) => {
          setChange(null);
          if (saved) refresh();
        }}
      />
      <JournalDrawer projectId={projectId} row={journal} onClose={() => setJournal(null)} />
      <CategoryManager projectId={projectId} open={managing} categories={categories} can={can} onClose={() => setManaging(false)} onChanged={refresh} />
    </Card>
  );
}
