import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import type { StaffRow } from './api';
import { useStaffApi } from './useStaffApi';

/** Invalidates an account in use, or starts the use of an invalid one, after a confirmation. */
export function useStateChange(onDone: () => void) {
  const { t } = useTranslation('staff');
  const { message, modal } = App.useApp();
  const api = useStaffApi();
  return (row: StaffRow) => {
    const invalidate = !row.isInvalid;
    modal.confirm({
      title: invalidate ? t('confirm.invalid', { name: row.name }) : t('confirm.startUse', { name: row.name }),
      content: invalidate ? t('confirm.invalidHint') : t('confirm.startUseHint'),
      okText: invalidate ? t('action.invalid') : t('action.startUse'),
      okButtonProps: { danger: invalidate, 'data-testid': 'staff-state-ok' },
      onOk: async () => {
        try {
          const env = await api.update({ userId: row.userId, isInvalid: invalidate ? 1 : 0 });
          message.success(env.msg || t('common:saved'));
          onDone();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  };
}
