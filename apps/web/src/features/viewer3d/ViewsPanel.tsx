import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Viewable } from './api';

/** The 2D views: one plan per storey, titled by its name, with a thumbnail rendered here. */
export function ViewsPanel(p: {
  views: Viewable[];
  active: number | null;
  thumbnail(v: Viewable): Promise<string | null>;
  onOpen(v: Viewable): void;
  onExit(): void;
}) {
  const { t } = useTranslation('viewer3d');
  const [thumbs, setThumbs] = useState<Record<number, string | null>>({});
  // Rendered once per list of views; those already shown are skipped.
  const known = useEffectEvent((v: Viewable) => v.viewableId in thumbs);
  const thumbnail = useEffectEvent((v: Viewable) => p.thumbnail(v));
  useEffect(() => {
    let live = true;
    void (async () => {
      // One at a time: each thumbnail briefly takes over the scene.
      for (const v of p.views) {
        if (!live || known(v)) continue;
        const url = await thumbnail(v).catch(() => null);
        if (live) setThumbs((m) => ({ ...m, [v.viewableId]: url }));
      }
    })();
    return () => {
      live = false;
    };
  }, [p.views]);
  if (!p.views.length) return <Empty description={t('views.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div data-testid="views-panel">
      {p.active !== null && (
        <Button block onClick={p.onExit} style={{ marginBottom: 8 }} data-testid="views-exit">
          {t('views.exit')}
        </Button>
      )}
      <List
        dataSource={p.views}
        renderItem={(v) => (
          <List.Item
            className={`viewer-view${p.active === v.viewableId ? ' active' : ''}`}
            onClick={() => p.onOpen(v)}
            data-testid="view-item"
            style={{ cursor: 'pointer', padding: 8, background: p.active === v.viewableId ? '#e6f4ff' : undefined }}
          >
            <div style={{ width: '100%' }}>
              <Typography.Text strong data-testid="view-title">
                {v.name}
              </Typography.Text>
              <div
                style={{
                  height: 110,
                  marginTop: 4,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: '#f5f5f5',
                  borderRadius: 4,
                  overflow: 'hidden',
                }}
              >
                {v.viewableId in thumbs ? (
                  thumbs[v.viewableId] ? (
                    <img src={thumbs[v.viewableId]!} alt={v.name} style={{ maxWidth: '100%', maxHeight: 110 }} data-testid="view-thumb" />
                  ) : null
                ) : (
                  <Spin size="small" />
                )}
              </div>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
