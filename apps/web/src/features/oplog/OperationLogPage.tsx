import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useProject } from '../../api/project';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { enterpriseInfo, enterpriseKeys } from '../enterprise/api';
import { useProjectRoles } from '../projects/useProjectRoles';
import { OperationLog } from './OperationLog';

const byId = (roles: { id: string; name: string }[] | undefined) => Object.fromEntries((roles ?? []).map((r) => [r.id, r.name]));

/** /operationLog/:projectId — the project's operation log (project admins, project:log_statistics_allow). */
export function ProjectOperationLogPage() {
  const { t } = useTranslation('oplog');
  const { projectId = '' } = useParams();
  const info = useProject(projectId);
  const p = info.data?.projectInfo;
  const roles = useProjectRoles(projectId);
  return (
    <>
      <Breadcrumbs
        items={[{ title: t('projects:listTitle'), to: '/project_list' }, { title: p?.name ?? '…', to: `/project_index/${projectId}` }, { title: t('title') }]}
      />
      <Card>
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        <OperationLog key={projectId} side={{ kind: 'project', projectId }} roleNames={byId(roles.data)} />
      </Card>
    </>
  );
}

/** /enterpriseOperationLog — every row of the enterprise, its projects' included (enterprise managers). */
export function EnterpriseOperationLogPage() {
  const { t } = useTranslation('oplog');
  const info = useQuery({ queryKey: enterpriseKeys.info(), queryFn: enterpriseInfo });
  return (
    <>
      <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('titleEnterprise') }]} />
      <Card>
        <Typography.Title level={4}>{t('titleEnterprise')}</Typography.Title>
        <OperationLog side={{ kind: 'enterprise' }} roleNames={byId(info.data?.roles)} />
      </Card>
    </>
  );
}
