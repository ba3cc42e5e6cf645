import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, App, Button, Empty, Form, Select, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { metaKey, metaTemplates, updateMeta } from './api';
import { MetaFieldInput } from './MetaFieldInput';
import type { FileMeta, MetaFieldType, MetaTemplate } from './types';
import { toFormValues, toWireValues, type FormValue } from './values';

const PLACEHOLDER: Record<MetaFieldType, string> = { text: 'meta.enterText', number: 'meta.enterNumber', date: 'meta.chooseDate', select: 'meta.choose' };

type Props = { projectId: string; meta: FileMeta; onDone(): void; onCancel(): void; onManageTemplates?: () => void };

/** Chooses the file's template and edits its values; saving replaces them all (update-meta). */
export function MetaEditor(props: Props) {
  const { t } = useTranslation('files');
  const templates = useQuery({ queryKey: metaKey(props.projectId, 'templates'), queryFn: () => metaTemplates(props.projectId) });
  if (templates.isLoading) return <Spin />;
  if (templates.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('meta.templatesFailed')}
        description={errorText(templates.error)}
        action={
          <Button size="small" onClick={() => templates.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  if (!templates.data?.length) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meta.noTemplates')} data-testid="meta-no-templates">
        <Space>
          {props.onManageTemplates && (
            <Button type="primary" onClick={props.onManageTemplates}>
              {t('meta.templates')}
            </Button>
          )}
          <Button onClick={props.onCancel}>{t('common:cancel')}</Button>
        </Space>
      </Empty>
    );
  }
  return <MetaForm {...props} templates={templates.data} />;
}

/** The form itself, mounted once the templates are known so it starts from the file's values. */
function MetaForm(props: Props & { templates: MetaTemplate[] }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, FormValue>>();
  const [templateId, setTemplateId] = useState<string | undefined>(props.meta.templateId ?? undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The template as the list has it now (a field may have been added since the file was saved).
  const template = props.templates.find((x) => x.id === templateId) ?? (templateId === props.meta.templateId ? props.meta.template : null);
  const fields = template?.fields ?? [];

  // A new template starts empty; the file's own template starts from its values.
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, templateId === props.meta.templateId ? props.meta.values : {}));
    setError(null);
  });
  // Only another template (or a new version of it) starts the form over, not a refetch of the file.
  useEffect(() => fill(), [templateId, template?.updateTime]);

  const save = async () => {
    if (!templateId) return;
    let values: Record<string, FormValue>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await updateMeta(props.projectId, props.meta.fileId, templateId, toWireValues(fields, values));
      qc.setQueryData(metaKey(props.projectId, 'file', props.meta.fileId), saved);
      // Pick lists, file counts and search results change with it.
      void qc.invalidateQueries({ queryKey: metaKey(props.projectId) });
      message.success(t('meta.saved'));
      props.onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark data-testid="meta-form" onFinish={save}>
      <Form.Item label={t('meta.template')} required>
        <Select
          value={templateId}
          onChange={setTemplateId}
          placeholder={t('meta.chooseTemplate')}
          options={props.templates.map((x) => ({ value: x.id, label: x.name }))}
          data-testid="meta-template"
        />
      </Form.Item>
      {fields.map((f) => (
        <Form.Item
          key={f.id}
          name={f.id}
          label={f.name}
          rules={f.required ? [{ required: true, whitespace: f.type !== 'date', message: t('meta.valueRequired', { name: f.name }) }] : []}
        >
          <MetaFieldInput field={f} projectId={props.projectId} placeholder={t(PLACEHOLDER[f.type])} />
        </Form.Item>
      ))}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="meta-error" />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!templateId} data-testid="meta-save">
          {t('common:save')}
        </Button>
        <Button onClick={props.onCancel}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}
