import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageState } from '../../shell/PageState';
import { groupHomeKeys, openEnterpriseFiles } from './api';

/**
 * /enterprise_files_index: the enterprise's own documents (templates, standards, company
 * documents), opened in the projects' file manager on the enterprise's document area.
 */
export function EnterpriseFilesPage() {
  const { t } = useTranslation('grouphome');
  const q = useQuery({ queryKey: groupHomeKeys.enterpriseFiles(), queryFn: openEnterpriseFiles });
  const to = q.data ? `/project-files?${new URLSearchParams({ projectId: q.data.projectId, projectName: t('enterpriseFiles') }).toString()}` : null;
  return (
    <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
      {to && <Navigate to={to} replace />}
    </PageState>
  );
}
