import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { ANNOTATION_NAME_MAX, ANNOTATION_REMARK_MAX } from '@trestle/shared/annotation-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { updateAnnotation, type Annotation } from './api';

/** BCF's usual topic statuses; a status imported from another tool stays selectable as it is. */
export const STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;

/**
 * Edits an annotation's name and, for comments, its remark and status (a BCF topic status, kept
 * through export and import). Views (type auto) have a name only (spec 2 §3).
 */
export function EditAnnotationModal(p: { projectId: string; annotation: Annotation | null; onClose(): void; onSaved(a: Annotation): void }) {
  const { t } = useTranslation('annotations');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; remark: string; status: string }>();
  const [busy, setBusy] = useState(false);
  const a = p.annotation;
  const view = a?.type === 'auto';
  useEffect(() => {
    if (a) form.setFieldsValue({ name: a.name, remark: a.remark ?? '', status: a.status });
  }, [a, form]);
  const save = async () => {
    if (!a) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      const patch = view ? { name: v.name.trim() } : { name: v.name.trim(), remark: v.remark ?? '', status: v.status };
      const updated = await updateAnnotation(p.projectId, a.id, patch);
      message.success(t('updated'));
      p.onSaved(updated);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const statuses = a && !STATUSES.includes(a.status as (typeof STATUSES)[number]) ? [...STATUSES, a.status] : [...STATUSES];
  return (
    <Modal
      open={!!a}
      title={t('editTitle')}
      onCancel={p.onClose}
      onOk={() => void save()}
      okText={t('save')}
      okButtonProps={{ loading: busy, 'data-testid': 'annotation-edit-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="annotation-edit-form">
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: ANNOTATION_NAME_MAX, message: t('tooLong', { max: ANNOTATION_NAME_MAX }) },
          ]}
        >
          <Input maxLength={ANNOTATION_NAME_MAX} showCount data-testid="annotation-edit-name" />
        </Form.Item>
        {!view && (
          <>
            <Form.Item name="remark" label={t('remark')} rules={[{ max: ANNOTATION_REMARK_MAX, message: t('tooLong', { max: ANNOTATION_REMARK_MAX }) }]}>
              <Input.TextArea maxLength={ANNOTATION_REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="annotation-edit-remark" />
            </Form.Item>
            <Form.Item name="status" label={t('status')}>
              <Select options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`, { defaultValue: s }) }))} data-testid="annotation-edit-status" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
