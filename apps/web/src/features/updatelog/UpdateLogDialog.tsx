import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addUpdateLog, updateUpdateLog, type UpdateLogEntry } from './api';

interface Values {
  version: string;
  releasedAt: Dayjs;
  contentEn: string;
  contentZh?: string;
  contentJa?: string;
}

/** Adds or edits a release note (system managers): version, day, the notes in en (required), zh and ja. */
export function UpdateLogDialog({ entry, onClose }: { entry: UpdateLogEntry | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation('updatelog');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const initial: Partial<Values> = entry
    ? { version: entry.version, releasedAt: dayjs(entry.releasedAt), contentEn: entry.contents.en, contentZh: entry.contents.zh, contentJa: entry.contents.ja }
    : { releasedAt: dayjs() };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const fields = {
        version: v.version,
        releasedAt: v.releasedAt.format('YYYY-MM-DD'),
        contentEn: v.contentEn,
        contentZh: v.contentZh ?? '',
        contentJa: v.contentJa ?? '',
      };
      if (entry) await updateUpdateLog(entry.id, fields);
      else await addUpdateLog(fields);
      message.success(t('saved'));
      onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const text = (name: 'contentEn' | 'contentZh' | 'contentJa', required: boolean) => (
    <Form.Item name={name} label={t(`field.${name}`)} rules={required ? [{ required: true, whitespace: true, message: t('contentRequired') }] : []}>
      <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 8 }} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={entry ? t('edit') : t('add')}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common:save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="version" label={t('field.version')} rules={[{ required: true, whitespace: true, message: t('versionRequired') }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="releasedAt" label={t('field.releasedAt')} rules={[{ required: true, message: t('dateRequired') }]}>
          <DatePicker />
        </Form.Item>
        {text('contentEn', true)}
        {text('contentZh', false)}
        {text('contentJa', false)}
      </Form>
    </Modal>
  );
}
