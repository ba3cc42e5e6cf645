import { useEffect, useEffectEvent, useState } from 'react';
import { App, Button, Card, Form, Input, Result, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import type { ShareInfo } from './api';

/** The extraction code step; a link without a code passes it at once. */
export function CodeStep(props: { info: ShareInfo; onEnter(code: string): Promise<void> }) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (code: string) => {
    setBusy(true);
    try {
      await props.onEnter(code);
      // A wrong-code toast from an earlier try would linger over the opened link.
      message.destroy();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const enterWithoutCode = useEffectEvent(() => {
    if (!props.info.needCode) void submit('');
  });
  // Once per link: a refetch of the same link's info does not enter it again.
  useEffect(() => enterWithoutCode(), [props.info.linkId]);
  return (
    <Card style={{ maxWidth: 420, margin: '64px auto' }} data-testid="share-code-step">
      <Typography.Title level={4}>{props.info.name}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('sharedBy', { name: props.info.creatorName, project: props.info.projectName })}</Typography.Paragraph>
      {props.info.needCode ? (
        <Form layout="vertical" onFinish={(v: { code: string }) => void submit(v.code)}>
          <Form.Item name="code" label={t('enterCode')} rules={[{ required: true, message: t('codeRequired') }]}>
            <Input prefix={<LockOutlined />} maxLength={4} autoFocus data-testid="visitor-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="visitor-code-ok">
            {t('open')}
          </Button>
        </Form>
      ) : (
        <Button loading block>
          {t('opening')}
        </Button>
      )}
    </Card>
  );
}

/** Links that no longer work, with the spec's messages; users-only links offer sign-in. */
export function DeadLink(props: { code: number; linkId: string; message: string }) {
  const { t } = useTranslation('share');
  const navigate = useNavigate();
  const login = () => navigate(`/login?redirectUrl=${encodeURIComponent(`/share_page/${props.linkId}`)}`);
  const title =
    props.code === 9101 ? t('dead.invalid') : props.code === 9103 ? t('dead.deleted') : props.code === 9104 ? t('dead.loginRequired') : props.message;
  return (
    <Result
      status={props.code === 9104 ? 'info' : 'warning'}
      title={title}
      data-testid="share-dead"
      extra={
        props.code === 9104 ? (
          <Button type="primary" onClick={login} data-testid="share-login">
            {t('signIn')}
          </Button>
        ) : null
      }
    />
  );
}
