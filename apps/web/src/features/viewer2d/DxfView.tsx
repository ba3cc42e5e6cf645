import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { DxfViewer, type DxfViewerOptions } from 'dxf-viewer';
import fontUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
import { ViewerError, type BackendProps } from './backend';
import { dxfEncoding } from './dxfEncoding';
import { LayersPanel, type DxfLayer } from './LayersPanel';
import { drawingSurface, type Surface } from './surface';

/** The dxf-viewer pieces used here that its typings keep private (its own pan/zoom controls). */
interface WithControls {
  controls?: { enabled: boolean };
}

/**
 * A DXF drawing through dxf-viewer (WebGL, parsed in a worker). Its own pan and zoom are off:
 * the viewer's view drives the camera, so the markup stays in drawing units. Text is drawn with
 * Liberation Sans (shipped with pdf.js): Latin text only; other scripts show as missing glyphs.
 */
export function DxfView(p: BackendProps & { layersOpen: boolean; onLayersClose(): void; onLayers(count: number): void }) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<DxfViewer | null>(null);
  const origin = useRef({ x: 0, y: 0 });
  const shownSize = useRef({ w: 0, h: 0 });
  const [ready, setReady] = useState(false);
  const [layers, setLayers] = useState<DxfLayer[]>([]);

  // The drawing loads once per bytes; the callbacks are the parent's latest.
  const onLoad = useEffectEvent((s: Surface) => p.onLoad(s));
  const onError = useEffectEvent((e: unknown) => p.onError(e));
  const onLayers = useEffectEvent((count: number) => p.onLayers(count));
  useEffect(() => {
    const el = host.current!;
    let dead = false;
    const bytes = new Uint8Array(p.data);
    const w = Math.max(1, el.clientWidth);
    const h = Math.max(1, el.clientHeight);
    const options: DxfViewerOptions = {
      autoResize: false,
      canvasWidth: w,
      canvasHeight: h,
      colorCorrection: true,
      preserveDrawingBuffer: true,
      antialias: true,
      fileEncoding: dxfEncoding(bytes),
    };
    const v = new DxfViewer(el, options);
    if (!v.HasRenderer()) {
      onError(new ViewerError('noWebgl'));
      return;
    }
    shownSize.current = { w, h };
    v.SetClearColor('#ffffff');
    const url = URL.createObjectURL(new Blob([bytes]));
    v.Load({ url, fonts: [fontUrl], workerFactory: () => new Worker(new URL('./dxf.worker.ts', import.meta.url), { type: 'module' }) })
      .then(() => {
        if (dead) return;
        const bounds = v.GetBounds();
        if (!bounds) throw new ViewerError('empty');
        const o = v.GetOrigin();
        origin.current = { x: o.x, y: o.y };
        const controls = (v as unknown as WithControls).controls;
        if (controls) controls.enabled = false;
        const list = [...v.GetLayers(true)].map((l) => ({ ...l, visible: true }));
        setLayers(list);
        onLayers(list.length);
        viewer.current = v;
        setReady(true);
        onLoad(drawingSurface(bounds));
      })
      .catch((e: unknown) => {
        if (!dead) onError(e instanceof ViewerError ? e : new ViewerError('unreadable', e instanceof Error ? e.message : String(e)));
      });
    return () => {
      dead = true;
      viewer.current = null;
      URL.revokeObjectURL(url);
      v.Destroy();
    };
  }, [p.data]);

  const { view, size } = p;
  useEffect(() => {
    const v = viewer.current;
    if (!v || !view || !size.w || !size.h) return;
    if (shownSize.current.w !== size.w || shownSize.current.h !== size.h) {
      v.SetSize(size.w, size.h);
      shownSize.current = { ...size };
    }
    const o = origin.current;
    // Layout y is the drawing's y turned down; the camera works in drawing units from the origin.
    v.SetView({ x: view.cx - o.x, y: -view.cy - o.y, z: 0 } as Parameters<DxfViewer['SetView']>[0], size.w / view.zoom);
    v.Render();
  }, [ready, view, size]);

  p.paintRef.current = (ctx, k) => {
    const v = viewer.current;
    if (!v) return;
    v.Render();
    ctx.drawImage(v.GetCanvas(), 0, 0, size.w * k, size.h * k);
  };

  const show = (names: string[], visible: boolean) => {
    const v = viewer.current;
    if (!v) return;
    for (const n of names) v.ShowLayer(n, visible);
    v.Render();
    setLayers((ls) => ls.map((l) => (names.includes(l.name) ? { ...l, visible } : l)));
  };

  return (
    <>
      <div ref={host} className="viewer2d-dxf" data-testid="dxf-canvas-host" />
      {ready && p.layersOpen && (
        <LayersPanel
          layers={layers}
          onToggle={(n, vis) => show([n], vis)}
          onAll={(vis) =>
            show(
              layers.map((l) => l.name),
              vis,
            )
          }
          onClose={p.onLayersClose}
        />
      )}
    </>
  );
}
