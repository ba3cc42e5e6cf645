import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { post, type PagedData } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { InviteModal } from './InviteModal';
import { AddUsersModal } from './AddUsersModal';

interface Member {
  userId: string;
  name: string;
  loginName: string;
  email: string | null;
  roleName: string | null;
  isAdmin: boolean;
  joinTime: string;
}

export function MembersTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const [page, setPage] = useState(1);
  const [invite, setInvite] = useState(false);
  const [add, setAdd] = useState(false);
  const q = useQuery({
    queryKey: ['project-members', projectId, page],
    queryFn: () => post<PagedData<Member>>('/protected/project/get-project-members', { projectId, pageNum: page, pageSize: 10 }),
  });
  const closed = (done: boolean, set: (v: boolean) => void) => {
    set(false);
    if (done) void q.refetch();
  };
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<MailOutlined />} onClick={() => setInvite(true)} data-testid="invite-open">{t('inviteByEmail')}</Button>
        <Button icon={<UserAddOutlined />} onClick={() => setAdd(true)}>{t('addUsers')}</Button>
      </Space>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
        <Table<Member>
          rowKey="userId"
          dataSource={q.data?.list}
          pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: t('memberName'), dataIndex: 'name' },
            { title: t('loginName'), dataIndex: 'loginName' },
            { title: t('email'), dataIndex: 'email' },
            { title: t('role'), render: (_, m) => <Space>{m.roleName}{m.isAdmin && <Tag color="gold">{t('admin')}</Tag>}</Space> },
            { title: t('joined'), render: (_, m) => m.joinTime.slice(0, 10) },
          ]}
        />
      </PageState>
      <InviteModal projectId={projectId} open={invite} onClose={(d) => closed(d, setInvite)} />
      <AddUsersModal projectId={projectId} open={add} onClose={(d) => closed(d, setAdd)} />
    </>
  );
}
