import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { setStatus, setWorker, type RegisterRow, type StaffRef } from './api';

export type ChangeKind = 'status' | 'worker';

/** Changes a row's status or worker with an optional note; both land in the row's journal. */
export function ChangeDialog(props: {
  projectId: string;
  change: { kind: ChangeKind; row: RegisterRow } | null;
  staff: StaffRef[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation('projecttask');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: number | string | null; note?: string }>();
  const [busy, setBusy] = useState(false);
  const c = props.change;
  useEffect(() => {
    if (c) form.setFieldsValue({ value: c.kind === 'status' ? c.row.status : c.row.worker, note: '' });
  }, [form, c]);
  const submit = async () => {
    if (!c) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      const note = v.note?.trim() || null;
      if (c.kind === 'status') await setStatus(props.projectId, c.row.id, Number(v.value), note);
      else await setWorker(props.projectId, c.row.id, (v.value as string | null) ?? null, note);
      message.success(c.kind === 'status' ? t('change.statusDone') : t('change.workerDone'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!c}
      title={c?.kind === 'worker' ? t('change.worker') : t('change.status')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'register-change-ok' }}
      destroyOnHidden
      forceRender
    >
      {c && <Typography.Paragraph type="secondary">{c.row.name}</Typography.Paragraph>}
      <Form form={form} layout="vertical" data-testid="register-change-form">
        {c?.kind === 'worker' ? (
          <Form.Item name="value" label={t('field.worker')} extra={t('change.workerHint')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={props.staff.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t('form.noWorker')}
              data-testid="register-change-worker"
            />
          </Form.Item>
        ) : (
          <Form.Item name="value" label={t('field.status')} rules={[{ required: true }]}>
            <Select options={[0, 1, 2, 3].map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="register-change-status" />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('change.note')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="register-change-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
