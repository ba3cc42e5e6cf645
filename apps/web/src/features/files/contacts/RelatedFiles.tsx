import { useState } from 'react';
import { Alert, App, Button, Empty, Popconfirm, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { FileIcon } from '../fileKinds';
import { formatTime } from '../FileTable';
import { addContacts, contactList, contactsKey, removeContact } from './api';
import { FileSearchSelect, type PickedFile } from './FileSearchSelect';
import type { Contact } from './types';

/** The 'Related files' part of the info drawer: links to other files of the project, both ways. */
export function RelatedFiles(props: { projectId: string; fileId: string; rootTitle: string; onOpenFile(fileId: string): void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const key = contactsKey(props.projectId, props.fileId);
  const q = useQuery({ queryKey: key, queryFn: () => contactList(props.projectId, props.fileId) });
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = q.data?.list ?? [];

  /** The other files' lists show the link too. */
  const refreshOthers = () => qc.invalidateQueries({ queryKey: contactsKey(props.projectId) });

  const add = async () => {
    if (!picked.length) return;
    setBusy(true);
    setError(null);
    try {
      const r = await addContacts(
        props.projectId,
        props.fileId,
        picked.map((p) => p.value),
      );
      qc.setQueryData(key, { list: r.list, canEdit: r.canEdit });
      void refreshOthers();
      message.success(r.skipped ? t('related.addedSkipped', { count: r.added, skipped: r.skipped }) : t('related.added', { count: r.added }));
      setPicked([]);
      setAdding(false);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (c: Contact) => {
    try {
      await removeContact(props.projectId, c.id);
      message.success(t('related.removed'));
      await refreshOthers();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  const folderOf = (path: string) => (path === '/' ? props.rootTitle : `${props.rootTitle}${path.split('/').join(' / ')}`);

  let body;
  if (q.isLoading) body = <Spin size="small" />;
  else if (q.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('related.loadFailed')}
        description={errorText(q.error)}
        action={
          <Button size="small" onClick={() => q.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else if (!list.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('related.none')} style={{ margin: '8px 0' }} data-testid="related-empty" />;
  } else {
    body = (
      <div data-testid="related-list">
        {list.map((c) => (
          <div key={c.id} className="related-item" data-testid="related-item">
            <FileIcon type={c.type ?? ''} />
            <div className="related-item-body">
              <Typography.Link onClick={() => props.onOpenFile(c.fileId)} ellipsis title={c.name} data-testid="related-name">
                {c.name}
              </Typography.Link>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} title={folderOf(c.path)}>
                {folderOf(c.path)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('related.linkedBy', { name: c.createUserName || '-', time: formatTime(c.createTime) })}
              </Typography.Text>
            </div>
            {q.data?.canEdit && (
              <Popconfirm title={t('related.removeConfirm', { name: c.name })} okButtonProps={{ danger: true }} onConfirm={() => remove(c)}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('related.remove')}
                  title={t('related.remove')}
                  data-testid="related-remove"
                />
              </Popconfirm>
            )}
          </div>
        ))}
      </div>
    );
  }

  return (
    <section data-testid="related-section" style={{ marginTop: 24 }}>
      <div className="drawer-section-head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('related.title')}
          {list.length > 0 && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
              {list.length}
            </Typography.Text>
          )}
        </Typography.Title>
        {q.data?.canEdit && !adding && (
          <Button size="small" type="link" icon={<LinkOutlined />} onClick={() => setAdding(true)} data-testid="related-add">
            {t('related.add')}
          </Button>
        )}
      </div>
      {adding && (
        <div style={{ marginBottom: 12 }} data-testid="related-adder">
          <FileSearchSelect projectId={props.projectId} exclude={[props.fileId, ...list.map((c) => c.fileId)]} value={picked} onChange={setPicked} />
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} data-testid="related-error" />}
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" size="small" disabled={!picked.length} loading={busy} onClick={add} data-testid="related-add-submit">
              {t('related.link', { count: picked.length })}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setAdding(false);
                setPicked([]);
                setError(null);
              }}
            >
              {t('common:cancel')}
            </Button>
          </Space>
        </div>
      )}
      {body}
    </section>
  );
}
