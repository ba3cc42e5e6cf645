import { Dropdown, Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import type { Lang } from '@trestle/shared';
import { useLang } from '../app/lang';

const LABELS: Record<Lang, string> = { zh: '中文', ja: '日本語', en: 'English' };

export function LanguageMenu() {
  const { lang, setLang } = useLang();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: (['zh', 'ja', 'en'] as Lang[]).map((l) => ({ key: l, label: <span data-testid={`lang-${l}`}>{LABELS[l]}</span> })),
        onClick: ({ key }) => setLang(key as Lang),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="lang-menu" className="shell-header-btn">
        {LABELS[lang]}
      </Button>
    </Dropdown>
  );
}
