import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { memberChoices, projectOrgKeys, saveProjectOrg, type OrgFields, type ProjectOrg } from './orgs-api';

/** The spec's organisation dialog (3 §4): status 0 creates, 1 edits, any other value deletes. */
export interface ProjectOrgAction {
  status: number;
  /** The organisation edited or deleted (status 1, other). */
  org: ProjectOrg | null;
}

type Props = { projectId: string; action: ProjectOrgAction | null; onClose(saved: boolean): void };

/** Creates or edits (name, remark, people) or deletes an organisation; the server's refusal is shown. */
export function ProjectOrgDialog(props: Props) {
  // Mounted per opening: each one starts from its own form store.
  return props.action ? <OpenDialog {...props} action={props.action} /> : null;
}

function OpenDialog({ projectId, action: a, onClose }: Props & { action: ProjectOrgAction }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<OrgFields>();
  const [busy, setBusy] = useState(false);
  const removing = a.status !== 0 && a.status !== 1;
  const members = useQuery({ queryKey: projectOrgKeys.memberChoices(projectId), queryFn: () => memberChoices(projectId), enabled: !removing });
  const initial: OrgFields =
    a.status === 1 && a.org ? { name: a.org.name, remark: a.org.remark ?? '', userIds: a.org.members.map((m) => m.id) } : { name: '', remark: '', userIds: [] };

  const submit = async () => {
    const v = removing ? null : await form.validateFields();
    setBusy(true);
    try {
      const env = await saveProjectOrg(projectId, a.status, a.org, v);
      message.success(env.msg || t('common:saved'));
      onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const title = a.status === 0 ? t('orgs.add') : a.status === 1 ? t('orgs.edit') : t('orgs.delete');
  return (
    <Modal
      open
      title={title}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={removing ? t('common:delete') : t('common:save')}
      okButtonProps={{ danger: removing, 'data-testid': 'porg-dialog-ok' }}
    >
      {removing ? (
        <Typography.Paragraph data-testid="porg-delete-confirm">{t('orgs.deleteConfirm', { name: a.org?.name ?? '' })}</Typography.Paragraph>
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} data-testid="porg-form">
          <Form.Item name="name" label={t('orgs.name')} rules={[{ required: true, whitespace: true, message: t('orgs.nameRequired') }]}>
            <Input maxLength={100} autoFocus data-testid="porg-name" />
          </Form.Item>
          <Form.Item name="remark" label={t('orgs.remark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="userIds" label={t('orgs.people')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={members.isLoading}
              options={members.data ?? []}
              placeholder={members.error ? errorText(members.error) : t('orgs.peoplePlaceholder')}
              data-testid="porg-people"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
