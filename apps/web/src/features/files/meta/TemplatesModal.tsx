import { useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Modal, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../api/client';
import { formatTime } from '../FileTable';
import { metaKey, metaTemplates, saveTemplate } from './api';
import { TemplateEditor } from './TemplateEditor';
import { TemplateFieldList } from './TemplateFieldList';
import type { MetaTemplate, MetaTemplateInput } from './types';

const FORM_ID = 'meta-template-form';
/** errorCode of a change the server makes only when confirmed (apps/server http/errors.ts). */
const CONFIRM_NEEDED = 4090;

/** The project's metadata templates: the list with their fields, and creating or changing one. */
export function TemplatesModal(props: { open: boolean; projectId: string; onClose(): void }) {
  const { t } = useTranslation('files');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: metaKey(props.projectId, 'templates'), queryFn: () => metaTemplates(props.projectId), enabled: props.open });
  /** undefined: the list; null: a new template; an id: that template. */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!props.open) setEditing(undefined);
  }, [props.open]);
  useEffect(() => setError(null), [editing]);

  const submit = async (input: MetaTemplateInput): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await saveTemplate(props.projectId, input);
      await qc.invalidateQueries({ queryKey: metaKey(props.projectId) });
      message.success(input.id ? t('meta.templateSaved') : t('meta.templateCreated'));
      setEditing(undefined);
    } catch (e) {
      // 4090: removed fields hold values; the server's message asks, the user decides.
      if (e instanceof ApiError && e.errorCode === CONFIRM_NEEDED && !input.removeFieldsWithValues) {
        modal.confirm({
          title: t('meta.confirmRemoveTitle'),
          content: e.message,
          okText: t('meta.confirmRemoveOk'),
          okButtonProps: { danger: true },
          onOk: () => submit({ ...input, removeFieldsWithValues: true }),
        });
      } else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const inEditor = editing !== undefined;
  const title = inEditor ? (
    <Space>
      <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={() => setEditing(undefined)} aria-label={t('meta.backToTemplates')} />
      {editing ? t('meta.editTemplate') : t('meta.newTemplate')}
    </Space>
  ) : (
    t('meta.templates')
  );
  const footer = inEditor ? (
    <Space>
      <Button onClick={() => setEditing(undefined)}>{t('common:cancel')}</Button>
      <Button type="primary" htmlType="submit" form={FORM_ID} loading={busy} data-testid="template-save">
        {t('common:save')}
      </Button>
    </Space>
  ) : (
    <Button onClick={props.onClose}>{t('meta.close')}</Button>
  );

  let body;
  if (inEditor) {
    body = <TemplateEditor key={editing ?? 'new'} projectId={props.projectId} templateId={editing} error={error} onSubmit={submit} formId={FORM_ID} />;
  } else if (list.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('meta.templatesFailed')}
        description={errorText(list.error)}
        action={
          <Button size="small" onClick={() => list.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else if (!list.isLoading && !list.data?.length) {
    body = (
      <Empty description={t('meta.noTemplatesYet')} data-testid="templates-empty">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="template-new">
          {t('meta.newTemplate')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('meta.templatesHint')}</Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="template-new">
            {t('meta.newTemplate')}
          </Button>
        </div>
        <Table<MetaTemplate>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          data-testid="templates-table"
          expandable={{ expandedRowRender: (r) => <TemplateFieldList projectId={props.projectId} templateId={r.id} /> }}
          columns={[
            { title: t('meta.templateName'), dataIndex: 'name', render: (name: string) => <span data-testid="template-row-name">{name}</span> },
            { title: t('meta.fields'), key: 'fields', width: 90, render: (_, r) => r.fields.length },
            { title: t('meta.files'), dataIndex: 'fileCount', width: 90, render: (n?: number) => n ?? 0 },
            { title: t('col.updateTime'), dataIndex: 'updateTime', width: 170, render: formatTime },
            {
              key: 'actions',
              width: 90,
              render: (_, r) => (
                <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(r.id)} data-testid="template-edit">
                  {t('common:edit')}
                </Button>
              ),
            },
          ]}
        />
      </>
    );
  }

  return (
    <Modal open={props.open} title={title} width={820} onCancel={props.onClose} footer={footer} destroyOnHidden>
      <div data-testid="templates-modal-body">{body}</div>
    </Modal>
  );
}
