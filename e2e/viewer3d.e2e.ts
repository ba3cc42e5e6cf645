import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';
import { captureCanvas, diffCaptures } from './support/canvas';
import { HEAVY_TEST_MS, until } from './support/wait';

// The 3D viewer end to end (spec 2 §2, §4): every sample IFC is uploaded, converted by the
// server's job, opened in the viewer (WebGL through SwiftShader), its tree and the properties
// of a picked element shown.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const MODELS = readdirSync(path.join(testdata, 'ifc'))
  .filter((f) => /\.ifc(zip)?$/i.test(f))
  .sort();

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let filesUrl = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  await page.click('text=Harbour View Residences');
  await page.click('[data-testid=project-documents]');
  await page.waitForSelector('[data-testid=file-table]');
  await page.click('[data-testid=new-folder]');
  await page.fill('[data-testid=folder-name]', 'Models');
  await page.click('.ant-modal-footer .ant-btn-primary');
  await page.locator('[data-testid=file-table] [data-testid=file-name]:text-is("Models")').click();
  await page.waitForSelector('[data-testid=breadcrumbs] >> text=Models');
  filesUrl = page.url();
});

interface Display {
  edges: { complete: boolean; segments: number; shown: number } | null;
  effects: boolean;
  effectFrames: number;
  /** Frames drawn so far (with or without effects). */
  frames: number;
}
type Hooks = { __viewer3d?: { display(): Display } };
const CANVAS = '[data-testid=viewer-canvas] canvas';
const BACKGROUND: [number, number, number] = [0xee, 0xf1, 0xf5];

const row = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);

/** Opens a model from the list once converted (the list shows 'Converting' until then). */
async function openModel(name: string) {
  await page.goto(filesUrl);
  await row(name).waitFor();
  await until(`${name} converted`, async () => (await row(name).locator('[data-testid=model-status]').count()) === 0, {
    between: async () => {
      await page.reload();
      await row(name).waitFor();
    },
  });
  expect(await row(name).locator('[data-testid=model-status]').count()).toBe(0);
  await row(name).locator('[data-testid=file-name]').click();
  await page.waitForSelector('[data-testid=viewer3d]');
  await page.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
  await page.waitForSelector('[data-testid=model-tree] .ant-tree-treenode');
}

describe('3D viewer', () => {
  it('uploads every sample model; the list shows them converting, then they convert', async () => {
    await page.setInputFiles(
      '[data-testid=upload-input]',
      MODELS.map((f) => path.join(testdata, 'ifc', f)),
    );
    await page.waitForSelector(`[data-testid=upload-count]:has-text("${MODELS.length}/${MODELS.length}")`, { timeout: 60_000 });
    for (const f of MODELS) await row(f).waitFor();
  });

  for (const name of MODELS) {
    it(
      `opens ${name}: tree, a picked element's properties`,
      async () => {
        await openModel(name);
        expect(await page.locator('[data-testid=model-status]').innerText()).toMatch(/Convert complete/);
        // A click in the middle of the canvas picks whatever element is there (a model fills the view).
        const canvas = page.locator('[data-testid=viewer-canvas] canvas').first();
        const box = (await canvas.boundingBox())!;
        let picked = false;
        for (const [fx, fy] of [
          [0.5, 0.5],
          [0.45, 0.55],
          [0.55, 0.45],
          [0.5, 0.6],
          [0.4, 0.5],
          [0.6, 0.5],
        ]) {
          await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
          try {
            await page.waitForSelector('[data-testid=props-attributes]', { timeout: 3000 });
            picked = true;
            break;
          } catch {
            // nothing under that point; try another
          }
        }
        if (!picked) {
          // Some models leave the centre empty (a road); pick from the tree instead.
          await page.locator('[data-testid=model-tree] .ant-tree-treenode').last().locator('.ant-tree-title').click();
          await page.waitForSelector('[data-testid=props-attributes]');
        }
        const attrs = await page.locator('[data-testid=props-attributes]').innerText();
        expect(attrs).toMatch(/GlobalId/);
        await screenshot(page, `viewer3d-${name}`);
      },
      HEAVY_TEST_MS,
    );
  }

  it('tools change the scene: transparency, section, a storey plan, settings stored locally', async () => {
    // Still in the last model opened above.
    await page.waitForSelector('[data-testid=viewer-toolbar]');
    await page.click('[data-testid=tool-opacity]');
    const slider = page.locator('.ant-popover:not(.ant-popover-hidden) .ant-slider');
    await slider.waitFor();
    const sb = (await slider.boundingBox())!;
    await page.mouse.click(sb.x + sb.width * 0.3, sb.y + sb.height / 2);
    expect(await page.locator('[data-testid=tool-opacity]').innerText()).toMatch(/(2|3)\d%/);
    await page.click('[data-testid=tool-opacity]');
    await page.click('[data-testid=tool-section]');
    await page.click('.ant-tabs-tab:has-text("2D views")');
    await page.waitForSelector('[data-testid=view-item]');
    const titles = await page.locator('[data-testid=view-title]').allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(1);
    await page.waitForSelector('[data-testid=view-thumb]', { timeout: 30_000 });
    await page.locator('[data-testid=view-item]').first().click();
    await page.waitForSelector('[data-testid=views-exit]');
    await page.click('[data-testid=tool-settings]');
    await page.click('[data-testid=setting-propertyShowMode]');
    expect(await page.evaluate(() => localStorage.getItem('propertyShowMode'))).toBe('0');
    await screenshot(page, 'viewer3d-plan');
  });
  it(
    'display settings: element edges and ambient occlusion change the picture, never blank it, follow hidden elements and are stored locally',
    { timeout: 240_000 },
    async () => {
      const display = () => page.evaluate(() => (window as unknown as Hooks).__viewer3d!.display());
      // Polled from here: a predicate given to the page as a string would be eval'd there, which
      // the app's Content-Security-Policy refuses.
      const waitDisplay = (pred: (d: Display, arg: number) => boolean, arg = 0) =>
        expect
          .poll(
            async () => {
              const d = await page.evaluate(() => (window as unknown as Hooks).__viewer3d?.display() ?? null);
              return !!d && pred(d, arg);
            },
            { timeout: 90_000 },
          )
          .toBe(true);
      const stored = () => page.evaluate(() => [localStorage.getItem('isShowWireframe'), localStorage.getItem('isEnableEffectComposer')]);
      const checked = (key: string) => page.locator(`[data-testid=setting-${key}]`).getAttribute('aria-checked');
      /**
       * The canvas once it holds still: two captures two animation frames apart agree (tiles have
       * arrived; with effects on, the still frame with the occlusion is the one on the canvas).
       */
      const settled = async (name: string) => {
        for (let i = 0; i < 30; i++) {
          const ink = await captureCanvas(page, CANVAS, name, BACKGROUND);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          await captureCanvas(page, CANVAS, `${name}-again`, BACKGROUND);
          if ((await diffCaptures(page, name, `${name}-again`)).changed === 0) return ink;
        }
        throw new Error(`the canvas did not settle (${name})`);
      };
      /**
       * A still view is not drawn again (the renderer draws on demand): once the view has
       * settled, ten animation frames pass without a frame drawn.
       */
      const drawsNothingWhileStill = () =>
        expect
          .poll(
            async () => {
              const before = (await display()).frames;
              await page.evaluate(
                () =>
                  new Promise<void>((done) => {
                    let left = 10;
                    const next = () => (--left > 0 ? requestAnimationFrame(next) : done());
                    requestAnimationFrame(next);
                  }),
              );
              return (await display()).frames - before;
            },
            { timeout: 60_000 },
          )
          .toBe(0);
      const toggle = async (key: 'isShowWireframe' | 'isEnableEffectComposer') => {
        const before = await checked(key);
        await page.click(`[data-testid=setting-${key}]`);
        await page.waitForSelector(`[data-testid=setting-${key}][aria-checked="${before === 'true' ? 'false' : 'true'}"]`);
      };

      await page.evaluate(() => localStorage.setItem('trestle.testHooks', '1'));
      await openModel('AC20-FZK-Haus.ifc');
      // Both are on by default (spec 2 §3: '1' unless the user stored '0').
      expect(await stored()).toEqual([null, null]);
      await page.click('[data-testid=tool-settings]');
      await page.waitForSelector('[data-testid=viewer-settings]');
      expect(await checked('isShowWireframe')).toBe('true');
      expect(await checked('isEnableEffectComposer')).toBe('true');
      await waitDisplay((d) => !!d.edges?.complete && d.effects && d.effectFrames > 0);
      const both = await settled('both');
      await drawsNothingWhileStill();
      await screenshot(page, 'viewer3d-display-edges-ao');

      await toggle('isEnableEffectComposer');
      expect(await stored()).toEqual([null, '0']);
      await waitDisplay((d) => !d.effects);
      const edges = await settled('edges');
      await screenshot(page, 'viewer3d-display-edges');

      await toggle('isShowWireframe');
      expect(await stored()).toEqual(['0', '0']);
      await waitDisplay((d) => d.edges === null);
      const plain = await settled('plain');
      await drawsNothingWhileStill();
      await screenshot(page, 'viewer3d-display-plain');

      const frames = (await display()).effectFrames;
      await toggle('isEnableEffectComposer');
      expect(await stored()).toEqual(['0', '1']);
      await waitDisplay((d, before) => d.effects && d.effectFrames > before, frames);
      const ao = await settled('ao');
      await screenshot(page, 'viewer3d-display-ao');

      // Never blank: the model covers the same part of the canvas in every mode (occlusion only
      // darkens what is drawn; edges lie on the model's outline and add a few pixels at most).
      expect(plain).toBeGreaterThan(20_000);
      for (const ink of [edges, ao, both]) expect(Math.abs(ink - plain) / plain).toBeLessThan(0.03);
      // Edges: thin dark lines — many pixels change, nearly all of them darker, a small share of the model.
      const e = await diffCaptures(page, 'plain', 'edges');
      expect(e.changed).toBeGreaterThan(1000);
      expect(e.darker / e.changed).toBeGreaterThan(0.9);
      expect(e.changed / plain).toBeLessThan(0.5);
      // Occlusion: soft darkening — pixels change, nearly all darker.
      const o = await diffCaptures(page, 'plain', 'ao');
      expect(o.changed).toBeGreaterThan(1000);
      expect(o.darker / o.changed).toBeGreaterThan(0.9);
      // Both together differ from either alone.
      expect((await diffCaptures(page, 'edges', 'both')).changed).toBeGreaterThan(1000);
      expect((await diffCaptures(page, 'ao', 'both')).changed).toBeGreaterThan(1000);

      // The values survive a reload and are applied at once.
      await page.reload();
      await page.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
      await page.click('[data-testid=tool-settings]');
      await page.waitForSelector('[data-testid=viewer-settings]');
      expect(await checked('isShowWireframe')).toBe('false');
      expect(await checked('isEnableEffectComposer')).toBe('true');
      await waitDisplay((d) => d.edges === null && d.effects && d.effectFrames > 0);
      const reloaded = await settled('ao-reloaded');
      expect(Math.abs(reloaded - ao) / ao).toBeLessThan(0.03);

      // Edges follow hidden elements: hiding the picked element drops its lines, showing all brings them back.
      await toggle('isShowWireframe');
      expect(await stored()).toEqual(['1', '1']);
      await waitDisplay((d) => !!d.edges?.complete);
      const all = (await display()).edges!;
      expect(all.shown).toBe(all.segments);
      await page.click('[data-testid=tool-settings]'); // close the settings before picking on the canvas
      const box = (await page.locator(CANVAS).boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.45);
      await page.waitForSelector('[data-testid=props-attributes]');
      await settled('picked');
      await page.click('[data-testid=tool-hide]');
      await waitDisplay((d) => !!d.edges && d.edges.shown < d.edges.segments);
      await settled('hidden');
      expect((await diffCaptures(page, 'picked', 'hidden')).changed).toBeGreaterThan(1000);
      await screenshot(page, 'viewer3d-display-hidden');
      await page.click('[data-testid=tool-show-all]');
      await waitDisplay((d) => !!d.edges && d.edges.shown === d.edges.segments);
      await settled('shown');

      // A section cuts the edges with the model; the frame stays drawn.
      await page.click('[data-testid=tool-section]');
      const slider = page.locator('.ant-popover:not(.ant-popover-hidden) .ant-slider');
      await slider.waitFor();
      const sb = (await slider.boundingBox())!;
      await page.mouse.click(sb.x + sb.width * 0.35, sb.y + sb.height / 2);
      await page.click('[data-testid=model-name]'); // close the slider's popover
      const cut = await settled('section');
      expect(cut).toBeGreaterThan(20_000);
      expect((await diffCaptures(page, 'shown', 'section')).changed).toBeGreaterThan(1000);
      await screenshot(page, 'viewer3d-display-section');
    },
  );
});
