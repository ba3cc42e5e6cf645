import { useEffect, useState } from 'react';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { translate } from '@trestle/shared';
import { ISSUE_CODE_MAX, ISSUE_DESCRIPTION_MAX, ISSUE_IMPORTANCE, type IssueImportance, type IssueSummary } from '@trestle/shared/issue-schemas';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/lang';
import { issueApi, issueKeys, userLabel, type IssueInput } from '../api';
import { ReferencePicker, type Reference } from './ReferencePicker';
import '../issues.css';

type Values = {
  code: string;
  description?: string;
  importance: IssueImportance;
  leaderId?: string | null;
  approverId?: string | null;
  ccIds: string[];
  reference: Reference;
  axisCode?: string;
  axisHeight?: string;
  specialty?: string;
  meetingId?: string | null;
  dueDate?: Dayjs | null;
};

const text = (s: string | undefined) => s?.trim() || null;

/**
 * Creates an issue (issue == null) or edits one; the detail page reuses it. Leader ≠ approver is
 * checked here; everything else the server checks, and its msg is shown at the top of the form.
 */
export function IssueFormModal(props: { projectId: string; open: boolean; issue: IssueSummary | null; onClose(saved: IssueSummary | null): void }) {
  const { t } = useTranslation('issues');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [serverMsg, setServerMsg] = useState<string | null>(null);
  const users = useQuery({ queryKey: issueKeys.users(props.projectId), queryFn: () => issueApi.users(props.projectId), enabled: props.open });
  const meetings = useQuery({
    queryKey: issueKeys.meetings(props.projectId),
    queryFn: () => issueApi.meetings(props.projectId),
    enabled: props.open,
    retry: false,
  });
  const all = users.data ?? [];
  const people = all.map((u) => ({ value: u.id, label: userLabel(u, all) }));
  const i = props.issue;

  useEffect(() => {
    if (!props.open) return;
    setServerMsg(null);
    form.setFieldsValue(
      i
        ? {
            code: i.code,
            description: i.description ?? '',
            importance: i.importance,
            leaderId: i.leader?.id ?? null,
            approverId: i.approver?.id ?? null,
            ccIds: i.cc.map((u) => u.id),
            reference: { fileId: i.file?.id ?? null, annotationId: i.annotation?.id ?? null },
            axisCode: i.axisCode ?? '',
            axisHeight: i.axisHeight ?? '',
            specialty: i.specialty ?? '',
            meetingId: i.meeting?.id ?? null,
            dueDate: i.dueDate ? dayjs(i.dueDate) : null,
          }
        : {
            code: '',
            description: '',
            importance: 'normal',
            leaderId: null,
            approverId: null,
            ccIds: [],
            reference: { fileId: null, annotationId: null },
            axisCode: '',
            axisHeight: '',
            specialty: '',
            meetingId: null,
            dueDate: null,
          },
    );
  }, [form, props.open, i]);

  const submit = async () => {
    const v = await form.validateFields();
    const input: IssueInput = {
      code: v.code.trim(),
      description: text(v.description),
      importance: v.importance,
      leaderId: v.leaderId ?? null,
      approverId: v.approverId ?? null,
      ccIds: v.ccIds ?? [],
      fileId: v.reference?.fileId ?? null,
      annotationId: v.reference?.annotationId ?? null,
      axisCode: text(v.axisCode),
      axisHeight: text(v.axisHeight),
      specialty: text(v.specialty),
      meetingId: v.meetingId ?? null,
      dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : null,
    };
    setBusy(true);
    setServerMsg(null);
    try {
      const env = i ? await issueApi.update(props.projectId, i.id, input) : await issueApi.add(props.projectId, input);
      message.success(env.msg || (i ? t('saved') : t('added')));
      props.onClose(env.data);
    } catch (e) {
      setServerMsg(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  // Leader and approver cannot be the same (spec 3 §5): checked as either changes.
  const notLeader = ({ getFieldValue }: { getFieldValue(n: string): unknown }) => ({
    validator: (_: unknown, approver?: string | null) =>
      approver && approver === getFieldValue('leaderId') ? Promise.reject(new Error(translate('issue.leaderIsApprover', lang))) : Promise.resolve(),
  });
  const half = { style: { flex: 1, minWidth: 0 } };
  return (
    <Modal
      open={props.open}
      title={i ? t('editIssue') : t('newIssue')}
      width={720}
      onCancel={() => props.onClose(null)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ 'data-testid': 'issue-form-ok' }}
      destroyOnHidden
      forceRender
    >
      {serverMsg && <Alert type="error" showIcon message={serverMsg} style={{ marginBottom: 12 }} data-testid="issue-form-error" />}
      {users.isError && <Alert type="warning" showIcon message={errorText(users.error)} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" data-testid="issue-form">
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item
            name="code"
            label={t('field.code')}
            {...half}
            rules={[
              { required: true, whitespace: true, message: translate('issue.codeRequired', lang) },
              { max: ISSUE_CODE_MAX, message: translate('v.tooLong', lang, { max: ISSUE_CODE_MAX }) },
            ]}
          >
            <Input maxLength={ISSUE_CODE_MAX} data-testid="issue-form-code" />
          </Form.Item>
          <Form.Item name="importance" label={t('field.importance')} {...half}>
            <Select options={ISSUE_IMPORTANCE.map((x) => ({ value: x, label: t(`importance.${x}`) }))} data-testid="issue-form-importance" />
          </Form.Item>
        </div>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea rows={3} maxLength={ISSUE_DESCRIPTION_MAX} showCount data-testid="issue-form-description" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="leaderId" label={t('field.leader')} {...half}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={users.isLoading}
              options={people}
              placeholder={t('form.pickUser')}
              onChange={() => void form.validateFields(['approverId']).catch(() => {})}
              data-testid="issue-form-leader"
            />
          </Form.Item>
          <Form.Item name="approverId" label={t('field.approver')} {...half} dependencies={['leaderId']} rules={[notLeader]}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={users.isLoading}
              options={people}
              placeholder={t('form.pickUser')}
              data-testid="issue-form-approver"
            />
          </Form.Item>
        </div>
        <Form.Item name="ccIds" label={t('field.cc')} extra={t('form.ccHint')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={users.isLoading}
            options={people}
            placeholder={t('form.pickUsers')}
            data-testid="issue-form-cc"
          />
        </Form.Item>
        <Form.Item name="reference" label={t('field.reference')}>
          <ReferencePicker projectId={props.projectId} known={i ? { file: i.file, annotation: i.annotation } : undefined} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="axisCode" label={t('field.axisCode')} {...half} rules={[{ max: 50 }]}>
            <Input maxLength={50} data-testid="issue-form-axis" />
          </Form.Item>
          <Form.Item name="axisHeight" label={t('field.axisHeight')} {...half} rules={[{ max: 50 }]}>
            <Input maxLength={50} data-testid="issue-form-height" />
          </Form.Item>
          <Form.Item name="specialty" label={t('field.specialty')} {...half} rules={[{ max: 50 }]}>
            <Input maxLength={50} data-testid="issue-form-specialty" />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="meetingId" label={t('field.meeting')} {...half} extra={meetings.isError ? errorText(meetings.error) : undefined}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={meetings.isLoading}
              disabled={meetings.isError}
              placeholder={t('form.pickMeeting')}
              options={(meetings.data ?? []).map((m) => ({ value: m.id, label: m.code, color: m.labelColor }))}
              optionRender={(o) => (
                <span>
                  <span className="issue-meeting-dot" style={{ background: o.data.color }} />
                  {o.label}
                </span>
              )}
              data-testid="issue-form-meeting"
            />
          </Form.Item>
          <Form.Item name="dueDate" label={t('field.dueDate')} {...half}>
            <DatePicker style={{ width: '100%' }} data-testid="issue-form-due" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
