import { useMemo, useState } from 'react';
import { App, Button, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROJECT_MODULES } from '@trestle/shared';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { GrantMatrix, useGrantDraft } from '../../shell/GrantMatrix';
import { projectsKeys, updateRolePermissions } from './api';
import { useProjectRoles } from './useProjectRoles';
import { RoleFormModal } from '../roles/RoleFormModal';
import { DeleteRoleModal } from '../roles/DeleteRoleModal';
import { useRoleName } from '../roles/useRoleName';

/** Roles of the project (highest defaultLevel first) and their grants per module and action. */
export function RolesTab({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useProjectRoles(projectId);
  const [roleId, setRoleId] = useState<string>();
  /** The open dialog: a new role, editing the shown one, or deleting it. */
  const [dialog, setDialog] = useState<'new' | 'edit' | 'delete' | null>(null);
  const roles = q.data ?? [];
  const role = roles.find((r) => r.id === roleId) ?? roles[0];
  const draft = useGrantDraft(role?.permissions);
  const roleName = useRoleName();
  const scope = useMemo(() => ({ kind: 'project' as const, projectId }), [projectId]);
  const save = async () => {
    if (!role || !draft.dirty) return;
    try {
      await updateRolePermissions(projectId, role.id, draft.changes(PROJECT_MODULES));
      message.success(t('common:saved'));
      draft.reset();
      await qc.invalidateQueries({ queryKey: projectsKeys.roles(projectId) });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const afterChange = async (shown?: string) => {
    setDialog(null);
    draft.reset();
    if (shown !== undefined) setRoleId(shown);
    await qc.invalidateQueries({ queryKey: projectsKeys.roles(projectId) });
    // A deleted role's holders moved, a renamed role shows its new name: the member list changed.
    await qc.invalidateQueries({ queryKey: projectsKeys.allMembers(projectId) });
  };
  // The administrator role holds everything by definition; its grants are shown, not edited.
  const locked = !editable || role?.builtIn === 'project_admin';
  return (
    <PageState loading={q.isLoading} error={q.error} empty={roles.length === 0} onRetry={() => q.refetch()}>
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>{t('role')}</Typography.Text>
        <Select
          value={role?.id}
          onChange={(v) => {
            setRoleId(v);
            draft.reset();
          }}
          style={{ width: 240 }}
          options={roles.map((r) => ({ value: r.id, label: roleName(r) }))}
          data-testid="role-select"
        />
        {editable && (
          <>
            <Button onClick={() => setDialog('new')} data-testid="role-new">
              {t('roles:new')}
            </Button>
            <Button disabled={!role} onClick={() => setDialog('edit')} data-testid="role-edit">
              {t('roles:edit')}
            </Button>
            <Button danger disabled={!role || !!role.builtIn} onClick={() => setDialog('delete')} data-testid="role-delete">
              {t('common:delete')}
            </Button>
          </>
        )}
      </Space>
      {role?.remark && <Typography.Paragraph type="secondary">{role.remark}</Typography.Paragraph>}
      <RoleFormModal
        scope={scope}
        open={dialog === 'new' || dialog === 'edit'}
        editing={dialog === 'edit' ? role : undefined}
        onClose={(id) => (id ? afterChange(id) : setDialog(null))}
      />
      {dialog === 'delete' && role && (
        <DeleteRoleModal
          role={role}
          others={roles.filter((r) => r.id !== role.id)}
          roleName={roleName}
          onClose={(deleted) => (deleted ? afterChange('') : setDialog(null))}
        />
      )}
      <GrantMatrix
        modules={PROJECT_MODULES}
        granted={draft.granted}
        disabled={locked}
        onToggle={draft.toggle}
        moduleLabel={(m) => t(`module.${m}`)}
        actionLabel={(a) => t(`action.${a}`)}
        moduleHint={(m) => (m === 'annotation' ? t('moduleHint.annotation') : undefined)}
      />
      {!locked && (
        <Button type="primary" disabled={!draft.dirty} onClick={save} data-testid="role-save">
          {t('common:save')}
        </Button>
      )}
    </PageState>
  );
}
