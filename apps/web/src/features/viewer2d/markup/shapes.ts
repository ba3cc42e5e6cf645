import type { ViewKind } from '../surface';
import type { Point } from '../view';

// Markup shapes, kept in document coordinates (surface.ts: page + position in PDF points, DXF
// drawing units or image pixels), and their SVG form for the annotation feature.

export type ShapeType = 'pen' | 'line' | 'arrow' | 'rect' | 'ellipse' | 'cloud' | 'text';
export const SHAPE_TYPES: ShapeType[] = ['pen', 'line', 'arrow', 'rect', 'ellipse', 'cloud', 'text'];

export interface Shape {
  type: ShapeType;
  page: number;
  /** pen: the stroke; line, arrow: start and end; rect, ellipse, cloud: two corners; text: its top-left. */
  points: Point[];
  color: string;
  /** Stroke width in document units (so the markup scales with the document). */
  width: number;
  text?: string;
  /** Text height in document units. */
  size?: number;
}

export const FORMAT = 'trestle-markup/1';
const MAX_SHAPES = 2000;
const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

const num = (n: number) => String(Math.round(n * 1000) / 1000);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unesc = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The two corners as a box (any drag direction). */
export function box(a: Point, b: Point) {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** A revision cloud around a box: arcs bulging outwards along the edges. */
export function cloudPath(a: Point, b: Point, bump: number): string {
  const r = box(a, b);
  if (r.w < 1e-9 || r.h < 1e-9) return `M${num(r.x)},${num(r.y)}L${num(r.x + r.w)},${num(r.y + r.h)}`;
  const corners = [
    { x: r.x, y: r.y },
    { x: r.x + r.w, y: r.y },
    { x: r.x + r.w, y: r.y + r.h },
    { x: r.x, y: r.y + r.h },
  ];
  let d = `M${num(r.x)},${num(r.y)}`;
  for (let i = 0; i < 4; i++) {
    const p = corners[i];
    const q = corners[(i + 1) % 4];
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const n = Math.max(1, Math.round(len / Math.max(bump, 1e-9)));
    const rad = len / n / 2;
    for (let k = 1; k <= n; k++) {
      const x = p.x + ((q.x - p.x) * k) / n;
      const y = p.y + ((q.y - p.y) * k) / n;
      d += `A${num(rad)},${num(rad)} 0 0 1 ${num(x)},${num(y)}`;
    }
  }
  return `${d}Z`;
}

/** The head of an arrow from a to b: a filled triangle of length `len`. */
export function arrowHead(a: Point, b: Point, len: number): Point[] {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const spread = Math.PI / 7;
  return [
    b,
    { x: b.x - len * Math.cos(ang - spread), y: b.y - len * Math.sin(ang - spread) },
    { x: b.x - len * Math.cos(ang + spread), y: b.y - len * Math.sin(ang + spread) },
  ];
}

export const arrowHeadLength = (width: number) => Math.max(width * 4, width + 6);

/**
 * The SVG elements of one shape, its points already mapped to a y-down drawing space by `at`
 * and sizes by `scale` (screen: the view's zoom; export: 1). Used for the live overlay, the
 * snapshot and the exported SVG alike.
 */
export function shapeElements(s: Shape, at: (p: Point) => Point, scale: number): string {
  const pts = s.points.map(at);
  const w = s.width * scale;
  const stroke = `stroke="${esc(s.color)}" stroke-width="${num(w)}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  const [a, b] = pts;
  switch (s.type) {
    case 'pen':
      return `<polyline points="${pts.map((p) => `${num(p.x)},${num(p.y)}`).join(' ')}" ${stroke}/>`;
    case 'line':
      return `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${stroke}/>`;
    case 'arrow': {
      const head = arrowHead(a, b, arrowHeadLength(w));
      return `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${stroke}/><polygon points="${head.map((p) => `${num(p.x)},${num(p.y)}`).join(' ')}" fill="${esc(s.color)}"/>`;
    }
    case 'rect': {
      const r = box(a, b);
      return `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.w)}" height="${num(r.h)}" ${stroke}/>`;
    }
    case 'ellipse': {
      const r = box(a, b);
      return `<ellipse cx="${num(r.x + r.w / 2)}" cy="${num(r.y + r.h / 2)}" rx="${num(r.w / 2)}" ry="${num(r.h / 2)}" ${stroke}/>`;
    }
    case 'cloud':
      return `<path d="${cloudPath(a, b, Math.max(w * 6, 8 * scale * s.width, 1e-9))}" ${stroke}/>`;
    case 'text': {
      const size = (s.size ?? 16) * scale;
      return `<text x="${num(a.x)}" y="${num(a.y + size)}" font-size="${num(size)}" font-family="arial, 'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif" fill="${esc(s.color)}" xml:space="preserve">${esc(s.text ?? '')}</text>`;
    }
  }
}

/**
 * The markup as a standalone SVG. Each shape is a <g data-shape> holding its drawing (in the
 * document's unit, y down: for a DXF y is turned, y' = -y, so the picture reads the right way
 * up) and, in data-points, the exact document coordinates that setMarkup reads back.
 */
export function toSvg(all: Shape[], kind: ViewKind): string {
  // Numbers are written to 1/1000 of a unit; the same rounding everywhere makes the output stable
  // through a setMarkup / getMarkup round trip.
  const r = (n: number) => Number(num(n));
  const shapes = all.map((s) => ({
    ...s,
    points: s.points.map((p) => ({ x: r(p.x), y: r(p.y) })),
    width: r(s.width),
    ...(s.size !== undefined ? { size: r(s.size) } : {}),
  }));
  const ySign = kind === 'dxf' ? -1 : 1;
  const flip = (p: Point) => ({ x: p.x, y: ySign * p.y });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const body = shapes
    .map((s) => {
      for (const p of s.points.map(flip)) {
        const pad = s.type === 'text' ? (s.size ?? 16) * Math.max(1, (s.text ?? '').length) : s.width * 4;
        minX = Math.min(minX, p.x - s.width * 4);
        minY = Math.min(minY, p.y - s.width * 4);
        maxX = Math.max(maxX, p.x + pad);
        maxY = Math.max(maxY, p.y + (s.type === 'text' ? (s.size ?? 16) * 1.4 : s.width * 4));
      }
      const attrs = [
        `data-shape="${s.type}"`,
        `data-page="${s.page}"`,
        `data-points="${s.points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ')}"`,
        `data-color="${esc(s.color)}"`,
        `data-width="${num(s.width)}"`,
        ...(s.type === 'text' ? [`data-size="${num(s.size ?? 16)}"`, `data-text="${esc(s.text ?? '')}"`] : []),
      ];
      return `<g ${attrs.join(' ')}>${shapeElements(s, flip, 1)}</g>`;
    })
    .join('');
  const vb = shapes.length ? `${num(minX)} ${num(minY)} ${num(Math.max(maxX - minX, 1))} ${num(Math.max(maxY - minY, 1))}` : '0 0 1 1';
  return `<svg xmlns="http://www.w3.org/2000/svg" data-format="${FORMAT}" data-kind="${kind}" viewBox="${vb}">${body}</svg>`;
}

const attrsOf = (tag: string) => {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = unesc(m[2]);
  return out;
};

/** Reads the shapes back from toSvg's output; anything else in the SVG is ignored. */
export function fromSvg(svg: string): Shape[] {
  const shapes: Shape[] = [];
  for (const m of svg.matchAll(/<g\s([^>]*data-shape="[^"]*"[^>]*)>/g)) {
    if (shapes.length >= MAX_SHAPES) break;
    const a = attrsOf(m[1]);
    const type = a['data-shape'] as ShapeType;
    if (!SHAPE_TYPES.includes(type)) continue;
    const points = (a['data-points'] ?? '')
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split(',').map(Number))
      .filter((xy) => xy.length === 2 && xy.every(Number.isFinite))
      .map(([x, y]) => ({ x, y }));
    if (points.length < (type === 'text' ? 1 : type === 'pen' ? 1 : 2)) continue;
    const width = Number(a['data-width']);
    const page = Math.max(1, Math.floor(Number(a['data-page']) || 1));
    const shape: Shape = {
      type,
      page,
      points,
      color: COLOR.test(a['data-color'] ?? '') ? a['data-color'] : '#e53935',
      width: Number.isFinite(width) && width > 0 ? width : 1,
    };
    if (type === 'text') {
      const size = Number(a['data-size']);
      shape.text = a['data-text'] ?? '';
      shape.size = Number.isFinite(size) && size > 0 ? size : 16;
    }
    shapes.push(shape);
  }
  return shapes;
}
