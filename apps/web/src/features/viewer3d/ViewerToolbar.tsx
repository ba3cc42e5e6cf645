import type { ReactNode } from 'react';
import { Button, Dropdown, Popover, Slider, Space, Switch, Tooltip, Typography } from 'antd';
import {
  AimOutlined,
  BorderOuterOutlined,
  ColumnHeightOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HomeOutlined,
  SettingOutlined,
  SwapOutlined,
  ZoomInOutlined,
  CameraOutlined,
  DeleteOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SETTING_KEYS, type ViewerSettingKey } from './settings';

export type Preset = 'top' | 'bottom' | 'front' | 'back' | 'left' | 'right' | 'iso';
const PRESETS: Preset[] = ['iso', 'top', 'bottom', 'front', 'back', 'left', 'right'];

export interface ToolbarProps {
  perspective: boolean;
  opacity: number;
  section: { on: boolean; height: number; min: number; max: number };
  measuring: boolean;
  measured: string | null;
  hasSelection: boolean;
  settings: Record<ViewerSettingKey, boolean>;
  onHome(): void;
  onProjection(): void;
  onPreset(p: Preset): void;
  onOpacity(v: number): void;
  onSection(on: boolean, height: number): void;
  onMeasure(on: boolean): void;
  onClearMeasure(): void;
  onIsolate(): void;
  onHide(): void;
  onShowAll(): void;
  onSetting(k: ViewerSettingKey, on: boolean): void;
  /** Buttons of other features (annotations). */
  extra?: ReactNode;
}

/** The viewer's tools; every control acts on the scene at once. */
export function ViewerToolbar(p: ToolbarProps) {
  const { t } = useTranslation('viewer3d');
  const s = p.section;
  return (
    <Space wrap size={4} className="viewer-toolbar" data-testid="viewer-toolbar">
      <Tooltip title={t('tool.home')}>
        <Button icon={<HomeOutlined />} onClick={p.onHome} data-testid="tool-home" />
      </Tooltip>
      <Dropdown menu={{ items: PRESETS.map((k) => ({ key: k, label: t(`viewpoint.${k}`) })), onClick: ({ key }) => p.onPreset(key as Preset) }}>
        <Button icon={<CameraOutlined />} data-testid="tool-viewpoint">
          {t('tool.viewpoint')}
        </Button>
      </Dropdown>
      <Button icon={<SwapOutlined />} onClick={p.onProjection} data-testid="tool-projection">
        {p.perspective ? t('tool.perspective') : t('tool.orthographic')}
      </Button>
      <Popover
        trigger="click"
        content={
          <div style={{ width: 220 }}>
            <Typography.Text>{t('tool.sectionHeight')}</Typography.Text>
            <Slider
              min={s.min}
              max={s.max}
              step={(s.max - s.min) / 200 || 0.01}
              value={s.height}
              onChange={(v) => p.onSection(true, v)}
              data-testid="section-slider"
              tooltip={{ formatter: (v) => (v ?? 0).toFixed(2) }}
            />
          </div>
        }
      >
        <Button type={s.on ? 'primary' : 'default'} icon={<ColumnHeightOutlined />} onClick={() => p.onSection(!s.on, s.height)} data-testid="tool-section">
          {t('tool.section')}
        </Button>
      </Popover>
      <Tooltip title={t('tool.measureHint')}>
        <Button type={p.measuring ? 'primary' : 'default'} icon={<AimOutlined />} onClick={() => p.onMeasure(!p.measuring)} data-testid="tool-measure">
          {t('tool.measure')}
        </Button>
      </Tooltip>
      {p.measured && (
        <Typography.Text strong data-testid="measured">
          {t('tool.measured', { value: p.measured })}
        </Typography.Text>
      )}
      {p.measured && (
        <Tooltip title={t('tool.clearMeasure')}>
          <Button icon={<DeleteOutlined />} onClick={p.onClearMeasure} data-testid="tool-clear-measure" />
        </Tooltip>
      )}
      <Popover
        trigger="click"
        content={
          <div style={{ width: 220 }}>
            <Typography.Text>{t('tool.opacity')}</Typography.Text>
            <Slider min={0} max={1} step={0.01} value={p.opacity} onChange={p.onOpacity} data-testid="opacity-slider" />
          </div>
        }
      >
        <Button icon={<BorderOuterOutlined />} data-testid="tool-opacity">
          {t('tool.opacity')} {Math.round(p.opacity * 100)}%
        </Button>
      </Popover>
      <Tooltip title={t('tool.isolate')}>
        <Button icon={<ZoomInOutlined />} disabled={!p.hasSelection} onClick={p.onIsolate} data-testid="tool-isolate" />
      </Tooltip>
      <Tooltip title={t('tool.hide')}>
        <Button icon={<EyeInvisibleOutlined />} disabled={!p.hasSelection} onClick={p.onHide} data-testid="tool-hide" />
      </Tooltip>
      <Tooltip title={t('tool.showAll')}>
        <Button icon={<EyeOutlined />} onClick={p.onShowAll} data-testid="tool-show-all" />
      </Tooltip>
      <Popover
        trigger="click"
        title={t('tool.settings')}
        content={
          <Space direction="vertical" data-testid="viewer-settings">
            {SETTING_KEYS.map((k) => {
              return (
                <Space key={k}>
                  <Switch size="small" checked={p.settings[k]} onChange={(on) => p.onSetting(k, on)} data-testid={`setting-${k}`} />
                  <Typography.Text>{t(`settings.${k}`)}</Typography.Text>
                </Space>
              );
            })}
          </Space>
        }
      >
        <Button icon={<SettingOutlined />} data-testid="tool-settings" />
      </Popover>
      {p.extra}
    </Space>
  );
}
