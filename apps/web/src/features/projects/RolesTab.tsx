import { useState } from 'react';
import { App, Button, Checkbox, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSION_MODULES, PROJECT_MODULES } from '@trestle/shared';
import { errorText, post } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { useProjectRoles, type ProjectRole } from './useProjectRoles';

/** Roles of the project (highest defaultLevel first) and their grants per module and action. */
export function RolesTab({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useProjectRoles(projectId);
  const [roleId, setRoleId] = useState<string>();
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const roles = q.data ?? [];
  const role = roles.find((r) => r.id === roleId) ?? roles[0];
  const granted = draft ?? new Set(role?.permissions ?? []);
  const roleName = (r: ProjectRole) => (r.builtIn ? t(`builtInRole.${r.builtIn}`) : r.name);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(key);
    else next.delete(key);
    setDraft(next);
  };
  const save = async () => {
    if (!role || !draft) return;
    const permissions = PROJECT_MODULES.flatMap((m) => PERMISSION_MODULES[m].map((a) => ({ module: m, action: a, allowed: draft.has(`${m}:${a}`) })));
    try {
      await post('/protected/project/update-project-role-permission', { projectId, roleId: role.id, permissions });
      message.success(t('common:saved'));
      setDraft(null);
      await qc.invalidateQueries({ queryKey: ['project-roles', projectId] });
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
        <Select value={role?.id} onChange={(v) => { setRoleId(v); setDraft(null); }} style={{ width: 240 }} options={roles.map((r) => ({ value: r.id, label: roleName(r) }))} data-testid="role-select" />
      </Space>
      {PROJECT_MODULES.map((m) => (
        <div key={m} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{t(`module.${m}`)}</Typography.Text>
          <div>
            <Space wrap>
              {PERMISSION_MODULES[m].map((a) => (
                <Checkbox key={a} checked={granted.has(`${m}:${a}`)} disabled={locked} onChange={(e) => toggle(`${m}:${a}`, e.target.checked)}>
                  {t(`action.${a}`)}
                </Checkbox>
              ))}
            </Space>
          </div>
        </div>
      ))}
      {!locked && <Button type="primary" disabled={!draft} onClick={save} data-testid="role-save">{t('common:save')}</Button>}
    </PageState>
  );
}
