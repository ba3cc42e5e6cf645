import { Tooltip } from 'antd';
import { ContainerOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Marks a file of the file manager that is in a drawing cabinet (it cannot be covered). */
export function InCabinetMark() {
  const { t } = useTranslation('cabinet');
  return (
    <Tooltip title={t('inCabinet')}>
      <ContainerOutlined aria-label={t('inCabinet')} data-testid="in-cabinet-icon" style={{ color: 'var(--ant-color-text-tertiary, #999)' }} />
    </Tooltip>
  );
}
