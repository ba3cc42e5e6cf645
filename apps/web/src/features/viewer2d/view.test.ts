import { describe, expect, it } from 'vitest';
import { fitRect, fitWidth, panBy, toLayout, toScreen, zoomAt } from './view';
import { drawingSurface, stackedSurface } from './surface';

const size = { w: 800, h: 600 };

describe('2D view', () => {
  it('keeps the point under the cursor in place when zooming', () => {
    const v = { zoom: 2, cx: 100, cy: 50 };
    const at = { x: 700, y: 100 };
    const before = toLayout(v, size, at);
    const z = zoomAt(v, size, 1.5, at);
    expect(z.zoom).toBe(3);
    const after = toLayout(z, size, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
  it('maps screen and layout both ways, and pans by screen pixels', () => {
    const v = { zoom: 4, cx: 10, cy: 20 };
    const p = { x: 12.5, y: -3 };
    const back = toLayout(v, size, toScreen(v, size, p));
    expect(back.x).toBeCloseTo(p.x);
    expect(back.y).toBeCloseTo(p.y);
    const moved = panBy(v, 40, -8);
    expect(toScreen(moved, size, p).x).toBeCloseTo(toScreen(v, size, p).x + 40);
    expect(toScreen(moved, size, p).y).toBeCloseTo(toScreen(v, size, p).y - 8);
  });
  it('fits a page whole or by its width', () => {
    const page = { x: 0, y: 0, w: 612, h: 792 };
    const f = fitRect(page, size, 0);
    expect(f.zoom).toBeCloseTo(600 / 792);
    const w = fitWidth(page, size, 0);
    expect(w.zoom).toBeCloseTo(800 / 612);
    expect(toScreen(w, size, { x: 0, y: 0 }).y).toBeCloseTo(0);
  });
  it('stacks PDF pages and finds the page of a point', () => {
    const s = stackedSurface(
      'pdf',
      [
        { w: 100, h: 200 },
        { w: 50, h: 100 },
      ],
      10,
    );
    expect(s.pages[1]).toEqual({ x: 25, y: 210, w: 50, h: 100 });
    expect(s.toLayout({ page: 2, x: 5, y: 5 })).toEqual({ x: 30, y: 215 });
    expect(s.toDoc({ x: 30, y: 215 })).toEqual({ page: 2, x: 5, y: 5 });
    expect(s.toDoc({ x: 0, y: 205 }).page).toBe(1);
  });
  it('turns DXF y up into layout y down', () => {
    const s = drawingSurface({ minX: 0, maxX: 10, minY: 5, maxY: 25 });
    expect(s.pages[0]).toEqual({ x: 0, y: -25, w: 10, h: 20 });
    expect(s.toDoc(s.toLayout({ page: 1, x: 3, y: 7 }))).toEqual({ page: 1, x: 3, y: 7 });
  });
});
