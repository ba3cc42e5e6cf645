import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ModelTaskLink } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { fileById, fileByIdKey } from '../files/api';
import { fetchFragments, forgeDataPath, LoadTimeout, modelInfo, modelKeys, type ModelPlace } from '../viewer3d/api';
import { ModelViewer } from '../viewer3d/engine';
import { modelTasks, progressKeys, removeModelTask } from './api';
import { LinkTaskModal } from './LinkTaskModal';
import { ProgressPanel } from './ProgressPanel';
import { dayOf, dayRange, elementStates, PROGRESS_STATES, SELECTED_COLOR, STATE_COLORS, UNLINKED, type ProgressState } from './states';
import '../viewer3d/viewer3d.css';
import './progress3d.css';

declare global {
  interface Window {
    /** The progress viewer's colour state, for tests (dev builds, or localStorage trestle.testHooks = 1). */
    __progress3d?: { states(): Record<number, ProgressState>; selected(): number[]; day(): string };
  }
}
const testHooks = () => import.meta.env.DEV || localStorage.getItem('trestle.testHooks') === '1';

/** /viewer3dProgress?projectId&projectFileId: the model coloured by the state of its linked tasks. */
export function ProgressRoute() {
  const [q] = useSearchParams();
  const location = useLocation();
  const { t } = useTranslation('progress3d');
  const projectId = q.get('projectId');
  const fileId = q.get('projectFileId');
  const file = useQuery({
    queryKey: fileByIdKey(projectId, fileId),
    queryFn: () => fileById(projectId!, fileId!),
    enabled: !!projectId && !!fileId,
    retry: false,
  });
  const modelId = file.data?.versionId ?? null;
  const info = useQuery({
    queryKey: modelKeys.info(modelId, undefined),
    queryFn: () => modelInfo({ projectId: projectId!, modelId: modelId! }),
    enabled: !!modelId,
    retry: false,
    refetchInterval: (qq) => (qq.state.data?.status === 'converting' ? 3000 : false),
  });
  if (!getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!projectId || !fileId) return <Result status="info" title={t('missing')} />;
  if (file.isLoading || info.isLoading)
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  if (file.isError) return <Result status="error" title={errorText(file.error)} />;
  if (info.isError) return <Result status="error" title={errorText(info.error)} />;
  if (!modelId || !info.data) return <Result status="warning" title={t('notModel')} />;
  if (info.data.status === 'converting') return <Result icon={<Spin size="large" />} title={t('converting')} />;
  if (info.data.status !== 'complete') return <Result status="warning" title={t('notModel')} />;
  const place: ModelPlace = { projectId, modelId };
  const back = `/viewer?type=3d&projectId=${encodeURIComponent(projectId)}&modelId=${encodeURIComponent(modelId)}`;
  return (
    <div className="viewer3d-page" data-testid="progress3d">
      <div className="viewer3d-header">
        <Space>
          <Link to={back}>
            <Button type="text" icon={<ArrowLeftOutlined />}>
              {t('back')}
            </Button>
          </Link>
          <Typography.Text strong data-testid="model-name">
            {info.data.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t('title')}</Typography.Text>
        </Space>
      </div>
      <ProgressScene place={place} projectId={projectId} fileId={fileId} />
    </div>
  );
}

type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; msg: string };

function ProgressScene(p: { place: ModelPlace; projectId: string; fileId: string }) {
  const { t } = useTranslation(['progress3d', 'viewer3d']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const host = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<ModelViewer | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [allIds, setAllIds] = useState<number[]>([]);
  const [selection, setSelection] = useState<number[]>([]);
  const [modal, setModal] = useState<'create' | 'link' | null>(null);
  const painting = useRef<Promise<void>>(Promise.resolve());
  const today = dayOf(new Date());
  const [day, setDay] = useState(today);
  const links = useQuery({ queryKey: progressKeys.links(p.projectId, p.fileId), queryFn: () => modelTasks(p.projectId, p.fileId) });
  const range = useMemo(() => dayRange(links.data ?? [], today), [links.data, today]);
  const states = useMemo(() => elementStates(links.data ?? [], day), [links.data, day]);

  // The scene is built once per model (and retry), from the props as they are then.
  const modelBytes = useEffectEvent(async () => fetchFragments((await forgeDataPath(p.place)).forgeDataPath));
  const failureText = useEffectEvent((e: unknown) => (e instanceof LoadTimeout ? t('viewer3d:load.timeout') : errorText(e)));
  useEffect(() => {
    const viewer = new ModelViewer(host.current!);
    viewerRef.current = viewer;
    let live = true;
    setLoad({ kind: 'loading' });
    void (async () => {
      try {
        const bytes = await modelBytes();
        if (!live) return;
        await viewer.load(bytes, p.place.modelId);
        const ids = await viewer.elementIds();
        if (!live) return;
        setAllIds(ids);
        setLoad({ kind: 'ready' });
      } catch (e) {
        if (live) setLoad({ kind: 'failed', msg: failureText(e) });
      }
    })();
    const observer = new ResizeObserver(() => viewer.resize());
    observer.observe(host.current!);
    return () => {
      live = false;
      observer.disconnect();
      viewer.dispose();
      viewerRef.current = null;
    };
  }, [p.place.modelId, attempt]);

  // Repaint whenever the day, the links or the selection change: unlinked faint, each state
  // its colour, the selection last (on top).
  useEffect(() => {
    const v = viewerRef.current;
    if (!v || load.kind !== 'ready') return;
    const byState = new Map<ProgressState, number[]>(PROGRESS_STATES.map((s) => [s, []]));
    for (const [id, s] of states) byState.get(s)!.push(id);
    const unlinked = allIds.filter((id) => !states.has(id));
    const groups = [
      { ids: unlinked, ...UNLINKED },
      ...PROGRESS_STATES.map((s) => ({ ids: byState.get(s)!, color: STATE_COLORS[s] })),
      { ids: selection, color: SELECTED_COLOR },
    ];
    // Paints run one after another (a fast slider must not interleave two), the last one wins;
    // the test hook shows a state once it is on screen.
    painting.current = painting.current
      .then(() => v.paint(groups))
      .then(
        () => {
          if (testHooks()) window.__progress3d = { states: () => Object.fromEntries(states), selected: () => [...selection], day: () => day };
        },
        () => undefined,
      );
  }, [states, selection, allIds, load.kind, day]);
  useEffect(
    () => () => {
      delete window.__progress3d;
    },
    [],
  );

  // A click (not a drag) picks an element; Ctrl/Shift/⌘ adds it to (or takes it from) the selection.
  const down = useRef<{ x: number; y: number } | null>(null);
  const onPointerUp = async (e: React.PointerEvent) => {
    const d = down.current;
    down.current = null;
    const v = viewerRef.current;
    if (!d || !v || load.kind !== 'ready' || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4) return;
    const hit = await v.pick(e.nativeEvent);
    const many = e.ctrlKey || e.shiftKey || e.metaKey;
    setSelection((sel) => {
      if (!hit) return many ? sel : [];
      if (!many) return [hit.localId];
      return sel.includes(hit.localId) ? sel.filter((x) => x !== hit.localId) : [...sel, hit.localId];
    });
  };

  const refresh = () => qc.invalidateQueries({ queryKey: progressKeys.links(p.projectId, p.fileId) });
  const openTask = (l: ModelTaskLink) =>
    navigate(
      `/worktask/work/taskBoard?projectId=${encodeURIComponent(p.projectId)}&boardId=${encodeURIComponent(l.boardId)}&openTask=${encodeURIComponent(l.taskId)}`,
    );

  return (
    <div className="viewer3d-body">
      <div className="viewer3d-main">
        <div
          className="viewer3d-canvas"
          ref={host}
          data-testid="viewer-canvas"
          onPointerDown={(e) => {
            down.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => void onPointerUp(e)}
        />
        {load.kind === 'loading' && (
          <div className="viewer3d-overlay">
            <Spin size="large" />
          </div>
        )}
        {load.kind === 'failed' && (
          <div className="viewer3d-overlay">
            <Result
              status="warning"
              title={t('viewer3d:load.failed', { msg: load.msg })}
              extra={
                <Button type="primary" onClick={() => setAttempt((a) => a + 1)}>
                  {t('viewer3d:load.reload')}
                </Button>
              }
            />
          </div>
        )}
      </div>
      <ProgressPanel
        links={links.data}
        loading={links.isLoading}
        error={links.error}
        onRetry={() => void links.refetch()}
        day={day}
        range={range}
        onDay={setDay}
        selection={selection}
        onClearSelection={() => setSelection([])}
        onCreate={() => setModal('create')}
        onLink={() => setModal('link')}
        onSelectTask={(l) => setSelection(l.elementIds)}
        onOpenTask={openTask}
        onRemove={async (l) => {
          await removeModelTask(p.projectId, l.id);
          await refresh();
        }}
      />
      {modal && (
        <LinkTaskModal
          mode={modal}
          projectId={p.projectId}
          projectFileId={p.fileId}
          elementIds={selection}
          onClose={(done) => {
            setModal(null);
            if (done) {
              setSelection([]);
              void refresh();
            }
          }}
        />
      )}
    </div>
  );
}
