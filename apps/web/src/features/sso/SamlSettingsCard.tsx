import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Collapse, Form, Input, InputNumber, Row, Select, Space, Switch, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, FileAddOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translate } from '@trestle/shared';
import { SSO_CLOCK_SKEW_MAX, SSO_SIGNATURE_ALGORITHMS, ssoButtonName, ssoSaveBody, type SsoSignatureAlgorithm } from '@trestle/shared/sso-schemas';
import type { EnterpriseRole } from '@trestle/shared/enterprise-responses';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { zodRule } from '../../shell/formRules';
import { useFormInit } from '../../shell/useFormInit';
import type { OrgNode } from '../staff/api';
import { deleteSsoSettings, parseMetadata, saveSsoSettings, ssoKeys, type SsoParsedMetadata, type SsoSettings, type SsoSettingsView } from './api';
import { CertificateSummary } from './CertificateSummary';
import { certificateFileProblem, certificateUpload, metadataFileProblem, type FileProblem } from './files';
import { JitFields } from './JitFields';
import { SpDetails } from './SpDetails';

interface Values {
  buttonName: string;
  loginUrl: string;
  idpEntityId?: string | null;
  sloUrl?: string | null;
  signatureAlgorithm: SsoSignatureAlgorithm;
  allowSha1: boolean;
  allowIdpInitiated: boolean;
  clockSkewSeconds: number;
  jitMode: 'off' | 'create';
  jitDepartmentId?: string | null;
  jitRoleId?: string | null;
  attrEmail?: string | null;
  attrName?: string | null;
  attrDepartment?: string | null;
  enforceSso: boolean;
  enabled: boolean;
}

const DEFAULTS: Partial<Values> = {
  signatureAlgorithm: 'rsa-sha256',
  allowSha1: false,
  allowIdpInitiated: false,
  clockSkewSeconds: 60,
  jitMode: 'off',
  enforceSso: false,
  enabled: true,
};
const fromSettings = (s: SsoSettingsView | null): Partial<Values> => (s ? { ...s } : DEFAULTS);
const CERT_ACCEPT = '.der,.cer,.pem,.pfx';

/** The enterprise's SAML 2.0 identity provider: the form, its certificates and what the IdP needs of us. */
export function SamlSettingsCard(props: { sso: SsoSettings; enterpriseId: string; tree: OrgNode[]; roles: EnterpriseRole[] }) {
  const { t } = useTranslation('sso');
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [cert, setCert] = useState<{ fileName: string; contentBase64: string } | null>(null);
  const [imported, setImported] = useState<SsoParsedMetadata['certificates'] | null>(null);
  const [certError, setCertError] = useState<string | null>(null);
  const [saved, setSaved] = useState<'added' | 'saved' | null>(null);
  const [busy, setBusy] = useState(false);
  const settings = props.sso.settings;
  useFormInit(form, props.sso, (d) => fromSettings(d.settings));
  const sha1 = Form.useWatch('signatureAlgorithm', form) === 'rsa-sha1';

  const fileMessage = (p: FileProblem, kind: 'cert' | 'metadata') =>
    kind === 'cert'
      ? translate(p === 'extension' ? 'sso.certificateExtension' : p === 'tooLarge' ? 'sso.certificateTooLarge' : 'sso.notCertificate', lang)
      : p === 'extension'
        ? t('metadata.extension')
        : translate(p === 'tooLarge' ? 'sso.metadataTooLarge' : 'sso.notMetadata', lang);

  const chooseCertificate = async (file: File) => {
    const problem = certificateFileProblem(file);
    if (problem) return setCertError(fileMessage(problem, 'cert'));
    setCertError(null);
    setCert(await certificateUpload(file));
    setImported(null);
  };
  const importMetadata = async (file: File) => {
    const problem = metadataFileProblem(file);
    if (problem) return void message.error(fileMessage(problem, 'metadata'));
    try {
      const m = await parseMetadata(await file.text());
      form.setFieldsValue({ loginUrl: m.loginUrl, idpEntityId: m.idpEntityId, sloUrl: m.sloUrl ?? '' });
      setImported(m.certificates);
      setCert(null);
      setCertError(null);
      message.success(t('metadata.imported', { count: m.certificates.length }));
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!settings && !cert && !imported) return setCertError(translate('sso.certificateRequired', lang));
    setBusy(true);
    try {
      const env = await saveSsoSettings({
        ...v,
        idpEntityId: v.idpEntityId || null,
        sloUrl: v.sloUrl || null,
        attrEmail: v.attrEmail || null,
        attrName: v.attrName || null,
        attrDepartment: v.attrDepartment || null,
        jitDepartmentId: v.jitMode === 'create' ? v.jitDepartmentId : null,
        jitRoleId: v.jitMode === 'create' ? v.jitRoleId : null,
        ...(cert ? { certificate: cert } : {}),
        ...(imported ? { certificates: imported.map((c) => c.pem) } : {}),
      });
      message.success(env.msg || t(settings ? 'common:saved' : 'common:added'));
      // Kept on the page in the page's language (spec 3 §8: "Added successfully" after the first save).
      setSaved(settings ? 'saved' : 'added');
      setCert(null);
      setImported(null);
      qc.setQueryData(ssoKeys.settings(), env.data);
      form.setFieldsValue(fromSettings(env.data.settings));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.confirm'),
      okText: t('common:delete'),
      okButtonProps: { danger: true, 'data-testid': 'sso-delete-ok' },
      onOk: async () => {
        try {
          const env = await deleteSsoSettings();
          message.success(env.msg || t('common:deleted'));
          setSaved(null);
          form.resetFields();
          form.setFieldsValue(DEFAULTS);
          await qc.invalidateQueries({ queryKey: ssoKeys.settings() });
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  const shownCerts = imported ? imported.map((c) => c.summary) : cert ? [] : (settings?.certificates ?? []);
  return (
    <Card
      title={t('saml.title')}
      extra={
        <Upload accept=".xml" showUploadList={false} beforeUpload={(f) => (void importMetadata(f), false)}>
          <Button icon={<FileAddOutlined />} data-testid="sso-import-metadata">
            {t('metadata.import')}
          </Button>
        </Upload>
      }
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          {saved && <Alert type="success" showIcon title={t(`common:${saved}`)} style={{ marginBottom: 16 }} data-testid="sso-saved" />}
          {!settings && !saved && <Alert type="info" showIcon title={t('saml.empty')} style={{ marginBottom: 16 }} data-testid="sso-empty" />}
          <Form form={form} layout="vertical" initialValues={DEFAULTS} requiredMark data-testid="sso-form">
            <Form.Item
              name="buttonName"
              label={t('field.buttonName')}
              extra={t('field.buttonNameHint')}
              rules={[{ required: true, message: translate('sso.buttonNameRequired', lang) }, zodRule(ssoButtonName, lang)]}
            >
              <Input maxLength={30} showCount data-testid="sso-button-name" />
            </Form.Item>
            <Form.Item
              name="loginUrl"
              label={t('field.loginUrl')}
              extra={t('field.loginUrlHint')}
              rules={[{ required: true, message: translate('sso.loginUrlRequired', lang) }, zodRule(ssoSaveBody.shape.loginUrl, lang)]}
            >
              <Input placeholder="https://" data-testid="sso-login-url" />
            </Form.Item>
            <Form.Item label={t('field.certificate')} required validateStatus={certError ? 'error' : undefined} help={certError ?? t('field.certificateHint')}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Upload accept={CERT_ACCEPT} showUploadList={false} beforeUpload={(f) => (void chooseCertificate(f), false)}>
                  <Button icon={<UploadOutlined />} data-testid="sso-cert-upload">
                    {t('field.certificateChoose')}
                  </Button>
                </Upload>
                {cert && <Tag data-testid="sso-cert-chosen">{t('field.certificateChosen', { name: cert.fileName })}</Tag>}
                {imported && <Typography.Text type="secondary">{t('metadata.certificates', { count: imported.length })}</Typography.Text>}
                {shownCerts.map((c) => (
                  <CertificateSummary key={c.fingerprint256} cert={c} />
                ))}
              </Space>
            </Form.Item>
            <Form.Item
              name="signatureAlgorithm"
              label={t('field.algorithm')}
              dependencies={['allowSha1']}
              rules={[
                { required: true, message: translate('sso.algorithm', lang) },
                ({ getFieldValue }) => ({
                  validator: async (_, v) => {
                    if (v === 'rsa-sha1' && !getFieldValue('allowSha1')) throw new Error(translate('sso.sha1NotAllowed', lang));
                  },
                }),
              ]}
            >
              <Select options={SSO_SIGNATURE_ALGORITHMS.map((a) => ({ value: a, label: t(`algorithm.${a}`) }))} data-testid="sso-algorithm" />
            </Form.Item>
            {sha1 && (
              <>
                <Alert type="warning" showIcon title={t('field.sha1Warning')} style={{ marginBottom: 8 }} />
                <Form.Item name="allowSha1" valuePropName="checked">
                  <Checkbox data-testid="sso-allow-sha1">{t('field.allowSha1')}</Checkbox>
                </Form.Item>
              </>
            )}
            <Form.Item name="enforceSso" label={t('field.enforceSso')} extra={t('field.enforceSsoHint')} valuePropName="checked">
              <Switch data-testid="sso-enforce" />
            </Form.Item>
            <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
              <Switch data-testid="sso-enabled" />
            </Form.Item>
            <Collapse
              ghost
              items={[
                {
                  key: 'advanced',
                  label: <span data-testid="sso-advanced">{t('advanced')}</span>,
                  forceRender: true,
                  children: (
                    <>
                      <Form.Item name="idpEntityId" label={t('field.idpEntityId')}>
                        <Input maxLength={1000} />
                      </Form.Item>
                      <Form.Item name="sloUrl" label={t('field.sloUrl')} extra={t('field.sloUrlHint')} rules={[zodRule(ssoSaveBody.shape.sloUrl, lang)]}>
                        <Input placeholder="https://" />
                      </Form.Item>
                      <Form.Item name="allowIdpInitiated" label={t('field.allowIdpInitiated')} extra={t('field.allowIdpInitiatedHint')} valuePropName="checked">
                        <Switch />
                      </Form.Item>
                      <Form.Item name="clockSkewSeconds" label={t('field.clockSkew')} rules={[{ required: true, message: translate('sso.clockSkew', lang) }]}>
                        <InputNumber min={0} max={SSO_CLOCK_SKEW_MAX} precision={0} addonAfter={t('field.seconds')} />
                      </Form.Item>
                      <JitFields prefix="sso" tree={props.tree} roles={props.roles} />
                      <Typography.Text strong>{t('mapping.title')}</Typography.Text>
                      <Typography.Paragraph type="secondary">{t('mapping.samlHint')}</Typography.Paragraph>
                      <Form.Item name="attrEmail" label={t('mapping.email')}>
                        <Input maxLength={300} placeholder={t('mapping.samlDefault')} />
                      </Form.Item>
                      <Form.Item name="attrName" label={t('mapping.name')}>
                        <Input maxLength={300} placeholder={t('mapping.samlDefault')} />
                      </Form.Item>
                      <Form.Item name="attrDepartment" label={t('mapping.department')}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </>
                  ),
                },
              ]}
            />
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" loading={busy} onClick={() => void save()} data-testid="sso-save">
                {t('common:save')}
              </Button>
              {settings && (
                <Button danger icon={<DeleteOutlined />} onClick={remove} data-testid="sso-delete">
                  {t('delete.button')}
                </Button>
              )}
            </Space>
          </Form>
        </Col>
        <Col xs={24} xl={10}>
          <SpDetails sso={props.sso} enterpriseId={props.enterpriseId} />
        </Col>
      </Row>
    </Card>
  );
}
