import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addNotice, updateNotice, type NoticeRow } from './api';

interface Values {
  title: string;
  body: string;
  window: [Dayjs, Dayjs | null];
  status: 'published' | 'draft';
}

type Props = { audience: 'platform' | 'enterprise'; notice: NoticeRow | null; onClose(saved: boolean): void };

/** Adds or edits a notice: title, text, validity window (the end may stay open), published or draft. */
export function NoticeDialog(props: Props) {
  const { t } = useTranslation('notices');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const n = props.notice;
  const initial: Partial<Values> = n
    ? { title: n.title, body: n.body, window: [dayjs(n.validFrom), n.validUntil ? dayjs(n.validUntil) : null], status: n.status }
    : { window: [dayjs(), null], status: 'published' };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const fields = { title: v.title, body: v.body, validFrom: v.window[0].toISOString(), validUntil: v.window[1]?.toISOString() ?? null, status: v.status };
      if (n) await updateNotice({ id: n.id, ...fields });
      else await addNotice({ audience: props.audience, ...fields });
      message.success(n ? t('saved') : t('added'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={620}
      title={n ? t('edit') : t('add')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common:save')}
      okButtonProps={{ 'data-testid': 'notice-dialog-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="notice-form">
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}>
          <Input maxLength={100} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="body" label={t('field.body')} rules={[{ required: true, whitespace: true, message: t('bodyRequired') }]}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 4, maxRows: 10 }} data-testid="notice-body" />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('field.window')}
          extra={t('windowHint')}
          rules={[
            {
              validator: (_, w: Values['window'] | undefined) =>
                !w?.[0]
                  ? Promise.reject(new Error(t('fromRequired')))
                  : w[1] && !w[1].isAfter(w[0])
                    ? Promise.reject(new Error(t('untilBeforeFrom')))
                    : Promise.resolve(),
            },
          ]}
        >
          <DatePicker.RangePicker showTime allowEmpty={[false, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Radio.Group
            options={[
              { value: 'published', label: t('status.published') },
              { value: 'draft', label: t('status.draft') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
