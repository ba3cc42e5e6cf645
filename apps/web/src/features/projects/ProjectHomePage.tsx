import { Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CommentOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { projectApps, projectsKeys } from './api';
import { STATUS_COLORS } from './types';
import { holds } from './grants';
import { formatValue } from '../project-types/CustomFieldItems';

/** Icons of the app tiles that have their own; the rest show the generic one. */
const APP_ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  issue: QuestionCircleOutlined,
  discuss: CommentOutlined,
  approval: AuditOutlined,
  log_statistics: BarChartOutlined,
};

function AppIcon({ appKey }: { appKey: string }) {
  const Icon = APP_ICONS[appKey] ?? AppstoreOutlined;
  return <Icon style={{ fontSize: 28, color: '#1f4e79' }} />;
}

/** /project_index/:projectId — overview, the apps the caller may open, configuration for admins. */
export function ProjectHomePage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const info = useProject(projectId);
  const apps = useQuery({ queryKey: projectsKeys.apps(projectId), queryFn: () => projectApps(projectId) });
  const p = info.data?.projectInfo;
  const typeFields = p?.typeFields ?? [];
  const crumbs = [{ title: t('listTitle'), to: '/project_list' }, ...(p?.group ? [{ title: p.group.name }] : []), { title: p?.name ?? '' }];
  // The enterprise's own document area has no project home: its way back leads to the enterprise home.
  if (p?.kind === 'enterprise_files') return <Navigate to="/enterpriseHome" replace />;
  return (
    <PageState loading={info.isLoading} error={info.error} onRetry={() => info.refetch()}>
      {p && (
        <>
          <Breadcrumbs items={crumbs} />
          <Card
            title={
              <Space>
                <span data-testid="project-title">{p.name}</span>
                <Tag color={STATUS_COLORS[p.status]}>{t(`status.${p.status}`)}</Tag>
              </Space>
            }
            extra={
              <Space>
                <Button
                  icon={<FolderOpenOutlined />}
                  onClick={() => navigate(`/project-files?${new URLSearchParams({ projectId: p.id, projectName: p.name }).toString()}`)}
                  data-testid="project-documents"
                >
                  {t('documents')}
                </Button>
                {holds(p, 'project', 'edit') && <Button onClick={() => navigate(`/edit_project/${p.id}`)}>{t('common:edit')}</Button>}
                {p.isAdmin && (
                  <Button icon={<SettingOutlined />} onClick={() => navigate(`/projectConfigration/${p.id}`)} data-testid="project-config">
                    {t('configuration')}
                  </Button>
                )}
              </Space>
            }
          >
            <Descriptions column={{ xs: 1, md: 2, lg: 3 }} size="small">
              <Descriptions.Item label={t('fields.nameEn')}>{p.nameEn}</Descriptions.Item>
              <Descriptions.Item label={t('fields.type')}>{p.type}</Descriptions.Item>
              <Descriptions.Item label={t('fields.area')}>{p.area}</Descriptions.Item>
              <Descriptions.Item label={t('fields.address')}>{p.address}</Descriptions.Item>
              <Descriptions.Item label={t('dates')}>{`${p.startDate} ~ ${p.endDate}`}</Descriptions.Item>
              <Descriptions.Item label={t('fields.clientName')}>{p.clientName}</Descriptions.Item>
              <Descriptions.Item label={t('fields.stage')}>{p.stage}</Descriptions.Item>
              <Descriptions.Item label={t('fields.businessStatus')}>{t(`businessStatus.${p.businessStatus}`)}</Descriptions.Item>
              <Descriptions.Item label={t('members')}>{p.memberCount}</Descriptions.Item>
              {typeFields
                .filter((f) => p.customFields[f.key] !== undefined)
                .map((f) => (
                  <Descriptions.Item key={f.key} label={f.label}>
                    <span data-testid={`project-field-${f.key}`}>{formatValue(p.customFields[f.key])}</span>
                  </Descriptions.Item>
                ))}
              {p.overview && (
                <Descriptions.Item label={t('fields.overview')} span={3}>
                  {p.overview}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('apps')}
          </Typography.Title>
          <PageState loading={apps.isLoading} error={apps.error} empty={apps.data?.length === 0} emptyText={t('noApps')} onRetry={() => apps.refetch()}>
            <Row gutter={[16, 16]} data-testid="project-apps">
              {apps.data?.map((a) => (
                <Col key={a.key} xs={12} md={6} lg={4}>
                  <Card
                    hoverable
                    // A web app of the app store opens in a tab of its own, without a way back into this one.
                    onClick={() => (a.external ? window.open(a.route, '_blank', 'noopener,noreferrer') : navigate(a.route))}
                    style={{ textAlign: 'center' }}
                    data-testid={`project-app-${a.external ? a.name : a.key}`}
                  >
                    {a.external ? <GlobalOutlined style={{ fontSize: 28, color: '#1f4e79' }} /> : <AppIcon appKey={a.key} />}
                    <div style={{ marginTop: 8 }} title={a.external ? a.route : undefined}>
                      {a.external ? a.name : t(`app.${a.key}`)}
                    </div>
                  </Card>
                </Col>
              ))}
            </Row>
          </PageState>
        </>
      )}
    </PageState>
  );
}
