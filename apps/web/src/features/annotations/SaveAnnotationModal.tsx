import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, App, Form, Input, Modal, Spin } from 'antd';
import { ANNOTATION_NAME_MAX, ANNOTATION_REMARK_MAX } from '@trestle/shared/annotation-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addAnnotation, type Annotation, type AnnotationTarget, type AnnotationType } from './api';
import type { AnnotationHost } from './hooks';
import { fitSnapshot } from './snapshot';

type Captured = Awaited<ReturnType<AnnotationHost['capture']>>;

/**
 * Saves the viewer's current view: a comment (type other: name and remark) or a saved view
 * (type auto: name only). The view is captured when the dialog opens, so what is saved is what
 * the user was looking at, and its picture is shown before saving.
 */
export function SaveAnnotationModal(p: {
  open: boolean;
  type: AnnotationType;
  target: AnnotationTarget;
  host: AnnotationHost;
  onCancel(): void;
  onSaved(a: Annotation): void;
}) {
  const { t } = useTranslation('annotations');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; remark?: string }>();
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [captureError, setCaptureError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const view = p.type === 'auto';

  // Captured once per opening, from whichever host is current then.
  const capture = useEffectEvent(() => p.host.capture());
  useEffect(() => {
    if (!p.open) return;
    let live = true;
    setCaptured(null);
    setCaptureError(null);
    form.resetFields();
    void (async () => {
      try {
        const c = await capture();
        const snapshot = await fitSnapshot(c.snapshot);
        if (live) setCaptured({ ...c, snapshot });
      } catch (e) {
        if (live) setCaptureError(e);
      }
    })();
    return () => {
      live = false;
    };
  }, [p.open, form]);

  const save = async () => {
    const v = await form.validateFields();
    if (!captured) return;
    setSaving(true);
    try {
      const a = await addAnnotation(p.target, {
        name: v.name.trim(),
        remark: view ? undefined : v.remark?.trim() || undefined,
        type: p.type,
        viewpoint: captured.viewpoint,
        svg: captured.svg || undefined,
        snapshot: captured.snapshot,
      });
      message.success(t(view ? 'viewSaved' : 'commentSaved'));
      p.onSaved(a);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={t(view ? 'saveView' : 'addComment')}
      onCancel={p.onCancel}
      onOk={() => void save()}
      okText={t('save')}
      okButtonProps={{ disabled: !captured, loading: saving, 'data-testid': 'annotation-save' }}
      destroyOnHidden
      wrapClassName="annotation-save-modal"
    >
      <div className="annotation-preview">
        {captured ? (
          <img src={captured.snapshot} alt="" data-testid="annotation-preview" />
        ) : captureError ? (
          <Alert type="error" showIcon title={t('captureFailed')} description={errorText(captureError)} />
        ) : (
          <Spin />
        )}
      </div>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: ANNOTATION_NAME_MAX, message: t('tooLong', { max: ANNOTATION_NAME_MAX }) },
          ]}
        >
          <Input maxLength={ANNOTATION_NAME_MAX} showCount autoFocus data-testid="annotation-name-input" onPressEnter={() => void save()} />
        </Form.Item>
        {!view && (
          <Form.Item name="remark" label={t('remark')} rules={[{ max: ANNOTATION_REMARK_MAX, message: t('tooLong', { max: ANNOTATION_REMARK_MAX }) }]}>
            <Input.TextArea maxLength={ANNOTATION_REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="annotation-remark-input" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
