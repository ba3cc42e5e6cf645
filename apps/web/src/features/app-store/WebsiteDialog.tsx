import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveWebsite, type Website, type WebsiteFields } from './api';

/** Add or edit a web app: name, https address, icon address, tags. */
export function WebsiteDialog(props: { open: boolean; editing: Website | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('appstore');
  const { message } = App.useApp();
  const [form] = Form.useForm<WebsiteFields>();
  const [busy, setBusy] = useState(false);
  const { open, editing } = props;
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        editing ? { name: editing.name, url: editing.url, icon: editing.icon ?? '', tags: editing.tags } : { name: '', url: '', icon: '', tags: [] },
      );
  }, [open, editing, form]);
  const submit = async (v: WebsiteFields) => {
    setBusy(true);
    try {
      await saveWebsite({ ...v, icon: v.icon ?? '', id: editing?.id });
      message.success(t('common:saved'));
      props.onSaved();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const https = { pattern: /^https:\/\/\S+$/, message: t('httpsOnly') };
  return (
    <Modal
      open={open}
      title={editing ? t('editApp') : t('newApp')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, 'data-testid': 'website-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
          <Input maxLength={100} data-testid="website-name" />
        </Form.Item>
        <Form.Item name="url" label={t('url')} rules={[{ required: true, message: t('httpsOnly') }, https]}>
          <Input maxLength={2000} placeholder="https://" data-testid="website-url" />
        </Form.Item>
        <Form.Item name="icon" label={t('icon')} rules={[https]} extra={t('iconHint')}>
          <Input maxLength={2000} placeholder="https://" />
        </Form.Item>
        <Form.Item name="tags" label={t('tags')}>
          <Select mode="tags" open={false} tokenSeparators={[',']} data-testid="website-tags" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
