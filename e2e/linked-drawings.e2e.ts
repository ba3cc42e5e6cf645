import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';
import { HEAVY_TEST_MS, until } from './support/wait';

// Composite links end to end (docs/models.md "Composite links"): in the 3D viewer a picked
// element is linked to a PDF of the project, listed with its picture, opened in the 2D viewer
// in a new tab, then unlinked.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const MODEL = 'SmallModelIfc2x3.ifczip';
const PLAN = 'first-floor-plan.pdf';

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let filesUrl = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  await stack.openProject(page);
  await page.click('[data-testid=project-documents]');
  await page.waitForSelector('[data-testid=file-table]');
  filesUrl = page.url();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `composite-failed-${ctx.task.name.split(':')[0].replace(/\W+/g, '-')}`);
});

const row = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const section = () => page.locator('[data-testid=composite-section]');

/** Opens the model from the list once converted (the list shows 'Converting' until then). */
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
  await page.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
  await page.waitForSelector('[data-testid=model-tree] .ant-tree-treenode');
}

/**
 * Picks the first element of the storey in the tree: the same one after every reload, whatever
 * the language does to the layout (a click in the canvas would land elsewhere).
 */
async function pickElement() {
  const storey = page.locator('[data-testid=model-tree] .ant-tree-treenode:has-text("(BuildingStorey)")').first();
  if (await storey.locator('.ant-tree-switcher_close').count()) await storey.locator('.ant-tree-switcher').click();
  const first = page.locator('[data-testid=model-tree] .ant-tree-treenode').nth(4);
  await first.locator('.ant-tree-title').click();
  await page.waitForSelector('[data-testid=props-attributes]');
  return first.innerText();
}

describe('linked drawings in the 3D viewer', () => {
  it(
    'uploads a model and a PDF, opens the model and picks an element: nothing linked yet',
    async () => {
      await page.setInputFiles('[data-testid=upload-input]', [path.join(testdata, 'ifc', MODEL), path.join(testdata, 'pdf', PLAN)]);
      await page.waitForSelector('[data-testid=upload-count]:has-text("2/2")', { timeout: 60_000 });
      await openModel(MODEL);
      await pickElement();
      await section().locator('text=No drawing is linked to this element').waitFor();
    },
    HEAVY_TEST_MS,
  );

  it('links the element to the PDF through the picker and shows it with its picture', async () => {
    await page.click('[data-testid=composite-link]');
    const list = page.locator('[data-testid=drawing-picker-list]');
    await list.locator(`tr.ant-table-row:has-text("${PLAN}")`).click();
    await page.fill('[data-testid=drawing-picker-page] input', '1');
    await screenshot(page, 'composite-picker');
    await page.click('[data-testid=drawing-picker-ok]');

    await page.waitForSelector('[data-testid=composite-linked]');
    expect(await page.innerText('[data-testid=composite-drawing-name]')).toBe(PLAN);
    expect(await section().innerText()).toContain('Page 1');
    // The picture is the drawn PDF page, stored with set-drawing-pic and served back.
    const pic = page.locator('[data-testid=composite-pic]');
    await pic.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid=composite-pic]')?.naturalWidth ?? 0) > 0);
    expect(await pic.getAttribute('src')).toMatch(/^\/public\/model\/forge\/link-composite\/pic\//);
    await screenshot(page, 'composite-linked');
  });

  it('opens the drawing: a new tab lands on the 2D viewer', async () => {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.click('[data-testid=composite-open]')]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('#/twoviewer?type=pdf');
    await tab.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
    expect(await tab.innerText('[data-testid=viewer2d-name]')).toBe(PLAN);
    await tab.close();
  });

  it('keeps the link on the server: after a reload (in Chinese) it is listed again', async () => {
    // The viewer has no language menu of its own: the stored choice is what the shell's menu sets.
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await page.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    await pickElement();
    await page.waitForSelector('[data-testid=composite-linked]');
    expect(await section().innerText()).toContain('关联图纸');
    await screenshot(page, 'composite-linked-zh');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    await pickElement();
    await page.waitForSelector('[data-testid=composite-linked]');
  });

  it('unlinks the element', async () => {
    await page.click('[data-testid=composite-unlink]');
    await page.click('.ant-popconfirm .ant-btn-primary');
    await section().locator('text=No drawing is linked to this element').waitFor();
    expect(await page.locator('[data-testid=composite-linked]').count()).toBe(0);
  });
});
