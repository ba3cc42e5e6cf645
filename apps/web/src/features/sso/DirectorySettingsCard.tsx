import { useState } from 'react';
import type { Rule } from 'antd/es/form';
import { Alert, App, Button, Card, Col, Collapse, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translate } from '@trestle/shared';
import {
  DIRECTORY_DEFAULT_FILTER,
  DIRECTORY_DEFAULT_TIMEOUT_MS,
  directorySettingsInput,
  isDn,
  isLdapUrl,
  filterProblem,
} from '@trestle/shared/directory-schemas';
import type { EnterpriseRole } from '@trestle/shared/enterprise-responses';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { useFormInit } from '../../shell/useFormInit';
import type { OrgNode } from '../staff/api';
import {
  deleteDirectorySettings,
  saveDirectorySettings,
  ssoKeys,
  testDirectorySettings,
  type DirectoryFields,
  type DirectorySettings,
  type DirectoryTestResult,
} from './api';
import { DirectoryTestSteps } from './DirectoryTestSteps';
import { targetChanged } from './directoryTarget';
import { JitFields } from './JitFields';

type Values = Omit<DirectoryFields, 'groupMappings'> & { groupMappings?: { groupDn: string; roleId: string }[] };

const DEFAULTS: Partial<Values> = {
  startTls: false,
  userFilter: DIRECTORY_DEFAULT_FILTER,
  attrEmail: 'mail',
  attrName: 'displayName',
  groupMappings: [],
  jitMode: 'off',
  enabled: true,
  timeoutMs: DIRECTORY_DEFAULT_TIMEOUT_MS,
};
const fromSettings = (s: DirectorySettings | null): Partial<Values> => (s ? { ...s, bindPassword: '' } : DEFAULTS);

/** The form's values as the calls take them: the empty password keeps the saved one, empty optional fields are null. */
function toFields(v: Values): DirectoryFields {
  const { bindPassword, ...rest } = v;
  return {
    ...rest,
    caCert: rest.caCert?.trim() || null,
    attrDepartment: rest.attrDepartment?.trim() || null,
    groupMappings: rest.groupMappings ?? [],
    jitDepartmentId: rest.jitMode === 'create' ? rest.jitDepartmentId : null,
    jitRoleId: rest.jitMode === 'create' ? rest.jitRoleId : null,
    ...(bindPassword ? { bindPassword } : {}),
  };
}

/** The enterprise's directory (AD/LDAP): the sign-in with directory credentials, verified by a bind. */
export function DirectorySettingsCard(props: { settings: DirectorySettings | null; tree: OrgNode[]; roles: EnterpriseRole[] }) {
  const { t } = useTranslation('sso');
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [tested, setTested] = useState<DirectoryTestResult | null>(null);
  const [testLogin, setTestLogin] = useState('');
  const s = props.settings;
  useFormInit(form, props, (d) => fromSettings(d.settings));
  // The saved password serves only the directory it was saved for (docs/directory.md).
  const watched = { url: Form.useWatch('url', form), bindDn: Form.useWatch('bindDn', form), caCert: Form.useWatch('caCert', form) };
  const keepPassword = !!s?.hasBindPassword && !targetChanged(s, watched);
  const check = (ok: (v: string) => boolean, key: Parameters<typeof translate>[0]) => ({
    validator: async (_: unknown, v: string | undefined) => {
      if (!ok((v ?? '').trim())) throw new Error(translate(key, lang));
    },
  });

  const values = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return null;
    // The object rules (plain ldap:// only with StartTLS, JIT needs its department and role) as the server checks them.
    const r = directorySettingsInput.safeParse(toFields(v));
    if (!r.success) {
      message.error(translate(r.error.issues[0].message as Parameters<typeof translate>[0], lang));
      return null;
    }
    return toFields(v);
  };
  const save = async () => {
    const v = await values();
    if (!v) return;
    setBusy('save');
    try {
      const env = await saveDirectorySettings(v);
      message.success(env.msg || t('common:saved'));
      qc.setQueryData(ssoKeys.directory(), env.data);
      form.setFieldsValue(fromSettings(env.data));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const test = async () => {
    const v = await values();
    if (!v) return;
    setBusy('test');
    setTested(null);
    try {
      setTested(await testDirectorySettings(v, testLogin.trim() || null));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const remove = () =>
    modal.confirm({
      title: t('directory.deleteTitle'),
      content: t('directory.deleteConfirm'),
      okText: t('common:delete'),
      okButtonProps: { danger: true, 'data-testid': 'directory-delete-ok' },
      onOk: async () => {
        try {
          const env = await deleteDirectorySettings();
          message.success(env.msg || t('common:deleted'));
          setTested(null);
          form.resetFields();
          qc.setQueryData(ssoKeys.directory(), null);
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  return (
    <Card title={t('directory.title')}>
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          {!s && <Alert type="info" showIcon title={t('directory.empty')} style={{ marginBottom: 16 }} data-testid="directory-empty" />}
          <Form form={form} layout="vertical" initialValues={DEFAULTS} data-testid="directory-settings-form">
            <Form.Item name="url" label={t('directory.url')} extra={t('directory.urlHint')} required rules={[check(isLdapUrl, 'directory.url')]}>
              <Input placeholder="ldaps://dc1.example.org:636" data-testid="directory-url" />
            </Form.Item>
            <Form.Item name="startTls" label={t('directory.startTls')} valuePropName="checked">
              <Switch data-testid="directory-starttls" />
            </Form.Item>
            <Form.Item name="caCert" label={t('directory.caCert')} extra={t('directory.caCertHint')}>
              <Input.TextArea rows={3} placeholder="-----BEGIN CERTIFICATE-----" data-testid="directory-ca" />
            </Form.Item>
            <Form.Item name="bindDn" label={t('directory.bindDn')} required rules={[check(isDn, 'directory.bindDn')]}>
              <Input placeholder="cn=trestle,ou=services,dc=example,dc=org" data-testid="directory-bind-dn" />
            </Form.Item>
            <Form.Item
              name="bindPassword"
              label={t('directory.bindPassword')}
              extra={keepPassword ? t('directory.bindPasswordKeep') : undefined}
              dependencies={['url', 'bindDn', 'caCert']}
              rules={[
                ({ getFieldsValue }) => ({
                  validator: async (_, v: string | undefined) => {
                    if (v) return;
                    if (!s?.hasBindPassword) throw new Error(translate('directory.bindPasswordRequired', lang));
                    if (targetChanged(s, getFieldsValue())) throw new Error(translate('directory.bindPasswordAgain', lang));
                  },
                }),
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={keepPassword ? t('directory.bindPasswordKeep') : undefined}
                data-testid="directory-bind-password"
              />
            </Form.Item>
            <Form.Item name="userBaseDn" label={t('directory.userBaseDn')} required rules={[check(isDn, 'directory.userBaseDn')]}>
              <Input placeholder="ou=people,dc=example,dc=org" data-testid="directory-base-dn" />
            </Form.Item>
            <Form.Item
              name="userFilter"
              label={t('directory.filter')}
              extra={t('directory.filterHint')}
              rules={[
                {
                  validator: async (_, v: string) => {
                    const p = filterProblem((v ?? '').trim());
                    if (p) throw new Error(translate(p, lang));
                  },
                },
              ]}
            >
              <Input data-testid="directory-filter" />
            </Form.Item>
            <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
              <Switch data-testid="directory-enabled" />
            </Form.Item>
            <Collapse
              ghost
              items={[
                {
                  key: 'advanced',
                  label: t('advanced'),
                  forceRender: true,
                  children: (
                    <>
                      <Typography.Text strong>{t('mapping.title')}</Typography.Text>
                      <Row gutter={8}>
                        <Col span={8}>
                          <Form.Item name="attrEmail" label={t('mapping.email')} rules={[{ required: true, message: translate('directory.attr', lang) }]}>
                            <Input />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item name="attrName" label={t('mapping.name')} rules={[{ required: true, message: translate('directory.attr', lang) }]}>
                            <Input />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item name="attrDepartment" label={t('mapping.department')}>
                            <Input />
                          </Form.Item>
                        </Col>
                      </Row>
                      <GroupMappings roles={props.roles} dnRule={check(isDn, 'directory.groupDn')} />
                      <JitFields prefix="directory" tree={props.tree} roles={props.roles} />
                      <Form.Item name="timeoutMs" label={t('directory.timeout')}>
                        <InputNumber min={1000} max={30000} step={1000} addonAfter="ms" />
                      </Form.Item>
                    </>
                  ),
                },
              ]}
            />
            <Space style={{ marginTop: 16 }} wrap>
              <Button type="primary" loading={busy === 'save'} onClick={() => void save()} data-testid="directory-save">
                {t('common:save')}
              </Button>
              {s && (
                <Button danger icon={<DeleteOutlined />} onClick={remove} data-testid="directory-delete">
                  {t('directory.delete')}
                </Button>
              )}
            </Space>
          </Form>
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5}>{t('test.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('test.hint')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
            <Input value={testLogin} onChange={(e) => setTestLogin(e.target.value)} placeholder={t('test.loginName')} data-testid="directory-test-login" />
            <Button loading={busy === 'test'} onClick={() => void test()} data-testid="directory-test">
              {t('test.run')}
            </Button>
          </Space.Compact>
          {tested ? <DirectoryTestSteps result={tested} roles={props.roles} /> : <Alert type="info" title={t('test.none')} />}
        </Col>
      </Row>
    </Card>
  );
}

/** Group → enterprise role rows; the first group the user is in decides the role. */
function GroupMappings(props: { roles: EnterpriseRole[]; dnRule: Rule }) {
  const { t } = useTranslation('sso');
  return (
    <Form.List name="groupMappings">
      {(fields, { add, remove }) => (
        <div data-testid="directory-groups">
          <Typography.Text strong>{t('groups.title')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('groups.hint')}</Typography.Paragraph>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[f.name, 'groupDn']} rules={[props.dnRule]} style={{ width: 320 }}>
                <Input placeholder="cn=engineers,ou=groups,dc=example,dc=org" />
              </Form.Item>
              <Form.Item name={[f.name, 'roleId']} rules={[{ required: true, message: t('jit.roleRequired') }]} style={{ width: 180 }}>
                <Select placeholder={t('jit.role')} options={props.roles.map((r) => ({ value: r.id, label: r.name }))} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t('groups.remove')} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ groupDn: '', roleId: undefined })} style={{ marginBottom: 16 }}>
            {t('groups.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
