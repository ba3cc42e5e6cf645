import { useState } from 'react';
import { App, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { deleteVersion, deleteVersions, filesKey, listVersions } from './api';
import { downloadFile } from './download';
import { formatTime } from './FileTable';
import type { Abilities } from './abilities';
import type { FileItem, FileVersion } from './types';

/** The versions of a file, newest first: download one, delete one or several (spec 2 §4). */
export function VersionsDrawer(props: { item: FileItem | null; projectId: string; can: Abilities; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('files');
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const fileId = props.item?._id ?? '';
  const q = useQuery({ queryKey: filesKey(props.projectId, 'versions', fileId), queryFn: () => listVersions(props.projectId, fileId), enabled: !!fileId });
  const list = q.data ?? [];

  const fail = (e: unknown) => message.error(errorText(e) || 'Error');
  const done = () => {
    setSelected([]);
    void q.refetch();
    props.onChanged();
  };
  const removeOne = (v: FileVersion) => {
    // The only version: deleting it deletes the file.
    const last = list.length === 1;
    modal.confirm({
      title: last ? t('version.deleteLastTitle') : t('version.deleteTitle', { version: v.version }),
      content: last ? t('version.deleteLast') : undefined,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteVersion(props.projectId, v._id);
          message.success(t('common:deleted'));
          if (last) props.onClose();
          done();
        } catch (e) {
          fail(e);
        }
      },
    });
  };
  const removeSelected = () => {
    const all = selected.length >= list.length;
    modal.confirm({
      title: t('version.deleteMany', { count: selected.length }),
      content: all ? t('version.deleteLast') : undefined,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteVersions(props.projectId, selected);
          message.success(t('common:deleted'));
          if (all) props.onClose();
          done();
        } catch (e) {
          fail(e);
        }
      },
    });
  };
  const download = async (v: FileVersion) => {
    try {
      await downloadFile(props.projectId, fileId, v._id);
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <Drawer
      open={!!props.item}
      title={t('version.title', { name: props.item?.name ?? '' })}
      size={720}
      onClose={() => {
        setSelected([]);
        props.onClose();
      }}
      destroyOnHidden
      extra={
        props.can.remove &&
        selected.length > 0 && (
          <Button danger icon={<DeleteOutlined />} onClick={removeSelected}>
            {t('version.deleteSelected', { count: selected.length })}
          </Button>
        )
      }
    >
      <PageState loading={q.isLoading} error={q.error} empty={list.length === 0} onRetry={() => q.refetch()}>
        <Table<FileVersion>
          rowKey="_id"
          size="small"
          dataSource={list}
          pagination={false}
          data-testid="versions-table"
          rowSelection={props.can.remove ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) } : undefined}
          columns={[
            {
              title: t('version.version'),
              key: 'v',
              width: 90,
              render: (_, v) => (
                <Space size={4}>
                  <span>{`V${v.version}`}</span>
                  {v.current && <Tag color="green">{t('version.current')}</Tag>}
                </Space>
              ),
            },
            { title: t('col.size'), key: 'size', width: 100, render: (_, v) => formatFileSize(v.files?.size ?? 0) },
            { title: t('version.uploader'), key: 'user', width: 120, ellipsis: true, render: (_, v) => v.createUserName ?? '' },
            { title: t('col.createTime'), key: 'time', width: 165, render: (_, v) => formatTime(v.createTime) },
            {
              title: t('version.desc'),
              key: 'desc',
              ellipsis: true,
              render: (_, v) => <Typography.Text type="secondary">{v.versionDesc || '-'}</Typography.Text>,
            },
            {
              title: '',
              key: 'actions',
              width: 80,
              render: (_, v) => (
                <Space size={0}>
                  {props.can.download && <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={t('download')} onClick={() => download(v)} />}
                  {props.can.remove && (
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common:delete')} onClick={() => removeOne(v)} />
                  )}
                </Space>
              ),
            },
          ]}
        />
      </PageState>
    </Drawer>
  );
}
