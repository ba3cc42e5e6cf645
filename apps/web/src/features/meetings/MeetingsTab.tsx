import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { deleteMeeting, listMeetings, MEETING_PAGE_SIZE, meetingsKey, meetingsPageKey, type MeetingSummary } from './api';
import { MeetingLabel } from './MeetingLabel';
import { MeetingDrawer } from './MeetingDrawer';
import { MeetingFormModal } from './MeetingFormModal';

/**
 * The "Meetings" tab of /issue (spec 3 §3 Meeting: code, description, label colour, documents,
 * issue count, creator): search, paging, create/edit/delete, and a drawer per meeting with its
 * summary, documents and issues. Actions show as the server's abilities allow (canAdd, can).
 */
export function MeetingsTab(p: { projectId: string; projectName: string }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ meeting: MeetingSummary | null } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useQuery({
    queryKey: meetingsPageKey(p.projectId, pageNum, search),
    queryFn: () => listMeetings(p.projectId, pageNum, search),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: meetingsKey(p.projectId) });

  const remove = async (m: MeetingSummary) => {
    try {
      message.success((await deleteMeeting(p.projectId, m.id)) || t('deleted'));
      // The last row of a page gone: step back a page.
      if (q.data && q.data.list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
      await refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const rows = q.data?.list ?? [];
  return (
    <div data-testid="meetings-tab">
      <div className="page-toolbar">
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPageNum(1);
          }}
          style={{ width: 280 }}
          data-testid="meetings-search"
        />
        {q.data?.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ meeting: null })} data-testid="meeting-new">
            {t('new')}
          </Button>
        )}
      </div>
      <PageState
        loading={q.isLoading}
        error={q.isError ? q.error : null}
        empty={!q.isLoading && !rows.length && !q.isError}
        emptyText={search ? t('noMatch') : t('empty')}
        onRetry={() => void q.refetch()}
      >
        <Table<MeetingSummary>
          rowKey="id"
          size="middle"
          dataSource={rows}
          loading={q.isPlaceholderData}
          onRow={(m) =>
            ({
              onClick: () => setOpenId(m.id),
              style: { cursor: 'pointer' },
              'data-testid': 'meeting-row',
              'data-code': m.code,
            }) as React.HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: pageNum,
            pageSize: MEETING_PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
            showTotal: (n) => t('total', { n }),
          }}
          columns={[
            { title: t('col.code'), key: 'code', width: 160, render: (_, m) => <MeetingLabel code={m.code} color={m.labelColor} /> },
            {
              title: t('col.description'),
              dataIndex: 'description',
              ellipsis: true,
              render: (v: string | null) => v || <Typography.Text type="secondary">—</Typography.Text>,
            },
            { title: t('col.date'), dataIndex: 'meetingDate', width: 120, render: (v: string | null) => v ?? '—' },
            {
              title: t('col.issues'),
              dataIndex: 'issueCount',
              width: 90,
              align: 'right',
              render: (n: number) => <span data-testid="meeting-issue-count">{n}</span>,
            },
            {
              title: t('col.documents'),
              key: 'docs',
              width: 100,
              align: 'right',
              render: (_, m) => <span data-testid="meeting-doc-count">{m.documents.length}</span>,
            },
            { title: t('col.creator'), key: 'creator', width: 130, render: (_, m) => m.creator.name },
            {
              title: t('col.actions'),
              key: 'actions',
              width: 110,
              render: (_, m) => (
                <Space size={0} onClick={(e) => e.stopPropagation()}>
                  {m.can.edit && (
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('edit')}
                      title={t('edit')}
                      onClick={() => setEditing({ meeting: m })}
                      data-testid="meeting-edit"
                    />
                  )}
                  {m.can.delete && (
                    <Popconfirm
                      title={t('deleteConfirm', { code: m.code })}
                      description={t('deleteHint')}
                      okText={t('delete')}
                      cancelText={t('cancel')}
                      okButtonProps={{ danger: true, 'data-testid': 'meeting-delete-ok' }}
                      onConfirm={() => remove(m)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('delete')}
                        title={t('delete')}
                        data-testid="meeting-delete"
                      />
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      <MeetingFormModal
        projectId={p.projectId}
        open={!!editing}
        meeting={editing?.meeting ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void refresh();
        }}
      />
      <MeetingDrawer projectId={p.projectId} projectName={p.projectName} meetingId={openId} onClose={() => setOpenId(null)} onChanged={() => void refresh()} />
    </div>
  );
}
