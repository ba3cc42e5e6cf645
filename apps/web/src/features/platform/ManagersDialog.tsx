import { useState } from 'react';
import { Alert, App, Button, Divider, Form, List, Modal, Popconfirm, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { PageState } from '../../shell/PageState';
import { addManager, listManagers, platformKeys, removeManager, type PlatformEnterprise } from './api';
import { ManagerFields, managerChoiceOf, type ManagerValues } from './ManagerFields';

/** An enterprise's managers: remove one (never the last; the server says why) or add one. */
export function ManagersDialog(props: { enterprise: PlatformEnterprise; onClose(saved: boolean): void }) {
  const { t } = useTranslation('platform');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<ManagerValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const id = props.enterprise.id;
  const q = useQuery({ queryKey: platformKeys.managers(id), queryFn: () => listManagers(id) });
  const run = async (call: () => Promise<{ msg: string }>) => {
    setBusy(true);
    setError(null);
    try {
      message.success((await call()).msg);
      setChanged(true);
      await qc.invalidateQueries({ queryKey: platformKeys.managers(id) });
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const v = await form.validateFields();
    if (await run(() => addManager({ enterpriseId: id, manager: managerChoiceOf(v) }))) form.resetFields();
  };
  return (
    <Modal
      open
      title={t('managersOf', { name: props.enterprise.co_name_en || props.enterprise.co_name_cn })}
      footer={<Button onClick={() => props.onClose(changed)}>{t('close')}</Button>}
      onCancel={() => props.onClose(changed)}
      destroyOnHidden
    >
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.length === 0} emptyText={t('noManager')} onRetry={() => q.refetch()}>
        <List
          data-testid="managers-list"
          dataSource={q.data}
          renderItem={(m) => (
            <List.Item
              actions={[
                <Popconfirm key="remove" title={t('removeManagerConfirm', { name: m.name })} onConfirm={() => void run(() => removeManager(id, m.id))}>
                  <Button size="small" type="link" danger data-testid="manager-remove">
                    {t('remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={<span data-testid="manager-name-shown">{m.name}</span>} description={`${m.loginName}${m.email ? ` · ${m.email}` : ''}`} />
              {m.isInvalid && <Typography.Text type="danger">{t('invalid')}</Typography.Text>}
            </List.Item>
          )}
        />
      </PageState>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="managers-error" />}
      <Divider>{t('addManager')}</Divider>
      <Form<ManagerValues> form={form} layout="vertical">
        <ManagerFields />
        <Button type="primary" loading={busy} onClick={() => void add()} data-testid="manager-add">
          {t('add')}
        </Button>
      </Form>
    </Modal>
  );
}
