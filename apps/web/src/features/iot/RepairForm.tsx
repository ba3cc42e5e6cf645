import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { saveRepair, type IotDevice } from './api';

/** Reports a fault on a device (the spec's repair form). The reporter defaults to the caller. */
export function RepairForm(props: { projectId: string; open: boolean; devices: IotDevice[]; deviceId: string | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation('iot');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deviceId: string; fault: string; reporter?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) form.setFieldsValue({ deviceId: props.deviceId ?? undefined, fault: '', reporter: '' });
  }, [form, props.open, props.deviceId]);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await saveRepair(props.projectId, { deviceId: v.deviceId, fault: v.fault.trim(), reporter: v.reporter?.trim() || undefined });
      message.success(t('repair.reported'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t('repair.report')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'repair-form-ok' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="repair-form">
        <Form.Item name="deviceId" label={t('repair.device')} rules={[{ required: true, message: t('repair.deviceRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={props.devices.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))}
            data-testid="repair-device"
          />
        </Form.Item>
        <Form.Item
          name="fault"
          label={t('repair.fault')}
          rules={[{ required: true, whitespace: true, message: translate('iot.faultRequired', lang) }, { max: 1000 }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="repair-fault" />
        </Form.Item>
        <Form.Item name="reporter" label={t('repair.reporter')} extra={t('repair.reporterHint')} rules={[{ max: 100 }]}>
          <Input maxLength={100} data-testid="repair-reporter" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
