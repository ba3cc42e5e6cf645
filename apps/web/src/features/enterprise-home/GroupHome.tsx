import { Button, Card, Col, Descriptions, Pagination, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatFileSize } from '@trestle/shared';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { useEnterpriseAbility } from '../enterprise/useEnterpriseAbility';
import { getProjectGroup, listProjects, projectsKeys } from '../projects/api';
import { STATUS_COLORS, type Project } from '../projects/types';
import { groupFigures, groupHomeKeys } from './api';
import { GroupLogoEditor } from './GroupLogoEditor';

/** One project group's page: its details and logo, figures over the projects the reader sees, and those projects. */
export function GroupHome({ groupId }: { groupId: string }) {
  const { t } = useTranslation('grouphome');
  const navigate = useNavigate();
  const may = useEnterpriseAbility();
  const [page, setPage] = useState(1);
  const group = useQuery({ queryKey: projectsKeys.group(groupId), queryFn: () => getProjectGroup(groupId) });
  const figures = useQuery({ queryKey: groupHomeKeys.figures(groupId), queryFn: () => groupFigures(groupId) });
  const body = { pageNum: page, pageSize: 10, groupId };
  const list = useQuery({ queryKey: projectsKeys.list(body), queryFn: () => listProjects(body) });
  const g = group.data;
  const f = figures.data;
  const mayEdit = may.can('enterprise', 'groups');
  return (
    <>
      <Breadcrumbs items={[{ title: t('title'), to: '/enterpriseHome' }, { title: g?.name ?? '…' }]} />
      <PageState loading={group.isLoading} error={group.error} onRetry={() => group.refetch()}>
        {g && (
          <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="group-home">
            <Card>
              <div className="page-toolbar">
                <Space size={16} align="start">
                  <GroupLogoEditor groupId={g.id} address={g.logo} editable={mayEdit} />
                  <div>
                    <Typography.Title level={4} style={{ margin: 0 }} data-testid="group-title">
                      {g.name}
                    </Typography.Title>
                    {g.nameEn && <Typography.Text type="secondary">{g.nameEn}</Typography.Text>}
                  </div>
                </Space>
                {mayEdit && (
                  <Button icon={<EditOutlined />} onClick={() => navigate(`/edit_project_group/${g.id}`)} data-testid="group-edit">
                    {t('projects:editGroup')}
                  </Button>
                )}
              </div>
              <Descriptions column={{ xs: 1, md: 2 }} size="small">
                <Descriptions.Item label={t('projects:fields.region')}>{g.region}</Descriptions.Item>
                <Descriptions.Item label={t('projects:fields.address')}>{g.address}</Descriptions.Item>
                {g.introduction && (
                  <Descriptions.Item label={t('projects:fields.introduction')} span={2}>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{g.introduction}</Typography.Paragraph>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
            <PageState loading={figures.isLoading} error={figures.error} onRetry={() => figures.refetch()}>
              {f && (
                <Row gutter={[16, 16]} data-testid="group-figures">
                  <Col xs={12} lg={6}>
                    <Card>
                      <Statistic title={t('figures.projects')} value={f.projectCount} data-testid="figure-projects" />
                      <Space size={4} wrap style={{ marginTop: 8 }}>
                        {f.projectsByStatus.map((s) => (
                          <Tag key={s.status} color={STATUS_COLORS[s.status]}>
                            {t(`projects:status.${s.status}`)} {s.count}
                          </Tag>
                        ))}
                      </Space>
                    </Card>
                  </Col>
                  <Col xs={12} lg={6}>
                    <Card>
                      <Statistic title={t('figures.people')} value={f.memberCount} data-testid="figure-people" />
                    </Card>
                  </Col>
                  <Col xs={12} lg={6}>
                    <Card>
                      <Statistic title={t('figures.storage')} value={formatFileSize(f.storageBytes)} data-testid="figure-storage" />
                    </Card>
                  </Col>
                  <Col xs={12} lg={6}>
                    <Card>
                      <Statistic title={t('figures.openIssues')} value={f.openIssues} suffix={`/ ${f.issueCount}`} data-testid="figure-issues" />
                    </Card>
                  </Col>
                </Row>
              )}
            </PageState>
            <Card title={t('projectsTitle')}>
              <PageState
                loading={list.isLoading}
                error={list.error}
                empty={list.data?.list.length === 0}
                emptyText={t('noProjects')}
                onRetry={() => list.refetch()}
              >
                <Table<Project>
                  rowKey="id"
                  dataSource={list.data?.list}
                  pagination={false}
                  data-testid="group-projects"
                  onRow={(p) => ({ onClick: () => void navigate(`/project_index/${p.id}`), style: { cursor: 'pointer' } })}
                  columns={[
                    { title: t('projects:fields.name'), render: (_, p) => <Link to={`/project_index/${p.id}`}>{p.name}</Link> },
                    { title: t('projects:fields.area'), dataIndex: 'area' },
                    { title: t('projects:fields.status'), render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`projects:status.${p.status}`)}</Tag> },
                    { title: t('projects:dates'), render: (_, p) => `${p.startDate} ~ ${p.endDate}` },
                    { title: t('projects:members'), dataIndex: 'memberCount', width: 90 },
                  ]}
                />
                <Pagination
                  style={{ marginTop: 16, textAlign: 'right' }}
                  current={page}
                  pageSize={10}
                  total={list.data?.total ?? 0}
                  onChange={setPage}
                  showSizeChanger={false}
                  hideOnSinglePage
                />
              </PageState>
            </Card>
          </Space>
        )}
      </PageState>
    </>
  );
}
