import { useState } from 'react';
import { App, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addProjectUsers, enterpriseUsers, projectsKeys } from './api';

/** Adds users of the enterprise to the project, picked with a search. */
export function AddUsersModal({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const users = useQuery({
    queryKey: projectsKeys.enterpriseUsers(search),
    queryFn: () => enterpriseUsers(search),
    enabled: open,
  });
  const submit = async () => {
    if (picked.length === 0) return;
    setBusy(true);
    try {
      await addProjectUsers(projectId, picked);
      message.success(t('common:added'));
      setPicked([]);
      onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('addUsers')}
      onCancel={() => onClose(false)}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ disabled: picked.length === 0 }}
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={users.isLoading}
        value={picked}
        onChange={setPicked}
        placeholder={t('searchUsers')}
        notFoundContent={t('common:noData')}
        options={(users.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.loginName})` }))}
      />
    </Modal>
  );
}
