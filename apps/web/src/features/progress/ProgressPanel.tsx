import { App, Button, Empty, List, Popconfirm, Slider, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined, SelectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ModelTaskLink } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { addDays, dayOf, daysBetween, PROGRESS_STATES, STATE_COLORS, stateAt, UNLINKED } from './states';

export interface PanelProps {
  links: ModelTaskLink[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  day: string;
  range: { min: string; max: string };
  onDay(day: string): void;
  selection: number[];
  onClearSelection(): void;
  onCreate(): void;
  onLink(): void;
  onSelectTask(l: ModelTaskLink): void;
  onOpenTask(l: ModelTaskLink): void;
  onRemove(l: ModelTaskLink): Promise<void>;
}

/** The "Progress" side panel: the day slider, the legend, the selection's actions and the linked tasks. */
export function ProgressPanel(p: PanelProps) {
  const { t } = useTranslation('progress3d');
  const { message } = App.useApp();
  const span = Math.max(daysBetween(p.range.min, p.range.max), 0);
  const remove = async (l: ModelTaskLink) => {
    try {
      await p.onRemove(l);
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <div className="progress3d-panel" data-testid="progress-panel">
      <Typography.Title level={5}>{t('panel')}</Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong data-testid="progress-day">
          {t('asOf', { date: p.day })}
        </Typography.Text>
        <Button size="small" onClick={() => p.onDay(dayOf(new Date()))} data-testid="progress-today">
          {t('today')}
        </Button>
      </Space>
      <Slider
        min={0}
        max={span}
        disabled={span === 0}
        value={daysBetween(p.range.min, p.day)}
        onChange={(v) => p.onDay(addDays(p.range.min, v))}
        tooltip={{ placement: 'bottom', formatter: (v) => addDays(p.range.min, v ?? 0) }}
        data-testid="progress-slider"
      />
      <Space wrap size={[8, 4]} data-testid="progress-legend">
        {PROGRESS_STATES.map((s) => (
          <Legend key={s} color={STATE_COLORS[s]} label={t(`legend.${s}`)} />
        ))}
        <Legend color={UNLINKED.color} label={t('legend.unlinked')} faint />
      </Space>

      <div className="progress3d-selection">
        <Space wrap>
          <Typography.Text data-testid="progress-selection">{t('selection', { count: p.selection.length })}</Typography.Text>
          {p.selection.length > 0 && (
            <Button size="small" type="link" onClick={p.onClearSelection}>
              {t('clearSelection')}
            </Button>
          )}
        </Space>
        {p.selection.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('selectionHint')}
          </Typography.Paragraph>
        )}
        <Space wrap style={{ marginTop: 6 }}>
          <Button type="primary" size="small" disabled={!p.selection.length} onClick={p.onCreate} data-testid="progress-create">
            {t('createForSelection')}
          </Button>
          <Button size="small" disabled={!p.selection.length} onClick={p.onLink} data-testid="progress-link">
            {t('linkExisting')}
          </Button>
        </Space>
      </div>

      {p.loading ? (
        <Spin />
      ) : p.error ? (
        <Space direction="vertical">
          <Typography.Text type="danger">{t('loadFailed', { msg: errorText(p.error) })}</Typography.Text>
          <Button size="small" onClick={p.onRetry}>
            {t('retry')}
          </Button>
        </Space>
      ) : !p.links?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="progress-empty" />
      ) : (
        <List
          size="small"
          dataSource={p.links}
          data-testid="progress-tasks"
          renderItem={(l) => {
            const s = stateAt(l, p.day);
            return (
              <List.Item
                data-testid="progress-task"
                data-state={s}
                actions={[
                  <Tooltip key="sel" title={t('selectElements')}>
                    <Button size="small" type="text" icon={<SelectOutlined />} onClick={() => p.onSelectTask(l)} data-testid="progress-task-select" />
                  </Tooltip>,
                  <Tooltip key="open" title={t('openTask')}>
                    <Button size="small" type="text" icon={<ExportOutlined />} onClick={() => p.onOpenTask(l)} data-testid="progress-task-open" />
                  </Tooltip>,
                  ...(l.canEdit
                    ? [
                        <Popconfirm
                          key="rm"
                          title={t('removeConfirm', { title: l.title, count: l.elementIds.length })}
                          okText={t('removeOk')}
                          cancelText={t('cancel')}
                          onConfirm={() => remove(l)}
                        >
                          {/* No tooltip here: it would cover the confirmation's buttons. */}
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            title={t('remove')}
                            aria-label={t('remove')}
                            data-testid="progress-task-remove"
                          />
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <div style={{ cursor: 'pointer', minWidth: 0 }} onClick={() => p.onSelectTask(l)}>
                  <Space size={4} wrap>
                    <Tag color={STATE_COLORS[s]} data-testid="progress-task-state">
                      {t(`state.${s}`)}
                    </Tag>
                    <Typography.Text strong data-testid="progress-task-title">
                      {l.title}
                    </Typography.Text>
                  </Space>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {l.boardName} / {l.lane} · {t('dates', { start: l.startDate ?? t('noDate'), end: l.deadline ?? t('noDate') })} ·{' '}
                      {t('elements', { count: l.elementIds.length })}
                    </Typography.Text>
                  </div>
                </div>
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
}

function Legend(p: { color: string; label: string; faint?: boolean }) {
  return (
    <Space size={4}>
      <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: p.color, opacity: p.faint ? 0.4 : 1 }} />
      <Typography.Text style={{ fontSize: 12 }}>{p.label}</Typography.Text>
    </Space>
  );
}
