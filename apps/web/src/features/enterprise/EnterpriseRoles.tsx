import { useState } from 'react';
import { App, Button, Card, Checkbox, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_MODULES, PERMISSION_MODULES } from '@trestle/shared';
import { errorText, post } from '../../api/client';

export interface EnterpriseRole {
  id: string;
  name: string;
  builtIn: string | null;
  defaultLevel: number;
  permissions: string[];
}

/** Grants of the enterprise roles, per module and action; managers may change them. */
export function EnterpriseRoles({ roles, editable, onSaved }: { roles: EnterpriseRole[]; editable: boolean; onSaved: () => void }) {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const [roleId, setRoleId] = useState(roles[0]?.id);
  const role = roles.find((r) => r.id === roleId);
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const granted = draft ?? new Set(role?.permissions ?? []);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(key);
    else next.delete(key);
    setDraft(next);
  };
  const save = async () => {
    if (!role || !draft) return;
    const permissions = ENTERPRISE_MODULES.flatMap((m) => PERMISSION_MODULES[m].map((a) => ({ module: m, action: a, allowed: draft.has(`${m}:${a}`) })));
    try {
      await post('/protected/enterprise/update-enterprise-permission', { roleId: role.id, permissions });
      message.success(t('common:saved'));
      setDraft(null);
      onSaved();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const roleName = (r: EnterpriseRole) => (r.builtIn ? t(`builtIn.${r.builtIn}`) : r.name);
  return (
    <Card title={t('roles')} extra={<Select value={roleId} onChange={(v) => { setRoleId(v); setDraft(null); }} style={{ width: 220 }} options={roles.map((r) => ({ value: r.id, label: roleName(r) }))} />}>
      {ENTERPRISE_MODULES.map((m) => (
        <div key={m} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{t(`module.${m}`)}</Typography.Text>
          <div>
            <Space wrap>
              {PERMISSION_MODULES[m].map((a) => (
                <Checkbox key={a} checked={granted.has(`${m}:${a}`)} disabled={!editable} onChange={(e) => toggle(`${m}:${a}`, e.target.checked)}>
                  {t(`action.${a}`)}
                </Checkbox>
              ))}
            </Space>
          </div>
        </div>
      ))}
      {editable && <Button type="primary" disabled={!draft} onClick={save}>{t('common:save')}</Button>}
    </Card>
  );
}
