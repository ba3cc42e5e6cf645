import { Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/client';
import { PageState } from '../../shell/PageState';

interface Role {
  id: string;
  name: string;
  remark: string | null;
  defaultLevel: number;
  builtIn: string | null;
  permissions: string[];
}

/** Roles of the project, highest defaultLevel first, with their grants. */
export function RolesTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const q = useQuery({ queryKey: ['project-roles', projectId], queryFn: () => post<Role[]>('/protected/project/get-project-roles', { projectId }) });
  const roleName = (r: Role) => (r.builtIn ? t(`builtInRole.${r.builtIn}`) : r.name);
  return (
    <PageState loading={q.isLoading} error={q.error} empty={q.data?.length === 0} onRetry={() => q.refetch()}>
      <Table<Role>
        rowKey="id"
        dataSource={q.data}
        pagination={false}
        columns={[
          { title: t('role'), render: (_, r) => roleName(r), width: 200 },
          { title: t('level'), dataIndex: 'defaultLevel', width: 80 },
          { title: t('grants'), render: (_, r) => r.permissions.map((p) => <Tag key={p} style={{ marginBottom: 4 }}>{p}</Tag>) },
        ]}
      />
    </PageState>
  );
}
