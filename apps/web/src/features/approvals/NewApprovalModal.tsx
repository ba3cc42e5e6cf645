import { useEffect, useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { APPROVAL_REMARKS_MAX, APPROVAL_TITLE_MAX } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { ProjectSelect } from '../mytasks/ProjectSelect';
import { addApproval } from './api';
import { DocumentPicker, type PickedFile } from './DocumentPicker';
import { PeoplePicker } from './PeoplePicker';

/** The project choice as a form control. */
function ProjectField(p: { value?: string; onChange?(id: string): void }) {
  return <ProjectSelect value={p.value ?? ''} onChange={(id) => p.onChange?.(id)} />;
}

interface Values {
  projectId: string;
  title: string;
  approverIds: string[];
  ccIds?: string[];
  files: PickedFile[];
  remarks?: string;
}

/**
 * Submits an approval (spec 3 §3: title, approvers, cc, documents, remarks). The project is
 * the page's (fixed when the page is the project's own), or chosen here; people and documents come from that project. The server checks
 * the rest (members, nobody approving their own submission, who may open the documents) and
 * its message is shown as it words it.
 */
export function NewApprovalModal(p: {
  open: boolean;
  projectId: string;
  lockProject: boolean;
  onClose(created: { projectId: string; id: string } | null): void;
}) {
  const { t } = useTranslation('approvals');
  const { message } = App.useApp();
  const me = useCurrentUser().data?.user._id ?? '';
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const projectId = Form.useWatch('projectId', form) ?? p.projectId;
  const approvers = Form.useWatch('approverIds', form) ?? [];
  // Each opening starts in the page's current project (the form outlives its openings).
  useEffect(() => {
    if (p.open) form.setFieldsValue({ projectId: p.projectId || undefined });
  }, [p.open, p.projectId, form]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const env = await addApproval({
        projectId: v.projectId,
        title: v.title.trim(),
        approverIds: v.approverIds,
        ccIds: v.ccIds ?? [],
        fileIds: v.files.map((f) => f.value),
        remarks: v.remarks?.trim() || null,
      });
      message.success(env.msg || t('form.submit'));
      p.onClose({ projectId: v.projectId, id: env.data.id });
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  const required = { required: true, message: t('form.required') };

  return (
    <Modal
      open={p.open}
      title={t('form.title')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => void save()}
      onCancel={() => p.onClose(null)}
      okButtonProps={{ loading: saving, 'data-testid': 'approval-form-submit' }}
      afterClose={() => form.resetFields()}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ projectId: p.projectId || undefined, ccIds: [], files: [] }}
        // People and documents belong to a project: another project starts them afresh.
        onValuesChange={(changed: Partial<Values>) => {
          if ('projectId' in changed) form.setFieldsValue({ approverIds: [], ccIds: [], files: [] });
        }}
        data-testid="approval-form"
      >
        <Form.Item
          name="projectId"
          label={t('form.project')}
          rules={[{ required: true, message: t('form.pickProject') }]}
          hidden={p.lockProject && !!p.projectId}
        >
          <ProjectField />
        </Form.Item>
        <Form.Item name="title" label={t('form.name')} rules={[{ ...required, whitespace: true }, { max: APPROVAL_TITLE_MAX }]}>
          <Input maxLength={APPROVAL_TITLE_MAX} showCount placeholder={t('form.namePlaceholder')} data-testid="approval-form-title" />
        </Form.Item>
        <Form.Item name="approverIds" label={t('form.approvers')} extra={t('form.approversHint')} rules={[{ ...required, type: 'array', min: 1 }]}>
          <PeoplePicker projectId={projectId} exclude={[me]} testId="approval-form-approvers" />
        </Form.Item>
        <Form.Item name="ccIds" label={t('form.cc')}>
          <PeoplePicker projectId={projectId} exclude={[me, ...approvers]} testId="approval-form-cc" />
        </Form.Item>
        <Form.Item name="files" label={t('form.documents')} extra={t('form.documentsHint')} rules={[{ ...required, type: 'array', min: 1 }]}>
          <DocumentPicker projectId={projectId} />
        </Form.Item>
        <Form.Item name="remarks" label={t('form.remarks')}>
          <Input.TextArea rows={3} maxLength={APPROVAL_REMARKS_MAX} showCount data-testid="approval-form-remarks" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
