import { useEffect, useState } from 'react';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { addProjectRole, updateProjectRole, type ProjectRole } from './api';

interface Values {
  name: string;
  remark?: string;
  defaultLevel?: number;
}

/** Creates a project role (grants copied from the member role) or renames `editing`. */
export function RoleFormModal(props: { projectId: string; open: boolean; editing?: ProjectRole; onClose: (roleId?: string) => void }) {
  const { projectId, open, editing, onClose } = props;
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { name: editing.builtIn ? t(`builtInRole.${editing.builtIn}`) : editing.name, remark: editing.remark ?? '', defaultLevel: editing.defaultLevel }
        : { name: '', remark: '', defaultLevel: 20 },
    );
  }, [open, editing, form, t]);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body = { projectId, name: v.name, remark: v.remark || null, defaultLevel: editing?.builtIn ? undefined : v.defaultLevel };
      const r = editing ? await updateProjectRole({ ...body, roleId: editing.id }) : await addProjectRole(body);
      message.success(t('common:saved'));
      onClose(r.id);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={editing ? t('roleEdit') : t('roleNew')}
      okText={t('common:save')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      {!editing && <p>{t('roleNewHint')}</p>}
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('roleName')} rules={[{ required: true, whitespace: true, max: 50, message: t('roleNameRule') }]}>
          <Input maxLength={50} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('roleRemark')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="defaultLevel" label={t('level')} extra={editing?.builtIn ? t('roleLevelBuiltIn') : t('roleLevelHint')}>
          <InputNumber min={0} max={99} precision={0} disabled={!!editing?.builtIn} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
