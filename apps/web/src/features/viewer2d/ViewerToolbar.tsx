import type { ReactNode } from 'react';
import { Button, Divider, InputNumber, Popconfirm, Popover, Select, Space, Tooltip, Typography } from 'antd';
import Icon, {
  ArrowRightOutlined,
  BorderOutlined,
  ClearOutlined,
  ColumnWidthOutlined,
  DragOutlined,
  EditOutlined,
  ExpandOutlined,
  FontSizeOutlined,
  LineOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ViewKind } from './surface';
import { COLORS, WIDTHS, type MarkupState, type Tool } from './markup/useMarkup';

const EllipseSvg = () => (
  <svg width="1em" height="1em" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <ellipse cx="8" cy="8" rx="6.5" ry="4.5" />
  </svg>
);
const CloudSvg = () => (
  <svg width="1em" height="1em" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3">
    <path d="M2 5a1.5 1.5 0 0 1 3-1a1.5 1.5 0 0 1 3 0a1.5 1.5 0 0 1 3 0a1.5 1.5 0 0 1 3 1a1.5 1.5 0 0 1 0 3a1.5 1.5 0 0 1 0 3a1.5 1.5 0 0 1-3 1a1.5 1.5 0 0 1-3 0a1.5 1.5 0 0 1-3 0a1.5 1.5 0 0 1-3-1a1.5 1.5 0 0 1 0-3a1.5 1.5 0 0 1 0-3z" />
  </svg>
);

const TOOLS: { tool: Tool; icon: ReactNode }[] = [
  { tool: 'pan', icon: <DragOutlined /> },
  { tool: 'pen', icon: <EditOutlined /> },
  { tool: 'line', icon: <LineOutlined /> },
  { tool: 'arrow', icon: <ArrowRightOutlined /> },
  { tool: 'rect', icon: <BorderOutlined /> },
  { tool: 'ellipse', icon: <Icon component={EllipseSvg} /> },
  { tool: 'cloud', icon: <Icon component={CloudSvg} /> },
  { tool: 'text', icon: <FontSizeOutlined /> },
];

interface Props {
  kind: ViewKind;
  zoomPercent: number;
  onZoom(factor: number): void;
  onFitWidth(): void;
  onFitPage(): void;
  page: number;
  pageCount: number;
  onGoTo(page: number): void;
  layersOpen: boolean;
  layerCount: number;
  onLayers(): void;
  /** null: view only, no markup tools. */
  markup: MarkupState | null;
}

/** View controls (zoom, fit, pages, layers) and the markup tools. */
export function ViewerToolbar(p: Props) {
  const { t } = useTranslation('viewer2d');
  const m = p.markup;
  const tip = (title: string, node: ReactNode) => <Tooltip title={title}>{node}</Tooltip>;
  return (
    <div className="viewer2d-toolbar" data-testid="viewer2d-toolbar">
      <Space size={4} wrap>
        {tip(
          t('zoomOut'),
          <Button type="text" icon={<ZoomOutOutlined />} aria-label={t('zoomOut')} onClick={() => p.onZoom(1 / 1.25)} data-testid="zoom-out" />,
        )}
        <Typography.Text className="viewer2d-zoom" data-testid="zoom-level">{`${Math.round(p.zoomPercent)}%`}</Typography.Text>
        {tip(t('zoomIn'), <Button type="text" icon={<ZoomInOutlined />} aria-label={t('zoomIn')} onClick={() => p.onZoom(1.25)} data-testid="zoom-in" />)}
        {tip(t('fitWidth'), <Button type="text" icon={<ColumnWidthOutlined />} aria-label={t('fitWidth')} onClick={p.onFitWidth} data-testid="fit-width" />)}
        {tip(t('fitPage'), <Button type="text" icon={<ExpandOutlined />} aria-label={t('fitPage')} onClick={p.onFitPage} data-testid="fit-page" />)}
        {p.kind === 'pdf' && (
          <Space size={4} className="viewer2d-pages">
            <Typography.Text>{t('page')}</Typography.Text>
            <InputNumber
              size="small"
              min={1}
              max={p.pageCount}
              value={p.page}
              controls={false}
              style={{ width: 56 }}
              aria-label={t('goToPage')}
              data-testid="page-input"
              onPressEnter={(e) => p.onGoTo(Number((e.target as HTMLInputElement).value))}
              onStep={(v) => p.onGoTo(Number(v))}
            />
            <Typography.Text data-testid="page-count">{t('ofPages', { count: p.pageCount })}</Typography.Text>
          </Space>
        )}
        {p.kind === 'dxf' && (
          <Button size="small" type={p.layersOpen ? 'primary' : 'default'} icon={<UnorderedListOutlined />} onClick={p.onLayers} data-testid="layers-toggle">
            {t('layers.button', { count: p.layerCount })}
          </Button>
        )}
      </Space>
      {m && (
        <Space size={4} wrap className="viewer2d-markup-tools">
          {TOOLS.map(({ tool, icon }) => (
            <Tooltip key={tool} title={t(`tool.${tool}`)}>
              <Button
                type={m.tool === tool ? 'primary' : 'text'}
                icon={icon}
                aria-label={t(`tool.${tool}`)}
                aria-pressed={m.tool === tool}
                onClick={() => m.setTool(tool)}
                data-testid={`tool-${tool}`}
              />
            </Tooltip>
          ))}
          <Divider orientation="vertical" />
          <Popover
            trigger="click"
            content={
              <Space size={6} data-testid="markup-colors">
                {COLORS.map((c) => (
                  <button
                    key={c}
                    type="button"
                    className={`viewer2d-swatch${c === m.color ? ' viewer2d-swatch-on' : ''}`}
                    style={{ background: c }}
                    aria-label={c}
                    onClick={() => m.setColor(c)}
                    data-testid="markup-color-choice"
                  />
                ))}
              </Space>
            }
          >
            <Tooltip title={t('color')}>
              <Button
                type="text"
                aria-label={t('color')}
                data-testid="markup-color"
                icon={<span className="viewer2d-swatch" style={{ background: m.color }} />}
              />
            </Tooltip>
          </Popover>
          <Select
            size="small"
            value={m.width}
            onChange={m.setWidth}
            style={{ width: 76 }}
            aria-label={t('width')}
            data-testid="markup-width"
            options={WIDTHS.map((w) => ({ value: w, label: `${w} px` }))}
          />
          {tip(
            t('undo'),
            <Button type="text" icon={<UndoOutlined />} aria-label={t('undo')} disabled={!m.canUndo} onClick={m.undo} data-testid="markup-undo" />,
          )}
          {tip(
            t('redo'),
            <Button type="text" icon={<RedoOutlined />} aria-label={t('redo')} disabled={!m.canRedo} onClick={m.redo} data-testid="markup-redo" />,
          )}
          <Popconfirm title={t('clearConfirm')} okText={t('clear')} cancelText={t('cancel')} onConfirm={m.clear} disabled={!m.shapes.length}>
            <Tooltip title={t('clear')}>
              <Button type="text" icon={<ClearOutlined />} aria-label={t('clear')} disabled={!m.shapes.length} data-testid="markup-clear" />
            </Tooltip>
          </Popconfirm>
        </Space>
      )}
    </div>
  );
}
