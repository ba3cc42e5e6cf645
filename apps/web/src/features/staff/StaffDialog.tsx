import { useState } from 'react';
import { App, Alert, Form, Input, Modal, Radio, Select, Space, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_POST_MAX } from '@trestle/shared/staff-schemas';
import type { EnterpriseRole } from '@trestle/shared/enterprise-responses';
import { errorText } from '../../api/client';
import { nicknameCandidates, type OrgNode, type StaffRow } from './api';
import { orgOptions } from './orgs';
import { useStaffApi } from './useStaffApi';

/** The spec's staff action status: 0 adds, 1 updates, any other value deletes (3 §4). */
export interface StaffAction {
  status: number;
  row: StaffRow | null;
}

interface Values {
  name: string;
  loginName?: string;
  email?: string;
  phone?: string;
  post: string;
  backUpOrgs?: string[];
  roleId?: string | null;
}

/**
 * Adds (status 0), edits (1) or removes (other) a staff member. An add naming a person whose name
 * several accounts share is refused with their login names: the user picks one and it is sent again.
 */
type Props = { action: StaffAction | null; tree: OrgNode[]; roles: EnterpriseRole[]; defaultOrg: string | null; onClose(saved: boolean): void };
export function StaffDialog(props: Props) {
  // Mounted per opening: each one starts from its own form store (a kept store would show the
  // previous person's fields).
  return props.action ? <OpenStaffDialog {...props} /> : null;
}

function OpenStaffDialog(props: Props) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const api = useStaffApi();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [candidates, setCandidates] = useState<{ userId: string; loginName: string }[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const a = props.action;
  const removing = !!a && a.status !== 0 && a.status !== 1;
  const r = a?.row ?? null;
  const initial: Partial<Values> =
    a?.status === 1 && r
      ? { name: r.name, email: r.email ?? '', phone: r.phone ?? '', post: r.post ?? '', backUpOrgs: r.departments.map((d) => d.id), roleId: r.role?.id ?? null }
      : { backUpOrgs: props.defaultOrg ? [props.defaultOrg] : [] };

  const close = (saved: boolean) => {
    setCandidates(null);
    setChosen(null);
    props.onClose(saved);
  };

  const submit = async () => {
    if (!a) return;
    const v = removing ? null : await form.validateFields();
    setBusy(true);
    try {
      let msg: string;
      if (removing) msg = (await api.remove(r!.userId)).msg;
      else if (a.status === 1) {
        msg = (
          await api.update({
            userId: r!.userId,
            name: v!.name.trim(),
            email: v!.email?.trim() || null,
            phone: v!.phone?.trim() || null,
            post: v!.post.trim(),
            backUpOrgs: v!.backUpOrgs ?? [],
            ...(v!.roleId ? { roleId: v!.roleId } : {}),
          })
        ).msg;
      } else {
        const pick = candidates?.find((c) => c.userId === chosen);
        msg = (
          await api.add({
            name: v!.name.trim(),
            loginName: pick?.loginName ?? (v!.loginName?.trim() || null),
            email: pick ? null : v!.email?.trim() || null,
            phone: v!.phone?.trim() || null,
            post: v!.post.trim(),
            backUpOrgs: v!.backUpOrgs ?? [],
            ...(pick ? { userId: pick.userId } : {}),
            ...(v!.roleId ? { roleId: v!.roleId } : {}),
          })
        ).msg;
      }
      message.success(msg || t('common:saved'));
      close(true);
    } catch (e) {
      const c = a.status === 0 ? nicknameCandidates(e) : null;
      if (c) {
        setCandidates(c);
        setChosen(c[0].userId);
      }
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const title = !a ? '' : a.status === 0 ? t('dialog.add') : a.status === 1 ? t('dialog.edit') : t('dialog.delete');
  return (
    <Modal
      open
      title={title}
      onCancel={() => close(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={removing ? t('common:delete') : t('common:save')}
      okButtonProps={{ danger: removing, 'data-testid': 'staff-dialog-ok' }}
      width={560}
    >
      {removing ? (
        <Typography.Paragraph data-testid="staff-delete-confirm">{t('dialog.deleteConfirm', { name: r?.name ?? '' })}</Typography.Paragraph>
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} data-testid="staff-form">
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true, message: t('dialog.nameRequired') }]}>
            <Input maxLength={100} data-testid="staff-form-name" onChange={() => setCandidates(null)} />
          </Form.Item>
          {candidates && (
            <Alert
              type="warning"
              style={{ marginBottom: 16 }}
              title={t('dialog.chooseAccount')}
              description={
                <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)} data-testid="staff-form-candidates">
                  <Space orientation="vertical">
                    {candidates.map((c) => (
                      <Radio key={c.userId} value={c.userId}>
                        <span data-testid="staff-form-candidate">{c.loginName}</span>
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              }
            />
          )}
          {a?.status === 0 && (
            <Form.Item name="loginName" label={t('field.loginName')} extra={t('dialog.loginHint')}>
              <Input maxLength={100} data-testid="staff-form-login" />
            </Form.Item>
          )}
          <Form.Item name="email" label={t('field.email')} rules={[{ type: 'email', message: t('dialog.emailInvalid') }]}>
            <Input maxLength={200} data-testid="staff-form-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('field.phone')}>
            <Input maxLength={40} data-testid="staff-form-phone" />
          </Form.Item>
          <Form.Item name="post" label={t('field.post')} rules={[{ required: true, whitespace: true, message: t('dialog.postRequired') }]}>
            <Input maxLength={STAFF_POST_MAX} data-testid="staff-form-post" />
          </Form.Item>
          <Form.Item name="backUpOrgs" label={t('field.departments')}>
            <TreeSelect multiple allowClear treeDefaultExpandAll treeData={orgOptions(props.tree)} data-testid="staff-form-depts" />
          </Form.Item>
          <Form.Item name="roleId" label={t('field.role')}>
            <Select
              allowClear
              placeholder={t('dialog.roleDefault')}
              options={props.roles.map((x) => ({ value: x.id, label: x.name }))}
              data-testid="staff-form-role"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
