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
