import { useEffect, useState } from 'react';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveIotSettings } from './api';

/** The project's temperature offset (spec 2 §9), added to every temperature the charts show. */
export function SettingsModal(props: { projectId: string; open: boolean; offset: number; onClose(saved: boolean): void }) {
  const { t } = useTranslation('iot');
  const { message } = App.useApp();
  const [value, setValue] = useState<number | null>(props.offset);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) setValue(props.offset);
  }, [props.open, props.offset]);
  const submit = async () => {
    setBusy(true);
    try {
      await saveIotSettings(props.projectId, value ?? 0);
      message.success(t('settings.saved'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={props.open} title={t('settings.title')} onCancel={() => props.onClose(false)} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('settings.offset')}>
          <InputNumber min={-100} max={100} step={0.5} value={value} onChange={setValue} suffix="°C" style={{ width: 180 }} data-testid="iot-offset" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('settings.offsetHint')}</Typography.Text>
    </Modal>
  );
}
