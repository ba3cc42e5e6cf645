import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../shell/PageState';
import { ORG_PAGE_SIZE, projectOrgKeys, projectOrgPage, type ProjectOrg } from './orgs-api';
import { ProjectOrgDialog, type ProjectOrgAction } from './ProjectOrgDialog';

/**
 * The project's organisations beside its members (spec 3 §2 Organisation): paged by 10, with
 * the create / edit / delete dialog for holders of project:permission (`editable`).
 */
export function ProjectOrgsPanel({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t } = useTranslation('projects');
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ProjectOrgAction | null>(null);
  const q = useQuery({ queryKey: projectOrgKeys.page(projectId, page), queryFn: () => projectOrgPage(projectId, page) });
  const closed = (saved: boolean) => {
    setAction(null);
    if (!saved) return;
    // The spec reloads the list from page 1 after each change; the member list's tags too.
    setPage(1);
    void qc.invalidateQueries({ queryKey: projectOrgKeys.project(projectId) });
  };
  return (
    <Card
      size="small"
      title={t('orgs.title')}
      data-testid="project-orgs"
      extra={
        editable && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setAction({ status: 0, org: null })} data-testid="porg-add">
            {t('orgs.add')}
          </Button>
        )
      }
    >
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.total === 0} emptyText={t('orgs.empty')} onRetry={() => q.refetch()}>
        <Table<ProjectOrg>
          rowKey="id"
          size="small"
          dataSource={q.data?.list}
          pagination={{ current: page, pageSize: ORG_PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            {
              title: t('orgs.name'),
              render: (_, o) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{o.name}</Typography.Text>
                  {o.remark && <Typography.Text type="secondary">{o.remark}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t('orgs.people'),
              render: (_, o) => (
                <span data-testid="porg-people-count" title={o.members.map((m) => m.name).join(', ')}>
                  {t('orgs.peopleCount', { count: o.memberCount })}
                </span>
              ),
            },
            ...(editable
              ? [
                  {
                    title: '',
                    render: (_: unknown, o: ProjectOrg) => (
                      <Space size={0}>
                        <Button size="small" type="link" onClick={() => setAction({ status: 1, org: o })} data-testid="porg-edit">
                          {t('common:edit')}
                        </Button>
                        <Button size="small" type="link" danger onClick={() => setAction({ status: 2, org: o })} data-testid="porg-delete">
                          {t('common:delete')}
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </PageState>
      <ProjectOrgDialog projectId={projectId} action={action} onClose={closed} />
    </Card>
  );
}

/** A member's organisations in the project, as tags. */
export function MemberOrgTags({ orgs }: { orgs: { id: string; name: string }[] | undefined }) {
  if (!orgs?.length) return null;
  return (
    <span data-testid="member-orgs">
      {orgs.map((o) => (
        <Tag key={o.id}>{o.name}</Tag>
      ))}
    </span>
  );
}
