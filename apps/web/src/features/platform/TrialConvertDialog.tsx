import { useState } from 'react';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { convertTrial, GB, listEnterprises, platformKeys, trialToEnterprise, type TrialUser } from './api';

interface Values {
  co_name_cn?: string;
  co_name_en?: string;
  co_domain?: string;
  storageGB?: number;
  enterpriseId?: string;
  asManager?: boolean;
}

/** Converts a trial user into a new enterprise they manage ('convert'), or adds them to an existing one ('add'). */
export function TrialConvertDialog(props: { mode: 'convert' | 'add'; row: TrialUser; onClose(saved: boolean): void }) {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const adding = props.mode === 'add';
  const filter = { pageNum: 1, pageSize: 50, state: 'active' as const, keyword: keyword || undefined };
  const ents = useQuery({ queryKey: platformKeys.list(filter), queryFn: () => listEnterprises(filter), enabled: adding });
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const res = adding
        ? await trialToEnterprise({ userId: props.row.userId, enterpriseId: v.enterpriseId!, asManager: !!v.asManager })
        : await convertTrial({
            userId: props.row.userId,
            co_name_cn: v.co_name_cn!.trim(),
            co_name_en: v.co_name_en?.trim() || null,
            co_domain: v.co_domain?.trim() || null,
            storageSize: (v.storageGB ?? 10) * GB,
          });
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
      title={t(adding ? 'trial.addTitle' : 'trial.convertTitle', { name: props.row.name })}
      okText={t(adding ? 'trial.addTo' : 'trial.convert')}
      okButtonProps={{ loading: busy, 'data-testid': 'trial-dialog-ok' }}
      onOk={() => void submit()}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ storageGB: 10, asManager: false }}>
        {adding ? (
          <>
            <Form.Item name="enterpriseId" label={t('trial.enterprise')} rules={[{ required: true, message: t('trial.enterpriseRequired') }]}>
              <Select
                showSearch={{ filterOption: false, onSearch: setKeyword }}
                loading={ents.isFetching}
                data-testid="trial-enterprise"
                options={ents.data?.data.list.map((e) => ({ value: e.id, label: e.co_name_en || e.co_name_cn }))}
              />
            </Form.Item>
            <Form.Item name="asManager" valuePropName="checked">
              <Checkbox data-testid="trial-as-manager">{t('trial.asManager')}</Checkbox>
            </Form.Item>
          </>
        ) : (
          <>
            <Alert type="info" showIcon title={t('trial.convertExplain', { name: props.row.name })} style={{ marginBottom: 16 }} />
            <Form.Item name="co_name_cn" label={t('nameCn')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
              <Input maxLength={100} data-testid="trial-name-cn" />
            </Form.Item>
            <Form.Item name="co_name_en" label={t('nameEn')}>
              <Input maxLength={200} data-testid="trial-name-en" />
            </Form.Item>
            <Form.Item name="co_domain" label={t('domain')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="storageGB" label={t('storageSize')} rules={[{ required: true, type: 'integer', min: 1, max: 100000, message: t('storageRange') }]}>
              <InputNumber min={1} max={100000} precision={0} addonAfter="GB" />
            </Form.Item>
          </>
        )}
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="trial-dialog-error" />}
    </Modal>
  );
}
