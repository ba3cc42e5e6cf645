import { useState } from 'react';
import { App, Button, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROJECT_MODULES } from '@trestle/shared';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { GrantMatrix, useGrantDraft } from '../../shell/GrantMatrix';
import { projectsKeys, updateRolePermissions, type ProjectRole } from './api';
import { useProjectRoles } from './useProjectRoles';

/** Roles of the project (highest defaultLevel first) and their grants per module and action. */
export function RolesTab({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useProjectRoles(projectId);
  const [roleId, setRoleId] = useState<string>();
  const roles = q.data ?? [];
  const role = roles.find((r) => r.id === roleId) ?? roles[0];
  const draft = useGrantDraft(role?.permissions);
  const roleName = (r: ProjectRole) => (r.builtIn ? t(`builtInRole.${r.builtIn}`) : r.name);
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
      </Space>
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
