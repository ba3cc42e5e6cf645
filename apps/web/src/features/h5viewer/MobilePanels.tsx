import { useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ApartmentOutlined, CloseOutlined, ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Panel = 'tree' | 'props' | null;

/**
 * The 3D viewer on a phone: the canvas takes the screen; the model tree and the properties of the
 * picked element open as a bottom sheet from two floating buttons (h5viewer.css lays it out).
 */
export function MobilePanels(p: { children: ReactNode }) {
  const { t } = useTranslation('h5viewer');
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (k: Exclude<Panel, null>) => setPanel((cur) => (cur === k ? null : k));
  return (
    <div className="h5-viewer" data-panel={panel ?? undefined} data-testid="h5-viewer">
      {p.children}
      <Space className="h5-viewer-buttons" direction="vertical">
        {panel && <Button shape="circle" size="large" icon={<CloseOutlined />} aria-label={t('close')} onClick={() => setPanel(null)} data-testid="h5-close" />}
        <Button shape="round" icon={<ApartmentOutlined />} type={panel === 'tree' ? 'primary' : 'default'} onClick={() => toggle('tree')} data-testid="h5-tree">
          {t('tree')}
        </Button>
        <Button
          shape="round"
          icon={<ProfileOutlined />}
          type={panel === 'props' ? 'primary' : 'default'}
          onClick={() => toggle('props')}
          data-testid="h5-props"
        >
          {t('props')}
        </Button>
      </Space>
    </div>
  );
}
