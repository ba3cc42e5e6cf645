import { Form, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseRole } from '@trestle/shared/enterprise-responses';
import type { OrgNode } from '../staff/api';
import { orgOptions } from '../staff/orgs';

/**
 * Just-in-time accounts (single sign-on and directory alike): off, or create the unknown person
 * into a department and an enterprise role (the staff screens' pickers).
 */
export function JitFields(props: { prefix: 'sso' | 'directory'; tree: OrgNode[]; roles: EnterpriseRole[] }) {
  const { t } = useTranslation('sso');
  const p = props.prefix;
  return (
    <>
      <Form.Item name="jitMode" label={t('jit.label')} extra={t('jit.hint')}>
        <Radio.Group
          options={[
            { value: 'off', label: t('jit.off') },
            { value: 'create', label: t('jit.create') },
          ]}
          data-testid={`${p}-jit`}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: { jitMode?: string }, b: { jitMode?: string }) => a.jitMode !== b.jitMode}>
        {({ getFieldValue }) =>
          getFieldValue('jitMode') === 'create' && (
            <>
              <Form.Item name="jitDepartmentId" label={t('jit.department')} rules={[{ required: true, message: t('jit.departmentRequired') }]}>
                <TreeSelect treeDefaultExpandAll treeData={orgOptions(props.tree)} data-testid={`${p}-jit-department`} />
              </Form.Item>
              <Form.Item name="jitRoleId" label={t('jit.role')} rules={[{ required: true, message: t('jit.roleRequired') }]}>
                <Select options={props.roles.map((r) => ({ value: r.id, label: r.name }))} data-testid={`${p}-jit-role`} />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </>
  );
}
