import { useEffect, useState } from 'react';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveRole, type RoleLike, type RoleScope } from './api';
import { useRoleName } from './useRoleName';

interface Values {
  name: string;
  remark?: string;
  defaultLevel?: number;
}

/**
 * Creates a role of the scope (grants copied from its member or staff role) or edits `editing`:
 * name, remark and level (0–99; a built-in role keeps its level).
 */
export function RoleFormModal(props: { scope: RoleScope; open: boolean; editing?: RoleLike; onClose: (roleId?: string) => void }) {
  const { scope, open, editing, onClose } = props;
  const { t } = useTranslation('roles');
  const { message } = App.useApp();
  const roleName = useRoleName();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing ? { name: roleName(editing), remark: editing.remark ?? '', defaultLevel: editing.defaultLevel } : { name: '', remark: '', defaultLevel: 20 },
    );
  }, [open, editing, form, roleName]);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const fields = { name: v.name, remark: v.remark || null, defaultLevel: editing?.builtIn ? undefined : v.defaultLevel };
      const r = await saveRole(scope, fields, editing?.id);
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
      title={editing ? t('edit') : t('new')}
      okText={t('common:save')}
      okButtonProps={{ 'data-testid': 'role-form-ok' }}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      {!editing && <p>{t(`newHint.${scope.kind}`)}</p>}
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, max: 50, message: t('nameRule') }]}>
          <Input maxLength={50} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="role-form-remark" />
        </Form.Item>
        <Form.Item name="defaultLevel" label={t('level')} extra={editing?.builtIn ? t('levelBuiltIn') : t('levelHint')}>
          <InputNumber min={0} max={99} precision={0} disabled={!!editing?.builtIn} data-testid="role-form-level" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
