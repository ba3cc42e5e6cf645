import { useState } from 'react';
import { Alert, App, Divider, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { createEnterprise, GB, updateEnterprise, type PlatformEnterprise } from './api';
import { ManagerFields, managerChoiceOf, type ManagerValues } from './ManagerFields';

interface Values extends ManagerValues {
  co_name_cn: string;
  co_name_en?: string;
  co_domain?: string;
  storageGB: number;
}

/** Creates an enterprise with its first manager (row null) or edits one's names and storage size. */
export function EnterpriseDialog(props: { row: PlatformEnterprise | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = props.row;
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const names = {
        co_name_cn: v.co_name_cn.trim(),
        co_name_en: v.co_name_en?.trim() || null,
        co_domain: v.co_domain?.trim() || null,
        storageSize: v.storageGB * GB,
      };
      const res = r ? await updateEnterprise({ enterpriseId: r.id, ...names }) : await createEnterprise({ ...names, manager: managerChoiceOf(v) });
      message.success(res.msg);
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
      title={r ? t('editTitle', { name: r.co_name_en || r.co_name_cn }) : t('createTitle')}
      okText={r ? t('save') : t('create')}
      okButtonProps={{ loading: busy, 'data-testid': 'enterprise-save' }}
      onOk={() => void submit()}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          co_name_cn: r?.co_name_cn ?? '',
          co_name_en: r?.co_name_en ?? '',
          co_domain: r?.co_domain ?? '',
          storageGB: r ? Math.round(r.storageSize / GB) : 10,
        }}
      >
        <Form.Item name="co_name_cn" label={t('nameCn')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
          <Input maxLength={100} data-testid="enterprise-name-cn" />
        </Form.Item>
        <Form.Item name="co_name_en" label={t('nameEn')}>
          <Input maxLength={200} data-testid="enterprise-name-en" />
        </Form.Item>
        <Form.Item name="co_domain" label={t('domain')}>
          <Input maxLength={200} data-testid="enterprise-domain" />
        </Form.Item>
        <Form.Item
          name="storageGB"
          label={t('storageSize')}
          extra={r ? t('storageUse', { used: (r.usage.storageUsed / GB).toFixed(2), total: Math.round(r.storageSize / GB) }) : undefined}
          rules={[{ required: true, type: 'integer', min: 1, max: 100000, message: t('storageRange') }]}
        >
          <InputNumber min={1} max={100000} precision={0} addonAfter="GB" data-testid="enterprise-storage" />
        </Form.Item>
        {!r && (
          <>
            <Divider>{t('manager.first')}</Divider>
            <ManagerFields />
          </>
        )}
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="enterprise-error" />}
    </Modal>
  );
}
