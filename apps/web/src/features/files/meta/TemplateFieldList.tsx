import { Alert, Button, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { metaKey, templateFields } from './api';
import type { MetaField } from './types';

/** The fields of one template (get-file-meta-template-field), shown under its row. */
export function TemplateFieldList(props: { projectId: string; templateId: string }) {
  const { t } = useTranslation('files');
  const q = useQuery({ queryKey: metaKey(props.projectId, 'fields', props.templateId), queryFn: () => templateFields(props.projectId, props.templateId) });
  if (q.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('meta.fieldsFailed')}
        description={errorText(q.error)}
        action={
          <Button size="small" onClick={() => q.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Table<MetaField>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      pagination={false}
      dataSource={q.data?.fields ?? []}
      data-testid="template-fields"
      columns={[
        {
          title: t('meta.fieldName'),
          dataIndex: 'name',
          render: (name: string, f) => (
            <span>
              {name}
              {f.required && (
                <span style={{ color: '#ff4d4f', marginLeft: 4 }} title={t('meta.required')}>
                  *
                </span>
              )}
            </span>
          ),
        },
        { title: t('meta.fieldType'), dataIndex: 'type', width: 110, render: (type: MetaField['type']) => t(`meta.type.${type}`) },
        { title: t('meta.options'), dataIndex: 'options', render: (options: string[]) => (options.length ? options.map((o) => <Tag key={o}>{o}</Tag>) : '-') },
      ]}
    />
  );
}
