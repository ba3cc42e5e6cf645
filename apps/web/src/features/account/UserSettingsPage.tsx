import { Card, Radio, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@trestle/shared';
import { useLang } from '../../app/lang';
import { PasswordForm } from './PasswordForm';
import { AutoLogoutForm } from './AutoLogoutForm';
import { EmailNoticeSwitch } from '../notifications/EmailNoticeSwitch';

/** /UserSettings — password, language, auto-logout and notices by e-mail. */
export function UserSettingsPage() {
  const { t } = useTranslation('account');
  const { lang, setLang } = useLang();
  return (
    <Card>
      <Typography.Title level={4}>{t('settings')}</Typography.Title>
      <Tabs
        items={[
          { key: 'password', label: t('password'), children: <PasswordForm /> },
          {
            key: 'lang',
            label: t('language'),
            children: (
              <Radio.Group value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
                <Radio value="zh">中文</Radio>
                <Radio value="ja">日本語</Radio>
                <Radio value="en">English</Radio>
              </Radio.Group>
            ),
          },
          { key: 'logout', label: t('autoLogoutTitle'), children: <AutoLogoutForm /> },
          { key: 'notices', label: t('notifications:email.title'), children: <EmailNoticeSwitch /> },
        ]}
      />
    </Card>
  );
}
