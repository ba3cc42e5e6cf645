import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { Painter } from './backend';
import { DxfView } from './DxfView';
import { ImageView } from './ImageView';
import { MarkupLayer } from './markup/MarkupLayer';
import { fromSvg, toSvg } from './markup/shapes';
import { useMarkup } from './markup/useMarkup';
import { PdfView } from './PdfView';
import type { Surface, ViewKind } from './surface';
import { fitRect, fitWidth, panBy, zoomAt, type Rect, type Size, type View } from './view';
import { ViewerToolbar } from './ViewerToolbar';

/** The view saved with markup: the document point at the centre of the viewport and the zoom (CSS pixels per document unit). */
export interface View2d {
  page: number;
  zoom: number;
  x: number;
  y: number;
}

/** What the annotation feature uses (docs/viewers-2d.md). */
export interface Viewer2dApi {
  getMarkup(): { svg: string; view2d: View2d };
  setMarkup(svg: string, view2d?: View2d | null): void;
  /** A PNG data URL of what is shown, markup included, at most 1600 pixels wide. */
  snapshot(): Promise<string>;
}

interface Props {
  kind: ViewKind;
  data: ArrayBuffer;
  mime: string;
  onReady(): void;
  onError(e: unknown): void;
  /** View only: no markup tools (the office page shows a document it cannot save markup on). */
  readOnly?: boolean;
  /** A PDF opens at the top of this page (1-based; out of range: the nearest page). */
  initialPage?: number;
  ref?: Ref<Viewer2dApi>;
}

const SNAPSHOT_MAX_WIDTH = 1600;
const BACKGROUND: Record<ViewKind, string> = { pdf: '#e8eaed', dxf: '#ffffff', image: '#f0f2f5' };

declare global {
  interface Window {
    /** The viewer's markup API, for tests (dev builds, or localStorage trestle.testHooks = 1). */
    __markup?: Viewer2dApi;
  }
}

const union = (rs: Rect[]): Rect => {
  const x = Math.min(...rs.map((r) => r.x));
  const y = Math.min(...rs.map((r) => r.y));
  return { x, y, w: Math.max(...rs.map((r) => r.x + r.w)) - x, h: Math.max(...rs.map((r) => r.y + r.h)) - y };
};

/** One 2D document (PDF, DXF or image) with pan, zoom and the markup layer over it. */
export function Viewer2d(p: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const paintRef = useRef<Painter | null>(null);
  const [size, setSize] = useState<Size>({ w: 0, h: 0 });
  const [surface, setSurface] = useState<Surface | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [layersOpen, setLayersOpen] = useState(true);
  const [layerCount, setLayerCount] = useState(0);
  const markup = useMarkup();
  const { reset: resetMarkup, undo, redo } = markup;
  const pendingMarkup = useRef<{ svg: string; view2d?: View2d | null } | null>(null);

  useLayoutEffect(() => {
    const el = viewport.current!;
    const measure = () => setSize((s) => (s.w === el.clientWidth && s.h === el.clientHeight ? s : { w: el.clientWidth, h: el.clientHeight }));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Zoom limits around the zoom that fits the first page (or the drawing).
  const base = surface && size.w ? fitRect(surface.pages[0], size).zoom : 1;
  const limits = { min: base / 10, max: base * 500 };

  const currentPage = surface && view ? surface.toDoc({ x: view.cx, y: view.cy }).page : 1;
  const pageRect = (page: number) => surface!.pages[Math.min(Math.max(page, 1), surface!.pageCount) - 1];
  const fitPage = () => surface && setView(surface.kind === 'pdf' ? fitRect(pageRect(currentPage), size) : fitRect(union(surface.pages), size));
  const fitToWidth = () => {
    if (!surface) return;
    if (surface.kind === 'pdf') return setView(fitWidth(pageRect(currentPage), size));
    const r = union(surface.pages);
    const f = fitWidth(r, size);
    setView({ ...f, cy: r.y + r.h / 2 });
  };
  const goTo = (page: number) => {
    if (!surface || !view || !Number.isFinite(page)) return;
    const r = pageRect(Math.round(page));
    setView({ zoom: view.zoom, cx: r.x + r.w / 2, cy: r.y - 8 / view.zoom + size.h / 2 / view.zoom });
  };

  const applyMarkup = useCallback(
    (s: Surface, svg: string, view2d?: View2d | null) => {
      resetMarkup(fromSvg(svg));
      if (view2d && [view2d.zoom, view2d.x, view2d.y, view2d.page].every(Number.isFinite) && view2d.zoom > 0) {
        const at = s.toLayout({ page: Math.min(Math.max(1, Math.round(view2d.page)), s.pageCount), x: view2d.x, y: view2d.y });
        setView({ zoom: view2d.zoom, cx: at.x, cy: at.y });
      }
    },
    [resetMarkup],
  );

  const onLoad = (s: Surface) => {
    setSurface(s);
    const el = viewport.current!;
    const sz = { w: el.clientWidth, h: el.clientHeight };
    const first = s.kind === 'pdf' && p.initialPage ? s.pages[Math.min(Math.max(1, Math.round(p.initialPage)), s.pageCount) - 1] : s.pages[0];
    setView(s.kind === 'pdf' ? fitWidth(first, sz) : fitRect(union(s.pages), sz));
    if (pendingMarkup.current) {
      applyMarkup(s, pendingMarkup.current.svg, pendingMarkup.current.view2d);
      pendingMarkup.current = null;
    }
    p.onReady();
  };

  // Wheel: a PDF scrolls (ctrl zooms, as pinching does); a drawing or an image zooms at the cursor.
  const wheelState = useRef({ view, size, kind: p.kind, limits });
  wheelState.current = { view, size, kind: p.kind, limits };
  useEffect(() => {
    const el = viewport.current!;
    const onWheel = (e: WheelEvent) => {
      const { view: v, size: s, kind, limits: lim } = wheelState.current;
      if (!v || (e.target as HTMLElement).closest('.viewer2d-layers')) return;
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? s.h : 1;
      const r = el.getBoundingClientRect();
      if (kind === 'pdf' && !e.ctrlKey && !e.metaKey) {
        const dx = e.shiftKey ? e.deltaY : e.deltaX;
        const dy = e.shiftKey ? 0 : e.deltaY;
        setView((cur) => cur && panBy(cur, -dx * unit, -dy * unit));
      } else {
        const factor = Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.0015));
        setView((cur) => cur && zoomAt(cur, s, factor, { x: e.clientX - r.left, y: e.clientY - r.top }, lim));
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // Undo and redo from the keyboard, unless typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('input, textarea, [contenteditable=true]')) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const api: Viewer2dApi = {
    getMarkup() {
      const c = surface && view ? surface.toDoc({ x: view.cx, y: view.cy }) : { page: 1, x: 0, y: 0 };
      return { svg: toSvg(markup.shapes, p.kind), view2d: { page: c.page, zoom: view?.zoom ?? 1, x: c.x, y: c.y } };
    },
    setMarkup(svg, view2d) {
      if (surface) applyMarkup(surface, svg, view2d);
      else pendingMarkup.current = { svg, view2d };
    },
    async snapshot() {
      const k = Math.min(window.devicePixelRatio || 1, SNAPSHOT_MAX_WIDTH / Math.max(size.w, 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(size.w * k));
      canvas.height = Math.max(1, Math.round(size.h * k));
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = BACKGROUND[p.kind];
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      paintRef.current?.(ctx, k);
      const svg = svgRef.current;
      if (svg && markup.shapes.length) {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
        await img.decode();
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      }
      return canvas.toDataURL('image/png');
    },
  };
  useImperativeHandle(p.ref, () => api);
  useEffect(() => {
    if (!surface || !(import.meta.env.DEV || localStorage.getItem('trestle.testHooks') === '1')) return;
    window.__markup = api;
    return () => {
      if (window.__markup === api) delete window.__markup;
    };
  });

  const zoomPercent = !view ? 100 : p.kind === 'pdf' ? (view.zoom * 100 * 72) / 96 : p.kind === 'image' ? view.zoom * 100 : (view.zoom / base) * 100;
  const backend = { data: p.data, view, size, onLoad, onError: p.onError, paintRef };

  return (
    <div className="viewer2d">
      <ViewerToolbar
        kind={p.kind}
        zoomPercent={zoomPercent}
        onZoom={(f) => view && setView(zoomAt(view, size, f, undefined, limits))}
        onFitWidth={fitToWidth}
        onFitPage={fitPage}
        page={currentPage}
        pageCount={surface?.pageCount ?? 0}
        onGoTo={goTo}
        layersOpen={layersOpen}
        layerCount={layerCount}
        onLayers={() => setLayersOpen((o) => !o)}
        markup={p.readOnly ? null : markup}
      />
      <div
        ref={viewport}
        className="viewer2d-viewport"
        style={{ background: BACKGROUND[p.kind] }}
        data-testid="viewer2d-viewport"
        data-kind={p.kind}
        data-zoom={view?.zoom}
        data-ready={surface ? '1' : undefined}
      >
        {p.kind === 'pdf' && <PdfView {...backend} />}
        {p.kind === 'image' && <ImageView {...backend} mime={p.mime} />}
        {p.kind === 'dxf' && <DxfView {...backend} layersOpen={layersOpen} onLayersClose={() => setLayersOpen(false)} onLayers={setLayerCount} />}
        {surface && view && (
          <MarkupLayer
            surface={surface}
            view={view}
            size={size}
            shapes={markup.shapes}
            tool={markup.tool}
            color={markup.color}
            width={markup.width}
            onAdd={markup.add}
            onPan={(dx, dy) => setView((v) => v && panBy(v, dx, dy))}
            onPinch={(f, at) => setView((v) => v && zoomAt(v, size, f, at, limits))}
            svgRef={svgRef}
          />
        )}
      </div>
    </div>
  );
}
