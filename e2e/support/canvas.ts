import type { Page } from 'playwright-core';

/**
 * How many pixels of a canvas, scaled onto a white w×h sample, are not (near) white: a drawn
 * page or drawing has many, a blank one none.
 */
export const inkOf = (page: Page, selector: string, size = { w: 400, h: 300 }) =>
  page.evaluate(
    ({ sel, w, h }) => {
      const src = document.querySelector(sel) as HTMLCanvasElement;
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(src, 0, 0, w, h);
      const d = ctx.getImageData(0, 0, w, h).data;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 600) ink++;
      return ink;
    },
    { sel: selector, ...size },
  );

/** What two captures of a canvas (see captureCanvas) differ by. */
export interface PixelDiff {
  /** Pixels whose colour moved by more than a rounding step (sum of |ΔRGB| > 24). */
  changed: number;
  /** Of those, the ones that got darker in `b` (edges and occlusion only ever darken). */
  darker: number;
}

/**
 * Keeps a copy of a canvas' pixels in the page under `name` and returns how many pixels are not
 * the background colour (a blank or cleared canvas has none). A WebGL canvas must be made with
 * preserveDrawingBuffer (the 3D viewer's is), or the copy may be empty.
 */
export const captureCanvas = (page: Page, selector: string, name: string, background: [number, number, number]) =>
  page.evaluate(
    ({ sel, key, bg }) => {
      const src = document.querySelector(sel) as HTMLCanvasElement;
      const c = document.createElement('canvas');
      c.width = src.width;
      c.height = src.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(src, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      const w = window as unknown as { __captures?: Record<string, Uint8ClampedArray> };
      (w.__captures ??= {})[key] = d;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - bg[0]) + Math.abs(d[i + 1] - bg[1]) + Math.abs(d[i + 2] - bg[2]) > 12) ink++;
      return ink;
    },
    { sel: selector, key: name, bg: background },
  );

/** Compares two captures made by captureCanvas (same canvas size). */
export const diffCaptures = (page: Page, a: string, b: string): Promise<PixelDiff> =>
  page.evaluate(
    ({ a, b }) => {
      const caps = (window as unknown as { __captures: Record<string, Uint8ClampedArray> }).__captures;
      const x = caps[a];
      const y = caps[b];
      if (x.length !== y.length) throw new Error(`captures ${a} and ${b} differ in size`);
      let changed = 0;
      let darker = 0;
      for (let i = 0; i < x.length; i += 4) {
        const before = x[i] + x[i + 1] + x[i + 2];
        const after = y[i] + y[i + 1] + y[i + 2];
        if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) <= 24) continue;
        changed++;
        if (after < before) darker++;
      }
      return { changed, darker };
    },
    { a, b },
  );

/**
 * Waits until a canvas has stopped changing: the same picture two frames apart (a chart's entry
 * animation is over). A wait on the picture, not on a time.
 */
export async function canvasSteady(page: Page, selector: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const same = await page.evaluate(
      (sel) =>
        new Promise<boolean>((resolve) => {
          const c = document.querySelector(sel) as HTMLCanvasElement;
          const before = c.toDataURL();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(c.toDataURL() === before)));
        }),
      selector,
    );
    if (same) return;
    if (Date.now() > deadline) throw new Error(`the canvas ${selector} kept changing for ${timeoutMs / 1000} s`);
  }
}
