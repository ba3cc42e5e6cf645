import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { translate } from '@trestle/shared';
import { estimateHours, registerEndDate, SUB_ITEM_NAME_MAX } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { addRow, updateRow, type RegisterRow, type StaffRef, type TaskCategory } from './api';

type Values = {
  name: string;
  categoryId?: string | null;
  startDate?: Dayjs | null;
  estimate?: string;
  actual?: number | null;
  worker?: string | null;
  remark?: string;
};

/** Adds a register row (row == null) or edits one; the estimate is checked as typed and the end date shown. */
export function RowForm(props: {
  projectId: string;
  open: boolean;
  row: RegisterRow | null;
  categories: TaskCategory[];
  staff: StaffRef[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation('projecttask');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const start = Form.useWatch('startDate', form);
  const estimate = Form.useWatch('estimate', form);
  useEffect(() => {
    if (!props.open) return;
    const r = props.row;
    form.setFieldsValue(
      r
        ? {
            name: r.name,
            categoryId: r.categoryId,
            startDate: r.startDate ? dayjs(r.startDate) : null,
            estimate: r.estimate ?? '',
            actual: r.actual,
            worker: r.worker,
            remark: r.remark ?? '',
          }
        : { name: '', categoryId: null, startDate: dayjs(), estimate: '', actual: 0, worker: null, remark: '' },
    );
  }, [form, props.open, props.row]);

  const est = (estimate ?? '').trim();
  const hours = est ? estimateHours(est) : null;
  const end = registerEndDate(start ? start.format('YYYY-MM-DD') : null, est || null);
  const hint = !est ? t('form.estimateHint') : hours === null ? undefined : end ? t('form.endDate', { date: end, hours }) : t('form.estimateHours', { hours });

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const input = {
        name: v.name.trim(),
        categoryId: v.categoryId ?? null,
        startDate: v.startDate ? v.startDate.format('YYYY-MM-DD') : null,
        estimate: (v.estimate ?? '').trim(),
        actual: v.actual ?? 0,
        worker: v.worker ?? null,
        remark: v.remark?.trim() || null,
      };
      if (props.row) await updateRow(props.projectId, props.row.id, input);
      else await addRow(props.projectId, input);
      message.success(props.row ? t('saved') : t('added'));
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
      title={props.row ? t('edit') : t('add')}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'register-form-ok' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="register-form">
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[
            { required: true, whitespace: true, message: translate('projecttask.nameRequired', lang) },
            { max: SUB_ITEM_NAME_MAX, message: translate('v.tooLong', lang, { max: SUB_ITEM_NAME_MAX }) },
          ]}
        >
          <Input maxLength={SUB_ITEM_NAME_MAX} showCount data-testid="register-form-name" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('field.category')}>
          <Select
            allowClear
            options={props.categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder={t('form.noCategory')}
            data-testid="register-form-category"
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="startDate" label={t('field.startDate')} style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} data-testid="register-form-start" />
          </Form.Item>
          <Form.Item
            name="estimate"
            label={t('field.estimate')}
            style={{ flex: 1 }}
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validator: (_, v?: string) =>
                  !v?.trim() || estimateHours(v.trim()) !== null ? Promise.resolve() : Promise.reject(new Error(translate('projecttask.estimate', lang))),
              },
            ]}
            extra={hint && <span data-testid="register-form-end">{hint}</span>}
          >
            <Input placeholder="3d8h" maxLength={20} data-testid="register-form-estimate" />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="actual" label={t('field.actualHours')} style={{ flex: 1 }}>
            <InputNumber min={0} max={100000} step={0.5} style={{ width: '100%' }} data-testid="register-form-actual" />
          </Form.Item>
          <Form.Item name="worker" label={t('field.worker')} style={{ flex: 1 }}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={props.staff.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t('form.noWorker')}
              data-testid="register-form-worker"
            />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t('field.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
