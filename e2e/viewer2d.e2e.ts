import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionOf, uploadFile } from './support/api';
import { inkOf as inkOnCanvas } from './support/canvas';
import { multiPagePdf } from './support/pdf';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// The 2D viewer (spec 2 §2: /#/twoviewer?type=pdf|2d) on real drawings: PDF pages drawn and
// zoomed, a DXF's layers listed and toggled, markup drawn, read back, and restored after reload.

declare global {
  interface Window {
    __markup?: {
      getMarkup(): { svg: string; view2d: { page: number; zoom: number; x: number; y: number } };
      setMarkup(svg: string, view2d?: { page: number; zoom: number; x: number; y: number } | null): void;
      snapshot(): Promise<string>;
    };
  }
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');
const DXF = path.join(testdata, 'dxf/floor-plan-kr.dxf');
const shots = path.join(repo, 'docs/screenshots');

const stack = useStack({ viewport: { width: 1366, height: 860 } });
let page: Page;
let projectId = '';
const ids: Record<string, string> = {};

const viewerUrl = (name: string) =>
  `${stack.url}/#/twoviewer?${new URLSearchParams({ type: name.endsWith('.pdf') ? 'pdf' : '2d', projectId, fileId: ids[name], name, projectName: 'Harbour View Residences' })}`;

async function openViewer(name: string) {
  await page.goto(viewerUrl(name));
  await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
  await page.waitForSelector('[data-testid=viewer2d-loading]', { state: 'detached' });
}

const zoomOf = async () => Number(await page.getAttribute('[data-testid=viewer2d-viewport]', 'data-zoom'));

const inkOf = (selector: string) => inkOnCanvas(page, selector);

async function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** A small solid PNG (the shared test data has no image). */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function keep(name: string) {
  mkdirSync(shots, { recursive: true });
  // No tooltip left over from the last click.
  await page.mouse.move(700, 500);
  await page.waitForSelector('.ant-tooltip:not(.ant-tooltip-hidden)', { state: 'detached' }).catch(() => undefined);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

beforeAll(async () => {
  if (![PDF, DXF].every((f) => existsSync(f))) throw new Error(`test files missing under ${testdata} (set TESTDATA_DIR)`);
  page = await stack.signedIn('padmin');
  projectId = await stack.openProject(page);
  const session = await sessionOf(page);
  for (const f of [PDF, DXF]) ids[path.basename(f)] = await uploadFile(stack.url, session, projectId, f);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'trestle-viewer2d-'));
  for (const [name, content] of [
    ['broken.pdf', 'not a pdf at all'],
    ['plan.dwg', 'AC1032 binary drawing'],
    ['site-photo.png', png(320, 200, [30, 120, 200])],
    ['specification.pdf', multiPagePdf(3)],
  ] as const) {
    writeFileSync(path.join(scratch, name), content);
    ids[name] = await uploadFile(stack.url, session, projectId, path.join(scratch, name));
  }
  // The markup API on window (window.__markup) is for tests only.
  await page.evaluate(() => localStorage.setItem('trestle.testHooks', '1'));
});

describe('PDF in the 2D viewer', () => {
  it('draws the page, counts pages, and zooms', async () => {
    await openViewer('first-floor-plan.pdf');
    expect(await page.innerText('[data-testid=viewer2d-name]')).toBe('first-floor-plan.pdf');
    expect(await page.innerText('[data-testid=page-count]')).toMatch(/of 1$/);
    await page.waitForSelector('[data-testid=pdf-page][data-page="1"][data-rendered="1"] canvas');
    expect(await inkOf('[data-testid=pdf-page][data-page="1"] canvas')).toBeGreaterThan(500);
    const before = await zoomOf();
    const width = (await page.locator('[data-testid=pdf-page][data-page="1"]').boundingBox())!.width;
    await page.click('[data-testid=zoom-in]');
    expect(await zoomOf()).toBeCloseTo(before * 1.25, 5);
    expect((await page.locator('[data-testid=pdf-page][data-page="1"]').boundingBox())!.width).toBeCloseTo(width * 1.25, 0);
    await page.click('[data-testid=fit-page]');
    await page.waitForSelector('[data-testid=pdf-page][data-rendered="1"] canvas');
  });

  it('draws a rectangle and a text that stay on the page while zooming, and reads them back', async () => {
    const box = (await page.locator('[data-testid=pdf-page][data-page="1"]').boundingBox())!;
    await page.click('[data-testid=tool-rect]');
    await drag({ x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 }, { x: box.x + box.width * 0.55, y: box.y + box.height * 0.5 });
    await page.click('[data-testid=tool-text]');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.55);
    await page.fill('[data-testid=markup-text-input] >> nth=0', 'Check the stair opening');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=markup-svg][data-count="2"]');
    const rect = page.locator('[data-testid=markup-svg] rect');
    const r1 = (await rect.boundingBox())!;
    await page.click('[data-testid=zoom-in]');
    const r2 = (await rect.boundingBox())!;
    expect(r2.width).toBeCloseTo(r1.width * 1.25, 0);
    const m = await page.evaluate(() => window.__markup!.getMarkup());
    expect(m.svg).toContain('data-shape="rect"');
    expect(m.svg).toContain('data-text="Check the stair opening"');
    expect(m.view2d.page).toBe(1);
    expect(m.view2d.zoom).toBeCloseTo(await zoomOf(), 6);
    const png = await page.evaluate(() => window.__markup!.snapshot());
    expect(png.startsWith('data:image/png;base64,')).toBe(true);
    const pngWidth = Buffer.from(png.split(',')[1], 'base64').readUInt32BE(16);
    expect(pngWidth).toBeGreaterThan(0);
    expect(pngWidth).toBeLessThanOrEqual(1600);
    await page.click('[data-testid=tool-pan]');
    await keep('viewer2d-pdf-en');

    // After a reload the page is bare; setMarkup brings back the shapes and the exact view.
    await page.reload();
    await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]');
    expect(await page.getAttribute('[data-testid=markup-svg]', 'data-count')).toBe('0');
    await page.evaluate((saved) => window.__markup!.setMarkup(saved.svg, saved.view2d), m);
    await page.waitForSelector('[data-testid=markup-svg][data-count="2"]');
    const again = await page.evaluate(() => window.__markup!.getMarkup());
    expect(again.svg).toBe(m.svg);
    expect(again.view2d.zoom).toBeCloseTo(m.view2d.zoom, 6);
    expect(again.view2d.x).toBeCloseTo(m.view2d.x, 3);
    expect(again.view2d.y).toBeCloseTo(m.view2d.y, 3);
    const r3 = (await rect.boundingBox())!;
    expect(r3.x).toBeCloseTo(r2.x, 0);
    expect(r3.width).toBeCloseTo(r2.width, 0);
  });
});

describe('DXF in the 2D viewer', () => {
  it('lists the layers and hides one', async () => {
    await openViewer('floor-plan-kr.dxf');
    const names = await page.locator('[data-testid=dxf-layer]').evaluateAll((els) => els.map((e) => e.getAttribute('data-layer')));
    expect(names).toEqual(expect.arrayContaining(['WAL', 'DIM', 'COL']));
    const canvas = '[data-testid=dxf-canvas-host] canvas';
    const all = await inkOf(canvas);
    expect(all).toBeGreaterThan(500);
    await page.click('[data-testid=dxf-layer][data-layer="WAL"] input');
    const without = await inkOf(canvas);
    expect(without).toBeLessThan(all);
    await page.click('[data-testid=dxf-layer][data-layer="WAL"] input');
    expect(await inkOf(canvas)).toBe(all);
  });

  it('zooms at the cursor and keeps markup in drawing units', async () => {
    const vp = (await page.locator('[data-testid=viewer2d-viewport]').boundingBox())!;
    await page.click('[data-testid=tool-rect]');
    await drag({ x: vp.x + vp.width * 0.3, y: vp.y + vp.height * 0.3 }, { x: vp.x + vp.width * 0.45, y: vp.y + vp.height * 0.5 });
    await page.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    const before = await zoomOf();
    await page.mouse.move(vp.x + vp.width / 2, vp.y + vp.height / 2);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((z) => Number(document.querySelector('[data-testid=viewer2d-viewport]')!.getAttribute('data-zoom')) > z, before);
    const m = await page.evaluate(() => window.__markup!.getMarkup());
    expect(m.svg).toContain('data-kind="dxf"');
    await page.click('[data-testid=tool-pan]');
    await keep('viewer2d-dxf-en');
  });

  it('reads the same in Japanese', async () => {
    await chooseLang(page, 'ja');
    await page.waitForSelector('[data-testid=layers-toggle]:has-text("レイヤー")');
    await page.click('[data-testid=fit-page]');
    await keep('viewer2d-dxf-ja');
    await openViewer('first-floor-plan.pdf');
    await page.waitForSelector('[data-testid=pdf-page][data-rendered="1"] canvas');
    await keep('viewer2d-pdf-ja');
    await chooseLang(page, 'en');
  });
});

describe('an image in the 2D viewer', () => {
  it('zooms and takes a pen stroke', async () => {
    await openViewer('site-photo.png');
    await page.waitForSelector('[data-testid=viewer2d-image]');
    const before = await zoomOf();
    await page.click('[data-testid=zoom-in]');
    expect(await zoomOf()).toBeCloseTo(before * 1.25, 5);
    const img = (await page.locator('[data-testid=viewer2d-image]').boundingBox())!;
    expect(img.width).toBeCloseTo(320 * before * 1.25, 0);
    await page.click('[data-testid=tool-pen]');
    const vp = (await page.locator('[data-testid=viewer2d-viewport]').boundingBox())!;
    await drag({ x: vp.x + vp.width * 0.4, y: vp.y + vp.height * 0.4 }, { x: vp.x + vp.width * 0.6, y: vp.y + vp.height * 0.6 });
    await page.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    expect((await page.evaluate(() => window.__markup!.getMarkup())).svg).toContain('data-shape="pen"');
    await page.click('[data-testid=markup-undo]');
    await page.waitForSelector('[data-testid=markup-svg][data-count="0"]');
    await page.click('[data-testid=markup-redo]');
    await page.waitForSelector('[data-testid=markup-svg][data-count="1"]');
  });
});

describe('what cannot be shown', () => {
  it('opens a PDF at the page its address names (page=3), as a linked drawing does', async () => {
    await page.goto(`${viewerUrl('specification.pdf')}&page=3`);
    await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
    expect(await page.innerText('[data-testid=page-count]')).toMatch(/of 3$/);
    await page.waitForSelector('[data-testid=pdf-page][data-page="3"][data-rendered="1"] canvas');
    await expect.poll(() => page.inputValue('[data-testid=page-input] input, input[data-testid=page-input]')).toBe('3');
  });

  it('says a damaged PDF could not be read, and offers to try again', async () => {
    await page.goto(viewerUrl('broken.pdf'));
    await page.waitForSelector('[data-testid=viewer2d-error]:has-text("could not be read")');
    await page.waitForSelector('[data-testid=viewer2d-retry]');
  });
  it('says DWG is not supported', async () => {
    await page.goto(viewerUrl('plan.dwg'));
    await page.waitForSelector('text=DWG drawings cannot be shown in the browser');
  });
});

describe('opening from the file manager', () => {
  it('opens a DXF in the viewer in a new tab and still previews a PDF in place', async () => {
    await page.goto(`${stack.url}/#/project-files?projectId=${projectId}`);
    await page.waitForSelector('[data-testid=file-table]');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.click('[data-testid=file-name]:text-is("floor-plan-kr.dxf")')]);
    await tab.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
    expect(tab.url()).toContain('#/twoviewer?type=2d');
    await tab.close();
    await page.click('[data-testid=file-name]:text-is("first-floor-plan.pdf")');
    await page.waitForSelector('[data-testid=pdf-frame]');
    await screenshot(page, 'viewer2d-files-pdf-preview');
  });
});
