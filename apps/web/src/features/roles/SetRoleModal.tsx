import { useState } from 'react';
import { App, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { assignRole, type RoleLike, type RoleScope } from './api';
import { useRoleName } from './useRoleName';

/**
 * Gives one role to the chosen people of the scope (staff of the enterprise or members of a
 * project) in one call: all of them or, when the server refuses one, nobody.
 */
export function SetRoleModal(props: { scope: RoleScope; roles: RoleLike[]; userIds: string[]; open: boolean; onClose: (saved: boolean) => void }) {
  const { scope, roles, userIds, open, onClose } = props;
  const { t } = useTranslation('roles');
  const { message } = App.useApp();
  const roleName = useRoleName();
  const [roleId, setRoleId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = (saved: boolean) => {
    setRoleId(undefined);
    onClose(saved);
  };
  const submit = async () => {
    if (!roleId) return;
    setBusy(true);
    try {
      message.success((await assignRole(scope, roleId, userIds)) || t('common:saved'));
      close(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('setRoleTitle', { count: userIds.length })}
      okText={t('common:save')}
      okButtonProps={{ disabled: !roleId, 'data-testid': 'set-role-ok' }}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('setRoleHint')}</Typography.Paragraph>
      <Select
        value={roleId}
        onChange={setRoleId}
        placeholder={t('chooseRole')}
        style={{ width: '100%' }}
        options={roles.map((r) => ({ value: r.id, label: roleName(r) }))}
        data-testid="set-role-select"
      />
    </Modal>
  );
}
