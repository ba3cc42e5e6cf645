import { useState } from 'react';
import { App, Avatar, Button, Card, Col, Form, Input, List, Row, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { updateProfile, userKeys } from '../../api/user';
import { useLang } from '../../app/lang';
import { PageState } from '../../shell/PageState';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { useFormInit } from '../../shell/useFormInit';

/** /account-center — the own profile and enterprises. */
export function AccountCenterPage() {
  const { t } = useTranslation('account');
  const { lang } = useLang();
  const me = useCurrentUser();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  useFormInit(form, me.data, (d) => d.user);
  const save = async (v: { name: string; email?: string; phone?: string }) => {
    setBusy(true);
    try {
      await updateProfile(v);
      localStorage.setItem('username', v.name);
      message.success(t('common:saved'));
      await qc.invalidateQueries({ queryKey: userKeys.current() });
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const d = me.data;
  return (
    <PageState loading={me.isLoading} error={me.error} onRetry={() => me.refetch()}>
      {d && (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Card style={{ textAlign: 'center' }}>
              <Avatar size={72} style={{ background: '#5b8c00', fontSize: 32 }}>
                {Array.from(d.user.name)[0]?.toUpperCase()}
              </Avatar>
              <Typography.Title level={4}>{d.user.name}</Typography.Title>
              <Typography.Text type="secondary">{d.user.loginName}</Typography.Text>
            </Card>
            <Card title={t('enterprises')} style={{ marginTop: 16 }}>
              <List
                size="small"
                dataSource={d.enterprises}
                renderItem={(e) => <List.Item>{lang === 'zh' ? e.co_name_cn : e.co_name_en || e.co_name_cn}</List.Item>}
              />
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Card title={t('profile')}>
              <Form form={form} layout="vertical" onFinish={save}>
                <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: translate('v.required', lang) }]}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item name="email" label={t('email')} rules={[{ type: 'email', message: translate('v.email.invalid', lang) }]}>
                  <Input />
                </Form.Item>
                <Form.Item name="phone" label={t('phone')}>
                  <Input maxLength={30} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy}>
                  {t('common:save')}
                </Button>
              </Form>
            </Card>
          </Col>
        </Row>
      )}
    </PageState>
  );
}
