import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Collapse, Modal, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../api/client';

interface RoleGrant {
  roleId: string;
  roleName: string;
  builtIn: string | null;
  actions: string[];
}
interface NodePermission {
  fileId: string;
  name: string;
  permissionType: 'public' | 'restricted';
  inheritedFrom: { id: string; name: string } | null;
  actions: string[];
  roles: RoleGrant[];
  canEdit: boolean;
}

/**
 * A folder's, file's or cabinet's permissions (docs/sharing-permissions.md): public (the
 * project's role permissions apply) or restricted to the role actions chosen here.
 */
export function NodePermissionModal(props: { projectId: string; moduleType: 'dms' | 'cabinet'; target: { id: string; name: string } | null; onClose(): void; onSaved?(): void }) {
  const { t } = useTranslation('files');
  const { t: tp } = useTranslation('projects');
  const { message } = App.useApp();
  const id = props.target?.id;
  const q = useQuery({
    queryKey: ['node-permission', props.projectId, props.moduleType, id],
    queryFn: () => post<NodePermission>('/protected/role-mysql/get-file-initial-permission', { projectId: props.projectId, fileId: id, moduleType: props.moduleType }),
    enabled: !!id,
  });
  const [type, setType] = useState<'public' | 'restricted'>('public');
  const [grants, setGrants] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!q.data) return;
    setType(q.data.permissionType);
    setGrants(Object.fromEntries(q.data.roles.map((r) => [r.roleId, r.actions])));
  }, [q.data]);

  const save = async () => {
    setSaving(true);
    try {
      const roles = type === 'restricted' ? Object.entries(grants).map(([roleId, actions]) => ({ roleId, actions })) : [];
      await post('/protected/role-mysql/save-file-roles', { projectId: props.projectId, fileId: id, moduleType: props.moduleType, permissionType: type, roles });
      message.success(t('perm.saved'));
      props.onSaved?.();
      props.onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  const d = q.data;
  const editable = !!d?.canEdit;
  const roleName = (r: RoleGrant) => (r.builtIn ? tp(`builtInRole.${r.builtIn}`, { defaultValue: r.roleName }) : r.roleName);
  return (
    <Modal
      open={!!props.target}
      title={t('perm.title', { name: props.target?.name ?? '' })}
      onCancel={props.onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !editable, loading: saving, ...{ 'data-testid': 'perm-save' } }}
      width={760}
      destroyOnHidden
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error)} />}
      {d && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="perm-dialog">
          <Radio.Group value={type} onChange={(e) => setType(e.target.value)} disabled={!editable}>
            <Space orientation="vertical">
              <Radio value="public" data-testid="perm-public">{t('perm.public')}</Radio>
              <Radio value="restricted" data-testid="perm-restricted">{t('perm.restricted')}</Radio>
            </Space>
          </Radio.Group>
          <Typography.Text type="secondary">{type === 'public' ? (d.inheritedFrom ? t('perm.inheritsFrom', { name: d.inheritedFrom.name }) : t('perm.inheritsProject')) : t('perm.restrictedHelp')}</Typography.Text>
          {type === 'restricted' && <Alert type="warning" showIcon title={t('perm.notice')} />}
          <Collapse
            size="small"
            defaultActiveKey={d.roles.filter((r) => !r.builtIn || r.builtIn === 'project_member').map((r) => r.roleId)}
            items={d.roles.map((r) => ({
              key: r.roleId,
              label: (
                <Space>
                  {roleName(r)}
                  {r.builtIn === 'project_admin' && <Tag>{t('perm.allAlways')}</Tag>}
                </Space>
              ),
              children: (
                <Checkbox.Group
                  data-testid={`perm-role-${r.builtIn ?? r.roleId}`}
                  disabled={!editable || type === 'public' || r.builtIn === 'project_admin'}
                  value={r.builtIn === 'project_admin' ? d.actions : type === 'public' ? r.actions : grants[r.roleId] ?? []}
                  onChange={(v) => setGrants((g) => ({ ...g, [r.roleId]: v as string[] }))}
                  options={d.actions.map((a) => ({ value: a, label: tp(`action.${a}`) }))}
                />
              ),
            }))}
          />
        </Space>
      )}
    </Modal>
  );
}
