import { useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addPlugin, pluginKeys, relyOnPlugins, updatePlugin, type PluginRow, type PluginUpload } from './api';
import { PackageField } from './PackageField';

interface Values {
  scope: 'platform' | 'enterprise';
  name: string;
  code: string;
  kind: 'desktop' | 'app';
  description?: string;
  actions?: { key: string; name: string }[];
  dependsOn?: string[];
  version?: string;
  releaseNotes?: string;
  upload?: PluginUpload | null;
}

type Props = { plugin: PluginRow | null; scopes: { platform: boolean; enterprise: boolean }; onClose(saved: boolean): void };

/** Creates a plugin with its first version, or edits one (and may publish a new version). */
export function PluginDialog(props: Props) {
  const { t } = useTranslation('plugins');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const p = props.plugin;
  const scope = Form.useWatch('scope', form) ?? p?.scope ?? (props.scopes.platform ? 'platform' : 'enterprise');
  const rely = useQuery({ queryKey: pluginKeys.relyOn(p?.id ?? null, scope), queryFn: () => relyOnPlugins(p?.id ?? null, scope) });
  const initial: Partial<Values> = p
    ? { scope: p.scope, name: p.name, code: p.code, kind: p.kind, description: p.description, actions: p.actions, dependsOn: p.dependsOn.map((d) => d.id) }
    : { scope, kind: 'desktop', actions: [], dependsOn: [] };

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const version = v.upload && v.version ? { version: v.version, releaseNotes: v.releaseNotes ?? '', uploadId: v.upload.uploadId } : undefined;
      const common = { name: v.name, code: v.code, kind: v.kind, description: v.description ?? '', actions: v.actions ?? [], dependsOn: v.dependsOn ?? [] };
      if (p) await updatePlugin({ id: p.id, ...common, newVersion: version });
      else await addPlugin({ scope: v.scope, ...common, version: version ?? { version: v.version ?? '', uploadId: '' } });
      message.success(p ? t('saved') : t('added'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const versionRequired = !p;
  return (
    <Modal
      open
      width={680}
      title={p ? t('dialog.edit', { name: p.name }) : t('dialog.add')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common:save')}
      okButtonProps={{ 'data-testid': 'plugin-dialog-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="plugin-form">
        {!p && props.scopes.platform && props.scopes.enterprise && (
          <Form.Item name="scope" label={t('field.scope')}>
            <Radio.Group
              options={[
                { value: 'platform', label: t('scope.platform') },
                { value: 'enterprise', label: t('scope.enterprise') },
              ]}
            />
          </Form.Item>
        )}
        <Space.Compact block>
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true, message: t('dialog.nameRequired') }]} style={{ flex: 2 }}>
            <Input maxLength={60} data-testid="plugin-name" />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('field.code')}
            rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/, message: t('dialog.codeRule') }]}
            style={{ flex: 1, marginLeft: 8 }}
          >
            <Input maxLength={60} data-testid="plugin-code" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="kind" label={t('field.kind')}>
          <Radio.Group
            options={[
              { value: 'desktop', label: t('kind.desktop') },
              { value: 'app', label: t('kind.app') },
            ]}
          />
        </Form.Item>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="dependsOn" label={t('field.dependsOn')} extra={t('dialog.dependsOnHint')}>
          <Select
            mode="multiple"
            allowClear
            loading={rely.isLoading}
            options={(rely.data?.candidates ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
            optionFilterProp="label"
            data-testid="plugin-depends"
          />
        </Form.Item>
        <Typography.Text strong>{t('field.actions')}</Typography.Text>
        <Form.List name="actions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'key']} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, message: t('dialog.actionKeyRule') }]}>
                    <Input placeholder={t('field.actionKey')} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, message: t('dialog.actionNameRequired') }]}>
                    <Input placeholder={t('field.actionName')} maxLength={60} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('common:delete')} />
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ key: '', name: '' })} icon={<PlusOutlined />} style={{ marginBottom: 16 }}>
                {t('dialog.addAction')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{p ? t('dialog.newVersion') : t('dialog.firstVersion')}</Typography.Title>
        <Form.Item
          name="version"
          label={t('field.version')}
          rules={[
            { required: versionRequired, message: t('dialog.versionRequired') },
            { pattern: /^[0-9A-Za-z][0-9A-Za-z.+-]*$/, message: t('dialog.versionRule') },
          ]}
        >
          <Input maxLength={40} placeholder="1.0.0" data-testid="plugin-version" />
        </Form.Item>
        <Form.Item name="releaseNotes" label={t('field.releaseNotes')}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="plugin-notes" />
        </Form.Item>
        <Form.Item
          name="upload"
          label={t('field.package')}
          dependencies={['version']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: PluginUpload | null | undefined) =>
                value || (!versionRequired && !getFieldValue('version')) ? Promise.resolve() : Promise.reject(new Error(t('dialog.packageRequired'))),
            }),
          ]}
        >
          <PackageField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
