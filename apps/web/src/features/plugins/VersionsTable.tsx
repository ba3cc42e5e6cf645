import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { deletePlugin, downloadPackage, type PluginRow } from './api';

/** A plugin's versions, newest first: notes, package with its sha256, download, delete. */
export function VersionsTable({ plugin, onChanged }: { plugin: PluginRow; onChanged(): void }) {
  const { t } = useTranslation('plugins');
  const { message } = App.useApp();
  const download = (id: string) => downloadPackage(id).catch((e: unknown) => message.error(errorText(e)));
  const remove = async (versionId: string) => {
    try {
      await deletePlugin(plugin.id, versionId);
      message.success(t('versionDeleted'));
      onChanged();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={plugin.versions}
      data-testid="plugin-versions"
      columns={[
        { title: t('field.version'), dataIndex: 'version', width: 110 },
        { title: t('field.releasedAt'), dataIndex: 'releasedAt', width: 120, render: (v: string) => v.slice(0, 10) },
        { title: t('field.releaseNotes'), dataIndex: 'releaseNotes', render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v || '—'}</span> },
        {
          title: t('field.package'),
          key: 'package',
          render: (_, v) => (
            <Space direction="vertical" size={0}>
              <span>
                {v.fileName} · {formatFileSize(v.size)}
              </span>
              <Typography.Text code copyable style={{ fontSize: 12 }} data-testid="plugin-sha">
                {v.sha256}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: '',
          key: 'ops',
          width: 150,
          render: (_, v) => (
            <Space>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(v.id)} data-testid="plugin-download">
                {t('download')}
              </Button>
              {plugin.canEdit && plugin.versions.length > 1 && (
                <Popconfirm title={t('deleteVersionConfirm', { version: v.version })} onConfirm={() => remove(v.id)}>
                  <Button size="small" danger type="link">
                    {t('common:delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
