// The one view model of the 2D viewer. Every view (PDF pages, a DXF drawing, an image) is laid
// out in a "layout space" (y down, in the document's own unit); the view is the zoom (CSS pixels
// per unit) and the layout point at the centre of the viewport. Pan and zoom only change this,
// so the markup drawn over the view follows exactly.

export interface View {
  zoom: number;
  cx: number;
  cy: number;
}
export interface Size {
  w: number;
  h: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 1e-6;
export const MAX_ZOOM = 1e6;

export const toScreen = (v: View, s: Size, p: Point): Point => ({ x: (p.x - v.cx) * v.zoom + s.w / 2, y: (p.y - v.cy) * v.zoom + s.h / 2 });
export const toLayout = (v: View, s: Size, p: Point): Point => ({ x: (p.x - s.w / 2) / v.zoom + v.cx, y: (p.y - s.h / 2) / v.zoom + v.cy });

/** Zooms by a factor, keeping the layout point under the screen point `at` where it is. */
export function zoomAt(v: View, s: Size, factor: number, at: Point = { x: s.w / 2, y: s.h / 2 }, limits = { min: MIN_ZOOM, max: MAX_ZOOM }): View {
  const zoom = Math.min(limits.max, Math.max(limits.min, v.zoom * factor));
  const anchor = toLayout(v, s, at);
  return { zoom, cx: anchor.x - (at.x - s.w / 2) / zoom, cy: anchor.y - (at.y - s.h / 2) / zoom };
}

/** Moves the view by a screen distance (dragging the content by dx, dy). */
export const panBy = (v: View, dx: number, dy: number): View => ({ ...v, cx: v.cx - dx / v.zoom, cy: v.cy - dy / v.zoom });

/** The whole rectangle in view, with a margin in CSS pixels. */
export function fitRect(r: Rect, s: Size, margin = 16): View {
  const zoom = Math.min((s.w - 2 * margin) / Math.max(r.w, 1e-9), (s.h - 2 * margin) / Math.max(r.h, 1e-9));
  return { zoom: zoom > 0 ? zoom : 1, cx: r.x + r.w / 2, cy: r.y + r.h / 2 };
}

/** The rectangle's width fills the viewport; its top (or `top`, a layout y) at the top. */
export function fitWidth(r: Rect, s: Size, margin = 16, top = r.y): View {
  const zoom = (s.w - 2 * margin) / Math.max(r.w, 1e-9);
  const z = zoom > 0 ? zoom : 1;
  return { zoom: z, cx: r.x + r.w / 2, cy: top - margin / z + s.h / 2 / z };
}

export const intersects = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The layout rectangle the viewport shows, grown by `grow` viewport sizes on each side. */
export function visibleRect(v: View, s: Size, grow = 0): Rect {
  const w = s.w / v.zoom;
  const h = s.h / v.zoom;
  return { x: v.cx - w / 2 - grow * w, y: v.cy - h / 2 - grow * h, w: w * (1 + 2 * grow), h: h * (1 + 2 * grow) };
}
