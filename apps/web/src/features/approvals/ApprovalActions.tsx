import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { APPROVAL_COMMENT_MAX, APPROVAL_REMARKS_MAX, type ApprovalAction, type ApprovalDetail } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { approveApproval, rejectApproval, resubmitApproval, revokeApproval } from './api';
import { DocumentPicker, type PickedFile } from './DocumentPicker';

interface Values {
  comment?: string;
  remarks?: string;
  changeDocuments?: boolean;
  files?: PickedFile[];
}

const ORDER: ApprovalAction[] = ['approve', 'reject', 'resubmit', 'revoke'];

/**
 * The buttons of what the caller may do now, exactly the server's `can` (the page never
 * re-derives the workflow). Each asks first: approve and revoke for an optional comment, reject
 * for the reason, resubmit for a comment, the remarks and optionally other documents.
 */
export function ApprovalActions(p: { approval: ApprovalDetail; onDone(next: ApprovalDetail): void }) {
  const { t } = useTranslation('approvals');
  const { message } = App.useApp();
  const [action, setAction] = useState<ApprovalAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const changing = Form.useWatch('changeDocuments', form);
  const a = p.approval;

  const run = async () => {
    if (!action) return;
    const v = await form.validateFields();
    const comment = v.comment?.trim() || null;
    setBusy(true);
    try {
      const env =
        action === 'approve'
          ? await approveApproval(a.projectId, a.id, comment)
          : action === 'reject'
            ? await rejectApproval(a.projectId, a.id, comment ?? '')
            : action === 'revoke'
              ? await revokeApproval(a.projectId, a.id, comment)
              : await resubmitApproval(a.projectId, a.id, {
                  comment,
                  remarks: v.remarks?.trim() || null,
                  fileIds: v.changeDocuments ? (v.files ?? []).map((f) => f.value) : undefined,
                });
      message.success(env.msg || t('actions.done'));
      setAction(null);
      p.onDone(env.data);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const start = (next: ApprovalAction) => {
    form.resetFields();
    form.setFieldsValue({ remarks: a.remarks ?? '', changeDocuments: false, files: [] });
    setAction(next);
  };

  return (
    <>
      {ORDER.filter((x) => a.can[x]).map((x) => (
        <Button
          key={x}
          type={x === 'approve' || x === 'resubmit' ? 'primary' : 'default'}
          danger={x === 'reject'}
          onClick={() => start(x)}
          data-testid={`approval-${x}`}
        >
          {t(`actions.${x}`)}
        </Button>
      ))}
      <Modal
        open={!!action}
        title={action ? t(`actions.${action}Title`, { title: a.title }) : ''}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        confirmLoading={busy}
        okButtonProps={{ danger: action === 'reject' || action === 'revoke', 'data-testid': 'approval-action-ok' }}
        onOk={() => void run()}
        onCancel={() => setAction(null)}
        forceRender
      >
        {action === 'revoke' && <Typography.Paragraph type="secondary">{t('actions.revokeHint')}</Typography.Paragraph>}
        {action === 'resubmit' && <Typography.Paragraph type="secondary">{t('actions.resubmitHint')}</Typography.Paragraph>}
        <Form form={form} layout="vertical">
          <Form.Item
            name="comment"
            label={action === 'reject' ? t('actions.reason') : t('actions.comment')}
            rules={action === 'reject' ? [{ required: true, whitespace: true, message: t('actions.reasonRequired') }] : []}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={APPROVAL_COMMENT_MAX} showCount data-testid="approval-action-comment" />
          </Form.Item>
          {action === 'resubmit' && (
            <>
              <Form.Item name="remarks" label={t('actions.remarks')}>
                <Input.TextArea rows={2} maxLength={APPROVAL_REMARKS_MAX} showCount data-testid="approval-action-remarks" />
              </Form.Item>
              <Form.Item name="changeDocuments" valuePropName="checked">
                <Checkbox data-testid="approval-action-change-documents">{t('actions.changeDocuments')}</Checkbox>
              </Form.Item>
              {changing && (
                <Form.Item name="files" rules={[{ required: true, type: 'array', min: 1, message: t('form.required') }]}>
                  <DocumentPicker projectId={a.projectId} />
                </Form.Item>
              )}
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
