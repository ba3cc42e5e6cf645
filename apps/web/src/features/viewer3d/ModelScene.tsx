import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Button, Result, Spin, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import {
  fetchFragments,
  forgeDataPath,
  LoadTimeout,
  type ModelInfo,
  modelKeys,
  type ModelPlace,
  modelTree,
  modelViewables,
  type TreeNode,
  type Viewable,
} from './api';
import type { AnnotationHost } from '../annotations/hooks';
import { modelAnnotationHost } from './annotationHost';
import { ModelViewer, type Viewpoint } from './engine';
import { allIds, ModelTreePanel } from './ModelTreePanel';
import { PropertiesPanel } from './PropertiesPanel';
import { ViewsPanel } from './ViewsPanel';
import { ViewerToolbar, type Preset } from './ViewerToolbar';
import { useViewerSettings } from './settings';
import { LinkedDrawing } from '../linked-drawings/LinkedDrawing';

type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'timeout' } | { kind: 'failed'; msg: string };

const PRESET_DIRS: Record<Preset, [number, number, number]> = {
  iso: [1, 0.8, 1],
  top: [0, 1, 0.0001],
  bottom: [0, -1, 0.0001],
  front: [0, 0, 1],
  back: [0, 0, -1],
  left: [-1, 0, 0],
  right: [1, 0, 0],
};

/** Millimetres as the model's users read them: feet models in feet (rate 304.8), others in mm / m. */
export function formatLength(mm: number, rate: number) {
  if (rate !== 1) return `${(mm / rate).toFixed(2)} ft`;
  return mm >= 10_000 ? `${(mm / 1000).toFixed(3)} m` : `${Math.round(mm)} mm`;
}

declare global {
  interface Window {
    /** The 3D viewer's current viewpoint, for tests (dev builds, or localStorage trestle.testHooks = 1). */
    __viewer3d?: { viewpoint(): Viewpoint; display(): ReturnType<ModelViewer['displayState']> };
  }
}

const testHooks = () => import.meta.env.DEV || localStorage.getItem('trestle.testHooks') === '1';

/**
 * A converted model in the scene, with its tree, views, properties and tools. `onHost` gets the
 * annotation feature's handle once the model is shown; `tools` are extra toolbar buttons.
 */
export function ModelScene(p: { place: ModelPlace; info: ModelInfo; onHost?(h: AnnotationHost | null): void; tools?: ReactNode }) {
  const { t } = useTranslation('viewer3d');
  const host = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<ModelViewer | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [hidden, setHidden] = useState<Set<number>>(new Set());
  const [opacity, setOpacity] = useState(1);
  const [perspective, setPerspective] = useState(true);
  const [section, setSection] = useState({ on: false, height: 0, min: 0, max: 1 });
  const [measuring, setMeasuring] = useState(false);
  const [measured, setMeasured] = useState<string | null>(null);
  const [activeView, setActiveView] = useState<number | null>(null);
  const [settings, setSetting] = useViewerSettings();
  const tree = useQuery({ queryKey: modelKeys.tree(p.place.modelId), queryFn: () => modelTree(p.place) });
  const views = useQuery({ queryKey: modelKeys.views(p.place.modelId), queryFn: () => modelViewables(p.place) });

  // The scene is built once per model (and retry), from the props as they are then.
  const modelBytes = useEffectEvent(async () => fetchFragments((await forgeDataPath(p.place)).forgeDataPath));
  const measureRate = useEffectEvent(() => p.info.measureRate);
  const announce = useEffectEvent((viewer: ModelViewer | null) => p.onHost?.(viewer && modelAnnotationHost(viewer, followRestored)));
  useEffect(() => {
    const el = host.current!;
    const viewer = new ModelViewer(el);
    viewerRef.current = viewer;
    viewer.measureRate = measureRate();
    viewer.onMeasure = (mm) => setMeasured(formatLength(mm, viewer.measureRate));
    let live = true;
    setLoad({ kind: 'loading' });
    void (async () => {
      try {
        const bytes = await modelBytes();
        if (!live) return;
        await viewer.load(bytes, p.place.modelId);
        if (!live) return;
        const box = viewer.bounds();
        setSection({ on: false, height: box.max.y, min: box.min.y, max: box.max.y });
        setLoad({ kind: 'ready' });
        announce(viewer);
        if (testHooks()) window.__viewer3d = { viewpoint: () => viewer.viewpoint(), display: () => viewer.displayState() };
      } catch (e) {
        if (live) setLoad(e instanceof LoadTimeout ? { kind: 'timeout' } : { kind: 'failed', msg: errorText(e) });
      }
    })();
    const onResize = () => viewer.resize();
    const observer = new ResizeObserver(onResize);
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
      announce(null);
      delete window.__viewer3d;
      viewer.dispose();
      viewerRef.current = null;
    };
  }, [p.place.modelId, attempt]);

  // The display settings, live: edges and ambient occlusion follow the switches.
  const ready = load.kind === 'ready';
  useEffect(() => {
    if (ready) void viewerRef.current?.setEdges(settings.isShowWireframe);
  }, [ready, settings.isShowWireframe]);
  useEffect(() => {
    if (ready) viewerRef.current?.setEffects(settings.isEnableEffectComposer);
  }, [ready, settings.isEnableEffectComposer]);

  // A restored annotation changed the scene behind React's back: the panels follow it.
  const followRestored = (vp: Viewpoint) => {
    const v = vp.viewPorts;
    setSelected(v.selectionNodes[0] ?? null);
    setHidden(new Set(v.hiddenNodes));
    setPerspective(v.isPerspective);
    setActiveView(null);
    const floor = vp.clipplaneList.find((c) => c.x === 0 && c.z === 0 && c.y < 0);
    setSection((s) => ({ ...s, on: !!floor, height: floor ? floor.w / -floor.y : s.height }));
  };

  const select = useCallback(async (id: number | null) => {
    setSelected(id);
    await viewerRef.current?.select(id === null ? [] : [id]);
  }, []);

  // A click (not a drag) picks an element, or places a measuring point.
  const down = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: React.PointerEvent) => {
    down.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = async (e: React.PointerEvent) => {
    const d = down.current;
    down.current = null;
    const v = viewerRef.current;
    if (!d || !v || load.kind !== 'ready' || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4) return;
    if (measuring) return v.measureClick(e.nativeEvent);
    const hit = await v.pick(e.nativeEvent);
    await select(hit ? hit.localId : null);
  };

  const setVisible = async (ids: number[], visible: boolean) => {
    await viewerRef.current?.setVisible(ids, visible);
    setHidden((h) => {
      const next = new Set(h);
      for (const id of ids)
        if (visible) next.delete(id);
        else next.add(id);
      return next;
    });
  };

  const findNode = (id: number): TreeNode | null => {
    const walk = (n: TreeNode): TreeNode | null => (n.dataId === id ? n : (n.children.map(walk).find(Boolean) ?? null));
    return (tree.data?.tree ?? []).map(walk).find(Boolean) ?? null;
  };
  const storeyIds = (v: Viewable) => {
    const n = findNode(v.dataId);
    return n ? allIds(n) : [v.dataId];
  };

  const openPlan = async (v: Viewable) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const level = await viewer.levelOf(storeyIds(v));
    await viewer.planView(level);
    setActiveView(v.viewableId);
    setSection((s) => ({ ...s, on: true, height: viewer.sectionHeight ?? s.height }));
  };
  const exitPlan = async () => {
    const viewer = viewerRef.current;
    setActiveView(null);
    await viewer?.setSection(null);
    setSection((s) => ({ ...s, on: false }));
    await viewer?.home();
  };
  const thumbnail = async (v: Viewable) => {
    const viewer = viewerRef.current;
    if (!viewer || load.kind !== 'ready') return null;
    const before = viewer.viewpoint();
    await viewer.planView(await viewer.levelOf(storeyIds(v)));
    const url = viewer.snapshot(240);
    await viewer.restore(before);
    return url;
  };

  const v = viewerRef.current;
  return (
    <div className="viewer3d-body">
      <div className="viewer3d-side">
        <Tabs
          size="small"
          items={[
            {
              key: 'tree',
              label: t('tabs.tree'),
              children: tree.isLoading ? (
                <Spin />
              ) : tree.isError ? (
                <Typography.Text type="danger">{errorText(tree.error)}</Typography.Text>
              ) : (
                <ModelTreePanel
                  tree={tree.data?.tree ?? []}
                  hidden={hidden}
                  selected={selected}
                  onSelect={(id) => void select(id)}
                  onVisible={(ids, vis) => void setVisible(ids, vis)}
                />
              ),
            },
            {
              key: 'views',
              label: t('tabs.views'),
              children:
                views.isLoading || !ready ? (
                  <Spin />
                ) : views.isError ? (
                  <Typography.Text type="danger">{errorText(views.error)}</Typography.Text>
                ) : (
                  <ViewsPanel
                    views={views.data ?? []}
                    active={activeView}
                    thumbnail={thumbnail}
                    onOpen={(vw) => void openPlan(vw)}
                    onExit={() => void exitPlan()}
                  />
                ),
            },
          ]}
        />
      </div>
      <div className="viewer3d-main">
        {ready && v && (
          <ViewerToolbar
            perspective={perspective}
            opacity={opacity}
            section={section}
            measuring={measuring}
            measured={measured}
            hasSelection={selected !== null}
            settings={settings}
            onHome={() => void v.home()}
            onProjection={async () => {
              await v.world.camera.projection.toggle();
              setPerspective(v.world.camera.projection.current === 'Perspective');
            }}
            onPreset={(k) => void v.preset(PRESET_DIRS[k])}
            onOpacity={(val) => {
              setOpacity(val);
              void v.setOpacity(val);
            }}
            onSection={(on, h) => {
              setSection((s) => ({ ...s, on, height: h }));
              void v.setSection(on ? h : null);
            }}
            onMeasure={(on) => setMeasuring(on)}
            onClearMeasure={() => {
              v.clearMeasures();
              setMeasured(null);
            }}
            onIsolate={() => void v.isolate(selected === null ? [] : [selected])}
            onHide={() => {
              if (selected !== null) void setVisible([selected], false);
            }}
            onShowAll={async () => {
              await v.isolate([]);
              await setVisible([...hidden], true);
            }}
            onSetting={setSetting}
            extra={p.tools}
          />
        )}
        <div
          className="viewer3d-canvas"
          ref={host}
          data-testid="viewer-canvas"
          onPointerDown={onPointerDown}
          onPointerUp={(e) => void onPointerUp(e)}
          style={{ cursor: measuring ? 'crosshair' : 'default' }}
        />
        {load.kind === 'loading' && (
          <div className="viewer3d-overlay">
            <Spin size="large" tip={t('load.loading')}>
              <div style={{ width: 200, height: 60 }} />
            </Spin>
          </div>
        )}
        {(load.kind === 'timeout' || load.kind === 'failed') && (
          <div className="viewer3d-overlay">
            <Result
              status="warning"
              title={load.kind === 'timeout' ? t('load.timeout') : t('load.failed', { msg: load.msg })}
              extra={
                <Button type="primary" onClick={() => setAttempt((a) => a + 1)}>
                  {t('load.reload')}
                </Button>
              }
            />
          </div>
        )}
      </div>
      <div className="viewer3d-props" data-testid="props-panel">
        <LinkedDrawing place={p.place} dataId={selected} />
        <Typography.Title level={5}>{t('props.title')}</Typography.Title>
        <PropertiesPanel place={p.place} dataId={selected} grouped={settings.propertyShowMode} />
      </div>
    </div>
  );
}
