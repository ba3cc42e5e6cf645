import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { appStoreKeys, deleteWebsite, listWebsites, tagWebsite, type Website } from './api';
import { WebsiteDialog } from './WebsiteDialog';

/** /appStore — the platform's web apps (system managers): paged, filtered by tag, tags added and removed in place. */
export function WebsitesPage() {
  const { t } = useTranslation('appstore');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [tag, setTag] = useState<string | undefined>();
  const query = { pageNum: page, pageSize: 10, tag: tag ?? null };
  const q = useQuery({ queryKey: appStoreKeys.websites(query), queryFn: () => listWebsites(query) });
  const [dialog, setDialog] = useState<{ editing: Website | null } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: appStoreKeys.allWebsites });
  const act = async (run: () => Promise<unknown>) => {
    try {
      const msg = await run();
      if (typeof msg === 'string') message.success(msg);
      await refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <Card>
      <div className="page-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('websitesTitle')}
        </Typography.Title>
        <Space>
          <Select
            allowClear
            placeholder={t('filterTag')}
            style={{ width: 180 }}
            value={tag}
            onChange={(v: string | undefined) => {
              setTag(v);
              setPage(1);
            }}
            options={(q.data?.tags ?? []).map((x) => ({ value: x.tag, label: `${x.tag} (${x.count})` }))}
            data-testid="website-tag-filter"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })} data-testid="website-new">
            {t('newApp')}
          </Button>
        </Space>
      </div>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} emptyText={t('noWebsites')} onRetry={() => q.refetch()}>
        <Table<Website>
          rowKey="id"
          dataSource={q.data?.list}
          data-testid="website-table"
          pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            {
              title: t('url'),
              render: (_, w) => (
                <a href={w.url} target="_blank" rel="noopener noreferrer">
                  {w.url}
                </a>
              ),
            },
            {
              title: t('tags'),
              render: (_, w) => (
                <Space size={[4, 4]} wrap>
                  {w.tags.map((x) => (
                    <Tag key={x} closable onClose={(e) => (e.preventDefault(), void act(() => tagWebsite(w.id, { remove: [x] })))}>
                      {x}
                    </Tag>
                  ))}
                  <Input
                    size="small"
                    placeholder={t('addTag')}
                    style={{ width: 100 }}
                    maxLength={30}
                    data-testid={`website-add-tag-${w.name}`}
                    onPressEnter={(e) => {
                      const v = e.currentTarget.value.trim();
                      e.currentTarget.value = '';
                      if (v) void act(() => tagWebsite(w.id, { add: [v] }));
                    }}
                  />
                </Space>
              ),
            },
            { title: t('enterprises'), dataIndex: 'enterpriseCount', width: 110 },
            {
              title: '',
              width: 160,
              render: (_, w) => (
                <Space>
                  <Button size="small" onClick={() => setDialog({ editing: w })}>
                    {t('common:edit')}
                  </Button>
                  <Popconfirm title={t('deleteConfirm', { name: w.name })} onConfirm={() => act(() => deleteWebsite(w.id))}>
                    <Button size="small" danger>
                      {t('common:delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      <WebsiteDialog
        open={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
    </Card>
  );
}
