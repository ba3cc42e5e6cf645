import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The values of a manager choice: an existing account by login name or e-mail, or a new account. */
export interface ManagerValues {
  managerKind: 'existing' | 'new';
  account?: string;
  managerName?: string;
  managerEmail?: string;
}

/** The manager part of the create and add-manager forms (the server's managerChoice). */
export function ManagerFields() {
  const { t } = useTranslation('platform');
  const kind = Form.useWatch<ManagerValues['managerKind']>('managerKind');
  return (
    <>
      <Form.Item name="managerKind" label={t('manager.kind')} initialValue="existing">
        <Radio.Group data-testid="manager-kind">
          <Radio value="existing">{t('manager.existing')}</Radio>
          <Radio value="new" data-testid="manager-kind-new">
            {t('manager.new')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {kind === 'new' ? (
        <>
          <Form.Item name="managerName" label={t('manager.name')} rules={[{ required: true, whitespace: true, message: t('manager.nameRequired') }]}>
            <Input maxLength={100} data-testid="manager-name" />
          </Form.Item>
          <Form.Item
            name="managerEmail"
            label={t('manager.email')}
            extra={t('manager.mailHint')}
            rules={[{ required: true, type: 'email', message: t('manager.emailInvalid') }]}
          >
            <Input maxLength={200} data-testid="manager-email" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="account" label={t('manager.account')} rules={[{ required: true, whitespace: true, message: t('manager.accountRequired') }]}>
          <Input maxLength={200} data-testid="manager-account" />
        </Form.Item>
      )}
    </>
  );
}

/** The wire's managerChoice of the form's values. */
export function managerChoiceOf(v: ManagerValues) {
  if (v.managerKind === 'new') return { name: v.managerName?.trim(), email: v.managerEmail?.trim() };
  const account = v.account?.trim() ?? '';
  return account.includes('@') ? { email: account } : { loginName: account };
}
