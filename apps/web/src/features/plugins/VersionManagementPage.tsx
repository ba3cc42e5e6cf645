import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { deletePlugin, PLUGIN_PAGE_SIZE, pluginKeys, pluginPage, type PluginRow } from './api';
import { PluginDialog } from './PluginDialog';
import { VersionsTable } from './VersionsTable';

/** /versionManagement and /AAWork/versionManagement: the plugin catalogue with its versions. */
export function VersionManagementPage() {
  const { t } = useTranslation('plugins');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<PluginRow | 'new' | null>(null);
  const q = useQuery({ queryKey: pluginKeys.page(page, name), queryFn: () => pluginPage(page, name), placeholderData: keepPreviousData });
  const data = q.data?.data;
  const refresh = () => void qc.invalidateQueries({ queryKey: pluginKeys.all() });
  const remove = async (p: PluginRow) => {
    try {
      await deletePlugin(p.id);
      message.success(t('deleted'));
      refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const canAdd = !!data && (data.canAdd.platform || data.canAdd.enterprise);
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space>
          <Input.Search
            allowClear
            placeholder={t('search')}
            onSearch={(v) => {
              setName(v.trim());
              setPage(1);
            }}
            style={{ width: 240 }}
          />
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="plugin-add">
              {t('add')}
            </Button>
          )}
        </Space>
      </Space>
      <PageState loading={q.isLoading} error={q.error} empty={data?.list.length === 0} emptyText={t('empty')} onRetry={() => void q.refetch()}>
        <Table
          rowKey="id"
          dataSource={data?.list ?? []}
          data-testid="plugin-table"
          expandable={{ expandedRowRender: (p) => <VersionsTable plugin={p} onChanged={refresh} /> }}
          pagination={{ current: page, pageSize: PLUGIN_PAGE_SIZE, total: q.data?.pageTotal ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            {
              title: t('field.name'),
              key: 'name',
              render: (_, p) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{p.name}</Typography.Text>
                  <Typography.Text type="secondary">{p.code}</Typography.Text>
                </Space>
              ),
            },
            { title: t('field.kind'), dataIndex: 'kind', width: 90, render: (k: PluginRow['kind']) => t(`kind.${k}`) },
            { title: t('field.scope'), dataIndex: 'scope', width: 110, render: (s: PluginRow['scope']) => <Tag>{t(`scope.${s}`)}</Tag> },
            {
              title: t('field.latest'),
              key: 'latest',
              render: (_, p) =>
                p.latest ? (
                  <Space direction="vertical" size={0}>
                    <span data-testid="plugin-latest">{p.latest.version}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} title={p.latest.sha256}>
                      sha256 {p.latest.sha256.slice(0, 12)}…
                    </Typography.Text>
                  </Space>
                ) : (
                  '—'
                ),
            },
            {
              title: t('field.dependsOn'),
              key: 'deps',
              render: (_, p) => (p.dependsOn.length ? p.dependsOn.map((d) => <Tag key={d.id}>{d.name}</Tag>) : '—'),
            },
            { title: t('field.actions'), key: 'actions', render: (_, p) => (p.actions.length ? p.actions.map((a) => <Tag key={a.key}>{a.name}</Tag>) : '—') },
            {
              title: '',
              key: 'ops',
              width: 150,
              render: (_, p) => (
                <Space>
                  {p.canEdit && (
                    <Button type="link" size="small" onClick={() => setEditing(p)} data-testid="plugin-edit">
                      {t('common:edit')}
                    </Button>
                  )}
                  {p.canDelete && (
                    <Popconfirm
                      title={p.dependents.length ? t('inUse', { names: p.dependents.map((d) => d.name).join(', ') }) : t('deleteConfirm', { name: p.name })}
                      onConfirm={() => remove(p)}
                      okButtonProps={{ danger: true, 'data-testid': 'plugin-delete-ok' }}
                    >
                      <Button type="link" size="small" danger data-testid="plugin-delete">
                        {t('common:delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('latestHint')}
        </Typography.Paragraph>
      </PageState>
      {editing && (
        <PluginDialog
          plugin={editing === 'new' ? null : editing}
          scopes={data?.canAdd ?? { platform: false, enterprise: false }}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
