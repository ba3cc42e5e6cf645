import { useState } from 'react';
import { App, Modal, Select, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { deleteRole, roleHolders, roleKeys, type RoleLike } from './api';

/**
 * Deletes a role of either scope; while people hold it, asks which role they move to (the server
 * refuses the delete without one and moves them in the same transaction).
 */
export function DeleteRoleModal(props: { role: RoleLike; others: RoleLike[]; roleName: (r: RoleLike) => string; onClose: (deleted: boolean) => void }) {
  const { role, others, roleName, onClose } = props;
  const { t } = useTranslation('roles');
  const { message } = App.useApp();
  const holders = useQuery({ queryKey: roleKeys.holders(role.id), queryFn: () => roleHolders(role.id) });
  const [moveTo, setMoveTo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const held = holders.data ?? 0;
  const submit = async () => {
    setBusy(true);
    try {
      await deleteRole(role.id, held > 0 ? moveTo : undefined);
      message.success(t('deleted'));
      onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('delete', { name: roleName(role) })}
      okText={t('common:delete')}
      okButtonProps={{ danger: true, disabled: holders.isLoading || !!holders.error || (held > 0 && !moveTo), 'data-testid': 'role-delete-ok' }}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
    >
      {holders.isLoading ? (
        <Spin />
      ) : holders.error ? (
        <Typography.Paragraph type="danger">{errorText(holders.error)}</Typography.Paragraph>
      ) : held === 0 ? (
        <Typography.Paragraph>{t('deleteUnused')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph data-testid="role-holders">{t('held', { count: held })}</Typography.Paragraph>
          <Select
            value={moveTo}
            onChange={setMoveTo}
            placeholder={t('moveTo')}
            style={{ width: '100%' }}
            options={others.map((r) => ({ value: r.id, label: roleName(r) }))}
            data-testid="role-move-to"
          />
        </>
      )}
    </Modal>
  );
}
