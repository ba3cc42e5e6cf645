import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ViewerError, type BackendProps } from './backend';
import { openPdf, type PdfDocument } from './pdfjs';
import { stackedSurface, type Surface } from './surface';
import { intersects, toScreen, visibleRect, type Rect } from './view';

interface Tile {
  canvas: HTMLCanvasElement;
  /** The part of the page it shows, in page points. */
  region: Rect;
  scale: number;
}

const MAX_TILE_PIXELS = 16e6;

const overlap = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
};
const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5;

/**
 * Every page of a PDF, stacked. Only pages near the viewport are drawn, and only the part of
 * them around what is seen, at the current zoom: a zoom or pan past the drawn part draws again
 * (the old drawing, stretched, stays until the new one is ready); far pages are let go.
 */
export function PdfView(p: BackendProps) {
  const doc = useRef<PdfDocument | null>(null);
  const [surface, setSurface] = useState<Surface | null>(null);
  const pageEls = useRef<(HTMLDivElement | null)[]>([]);
  const tiles = useRef(new Map<number, Tile>());
  const pending = useRef(new Map<number, { cancel(): void }>());

  // The document loads once per bytes; the callbacks are the parent's latest.
  const onLoad = useEffectEvent((s: Surface) => p.onLoad(s));
  const onError = useEffectEvent((e: unknown) => p.onError(e));
  useEffect(() => {
    let dead = false;
    // Both maps live as long as the component (the refs are never reassigned).
    const pendingNow = pending.current;
    const tilesNow = tiles.current;
    // pdf.js takes the bytes over (transfers them to its worker): give it a copy.
    const task = openPdf(new Uint8Array(p.data.slice(0)));
    task.promise
      .then(async (d) => {
        if (dead) return;
        doc.current = d;
        const sizes = await Promise.all(
          Array.from({ length: d.numPages }, async (_, i) => {
            const vp = (await d.getPage(i + 1)).getViewport({ scale: 1 });
            return { w: vp.width, h: vp.height };
          }),
        );
        if (dead) return;
        if (!sizes.length) throw new ViewerError('empty');
        const s = stackedSurface('pdf', sizes);
        setSurface(s);
        onLoad(s);
      })
      .catch((e: unknown) => {
        if (!dead) onError(e instanceof ViewerError ? e : new ViewerError('unreadable', e instanceof Error ? e.message : String(e)));
      });
    return () => {
      dead = true;
      for (const t of pendingNow.values()) t.cancel();
      pendingNow.clear();
      tilesNow.clear();
      doc.current = null;
      void task.destroy();
    };
  }, [p.data]);

  const { view, size } = p;
  // A tile drawn with the latest surface (drawTile reads it when the render is done).
  const drawLater = useEffectEvent((d: PdfDocument, i: number, region: Rect, scale: number, el: HTMLDivElement) => void drawTile(d, i, region, scale, el));
  useEffect(() => {
    const d = doc.current;
    if (!d || !surface || !view || !size.w || !size.h) return;
    const timer = setTimeout(() => {
      const dpr = window.devicePixelRatio || 1;
      const seen = visibleRect(view, size, 0);
      const want = visibleRect(view, size, 0.25);
      const keep = visibleRect(view, size, 1.5);
      surface.pages.forEach((r, i) => {
        const el = pageEls.current[i];
        const tile = tiles.current.get(i);
        if (!intersects(r, keep)) {
          if (tile) {
            tile.canvas.remove();
            tiles.current.delete(i);
            if (el) delete el.dataset.rendered;
          }
          pending.current.get(i)?.cancel();
          pending.current.delete(i);
          return;
        }
        const shown = overlap(r, seen);
        const region = overlap(r, want);
        if (!shown || !region || !el) return;
        const local = (q: Rect) => ({ x: q.x - r.x, y: q.y - r.y, w: q.w, h: q.h });
        let scale = view.zoom * dpr;
        const area = region.w * region.h * scale * scale;
        if (area > MAX_TILE_PIXELS) scale *= Math.sqrt(MAX_TILE_PIXELS / area);
        if (tile && Math.abs(tile.scale / scale - 1) < 0.1 && contains(tile.region, local(shown))) return;
        drawLater(d, i, local(region), scale, el);
      });
    }, 60);
    return () => clearTimeout(timer);
  }, [surface, view, size]);

  async function drawTile(d: PdfDocument, i: number, region: Rect, scale: number, el: HTMLDivElement) {
    pending.current.get(i)?.cancel();
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    pending.current.set(i, { cancel: () => ((cancelled = true), task?.cancel()) });
    try {
      const page = await d.getPage(i + 1);
      if (cancelled) return;
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.ceil(region.w * scale));
      canvas.height = Math.max(1, Math.ceil(region.h * scale));
      const ctx = canvas.getContext('2d')!;
      task = page.render({ canvas, canvasContext: ctx, viewport: page.getViewport({ scale }), transform: [1, 0, 0, 1, -region.x * scale, -region.y * scale] });
      await task.promise;
      if (cancelled) return;
      const r = surface!.pages[i];
      Object.assign(canvas.style, {
        left: `${(region.x / r.w) * 100}%`,
        top: `${(region.y / r.h) * 100}%`,
        width: `${(region.w / r.w) * 100}%`,
        height: `${(region.h / r.h) * 100}%`,
      });
      canvas.className = 'viewer2d-tile';
      tiles.current.get(i)?.canvas.remove();
      el.appendChild(canvas);
      tiles.current.set(i, { canvas, region, scale });
      el.dataset.rendered = '1';
    } catch (e) {
      // A cancelled render is expected when the view moves on.
      if (!cancelled && !(e instanceof Error && e.name === 'RenderingCancelledException')) console.warn('pdf page render failed', e);
    } finally {
      if (!cancelled) pending.current.delete(i);
    }
  }

  p.paintRef.current = (ctx, k) => {
    if (!surface || !view) return;
    surface.pages.forEach((r, i) => {
      const o = toScreen(view, size, r);
      ctx.fillStyle = '#fff';
      ctx.fillRect(o.x * k, o.y * k, r.w * view.zoom * k, r.h * view.zoom * k);
      const tile = tiles.current.get(i);
      if (!tile) return;
      const t = toScreen(view, size, { x: r.x + tile.region.x, y: r.y + tile.region.y });
      ctx.drawImage(tile.canvas, t.x * k, t.y * k, tile.region.w * view.zoom * k, tile.region.h * view.zoom * k);
    });
  };

  if (!surface || !view) return null;
  // Only pages near the viewport are in the page at all (a long PDF has many).
  const keep = visibleRect(view, size, 1.5);
  return (
    <>
      {surface.pages.map((r, i) => {
        if (!intersects(r, keep)) return null;
        const o = toScreen(view, size, r);
        return (
          <div
            key={i}
            ref={(el) => {
              pageEls.current[i] = el;
              const tile = tiles.current.get(i);
              if (el && tile && tile.canvas.parentElement !== el) {
                el.appendChild(tile.canvas);
                el.dataset.rendered = '1';
              }
            }}
            className="viewer2d-page"
            data-testid="pdf-page"
            data-page={i + 1}
            style={{ left: o.x, top: o.y, width: r.w * view.zoom, height: r.h * view.zoom }}
          />
        );
      })}
    </>
  );
}
