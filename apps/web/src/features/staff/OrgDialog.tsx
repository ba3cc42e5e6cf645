import { useState } from 'react';
import { App, Form, Input, Modal, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NAME_MAX } from '@trestle/shared/staff-schemas';
import { errorText } from '../../api/client';
import { addOrg, deleteOrg, updateOrg, type OrgNode } from './api';
import { orgOptions } from './orgs';

/** The spec's organisation dialog status: 0 creates, 1 edits, any other value deletes (3 §4). */
export interface OrgAction {
  status: number;
  /** The department edited or deleted (status 1, other). */
  org: OrgNode | null;
  /** Where a new department goes (status 0); null = top level. */
  parentId: string | null;
}

/** Creates, renames and moves (parent picker) or deletes a department; the server's refusal is shown. */
type Props = { action: OrgAction | null; tree: OrgNode[]; onClose(saved: boolean): void };
export function OrgDialog(props: Props) {
  // Mounted per opening: each one starts from its own form store.
  return props.action ? <OpenOrgDialog {...props} /> : null;
}

function OpenOrgDialog(props: Props) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; parentId?: string | null }>();
  const [busy, setBusy] = useState(false);
  const a = props.action;
  const removing = !!a && a.status !== 0 && a.status !== 1;
  const initial = !a ? {} : a.status === 0 ? { name: '', parentId: a.parentId } : { name: a.org?.name ?? '', parentId: a.org?.parentId ?? null };

  const submit = async () => {
    if (!a) return;
    const v = removing ? null : await form.validateFields();
    setBusy(true);
    try {
      const env =
        a.status === 0
          ? await addOrg({ name: v!.name.trim(), parentId: v!.parentId ?? null })
          : a.status === 1
            ? await updateOrg({ id: a.org!.id, name: v!.name.trim(), parentId: v!.parentId ?? null })
            : await deleteOrg(a.org!.id);
      message.success(env.msg || t('common:saved'));
      props.onClose(true);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const title = !a ? '' : a.status === 0 ? t('org.add') : a.status === 1 ? t('org.edit') : t('org.delete');
  return (
    <Modal
      open
      title={title}
      onCancel={() => props.onClose(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={removing ? t('common:delete') : t('common:save')}
      okButtonProps={{ danger: removing, 'data-testid': 'org-dialog-ok' }}
    >
      {removing ? (
        <Typography.Paragraph data-testid="org-delete-confirm">{t('org.deleteConfirm', { name: a?.org?.name ?? '' })}</Typography.Paragraph>
      ) : (
        <Form form={form} layout="vertical" data-testid="org-form" initialValues={initial}>
          <Form.Item name="name" label={t('org.name')} rules={[{ required: true, whitespace: true, message: t('org.nameRequired') }]}>
            <Input maxLength={ORG_NAME_MAX} data-testid="org-name" autoFocus />
          </Form.Item>
          <Form.Item name="parentId" label={t('org.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('org.topLevel')}
              treeData={orgOptions(props.tree, a?.status === 1 ? a.org?.id : undefined)}
              data-testid="org-parent"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
