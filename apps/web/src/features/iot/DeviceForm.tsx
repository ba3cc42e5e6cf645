import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { translate } from '@trestle/shared';
import { DEVICE_KINDS } from '@trestle/shared/iot-schemas';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { saveDevice, type IotDevice } from './api';

type Values = {
  name: string;
  code: string;
  kind: IotDevice['kind'];
  status: IotDevice['status'];
  location?: string;
  installedAt?: Dayjs | null;
  remark?: string;
};

/** Adds a device (device == null) or edits one. Status starts at 1 (spec 2 §3). */
export function DeviceForm(props: { projectId: string; open: boolean; device: IotDevice | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation('iot');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!props.open) return;
    const d = props.device;
    form.setFieldsValue(
      d
        ? {
            name: d.name,
            code: d.code,
            kind: d.kind,
            status: d.status,
            location: d.location ?? '',
            installedAt: d.installedAt ? dayjs(d.installedAt) : null,
            remark: d.remark ?? '',
          }
        : { name: '', code: '', kind: 'combined', status: 1, location: '', installedAt: null, remark: '' },
    );
  }, [form, props.open, props.device]);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await saveDevice(props.projectId, {
        id: props.device?.id,
        name: v.name.trim(),
        code: v.code.trim(),
        kind: v.kind,
        status: v.status,
        location: v.location?.trim() || null,
        installedAt: v.installedAt ? v.installedAt.format('YYYY-MM-DD') : null,
        remark: v.remark?.trim() || null,
      });
      message.success(props.device ? t('device.saved') : t('device.added'));
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
      title={props.device ? t('device.edit') : t('device.add')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'device-form-ok' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="device-form">
        <Form.Item
          name="name"
          label={t('device.name')}
          rules={[{ required: true, whitespace: true, message: translate('iot.nameRequired', lang) }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="device-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('device.code')}
          extra={t('device.codeHint')}
          rules={[
            { required: true, whitespace: true, message: translate('iot.codeRequired', lang) },
            { pattern: /^[A-Za-z0-9._-]+$/, message: translate('iot.codeFormat', lang) },
            { max: 64 },
          ]}
        >
          <Input maxLength={64} data-testid="device-code" />
        </Form.Item>
        <Form.Item name="kind" label={t('device.kind')} rules={[{ required: true, message: translate('iot.kind', lang) }]}>
          <Select options={DEVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} data-testid="device-kind" />
        </Form.Item>
        <Form.Item name="location" label={t('device.location')} rules={[{ max: 200 }]}>
          <Input maxLength={200} data-testid="device-location" />
        </Form.Item>
        <Form.Item name="status" label={t('device.status')}>
          <Select options={([1, 2, 0] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="device-status" />
        </Form.Item>
        <Form.Item name="installedAt" label={t('device.installedAt')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(x) => x.isAfter(dayjs().endOf('day'))} />
        </Form.Item>
        <Form.Item name="remark" label={t('device.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
