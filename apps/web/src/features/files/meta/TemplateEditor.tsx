import { useEffect } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { metaKey, templateFields } from './api';
import { META_FIELD_TYPES, type MetaTemplateInput } from './types';
import { toFieldInputs, toFieldRows, type FieldRow } from './values';

export interface TemplateForm {
  name: string;
  fields: FieldRow[];
}

/**
 * Name and fields of a template. An existing template's fields come from get-file-meta-template-field;
 * the server keeps fields by id, so values survive renames (type changes are refused while files use them).
 */
export function TemplateEditor(props: {
  projectId: string;
  templateId: string | null;
  error: string | null;
  onSubmit(input: MetaTemplateInput): void;
  formId: string;
}) {
  const { t } = useTranslation('files');
  const [form] = Form.useForm<TemplateForm>();
  const existing = useQuery({
    queryKey: metaKey(props.projectId, 'fields', props.templateId),
    queryFn: () => templateFields(props.projectId, props.templateId!),
    enabled: !!props.templateId,
  });
  useEffect(() => {
    if (!props.templateId) form.setFieldsValue({ name: '', fields: [{ type: 'text', required: false }] });
    else if (existing.data) form.setFieldsValue({ name: existing.data.template.name, fields: toFieldRows(existing.data.fields) });
  }, [form, props.templateId, existing.data]);

  if (props.templateId && existing.isLoading) return <Spin />;
  if (props.templateId && existing.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('meta.fieldsFailed')}
        description={errorText(existing.error)}
        action={
          <Button size="small" onClick={() => existing.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Form
      form={form}
      id={props.formId}
      layout="vertical"
      data-testid="template-form"
      onFinish={(v) => props.onSubmit({ id: props.templateId, name: v.name.trim(), fields: toFieldInputs(v.fields ?? []) })}
    >
      <Form.Item
        name="name"
        label={t('meta.templateName')}
        rules={[{ required: true, whitespace: true, message: t('meta.templateNameRequired') }, { max: 100 }]}
      >
        <Input maxLength={100} data-testid="template-name" />
      </Form.Item>
      <div className="ant-form-item-label" style={{ paddingBottom: 8 }}>
        <label>{t('meta.fields')}</label>
      </div>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <div key={row.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="template-field-row">
                {/* Registered, so the submitted rows keep their ids: a field without one would be replaced (its values lost). */}
                <Form.Item name={[row.name, 'id']} hidden noStyle>
                  <Input type="hidden" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('meta.fieldNameRequired') }]}
                  style={{ flex: '1 1 160px', marginBottom: 12 }}
                >
                  <Input placeholder={t('meta.fieldName')} maxLength={50} data-testid="field-name" />
                </Form.Item>
                <Form.Item name={[row.name, 'type']} style={{ width: 120, marginBottom: 12 }}>
                  <Select options={META_FIELD_TYPES.map((x) => ({ value: x, label: t(`meta.type.${x}`) }))} data-testid="field-type" />
                </Form.Item>
                <Form.Item noStyle shouldUpdate={(a, b) => a.fields?.[row.name]?.type !== b.fields?.[row.name]?.type}>
                  {({ getFieldValue }) =>
                    getFieldValue(['fields', row.name, 'type']) === 'select' ? (
                      <Form.Item
                        name={[row.name, 'options']}
                        rules={[{ required: true, type: 'array', min: 1, message: t('meta.optionsRequired') }]}
                        style={{ flex: '2 1 200px', marginBottom: 12 }}
                      >
                        <Select mode="tags" tokenSeparators={[',']} open={false} placeholder={t('meta.optionsHint')} data-testid="field-options" />
                      </Form.Item>
                    ) : (
                      <div style={{ flex: '2 1 200px' }} />
                    )
                  }
                </Form.Item>
                <Form.Item name={[row.name, 'required']} valuePropName="checked" style={{ marginBottom: 12, paddingTop: 5 }}>
                  <Checkbox data-testid="field-required">{t('meta.required')}</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row.name)}
                  disabled={rows.length === 1}
                  aria-label={t('meta.removeField')}
                  title={t('meta.removeField')}
                />
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 'text', required: false })} block data-testid="field-add">
              {t('meta.addField')}
            </Button>
          </>
        )}
      </Form.List>
      {props.templateId && <Alert type="info" showIcon title={t('meta.editHint')} style={{ marginTop: 16 }} />}
      {props.error && <Alert type="error" showIcon title={props.error} style={{ marginTop: 16 }} data-testid="template-error" />}
    </Form>
  );
}
