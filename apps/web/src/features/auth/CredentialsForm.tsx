import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface Credentials {
  loginName: string;
  password: string;
}

/** Login name and password: the password sign-in (testid "login") and the directory sign-in ("directory"). */
export function CredentialsForm(props: { testId: 'login' | 'directory'; busy: boolean; loginLabel?: string; onSubmit(v: Credentials): void }) {
  const { t } = useTranslation('auth');
  const id = props.testId;
  return (
    <Form layout="vertical" onFinish={props.onSubmit} requiredMark={false} data-testid={`${id}-form`}>
      <Form.Item name="loginName" label={props.loginLabel ?? t('loginName')} rules={[{ required: true, whitespace: true, message: t('loginNameRequired') }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" data-testid={`${id}-name`} />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid={`${id}-password`} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={props.busy} data-testid={`${id}-submit`}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
