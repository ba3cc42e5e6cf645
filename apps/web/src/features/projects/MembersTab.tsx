import { useMemo, useState } from 'react';
import { App, Button, Col, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { MailOutlined, TagsOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { projectMembers, projectsKeys, removeMember, type Member } from './api';
import { useProjectRoles } from './useProjectRoles';
import { useRoleName } from '../roles/useRoleName';
import { useRoleApi } from '../roles/useRoleApi';
import { SetRoleModal } from '../roles/SetRoleModal';
import { PageState } from '../../shell/PageState';
import { InviteModal } from './InviteModal';
import { AddUsersModal } from './AddUsersModal';
import type { MemberAbilities } from './grants';
import { orgsByMember, projectOrgKeys } from './orgs-api';
import { MemberOrgTags, ProjectOrgsPanel } from './ProjectOrgsPanel';

/**
 * The members with their organisations, and beside them the project's organisations. Holders of
 * project:permission (`orgsEditable`) edit the organisations and give one role to several members
 * at once (save-users-roles needs that grant); person:edit changes one member's role.
 */
export function MembersTab({ projectId, can, orgsEditable }: { projectId: string; can: MemberAbilities; orgsEditable: boolean }) {
  const { t } = useTranslation('projects');
  const [page, setPage] = useState(1);
  const [invite, setInvite] = useState(false);
  const [add, setAdd] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [settingRole, setSettingRole] = useState(false);
  const scope = useMemo(() => ({ kind: 'project' as const, projectId }), [projectId]);
  const roleApi = useRoleApi();
  const { message } = App.useApp();
  const roles = useProjectRoles(projectId);
  const q = useQuery({
    queryKey: projectsKeys.members(projectId, page),
    queryFn: () => projectMembers(projectId, page),
  });
  const qc = useQueryClient();
  // A member who leaves the project leaves its organisations too (server side): reload both.
  const reloadOrgs = () => qc.invalidateQueries({ queryKey: projectOrgKeys.project(projectId) });
  const orgs = useQuery({ queryKey: projectOrgKeys.byMember(projectId), queryFn: () => orgsByMember(projectId) });
  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      message.success(t('common:saved'));
      await q.refetch();
      await reloadOrgs();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const roleLabel = useRoleName();
  const closed = (done: boolean, set: (v: boolean) => void) => {
    set(false);
    if (done) void q.refetch();
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space style={{ marginBottom: 16 }}>
          {can.add && (
            <Button icon={<MailOutlined />} onClick={() => setInvite(true)} data-testid="invite-open">
              {t('inviteByEmail')}
            </Button>
          )}
          {can.add && (
            <Button icon={<UserAddOutlined />} onClick={() => setAdd(true)}>
              {t('addUsers')}
            </Button>
          )}
          {orgsEditable && selected.length > 0 && (
            <Button icon={<TagsOutlined />} onClick={() => setSettingRole(true)} data-testid="members-set-role">
              {t('roles:setRole', { count: selected.length })}
            </Button>
          )}
        </Space>
        <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
          <Table<Member>
            rowKey="userId"
            data-testid="members-table"
            dataSource={q.data?.list}
            rowSelection={
              orgsEditable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), preserveSelectedRowKeys: true } : undefined
            }
            pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage }}
            columns={[
              { title: t('memberName'), dataIndex: 'name' },
              { title: t('loginName'), dataIndex: 'loginName' },
              { title: t('email'), dataIndex: 'email' },
              {
                title: t('role'),
                render: (_, m) =>
                  can.edit ? (
                    <Select
                      size="small"
                      style={{ width: 190 }}
                      value={m.roleId ?? undefined}
                      options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r) }))}
                      onChange={(roleId) => act(() => roleApi.updateUserRole(projectId, m.userId, roleId))}
                    />
                  ) : (
                    <Space>
                      {m.roleName}
                      {m.isAdmin && <Tag color="gold">{t('admin')}</Tag>}
                    </Space>
                  ),
              },
              { title: t('orgs.column'), render: (_, m) => <MemberOrgTags orgs={orgs.data?.get(m.userId)} /> },
              { title: t('joined'), render: (_, m) => m.joinTime.slice(0, 10) },
              ...(can.remove
                ? [
                    {
                      title: '',
                      render: (_: unknown, m: Member) =>
                        !m.isAdmin && (
                          <Popconfirm title={t('removeConfirm', { name: m.name })} onConfirm={() => act(() => removeMember(projectId, m.userId))}>
                            <Button size="small" danger type="link">
                              {t('remove')}
                            </Button>
                          </Popconfirm>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </PageState>
      </Col>
      <Col xs={24} xl={8}>
        <ProjectOrgsPanel projectId={projectId} editable={orgsEditable} />
      </Col>
      <InviteModal projectId={projectId} open={invite} onClose={(d) => closed(d, setInvite)} />
      <AddUsersModal projectId={projectId} open={add} onClose={(d) => closed(d, setAdd)} />
      <SetRoleModal
        scope={scope}
        roles={roles.data ?? []}
        userIds={selected}
        open={settingRole}
        onClose={(saved) => {
          setSettingRole(false);
          if (!saved) return;
          setSelected([]);
          void q.refetch();
          void qc.invalidateQueries({ queryKey: projectsKeys.roles(projectId) });
        }}
      />
    </Row>
  );
}
