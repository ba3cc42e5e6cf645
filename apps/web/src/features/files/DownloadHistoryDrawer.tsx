import { useState } from 'react';
import { App, Button, Drawer, Pagination, Popconfirm, Table, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { deleteDownloadHistory, downloadHistory, filesKey, pollPack } from './api';
import { downloadFile, goTo } from './download';
import { formatTime } from './FileTable';
import type { DownloadHistoryEntry } from './types';

const STATE_COLORS: Record<string, string> = { requested: 'blue', done: 'green', failed: 'red', expired: 'default', queued: 'blue', packing: 'blue' };

/** The caller's downloads in this project (get-download-history); entries can be removed or fetched again. */
export function DownloadHistoryDrawer(props: { open: boolean; projectId: string; onClose(): void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const q = useQuery({ queryKey: filesKey(props.projectId, 'history', page), queryFn: () => downloadHistory(props.projectId, page), enabled: props.open });

  const remove = async (ids: string[]) => {
    try {
      await deleteDownloadHistory(ids);
      message.success(t('common:deleted'));
      setSelected([]);
      void q.refetch();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const again = async (h: DownloadHistoryEntry) => {
    try {
      if (h.kind === 'pack' && h.packId) {
        const task = await pollPack(props.projectId, h.packId);
        if (task.url) goTo(task.url);
        else message.warning(t(`pack.${task.state}`));
      } else if (h.kind === 'file' && h.fileId) {
        await downloadFile(props.projectId, h.fileId);
      }
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <Drawer
      open={props.open}
      title={t('history.title')}
      size={720}
      onClose={props.onClose}
      extra={
        selected.length > 0 && (
          <Popconfirm title={t('history.deleteConfirm', { count: selected.length })} onConfirm={() => remove(selected)}>
            <Button danger icon={<DeleteOutlined />}>
              {t('history.deleteSelected', { count: selected.length })}
            </Button>
          </Popconfirm>
        )
      }
    >
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} emptyText={t('history.empty')} onRetry={() => q.refetch()}>
        <Table<DownloadHistoryEntry>
          rowKey="_id"
          size="small"
          dataSource={q.data?.list}
          pagination={false}
          data-testid="history-table"
          rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
          columns={[
            { title: t('col.name'), dataIndex: 'name', ellipsis: true },
            { title: t('history.kind'), key: 'kind', width: 90, render: (_, h) => t(`history.${h.kind}`) },
            { title: t('col.size'), key: 'size', width: 100, render: (_, h) => formatFileSize(h.size ?? 0) },
            { title: t('history.time'), key: 'time', width: 165, render: (_, h) => formatTime(h.createTime) },
            {
              title: t('history.state'),
              key: 'state',
              width: 100,
              render: (_, h) => (h.kind === 'pack' && h.packState ? <Tag color={STATE_COLORS[h.packState]}>{t(`pack.state.${h.packState}`)}</Tag> : null),
            },
            {
              title: '',
              key: 'actions',
              width: 80,
              render: (_, h) => (
                <>
                  {(h.kind === 'file' || (h.kind === 'pack' && h.packState === 'done')) && (
                    <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={t('download')} onClick={() => again(h)} />
                  )}
                  <Popconfirm title={t('history.deleteConfirm', { count: 1 })} onConfirm={() => remove([h._id])}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common:delete')} />
                  </Popconfirm>
                </>
              ),
            },
          ]}
        />
        <Pagination
          style={{ marginTop: 12, textAlign: 'right' }}
          size="small"
          current={page}
          pageSize={10}
          total={q.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      </PageState>
    </Drawer>
  );
}
