import { App, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTO_LOGOUT_OPTIONS } from '@trestle/shared';
import { errorText } from '../../api/client';
import { autoLogout, setAutoLogout, userKeys } from '../../api/user';
import { PageState } from '../../shell/PageState';

/** The idle time after which the session ends (enforced by the server). */
export function AutoLogoutForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const q = useQuery({ queryKey: userKeys.autoLogout(), queryFn: autoLogout });
  const change = async (autoLogoutMinutes: number) => {
    try {
      await setAutoLogout(autoLogoutMinutes);
      message.success(t('common:saved'));
      await q.refetch();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
      <Space orientation="vertical">
        <Typography.Text>{t('autoLogoutHint')}</Typography.Text>
        <Select
          style={{ width: 240 }}
          value={q.data?.autoLogoutMinutes}
          onChange={change}
          data-testid="auto-logout"
          options={AUTO_LOGOUT_OPTIONS.map((o) => ({ value: o.minutes, label: t(`autoLogout.${o.key}`) }))}
        />
      </Space>
    </PageState>
  );
}
