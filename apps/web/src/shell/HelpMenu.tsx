import { Dropdown, Button } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function HelpMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Dropdown menu={{ items: [{ key: 'log', label: t('updateLog') }], onClick: () => void navigate('/updateLog') }}>
      <Button type="text" icon={<QuestionCircleOutlined />} className="shell-header-btn" aria-label={t('help')} data-testid="help-menu" />
    </Dropdown>
  );
}
