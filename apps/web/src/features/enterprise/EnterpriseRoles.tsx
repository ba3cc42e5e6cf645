import { useState } from 'react';
import { App, Button, Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_MODULES } from '@trestle/shared';
import { errorText } from '../../api/client';
import { updateEnterpriseRole, type EnterpriseRole } from './api';
import { GrantMatrix, useGrantDraft } from '../../shell/GrantMatrix';

/** Grants of the enterprise roles, per module and action; managers may change them. */
export function EnterpriseRoles({ roles, editable, onSaved }: { roles: EnterpriseRole[]; editable: boolean; onSaved: () => void }) {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const [roleId, setRoleId] = useState(roles[0]?.id);
  const role = roles.find((r) => r.id === roleId);
  const draft = useGrantDraft(role?.permissions);
  const save = async () => {
    if (!role || !draft.dirty) return;
    try {
      await updateEnterpriseRole(role.id, draft.changes(ENTERPRISE_MODULES));
      message.success(t('common:saved'));
      draft.reset();
      onSaved();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const roleName = (r: EnterpriseRole) => (r.builtIn ? t(`builtIn.${r.builtIn}`) : r.name);
  return (
    <Card
      title={t('roles')}
      extra={
        <Select
          value={roleId}
          onChange={(v) => {
            setRoleId(v);
            draft.reset();
          }}
          style={{ width: 220 }}
          options={roles.map((r) => ({ value: r.id, label: roleName(r) }))}
        />
      }
    >
      <GrantMatrix
        modules={ENTERPRISE_MODULES}
        granted={draft.granted}
        disabled={!editable}
        onToggle={draft.toggle}
        moduleLabel={(m) => t(`module.${m}`)}
        actionLabel={(a) => t(`action.${a}`)}
      />
      {editable && (
        <Button type="primary" disabled={!draft.dirty} onClick={save}>
          {t('common:save')}
        </Button>
      )}
    </Card>
  );
}
