import { Avatar, Button, Card, Col, Row, Space, Typography } from 'antd';
import { ApartmentOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProjectGroup } from '@trestle/shared/project-responses';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { useEnterpriseAbility } from '../enterprise/useEnterpriseAbility';
import { listProjects, projectsKeys } from '../projects/api';
import { useGroupLogoUrl } from './api';
import { GroupHome } from './GroupHome';

/** /enterpriseHome: the enterprise's project groups; /enterpriseHome?id=<group id>: one group's page (spec 3 §2). */
export function EnterpriseHomePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <GroupHome groupId={id} /> : <GroupList />;
}

const FIRST_PAGE = { pageNum: 1, pageSize: 1 };

function GroupList() {
  const { t } = useTranslation('grouphome');
  const navigate = useNavigate();
  const may = useEnterpriseAbility();
  // The project list answers the enterprise's groups with their project counts beside its page.
  const q = useQuery({ queryKey: projectsKeys.list(FIRST_PAGE), queryFn: () => listProjects(FIRST_PAGE) });
  const groups = q.data?.groups ?? [];
  return (
    <>
      <Breadcrumbs items={[{ title: t('projects:listTitle'), to: '/project_list' }, { title: t('title') }]} />
      <Card>
        <div className="page-toolbar">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Space>
            <Button icon={<FolderOpenOutlined />} onClick={() => navigate('/enterprise_files_index')} data-testid="enterprise-files">
              {t('enterpriseFiles')}
            </Button>
            {may.can('enterprise', 'groups') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/create_project_group')} data-testid="home-create-group">
                {t('projects:createGroup')}
              </Button>
            )}
          </Space>
        </div>
        <PageState loading={q.isLoading} error={q.error} empty={groups.length === 0} emptyText={t('noGroups')} onRetry={() => q.refetch()}>
          <Row gutter={[16, 16]} data-testid="group-cards">
            {groups.map((g) => (
              <Col key={g.id} xs={24} sm={12} lg={8}>
                <GroupCard group={g} onOpen={() => navigate(`/enterpriseHome?id=${g.id}`)} />
              </Col>
            ))}
          </Row>
        </PageState>
      </Card>
    </>
  );
}

function GroupCard({ group, onOpen }: { group: ProjectGroup; onOpen: () => void }) {
  const { t } = useTranslation('grouphome');
  const logo = useGroupLogoUrl(group.id, group.logo);
  return (
    <Card hoverable onClick={onOpen} data-testid="group-card" data-group={group.name}>
      <Card.Meta
        avatar={<Avatar shape="square" size={56} src={logo ?? undefined} icon={<ApartmentOutlined />} />}
        title={group.name}
        description={
          <>
            <div>{[group.region, group.address].filter(Boolean).join(' · ')}</div>
            <div>{t('projectCount', { count: group.projectCount ?? 0 })}</div>
          </>
        }
      />
    </Card>
  );
}
