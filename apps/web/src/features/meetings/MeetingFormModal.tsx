import { useEffect, useState } from 'react';
import { App, ColorPicker, DatePicker, Form, Input, Modal } from 'antd';
import type { Color } from 'antd/es/color-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { MEETING_CODE_MAX, MEETING_DESCRIPTION_MAX } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveMeeting, type MeetingSummary } from './api';

/** The label colours offered first; any other colour comes from the picker's panel. */
export const MEETING_COLORS = ['#1f4e79', '#1677ff', '#13a8a8', '#52c41a', '#faad14', '#fa541c', '#f5222d', '#eb2f96', '#722ed1', '#595959'];
const DEFAULT_COLOR = MEETING_COLORS[0];

interface Values {
  code: string;
  description?: string;
  labelColor: string;
  meetingDate?: Dayjs | null;
}

/** Create or edit a meeting: code (required, ≤ 50), description (≤ 500), label colour, date. */
export function MeetingFormModal(p: { projectId: string; open: boolean; meeting: MeetingSummary | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const m = p.meeting;

  useEffect(() => {
    if (!p.open) return;
    form.setFieldsValue({
      code: m?.code ?? '',
      description: m?.description ?? '',
      labelColor: m?.labelColor ?? DEFAULT_COLOR,
      meetingDate: m?.meetingDate ? dayjs(m.meetingDate) : null,
    });
  }, [form, p.open, m]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const msg = await saveMeeting(p.projectId, m?.id ?? null, {
        code: v.code.trim(),
        description: v.description?.trim() || null,
        labelColor: v.labelColor,
        meetingDate: v.meetingDate ? v.meetingDate.format('YYYY-MM-DD') : null,
      });
      message.success(msg || t(m ? 'updated' : 'created'));
      p.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={m ? t('editTitle') : t('newTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={() => p.onClose(false)}
      okButtonProps={{ loading: saving, 'data-testid': 'meeting-save' }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="meeting-form">
        <Form.Item
          name="code"
          label={t('col.code')}
          rules={[
            { required: true, whitespace: true, message: t('codeRequired') },
            { max: MEETING_CODE_MAX, message: t('codeTooLong', { n: MEETING_CODE_MAX }) },
          ]}
        >
          <Input maxLength={MEETING_CODE_MAX} data-testid="meeting-code" />
        </Form.Item>
        <Form.Item name="description" label={t('col.description')}>
          <Input.TextArea rows={3} maxLength={MEETING_DESCRIPTION_MAX} showCount data-testid="meeting-description" />
        </Form.Item>
        <Form.Item name="labelColor" label={t('color')} getValueFromEvent={(c: Color) => c.toHexString()}>
          <ColorPicker disabledAlpha showText presets={[{ label: t('colors'), colors: MEETING_COLORS }]} data-testid="meeting-color" />
        </Form.Item>
        <Form.Item name="meetingDate" label={t('col.date')}>
          <DatePicker style={{ width: '100%' }} data-testid="meeting-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
