import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { suspendEnterprise, type PlatformEnterprise } from './api';

/** Suspends an enterprise after saying what that does, with an optional reason. */
export function SuspendDialog(props: { enterprise: PlatformEnterprise; onClose(saved: boolean): void }) {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = props.enterprise.co_name_en || props.enterprise.co_name_cn;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      message.success((await suspendEnterprise(props.enterprise.id, reason.trim() || null)).msg);
      props.onClose(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('suspendTitle', { name })}
      okText={t('suspend')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'suspend-confirm' }}
      onOk={() => void submit()}
      onCancel={() => props.onClose(false)}
    >
      <Typography.Paragraph>{t('suspendExplain')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('reason')}>
          <Input.TextArea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} data-testid="suspend-reason" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
