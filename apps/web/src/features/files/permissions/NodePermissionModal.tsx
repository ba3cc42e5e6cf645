import type { PermissionType } from '@trestle/shared/permission-responses';
import { useEffect, useState } from 'react';
import { Alert, App, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { nodePermission, nodePermissionKeys, saveNodePermission, type NodeModule, type RoleGrant } from './api';
import { NodeGrantMatrix } from './NodeGrantMatrix';

/**
 * A folder's, file's or cabinet's permissions (docs/sharing-permissions.md): public (the
 * project's role permissions apply) or restricted to the role actions chosen here.
 */
export function NodePermissionModal(props: {
  projectId: string;
  moduleType: NodeModule;
  target: { id: string; name: string } | null;
  onClose(): void;
  onSaved?(): void;
}) {
  const { t } = useTranslation('files');
  const { t: tp } = useTranslation('projects');
  const { message } = App.useApp();
  const id = props.target?.id;
  const q = useQuery({
    queryKey: nodePermissionKeys.node(props.projectId, props.moduleType, id),
    queryFn: () => nodePermission(props.projectId, props.moduleType, id ?? ''),
    enabled: !!id,
  });
  const [type, setType] = useState<PermissionType>('public');
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
      await saveNodePermission({
        projectId: props.projectId,
        fileId: id ?? '',
        moduleType: props.moduleType,
        permissionType: type,
        roles,
      });
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
              <Radio value="public" data-testid="perm-public">
                {t('perm.public')}
              </Radio>
              <Radio value="restricted" data-testid="perm-restricted">
                {t('perm.restricted')}
              </Radio>
            </Space>
          </Radio.Group>
          <Typography.Text type="secondary">
            {type === 'public'
              ? d.inheritedFrom
                ? t('perm.inheritsFrom', { name: d.inheritedFrom.name })
                : t('perm.inheritsProject')
              : t('perm.restrictedHelp')}
          </Typography.Text>
          {type === 'restricted' && <Alert type="warning" showIcon title={t('perm.notice')} />}
          {type === 'public' && d.permissionType === 'restricted' ? (
            // What the roles hold once the own list is gone is only known after saving.
            <Alert type="info" showIcon title={t('perm.backToPublic')} data-testid="perm-back-to-public" />
          ) : (
            <NodeGrantMatrix
              actions={d.actions}
              roles={d.roles.map((r) => ({ roleId: r.roleId, name: roleName(r), admin: r.builtIn === 'project_admin', key: r.builtIn ?? r.roleId }))}
              // Public: what each role holds here through the project (or the folder above), read-only.
              granted={type === 'public' ? Object.fromEntries(d.roles.map((r) => [r.roleId, r.actions])) : grants}
              disabled={!editable || type === 'public'}
              onChange={(roleId, actions) => setGrants((g) => ({ ...g, [roleId]: actions }))}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
