import { App, Button, Card, Col, Form, Input, Progress, Row, Space, Typography, Upload } from 'antd';
import { AppstoreOutlined, BarChartOutlined, SafetyCertificateOutlined, TagsOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bytesToGB, ENTERPRISE_LOGO_MAX_BYTES } from '@trestle/shared';
import { errorText } from '../../api/client';
import { userKeys } from '../../api/user';
import { enterpriseInfo, enterpriseKeys, enterpriseLogo, updateEnterpriseInfo, uploadEnterpriseLogo, type EnterpriseFields } from './api';
import { saveEnterpriseInformation } from '../../api/session';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { useFormInit } from '../../shell/useFormInit';
import { EnterpriseRoles } from './EnterpriseRoles';
import { useEnterpriseAbility } from './useEnterpriseAbility';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Enterprise information, storage, logo and enterprise roles (/enterpriseManagement). */
export function EnterpriseManagementPage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const info = useQuery({ queryKey: enterpriseKeys.info(), queryFn: enterpriseInfo });
  const may = useEnterpriseAbility();
  const logo = useQuery({ queryKey: enterpriseKeys.logo(), queryFn: enterpriseLogo });
  const d = info.data;
  useFormInit(form, d);
  useEffect(() => {
    if (d) saveEnterpriseInformation({ id: d.id, co_name_cn: d.co_name_cn, co_name_en: d.co_name_en, co_domain: d.co_domain, storageSize: d.storageSize });
  }, [d]);
  const save = async (v: EnterpriseFields) => {
    setBusy(true);
    try {
      await updateEnterpriseInfo(v);
      message.success(t('common:saved'));
      await qc.invalidateQueries({ queryKey: enterpriseKeys.info() });
      await qc.invalidateQueries({ queryKey: userKeys.current() });
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) return message.error(t('logoType'));
    if (file.size >= ENTERPRISE_LOGO_MAX_BYTES) return message.error(t('logoSize'));
    try {
      await uploadEnterpriseLogo(file);
      message.success(t('common:saved'));
      await qc.invalidateQueries({ queryKey: enterpriseKeys.logo() });
      await qc.invalidateQueries({ queryKey: enterpriseKeys.info() });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const editable = !!d?.isEnterpriseManager;
  return (
    <>
      <div className="page-toolbar">
        <Breadcrumbs items={[{ title: t('title') }]} />
        <Space size="large">
          {may.can('enterprise', 'statistics') && (
            <Link to="/management_data" data-testid="management-data-link">
              <BarChartOutlined /> {t('management:link')}
            </Link>
          )}
          {may.can('person', 'enter') && (
            <Link to="/stuffManagement" data-testid="enterprise-staff-link">
              <TeamOutlined /> {t('staffManagement')}
            </Link>
          )}
        </Space>
      </div>
      <PageState loading={info.isLoading} error={info.error} onRetry={() => info.refetch()}>
        {d && (
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Card title={t('information')}>
                <Form form={form} layout="vertical" onFinish={save} disabled={!editable}>
                  <Form.Item name="co_name_cn" label={t('nameCn')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item name="co_name_en" label={t('nameEn')}>
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name="co_domain" label={t('domain')}>
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name="rules" label={t('rules')}>
                    <Input.TextArea rows={4} maxLength={5000} />
                  </Form.Item>
                  {editable && (
                    <Button type="primary" htmlType="submit" loading={busy}>
                      {t('common:save')}
                    </Button>
                  )}
                </Form>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title={t('storage')} style={{ marginBottom: 16 }}>
                <Progress percent={d.storageSize ? Math.min(100, Math.round((d.storageUsed / d.storageSize) * 10000) / 100) : 0} />
                <Typography.Text data-testid="storage-text">
                  {t('storageUse', { used: bytesToGB(d.storageUsed), total: bytesToGB(d.storageSize) })}
                </Typography.Text>
              </Card>
              <Card title={t('logo')}>
                <Space orientation="vertical">
                  {logo.data?.logoUrl ? (
                    <img src={logo.data.logoUrl} alt="" style={{ maxHeight: 80, maxWidth: 240 }} />
                  ) : (
                    <Typography.Text type="secondary">{t('noLogo')}</Typography.Text>
                  )}
                  {editable && (
                    <Upload
                      accept={LOGO_TYPES.join(',')}
                      showUploadList={false}
                      beforeUpload={(f) => {
                        void upload(f);
                        return false;
                      }}
                    >
                      <Button icon={<UploadOutlined />}>{t('uploadLogo')}</Button>
                    </Upload>
                  )}
                  <Typography.Text type="secondary">{t('logoHint')}</Typography.Text>
                </Space>
              </Card>
            </Col>
            <Col span={24} style={{ marginTop: 16 }}>
              {editable && (
                <Space style={{ marginBottom: 12 }}>
                  <Button onClick={() => navigate('/enterprisePermissionMatrix')} data-testid="open-permission-matrix">
                    {t('power:titleEnterprise')}
                  </Button>
                  <Button onClick={() => navigate('/enterpriseOperationLog')} data-testid="open-operation-log">
                    {t('oplog:titleEnterprise')}
                  </Button>
                  <Button icon={<SafetyCertificateOutlined />} onClick={() => navigate('/ssoSettings')} data-testid="open-sso-settings">
                    {t('sso:link')}
                  </Button>
                  <Button icon={<TagsOutlined />} onClick={() => navigate('/projectTypes')} data-testid="open-project-types">
                    {t('projecttypes:link')}
                  </Button>
                  <Button icon={<AppstoreOutlined />} onClick={() => navigate('/enterpriseApps')} data-testid="open-enterprise-apps">
                    {t('appstore:enterpriseLink')}
                  </Button>
                </Space>
              )}
              <EnterpriseRoles roles={d.roles} editable={editable} onSaved={() => qc.invalidateQueries({ queryKey: enterpriseKeys.info() })} />
            </Col>
          </Row>
        )}
      </PageState>
    </>
  );
}
