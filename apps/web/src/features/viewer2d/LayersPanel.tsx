import { Button, Checkbox, Empty, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface DxfLayer {
  name: string;
  displayName: string;
  color: number;
  visible: boolean;
}

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

/** The drawing's layers with their colours; each can be hidden and shown again. */
export function LayersPanel(p: { layers: DxfLayer[]; onToggle(name: string, visible: boolean): void; onAll(visible: boolean): void; onClose(): void }) {
  const { t } = useTranslation('viewer2d');
  return (
    <aside className="viewer2d-layers" data-testid="dxf-layers">
      <div className="viewer2d-layers-head">
        <Typography.Text strong>{t('layers.title', { count: p.layers.length })}</Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('layers.close')} onClick={p.onClose} />
      </div>
      <div className="viewer2d-layers-all">
        <Button size="small" onClick={() => p.onAll(true)} data-testid="layers-show-all">
          {t('layers.showAll')}
        </Button>
        <Button size="small" onClick={() => p.onAll(false)} data-testid="layers-hide-all">
          {t('layers.hideAll')}
        </Button>
      </div>
      {p.layers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layers.none')} />
      ) : (
        <ul className="viewer2d-layer-list">
          {p.layers.map((l) => (
            <li key={l.name} data-testid="dxf-layer" data-layer={l.name}>
              <Checkbox checked={l.visible} onChange={(e) => p.onToggle(l.name, e.target.checked)}>
                <span className="viewer2d-layer-swatch" style={{ background: hex(l.color) }} />
                <span className="viewer2d-layer-name" title={l.displayName}>
                  {l.displayName}
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
