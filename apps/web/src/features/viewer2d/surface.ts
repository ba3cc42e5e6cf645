import type { Point, Rect } from './view';

/**
 * A point of the document: the page (1-based; 1 for a drawing or an image) and a position in
 * the document's own unit: PDF points from the top-left of the page as shown (pdf.js viewport
 * at scale 1), DXF drawing units (y up, as in the file), image pixels (y down).
 */
export interface DocPoint {
  page: number;
  x: number;
  y: number;
}

export type ViewKind = 'pdf' | 'dxf' | 'image';

/** How one kind of document sits in layout space (see view.ts). */
export interface Surface {
  kind: ViewKind;
  pageCount: number;
  /** Each page's rectangle in layout space (index 0 is page 1). */
  pages: Rect[];
  toLayout(p: DocPoint): Point;
  /** The document point under a layout point (the page it falls on, or the nearest). */
  toDoc(p: Point): DocPoint;
  /** A layout point in the coordinates of a given page (a shape stays on the page it began on). */
  toDocOn(page: number, p: Point): DocPoint;
  /** 1 where layout y and document y run the same way, -1 for a DXF (y up). */
  ySign: 1 | -1;
}

/** Pages stacked top to bottom with a gap; also a single image (one page at 0,0). */
export function stackedSurface(kind: 'pdf' | 'image', sizes: { w: number; h: number }[], gap = 16): Surface {
  let y = 0;
  const pages = sizes.map((s) => {
    const r = { x: 0, y, w: s.w, h: s.h };
    y += s.h + gap;
    return r;
  });
  const maxW = Math.max(1, ...sizes.map((s) => s.w));
  // Narrower pages are centred on the widest.
  for (const r of pages) r.x = (maxW - r.w) / 2;
  return {
    kind,
    pageCount: pages.length,
    pages,
    ySign: 1,
    toLayout: (p) => {
      const r = pages[Math.min(Math.max(p.page, 1), pages.length) - 1] ?? { x: 0, y: 0 };
      return { x: r.x + p.x, y: r.y + p.y };
    },
    toDoc: (p) => {
      const i = pageAt(pages, p.y);
      const r = pages[i] ?? { x: 0, y: 0 };
      return { page: i + 1, x: p.x - r.x, y: p.y - r.y };
    },
    toDocOn: (page, p) => {
      const r = pages[page - 1] ?? { x: 0, y: 0 };
      return { page, x: p.x - r.x, y: p.y - r.y };
    },
  };
}

/** The page whose band holds a layout y, else the nearest one. */
export function pageAt(pages: Rect[], y: number): number {
  let best = 0;
  let bestDist = Infinity;
  pages.forEach((r, i) => {
    const d = y < r.y ? r.y - y : y > r.y + r.h ? y - (r.y + r.h) : 0;
    if (d < bestDist) {
      bestDist = d;
      best = i;
    }
  });
  return best;
}

/** A DXF drawing: layout is drawing units with y turned down. */
export function drawingSurface(bounds: { minX: number; maxX: number; minY: number; maxY: number }): Surface {
  const page = { x: bounds.minX, y: -bounds.maxY, w: bounds.maxX - bounds.minX, h: bounds.maxY - bounds.minY };
  return {
    kind: 'dxf',
    pageCount: 1,
    pages: [page],
    ySign: -1,
    toLayout: (p) => ({ x: p.x, y: -p.y }),
    toDoc: (p) => ({ page: 1, x: p.x, y: -p.y }),
    toDocOn: (_page, p) => ({ page: 1, x: p.x, y: -p.y }),
  };
}
