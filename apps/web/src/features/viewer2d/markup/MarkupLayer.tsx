import { useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocPoint, Surface } from '../surface';
import { toLayout, toScreen, type Point, type Size, type View } from '../view';
import { shapeElements, type Shape } from './shapes';
import type { Tool } from './useMarkup';

interface Props {
  surface: Surface;
  view: View;
  size: Size;
  shapes: Shape[];
  tool: Tool;
  color: string;
  /** Stroke width in screen pixels. */
  width: number;
  onAdd(shape: Shape): void;
  onPan(dx: number, dy: number): void;
  /** Two fingers: scale by factor about this screen point. */
  onPinch?(factor: number, at: Point): void;
  svgRef?: Ref<SVGSVGElement>;
}

interface Drag {
  pointerId: number;
  mode: 'pan' | 'draw';
  last: Point;
  page: number;
  points: Point[];
}

/**
 * The markup over a 2D view: draws the shapes (kept in document coordinates) at the current
 * view, and turns pointer drags into new shapes or, with the hand tool or the middle button,
 * into panning. Text is typed into a box at the clicked point.
 */
export function MarkupLayer(p: Props) {
  const { t } = useTranslation('viewer2d');
  const host = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [draft, setDraft] = useState<Shape | null>(null);
  const [typing, setTyping] = useState<{ at: DocPoint; text: string } | null>(null);
  // Fingers on the layer; with two, a pinch (zoom about their middle, pan with it) replaces any stroke.
  const touches = useRef(new Map<number, Point>());
  const pinch = useRef<{ dist: number; mid: Point } | null>(null);
  const twoFingers = () => {
    const [a, b] = [...touches.current.values()];
    return { dist: Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };

  const screenOf = (d: DocPoint) => toScreen(p.view, p.size, p.surface.toLayout(d));
  const local = (e: ReactPointerEvent) => {
    const r = host.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const docOn = (page: number, s: Point) => p.surface.toDocOn(page, toLayout(p.view, p.size, s));
  const shapeOf = (d: Drag): Shape => ({
    type: p.tool as Shape['type'],
    page: d.page,
    points: d.points.map((s) => {
      const q = docOn(d.page, s);
      return { x: q.x, y: q.y };
    }),
    color: p.color,
    width: p.width / p.view.zoom,
  });

  const commitText = () => {
    if (typing && typing.text.trim()) {
      const size = (4 * p.width + 8) / p.view.zoom;
      p.onAdd({
        type: 'text',
        page: typing.at.page,
        points: [{ x: typing.at.x, y: typing.at.y }],
        color: p.color,
        width: p.width / p.view.zoom,
        text: typing.text.trim(),
        size,
      });
    }
    setTyping(null);
  };

  const down = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'touch') {
      touches.current.set(e.pointerId, local(e));
      if (touches.current.size === 2) {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = null;
        setDraft(null);
        pinch.current = twoFingers();
        return;
      }
      if (touches.current.size > 2 || pinch.current) return;
    }
    if (drag.current || (e.button !== 0 && e.button !== 1)) return;
    if (typing) {
      commitText();
      return;
    }
    const at = local(e);
    const pan = e.button === 1 || p.tool === 'pan';
    if (!pan && p.tool === 'text') {
      setTyping({ at: p.surface.toDoc(toLayout(p.view, p.size, at)), text: '' });
      e.preventDefault();
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
    const page = p.surface.toDoc(toLayout(p.view, p.size, at)).page;
    drag.current = { pointerId: e.pointerId, mode: pan ? 'pan' : 'draw', last: at, page, points: [at, at] };
  };

  const move = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'touch' && touches.current.has(e.pointerId)) touches.current.set(e.pointerId, local(e));
    if (pinch.current && touches.current.size === 2) {
      const now = twoFingers();
      p.onPan(now.mid.x - pinch.current.mid.x, now.mid.y - pinch.current.mid.y);
      p.onPinch?.(now.dist / pinch.current.dist, now.mid);
      pinch.current = now;
      return;
    }
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const at = local(e);
    if (d.mode === 'pan') {
      p.onPan(at.x - d.last.x, at.y - d.last.y);
      d.last = at;
      return;
    }
    if (p.tool === 'pen') {
      const prev = d.points[d.points.length - 1];
      if (Math.hypot(at.x - prev.x, at.y - prev.y) >= 2) d.points = [...d.points, at];
    } else {
      d.points = [d.points[0], at];
    }
    setDraft(shapeOf(d));
  };

  const up = (e: ReactPointerEvent<HTMLDivElement>) => {
    touches.current.delete(e.pointerId);
    if (pinch.current) {
      // A pinch lasts until every finger is lifted: the last one left does not start a stroke.
      if (touches.current.size === 0) pinch.current = null;
      return;
    }
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setDraft(null);
    if (d.mode !== 'draw') return;
    const [a, b] = [d.points[0], d.points[d.points.length - 1]];
    const extent = p.tool === 'pen' ? d.points.length : Math.hypot(b.x - a.x, b.y - a.y);
    if (extent < 3) return; // a click, not a shape
    p.onAdd(shapeOf(d));
  };

  const render = (s: Shape) => shapeElements(s, (q) => screenOf({ page: s.page, ...q }), p.view.zoom);
  const editorAt = typing ? screenOf(typing.at) : null;
  const cursor = p.tool === 'pan' ? (drag.current ? 'grabbing' : 'grab') : p.tool === 'text' ? 'text' : 'crosshair';

  return (
    <div
      ref={host}
      className="viewer2d-markup"
      style={{ cursor }}
      data-testid="markup-layer"
      data-tool={p.tool}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onAuxClick={(e) => e.preventDefault()}
    >
      <svg
        ref={p.svgRef}
        xmlns="http://www.w3.org/2000/svg"
        width={p.size.w}
        height={p.size.h}
        data-testid="markup-svg"
        data-count={p.shapes.length}
        dangerouslySetInnerHTML={{ __html: p.shapes.map(render).join('') + (draft ? render(draft) : '') }}
      />
      {typing && editorAt && (
        <Input
          autoFocus
          size="small"
          className="viewer2d-text-input"
          style={{ left: editorAt.x, top: editorAt.y, color: p.color, fontSize: Math.max(12, 4 * p.width + 8) }}
          placeholder={t('markup.textPlaceholder')}
          value={typing.text}
          data-testid="markup-text-input"
          onChange={(e) => setTyping({ ...typing, text: e.target.value })}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') commitText();
            if (e.key === 'Escape') setTyping(null);
          }}
          onBlur={commitText}
        />
      )}
    </div>
  );
}
