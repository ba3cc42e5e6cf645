import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { cancelShares, deleteShares, linkAddress, shareKeys, shareList, updateShare, type ShareLink, type ShareStateFilter } from './api';
import { initialValues, ShareForm, toSettings, type ShareFormValues } from './ShareForm';

const STATE_COLORS = { active: 'green', expired: 'orange', cancelled: 'default' } as const;

/** The caller's share links of a project (all of them for permission holders): edit, cancel, delete. */
export function ShareListDrawer(props: { open: boolean; projectId: string; onClose(): void }) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [state, setState] = useState<ShareStateFilter>('');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ShareLink | null>(null);
  const [form] = Form.useForm<ShareFormValues>();
  const key = shareKeys.list(props.projectId, pageNum, state, name);
  const q = useQuery({ queryKey: key, queryFn: () => shareList(props.projectId, { pageNum, state, name }), enabled: props.open });
  const refresh = () => {
    setSelected([]);
    void qc.invalidateQueries({ queryKey: shareKeys.lists(props.projectId) });
  };
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      message.success(done);
      refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const copy = async (l: ShareLink) => {
    const text = l.code ? t('copyText', { url: linkAddress(l.linkId), code: l.code }) : linkAddress(l.linkId);
    await navigator.clipboard.writeText(text).then(
      () => message.success(t('copied')),
      () => message.info(text),
    );
  };
  const saveEdit = async () => {
    const v = await form.validateFields();
    await run(() => updateShare(props.projectId, editing!.linkId, toSettings(v)), t('saved'));
    setEditing(null);
  };
  const bulk = (what: 'cancel' | 'delete', ids: string[]) =>
    Modal.confirm({
      title: t(what === 'cancel' ? 'cancelConfirm' : 'deleteConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () => run(() => (what === 'cancel' ? cancelShares : deleteShares)(props.projectId, ids), t(what === 'cancel' ? 'cancelled' : 'deleted')),
    });

  return (
    <Drawer open={props.open} onClose={props.onClose} title={t('listTitle')} size={Math.min(1240, window.innerWidth)} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('searchName')}
          onSearch={(v) => {
            setName(v);
            setPageNum(1);
          }}
          style={{ width: 220 }}
          data-testid="share-search"
        />
        <Select
          value={state}
          onChange={(v) => {
            setState(v);
            setPageNum(1);
          }}
          style={{ width: 150 }}
          options={[{ value: '', label: t('allStates') }, ...(['active', 'expired', 'cancelled'] as const).map((s) => ({ value: s, label: t(`state.${s}`) }))]}
          data-testid="share-state-filter"
        />
        <Button disabled={!selected.length} onClick={() => bulk('cancel', selected)} data-testid="share-bulk-cancel">
          {t('cancelLink')}
        </Button>
        <Button danger disabled={!selected.length} onClick={() => bulk('delete', selected)} data-testid="share-bulk-delete">
          {t('delete')}
        </Button>
      </Space>
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Table<ShareLink>
          rowKey="linkId"
          size="small"
          dataSource={q.data?.list ?? []}
          data-testid="share-table"
          rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
          pagination={{ current: pageNum, pageSize: 10, total: q.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false }}
          locale={{ emptyText: t('empty') }}
          // On a narrow window the table scrolls sideways rather than squeezing the name away.
          scroll={{ x: 1200 }}
          columns={[
            {
              title: t('col.name'),
              key: 'name',
              ellipsis: true,
              render: (_, l) => <Typography.Text title={l.items.map((i) => i.name).join(', ')}>{l.name}</Typography.Text>,
            },
            { title: t('col.created'), key: 'created', width: 140, render: (_, l) => `${dayjs(l.createTime).format('YYYY-MM-DD HH:mm')}` },
            {
              title: t('col.expires'),
              key: 'expires',
              width: 140,
              render: (_, l) => (l.expiresAt ? dayjs(l.expiresAt).format('YYYY-MM-DD HH:mm') : t('permanent')),
            },
            {
              title: t('col.state'),
              key: 'state',
              width: 90,
              render: (_, l) => (
                <Tag color={STATE_COLORS[l.state]} data-testid="share-state">
                  {t(`state.${l.state}`)}
                </Tag>
              ),
            },
            { title: t('code'), key: 'code', width: 90, render: (_, l) => l.code ?? '-' },
            { title: t('identities'), key: 'identities', width: 130, render: (_, l) => l.identities.map((i) => t(`identityShort.${i}`)).join(' / ') },
            { title: t('col.visits'), key: 'visits', width: 80, align: 'right', render: (_, l) => <span data-testid="share-visits">{l.visits}</span> },
            {
              title: t('col.downloads'),
              key: 'downloads',
              width: 100,
              align: 'right',
              render: (_, l) => <span data-testid="share-downloads">{l.downloads}</span>,
            },
            {
              title: '',
              key: 'actions',
              width: 200,
              render: (_, l) => (
                <Space size={4} wrap>
                  <Typography.Link onClick={() => void copy(l)}>{t('copyShort')}</Typography.Link>
                  <Typography.Link onClick={() => setEditing(l)} data-testid="share-edit">
                    {t('edit')}
                  </Typography.Link>
                  {l.state !== 'cancelled' && (
                    <Popconfirm title={t('cancelConfirm', { count: 1 })} onConfirm={() => run(() => cancelShares(props.projectId, [l.linkId]), t('cancelled'))}>
                      <Typography.Link data-testid="share-cancel">{t('cancelLink')}</Typography.Link>
                    </Popconfirm>
                  )}
                  <Popconfirm
                    title={t('deleteConfirm', { count: 1 })}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => run(() => deleteShares(props.projectId, [l.linkId]), t('deleted'))}
                  >
                    <Typography.Link type="danger">{t('delete')}</Typography.Link>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </PageState>
      <Modal
        open={!!editing}
        title={t('editTitle', { name: editing?.name ?? '' })}
        onCancel={() => setEditing(null)}
        onOk={() => void saveEdit()}
        destroyOnHidden
      >
        {editing && <ShareForm form={form} initial={initialValues(editing)} />}
      </Modal>
    </Drawer>
  );
}
