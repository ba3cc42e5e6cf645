import { useState } from 'react';
import { Alert, App, Button, Descriptions, Empty, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { fileMeta, metaKey, updateMeta } from './api';
import { MetaEditor } from './MetaEditor';
import { displayValue } from './values';

/** The 'Metadata' part of the info drawer: the file's template and values, edited in place by those who may. */
export function MetaSection(props: { projectId: string; fileId: string; onManageTemplates?: () => void }) {
  const { t } = useTranslation('files');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const key = metaKey(props.projectId, 'file', props.fileId);
  const q = useQuery({ queryKey: key, queryFn: () => fileMeta(props.projectId, props.fileId) });
  const [editing, setEditing] = useState(false);
  const meta = q.data;

  const remove = () =>
    modal.confirm({
      title: t('meta.removeConfirm'),
      content: t('meta.removeHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          qc.setQueryData(key, await updateMeta(props.projectId, props.fileId, null, {}));
          void qc.invalidateQueries({ queryKey: metaKey(props.projectId) });
          message.success(t('meta.removed'));
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  const actions = meta?.canEdit && !editing && meta.templateId && (
    <Space size={4}>
      <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="meta-edit">
        {t('common:edit')}
      </Button>
      <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={remove} data-testid="meta-remove">
        {t('meta.remove')}
      </Button>
    </Space>
  );

  let body;
  if (q.isLoading) body = <Spin size="small" />;
  else if (q.error || !meta) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('meta.loadFailed')}
        description={errorText(q.error)}
        action={
          <Button size="small" onClick={() => q.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else if (editing) {
    body = (
      <MetaEditor
        projectId={props.projectId}
        meta={meta}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        onManageTemplates={props.onManageTemplates}
      />
    );
  } else if (!meta.templateId || !meta.template) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meta.none')} style={{ margin: '8px 0' }} data-testid="meta-empty">
        {meta.canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(true)} data-testid="meta-add">
            {t('meta.add')}
          </Button>
        )}
      </Empty>
    );
  } else {
    body = (
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} data-testid="meta-values">
        <Descriptions.Item label={t('meta.template')}>{meta.template.name}</Descriptions.Item>
        {meta.fields.map((f) => (
          <Descriptions.Item key={f.id} label={f.name}>
            <span data-testid="meta-value" data-field={f.name}>
              {displayValue(f.value)}
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  }

  return (
    <section data-testid="meta-section" style={{ marginTop: 24 }}>
      <div className="drawer-section-head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('meta.title')}
        </Typography.Title>
        {actions}
      </div>
      {body}
    </section>
  );
}
