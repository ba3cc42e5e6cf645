import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { currentNotices, deleteNotice, NOTICE_PAGE_SIZE, noticeKeys, noticePage, type NoticeRow } from './api';
import { NoticeDialog } from './NoticeDialog';

type Audience = 'platform' | 'enterprise';
const localTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** /noticeManagement: the notices a system manager (platform) or an enterprise manager (their staff) manages. */
export function NoticeManagementPage() {
  const { t } = useTranslation('notices');
  const me = useQuery({ queryKey: noticeKeys.current(), queryFn: currentNotices });
  const can = me.data?.canManage;
  const audiences = (['platform', 'enterprise'] as const).filter((a) => can?.[a]);
  const [chosen, setChosen] = useState<Audience | null>(null);
  const audience = chosen && audiences.includes(chosen) ? chosen : audiences[0];
  return (
    <Card>
      <Typography.Title level={4}>{t('manageTitle')}</Typography.Title>
      <PageState
        loading={me.isLoading}
        error={me.error}
        empty={!!me.data && audiences.length === 0}
        emptyText={t('cannotManage')}
        onRetry={() => void me.refetch()}
      >
        {audience && (
          <>
            {audiences.length > 1 && (
              <Tabs activeKey={audience} onChange={(k) => setChosen(k as Audience)} items={audiences.map((a) => ({ key: a, label: t(`audience.${a}`) }))} />
            )}
            <NoticeTable key={audience} audience={audience} />
          </>
        )}
      </PageState>
    </Card>
  );
}

function NoticeTable({ audience }: { audience: Audience }) {
  const { t } = useTranslation('notices');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NoticeRow | 'new' | null>(null);
  const q = useQuery({ queryKey: noticeKeys.page(audience, page), queryFn: () => noticePage(audience, page), placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: noticeKeys.all() });
  const remove = async (n: NoticeRow) => {
    try {
      await deleteNotice(n.id);
      message.success(t('deleted'));
      refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const state = (n: NoticeRow) => (n.status === 'draft' ? 'draft' : n.current ? 'current' : Date.parse(n.validFrom) > Date.now() ? 'upcoming' : 'ended');
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }} data-testid="notice-add">
        {t('add')}
      </Button>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.data.list.length === 0} emptyText={t('empty')} onRetry={() => void q.refetch()}>
        <Table
          rowKey="id"
          dataSource={q.data?.data.list ?? []}
          data-testid="notice-table"
          pagination={{ current: page, pageSize: NOTICE_PAGE_SIZE, total: q.data?.pageTotal ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { title: t('field.title'), dataIndex: 'title' },
            {
              title: t('field.window'),
              key: 'window',
              render: (_, n) => `${localTime(n.validFrom)} – ${n.validUntil ? localTime(n.validUntil) : t('open')}`,
            },
            {
              title: t('field.status'),
              key: 'status',
              render: (_, n) => {
                const s = state(n);
                return <Tag color={s === 'current' ? 'green' : s === 'draft' ? 'default' : 'blue'}>{t(`state.${s}`)}</Tag>;
              },
            },
            { title: t('field.seen'), dataIndex: 'seenCount', width: 90 },
            { title: t('field.author'), key: 'author', render: (_, n) => n.createdBy.name },
            {
              title: '',
              key: 'ops',
              width: 140,
              render: (_, n) => (
                <Space>
                  <Button type="link" size="small" onClick={() => setEditing(n)}>
                    {t('common:edit')}
                  </Button>
                  <Popconfirm title={t('deleteConfirm', { title: n.title })} onConfirm={() => remove(n)} okButtonProps={{ danger: true }}>
                    <Button type="link" size="small" danger>
                      {t('common:delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      {editing && (
        <NoticeDialog
          audience={audience}
          notice={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </>
  );
}
