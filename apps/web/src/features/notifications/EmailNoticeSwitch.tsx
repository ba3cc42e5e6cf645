import { useState } from 'react';
import { App, Space, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { updateProfile, userKeys } from '../../api/user';
import { useCurrentUser } from '../../shell/useCurrentUser';

/** The e-mail opt-in of the user settings page: saved with the profile update call. */
export function EmailNoticeSwitch() {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const me = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const u = me.data?.user;
  const change = async (notifyByEmail: boolean) => {
    if (!u) return;
    setBusy(true);
    try {
      // The update call takes the whole profile; the rest is sent back unchanged.
      await updateProfile({ name: u.name, email: u.email ?? '', phone: u.phone ?? '', notifyByEmail });
      message.success(t('email.saved'));
      await qc.invalidateQueries({ queryKey: userKeys.current() });
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical">
      <Space>
        <Switch
          checked={!!u?.notifyByEmail}
          loading={busy || me.isLoading}
          disabled={!u}
          onChange={change}
          id="notify-by-email"
          data-testid="notify-by-email"
        />
        <label htmlFor="notify-by-email">{t('email.label')}</label>
      </Space>
      <Typography.Text type="secondary">{u?.email ? t('email.help') : t('email.noEmail')}</Typography.Text>
    </Space>
  );
}
