import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageState } from '../../shell/PageState';
import { roleKeys, type RoleWithHolders } from './api';
import { DeleteRoleModal } from './DeleteRoleModal';
import { RoleFormModal } from './RoleFormModal';
import { useRoleApi } from './useRoleApi';
import { useRoleName } from './useRoleName';

const ENTERPRISE: { kind: 'enterprise' } = { kind: 'enterprise' };

/** The enterprise's roles, highest level first, with their holders: create, edit, delete (enterprise:permission). */
export function EnterpriseRolesPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('roles');
  const api = useRoleApi();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: roleKeys.enterprise(), queryFn: api.enterpriseRoles });
  const roleName = useRoleName();
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'edit' | 'delete'; role: RoleWithHolders } | null>(null);
  const roles = q.data ?? [];
  const changed = async () => {
    setDialog(null);
    await qc.invalidateQueries({ queryKey: roleKeys.enterprise() });
    // Holders moved or a role renamed: the staff rows and every role picker change too.
    onChanged();
  };
  return (
    <>
      <div className="page-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="roles-title">
          {t('enterpriseTitle')}
        </Typography.Title>
        <Space wrap>
          <Link to="/enterprisePermissionMatrix" data-testid="roles-matrix-link">
            <SafetyOutlined /> {t('grantsLink')}
          </Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'new' })} data-testid="role-new">
            {t('new')}
          </Button>
        </Space>
      </div>
      <PageState loading={q.isLoading} error={q.error} empty={roles.length === 0} emptyText={t('empty')} onRetry={() => q.refetch()}>
        <Table<RoleWithHolders>
          rowKey="id"
          size="middle"
          data-testid="roles-table"
          pagination={false}
          dataSource={roles}
          onRow={(r) => ({ 'data-role': r.name }) as object}
          columns={[
            {
              title: t('name'),
              key: 'name',
              render: (_, r) => (
                <Space>
                  <span data-testid="role-row-name">{roleName(r)}</span>
                  {r.builtIn && <Tag>{t('builtInTag')}</Tag>}
                </Space>
              ),
            },
            { title: t('level'), dataIndex: 'defaultLevel', key: 'level', width: 90 },
            { title: t('holders'), key: 'holders', width: 110, render: (_, r) => <span data-testid="role-row-holders">{r.holders}</span> },
            { title: t('remark'), dataIndex: 'remark', key: 'remark', render: (v: string | null) => v ?? '' },
            {
              title: '',
              key: 'actions',
              width: 160,
              render: (_, r) => (
                <Space>
                  <Button size="small" type="link" onClick={() => setDialog({ kind: 'edit', role: r })} data-testid="role-row-edit">
                    {t('edit')}
                  </Button>
                  {!r.builtIn && (
                    <Button size="small" type="link" danger onClick={() => setDialog({ kind: 'delete', role: r })} data-testid="role-row-delete">
                      {t('common:delete')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      <RoleFormModal
        scope={ENTERPRISE}
        open={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        editing={dialog?.kind === 'edit' ? dialog.role : undefined}
        onClose={(id) => (id ? void changed() : setDialog(null))}
      />
      {dialog?.kind === 'delete' && (
        <DeleteRoleModal
          role={dialog.role}
          others={roles.filter((r) => r.id !== dialog.role.id)}
          roleName={roleName}
          onClose={(deleted) => (deleted ? void changed() : setDialog(null))}
        />
      )}
    </>
  );
}
