import { useState } from 'react';
import { App, Modal, Select, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { deleteProjectRole, projectsKeys, roleHolders, type ProjectRole } from './api';

/**
 * Deletes a project role; while people hold it, asks which role they move to (the server
 * refuses the delete without one and moves them in the same transaction).
 */
export function DeleteRoleModal(props: {
  role: ProjectRole;
  others: ProjectRole[];
  roleName: (r: ProjectRole) => string;
  onClose: (deleted: boolean) => void;
}) {
  const { role, others, roleName, onClose } = props;
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const holders = useQuery({ queryKey: projectsKeys.roleHolders(role.id), queryFn: () => roleHolders(role.id) });
  const [moveTo, setMoveTo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const held = holders.data ?? 0;
  const submit = async () => {
    setBusy(true);
    try {
      await deleteProjectRole(role.id, held > 0 ? moveTo : undefined);
      message.success(t('roleDeleted'));
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
      title={t('roleDelete', { name: roleName(role) })}
      okText={t('common:delete')}
      okButtonProps={{ danger: true, disabled: holders.isLoading || (held > 0 && !moveTo) }}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
    >
      {holders.isLoading ? (
        <Spin />
      ) : held === 0 ? (
        <Typography.Paragraph>{t('roleDeleteUnused')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph data-testid="role-holders">{t('roleHeld', { count: held })}</Typography.Paragraph>
          <Select
            value={moveTo}
            onChange={setMoveTo}
            placeholder={t('roleMoveTo')}
            style={{ width: '100%' }}
            options={others.map((r) => ({ value: r.id, label: roleName(r) }))}
            data-testid="role-move-to"
          />
        </>
      )}
    </Modal>
  );
}
