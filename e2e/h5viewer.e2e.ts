import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';
import { call, sessionOf, uploadFile } from './support/api';
import { HEAVY_TEST_MS, modelConverted } from './support/wait';

// Models for share visitors and phones (spec 2 §2 /h5Viewer, issue 5 §2): a visitor opens a
// shared IFC in the 3D viewer through the public calls; on a phone the link's model opens in the
// mobile viewer (panels as a bottom sheet, touch); a member's drawing on a phone pinches to zoom.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const IFC = 'IfcOpenHouse_IFC4.ifc';
const PDF = 'basement.pdf';
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

const stack = useStack({ viewport: { width: 1366, height: 860 } });
let admin: Page;
let projectId = '';
let linkUrl = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  projectId = await stack.openProject(admin);
  const s = await sessionOf(admin);
  const folder = (
    await call<{ folderInfoArr: { id: string }[] }>(stack.url, s, '/protected/file/create-many-folder', { projectId, folderArr: ['Handover models'] })
  ).folderInfoArr[0].id;
  ids[IFC] = await uploadFile(stack.url, s, projectId, path.join(testdata, 'ifc', IFC), folder);
  ids[PDF] = await uploadFile(stack.url, s, projectId, path.join(testdata, 'pdf', PDF), folder);
  // The conversion is a job: wait until the model is ready (the viewer would show 'converting').
  const file = await call<{ versionId: string }>(stack.url, s, '/protected/get-project-file-by-id', { projectId, fileId: ids[IFC] });
  await modelConverted(stack.url, s, projectId, file.versionId);
  const link = await call<{ linkId: string }>(stack.url, s, '/protected/file/create-newshare-link', {
    projectId,
    fileIds: [folder],
    validDays: 1,
    identities: ['guest'],
    code: 'MB12',
  });
  linkUrl = `${stack.url}/#/share_page/${link.linkId}`;
}, HEAVY_TEST_MS);

async function enterLink(p: Page, list: string) {
  await p.goto(linkUrl);
  await p.fill('[data-testid=visitor-code]', 'MB12');
  await p.click('[data-testid=visitor-code-ok]');
  await p.click(`${list}:has-text("Handover models")`);
  await p.waitForSelector(`${list}:has-text("${IFC}")`);
}

describe('models for visitors and phones', () => {
  it('a share visitor opens the shared IFC in the 3D viewer (public calls only)', async () => {
    const p = await stack.page();
    const calls: string[] = [];
    p.on('request', (r) => {
      if (r.method() === 'POST') calls.push(new URL(r.url()).pathname);
    });
    await enterLink(p, '[data-testid=share-file-name]');
    await p.click(`[data-testid=share-file-name]:text-is("${IFC}")`);
    await p.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    await p.waitForSelector('[data-testid=model-tree] .ant-tree-treenode');
    expect(p.url()).toContain('#/viewer?type=3d');
    expect(await p.locator('[data-testid=model-name]').innerText()).toBe(IFC);
    const modelCalls = calls.filter((c) => c.includes('model') || c.includes('jarvis'));
    expect(modelCalls.length).toBeGreaterThan(0);
    expect(modelCalls.filter((c) => c.includes('/protected/'))).toEqual([]);
    await p.click('text=Back to files');
    await p.waitForSelector('[data-testid=share-page]');
    await p.context().close();
  });

  it('on a phone the shared model opens in the mobile viewer; tree and properties are bottom sheets', async () => {
    const p = await stack.page(PHONE);
    await enterLink(p, '.ant-list-item');
    await p.click(`.ant-list-item:has-text("${IFC}")`);
    await p.waitForSelector('[data-testid=h5-viewer]');
    expect(p.url()).toContain('#/h5Viewer?');
    expect(p.url()).toContain('isShare=1');
    await p.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    // The panels stay out of the way until asked for; a shared model has no comment list.
    expect(await p.locator('[data-testid=model-tree]').isVisible()).toBe(false);
    expect(await p.locator('[data-testid=tool-annotations]').count()).toBe(0);
    await p.tap('[data-testid=h5-tree]');
    await p.waitForSelector('[data-testid=model-tree] .ant-tree-treenode', { state: 'visible' });
    await screenshot(p, 'h5viewer-tree-en');
    await p.tap('[data-testid=h5-close]');
    await p.waitForSelector('[data-testid=model-tree]', { state: 'hidden' });
    // A tap on the model picks an element; its properties open from the other button.
    const box = (await p.locator('[data-testid=viewer-canvas] canvas').first().boundingBox())!;
    let picked = false;
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.45, 0.55],
      [0.55, 0.45],
      [0.5, 0.6],
      [0.4, 0.5],
      [0.6, 0.5],
    ]) {
      await p.touchscreen.tap(box.x + box.width * fx, box.y + box.height * fy);
      await p.tap('[data-testid=h5-props]');
      picked = await p.waitForSelector('[data-testid=props-attributes]', { state: 'visible', timeout: 3000 }).then(
        () => true,
        () => false,
      );
      if (picked) break;
      await p.tap('[data-testid=h5-close]');
    }
    expect(picked).toBe(true);
    await screenshot(p, 'h5viewer-props-en');
    await p.context().close();
  });

  it('a member sees the comment list in the mobile viewer on a phone, not on a PC', async () => {
    const url = `${stack.url}/#/h5Viewer?projectFileId=${ids[IFC]}&projectId=${projectId}`;
    const p = await stack.signedIn('padmin', PHONE);
    await p.goto(url);
    await p.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    await p.waitForSelector('[data-testid=tool-annotations]');
    await p.context().close();
    await admin.goto(url);
    await admin.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
    await admin.waitForSelector('[data-testid=h5-viewer]');
    expect(await admin.locator('[data-testid=tool-annotations]').count()).toBe(0);
  });

  it('a member on a phone opens a drawing from /h5Viewer and pinches to zoom it', async () => {
    const p = await stack.signedIn('padmin', PHONE);
    await p.goto(`${stack.url}/#/h5Viewer?projectFileId=${ids[PDF]}&projectId=${projectId}`);
    await p.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 30_000 });
    expect(p.url()).toContain('#/twoviewer?type=pdf');
    const vp = p.locator('[data-testid=viewer2d-viewport]');
    const before = Number(await vp.getAttribute('data-zoom'));
    const b = (await vp.boundingBox())!;
    const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
    const cdp = await p.context().newCDPSession(p);
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (let d = 40; d <= 120; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await p.waitForFunction((z) => Number(document.querySelector('[data-testid=viewer2d-viewport]')?.getAttribute('data-zoom')) > z * 2, before);
    // Fingers apart four times as far: the drawing is about four times as large, and no stroke was drawn.
    const after = Number(await vp.getAttribute('data-zoom'));
    expect(after / before).toBeGreaterThan(3);
    expect(after / before).toBeLessThan(5);
    expect(await p.locator('[data-testid=markup-svg]').getAttribute('data-count')).toBe('0');
    await p.context().close();
  });
});
