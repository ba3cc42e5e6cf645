import { useState } from 'react';
import { App, Button, Card, Pagination, Popconfirm, Space, Timeline, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { deleteUpdateLog, updateLog, updateLogKeys, type UpdateLogEntry } from './api';
import { PageState } from '../../shell/PageState';
import { UpdateLogDialog } from './UpdateLogDialog';

/** /updateLog — release notes, newest first; system managers add, edit and delete them. */
export function UpdateLogPage() {
  const { t, i18n } = useTranslation('updatelog');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UpdateLogEntry | 'new' | null>(null);
  const q = useQuery({
    queryKey: updateLogKeys.page(page, i18n.language),
    queryFn: () => updateLog(page),
  });
  const manage = !!q.data?.canManage;
  const refresh = () => void qc.invalidateQueries({ queryKey: updateLogKeys.all() });
  const remove = async (e: UpdateLogEntry) => {
    try {
      await deleteUpdateLog(e.id);
      message.success(t('deleted'));
      refresh();
    } catch (err) {
      message.error(errorText(err));
    }
  };
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        {manage && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="updatelog-add">
            {t('add')}
          </Button>
        )}
      </Space>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
        <Timeline
          items={(q.data?.list ?? []).map((e) => ({
            children: (
              <>
                <Typography.Text strong>{t('version', { version: e.version })}</Typography.Text>{' '}
                <Typography.Text type="secondary">{e.releasedAt.slice(0, 10)}</Typography.Text>
                {manage && (
                  <Space size={0} style={{ marginLeft: 8 }}>
                    <Button type="link" size="small" onClick={() => setEditing(e)}>
                      {t('common:edit')}
                    </Button>
                    <Popconfirm title={t('deleteConfirm', { version: e.version })} onConfirm={() => remove(e)} okButtonProps={{ danger: true }}>
                      <Button type="link" size="small" danger>
                        {t('common:delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{e.content}</Typography.Paragraph>
              </>
            ),
          }))}
        />
        <Pagination current={page} pageSize={10} total={q.data?.total ?? 0} onChange={setPage} hideOnSinglePage />
      </PageState>
      {editing && (
        <UpdateLogDialog
          entry={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
