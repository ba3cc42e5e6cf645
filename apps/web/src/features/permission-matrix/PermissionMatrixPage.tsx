import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProject } from '../../api/project';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PermissionMatrix } from './PermissionMatrix';

/** /permissionMatrix/:projectId — the project's roles × permissions (project:permission holders). */
export function ProjectPermissionMatrixPage() {
  const { t } = useTranslation('power');
  const { projectId = '' } = useParams();
  const info = useProject(projectId);
  const p = info.data?.projectInfo;
  return (
    <>
      <Breadcrumbs
        items={[
          { title: t('projects:listTitle'), to: '/project_list' },
          { title: p?.name ?? '…', to: `/project_index/${projectId}` },
          { title: t('projects:configuration'), to: `/projectConfigration/${projectId}` },
          { title: t('title') },
        ]}
      />
      <Card>
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        <PermissionMatrix side={{ kind: 'project', projectId }} />
      </Card>
    </>
  );
}

/** /enterprisePermissionMatrix — the enterprise's roles × permissions (enterprise managers). */
export function EnterprisePermissionMatrixPage() {
  const { t } = useTranslation('power');
  return (
    <>
      <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('title') }]} />
      <Card>
        <Typography.Title level={4}>{t('titleEnterprise')}</Typography.Title>
        <PermissionMatrix side={{ kind: 'enterprise' }} />
      </Card>
    </>
  );
}
