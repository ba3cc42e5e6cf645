import { Dropdown, Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from './useCurrentUser';

/** Shown to users of several enterprises; another enterprise opens in a new window. */
export function EnterpriseSwitch({ me }: { me: CurrentUser }) {
  const { t, i18n } = useTranslation('shell');
  if (me.enterprises.length < 2) return null;
  const name = (e: { co_name_cn: string; co_name_en: string | null }) => (i18n.language === 'zh' ? e.co_name_cn : e.co_name_en || e.co_name_cn);
  const others = me.enterprises.filter((e) => e.id !== me.current?.id);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'title', type: 'group', label: t('switchEnterprise'), children: others.map((e) => ({ key: e.id, label: name(e) })) }],
        onClick: ({ key }) => window.open(`${window.location.origin}/#/login/${key}`, '_blank'),
      }}
    >
      <Button type="text" icon={<SwapOutlined />} className="shell-header-btn" data-testid="enterprise-switch">
        {me.current ? name(me.current) : t('switchEnterprise')}
      </Button>
    </Dropdown>
  );
}
