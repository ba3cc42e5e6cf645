import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { screenshot } from './support/browser';
import { zipEntries } from './support/zip';
import { useStack } from './support/stack';

// The documents screen end to end (spec 2 §2, §4): folders, uploads of real files, a new version,
// an upload surviving the network going away, a zip of a selection, the recycle bin.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Real files nobody here wrote, beside the repository (../shared/testdata) unless told otherwise. */
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const sample = (p: string) => path.join(testdata, p);
const FILES = ['pdf/basement.pdf', 'ifc/IfcOpenHouse_IFC4.ifc', 'dxf/demo.dxf'].map(sample);
const scratch = path.join(os.tmpdir(), `trestle-e2e-${process.pid}`);
/** A 1×1 PNG, for the image preview (the shared test data has no image). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const stack = useStack();
let page: Page;

beforeAll(async () => {
  if (!FILES.every((f) => existsSync(f))) throw new Error(`test files missing under ${testdata} (set TESTDATA_DIR)`);
  page = await stack.signedIn('padmin', { acceptDownloads: true });
});

const row = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const openModalOk = (within: string) => page.click(`.ant-modal:has(${within}) .ant-modal-footer .ant-btn-primary`);

async function rowAction(name: string, action: string) {
  await row(name).locator('[data-testid=row-actions]').click();
  await page.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("${action}")`);
}

describe('documents', () => {
  it('opens the documents of a project from its home page', async () => {
    await page.click('text=Harbour View Residences');
    await page.click('[data-testid=project-documents]');
    await page.waitForSelector('[data-testid=file-table]');
    expect(page.url()).toContain('#/project-files?projectId=');
    // The demo project comes with four folders of documents.
    await row('01 Architecture').waitFor();
  });

  it('creates a folder and opens it', async () => {
    await page.click('[data-testid=new-folder]');
    await page.fill('[data-testid=folder-name]', 'Drawings');
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.waitForSelector('text=Folder created');
    await row('Drawings').locator('[data-testid=file-name]').click();
    await page.waitForSelector('[data-testid=breadcrumbs] >> text=Drawings');
    expect(page.url()).toContain('currentFolder=');
    await page.waitForSelector('[data-testid=folder-tree] >> text=Drawings');
  });

  it('uploads several real files into the folder', async () => {
    await page.setInputFiles('[data-testid=upload-input]', FILES);
    await page.waitForSelector('[data-testid=upload-count]:has-text("Uploaded 3/3")', { timeout: 30_000 });
    for (const f of FILES) await row(path.basename(f)).waitFor();
    expect(await row('basement.pdf').innerText()).toContain('160.38 KB');
    await screenshot(page, 'files-uploaded');
  });

  it('uploads a file again as a new version; the versions drawer shows two', async () => {
    await page.setInputFiles('[data-testid=upload-input]', [sample('pdf/basement.pdf')]);
    await page.waitForSelector('[data-testid=same-name]');
    // The modal zooms in; under load a click can land on the choice above the moving label.
    // Click until the choice holds (the description box appears only for 'Update the version').
    await expect
      .poll(
        async () => {
          await page.click('[data-testid=same-name-update]');
          return page.locator('[data-testid=version-desc]').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.fill('[data-testid=version-desc]', 'Revised basement plan');
    await openModalOk('[data-testid=same-name]');
    await page.waitForSelector('[data-testid=upload-count]:has-text("Uploaded 4/4")', { timeout: 30_000 });
    await row('basement.pdf').locator('text=V2').waitFor();
    // The floating upload window sits over the last rows; fold it away first.
    await page.click('[data-testid=upload-collapse]');
    await rowAction('basement.pdf', 'Versions');
    await page.waitForSelector('[data-testid=versions-table] >> text=Revised basement plan');
    expect(await page.locator('[data-testid=versions-table] tr.ant-table-row').count()).toBe(2);
    await page.click('.ant-drawer-open .ant-drawer-close');
    await page.waitForSelector('[data-testid=versions-table]', { state: 'detached' });
    await page.click('[data-testid=upload-collapse]');
  });

  it('pauses an upload while offline and finishes it from the server offset once online', async () => {
    // 40 MB of noise: above 32 MB, so the resumable protocol in 8 MB chunks.
    mkdirSync(scratch, { recursive: true });
    const big = path.join(scratch, 'site-survey.bin');
    writeFileSync(big, randomBytes(40 * 1024 * 1024));

    const offsets: number[] = [];
    let hold!: (r: Route) => void;
    const held = new Promise<Route>((r) => (hold = r));
    const isChunk = (u: URL) => u.pathname.startsWith('/protected/file/resumable/') && u.searchParams.has('offset');
    await page.route(isChunk, async (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      offsets.push(offset);
      // The second chunk hangs until the network is gone.
      if (offsets.length === 2) hold(route);
      else await route.continue();
    });

    await page.setInputFiles('[data-testid=upload-input]', [big]);
    const route = await held;
    await page.context().setOffline(true);
    await page.waitForSelector('[data-testid=upload-offline]');
    await route.abort('internetdisconnected').catch(() => undefined);
    await page.waitForSelector('[data-testid=upload-item][data-status=paused]:has-text("site-survey.bin")');
    await page.context().setOffline(false);
    await page.waitForSelector('[data-testid=upload-item][data-status=success]:has-text("site-survey.bin")', { timeout: 45_000 });
    await page.unroute(isChunk);

    // The first chunk was kept: after the pause the upload went on from 8 MB, not from 0.
    const chunk = 8 * 1024 * 1024;
    expect(offsets.slice(0, 2)).toEqual([0, chunk]);
    expect(offsets.slice(2)[0]).toBe(chunk);
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    await row('site-survey.bin').waitFor();
    expect(await row('site-survey.bin').innerText()).toContain('40.00 MB');
  });

  it('downloads a selection as a zip', async () => {
    await page.click('[data-testid=upload-close]');
    await page.click('.ant-modal-confirm-btns .ant-btn-primary');
    await page.waitForSelector('[data-testid=upload-window]', { state: 'detached' });
    for (const name of ['basement.pdf', 'IfcOpenHouse_IFC4.ifc', 'demo.dxf']) await row(name).locator('.ant-checkbox-input').check();
    await page.waitForSelector('[data-testid=selected-count]:has-text("3")');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), page.click('[data-testid=bulk-download]')]);
    const file = await download.path();
    const names = (await zipEntries(file)).map((n) => path.basename(n)).sort();
    expect(names).toEqual(['IfcOpenHouse_IFC4.ifc', 'basement.pdf', 'demo.dxf']);
  });

  it('deletes to the recycle bin and restores', async () => {
    if (await page.locator('[data-testid=selected-count]').isVisible()) await page.click('[data-testid=selected-count] >> text=Clear');
    await row('demo.dxf').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=bulk-delete]');
    await page.click('.ant-modal-confirm-btns .ant-btn-primary');
    await page.waitForSelector('text=Moved to the recycle bin');
    await row('demo.dxf').waitFor({ state: 'detached' });

    await page.click('[data-testid=recycle-toggle]');
    await page.waitForSelector('[data-testid=recycle-title]');
    await row('demo.dxf').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=bulk-restore]');
    await page.waitForSelector('text=Restored');
    await row('demo.dxf').waitFor({ state: 'detached' });
    await page.click('[data-testid=recycle-toggle]');
    await row('demo.dxf').waitFor();
    await screenshot(page, 'files-restored');
  });

  it('previews a PDF and an image, downloads a file and a folder, and lists them in the history', async () => {
    expect(await page.innerText('[data-testid=storage-bar]')).toMatch(/^Project \d+\.\d\d MB · Enterprise .+ of .+/);

    await row('basement.pdf').locator('[data-testid=file-name]').click();
    const frame = page.locator('[data-testid=pdf-frame]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/protected/file/ticket/');
    await page.click('.ant-modal-close');
    await frame.waitFor({ state: 'detached' });

    mkdirSync(scratch, { recursive: true });
    writeFileSync(path.join(scratch, 'site-photo.png'), PNG);
    await page.setInputFiles('[data-testid=upload-input]', [path.join(scratch, 'site-photo.png')]);
    await row('site-photo.png').waitFor({ timeout: 30_000 });
    await row('site-photo.png').locator('[data-testid=file-name]').click();
    const img = page.locator('.ant-image-preview img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toContain('/protected/file/ticket/');
    await page.keyboard.press('Escape');
    await img.waitFor({ state: 'detached' });

    const [single] = await Promise.all([page.waitForEvent('download'), rowAction('demo.dxf', 'Download')]);
    expect(single.suggestedFilename()).toBe('demo.dxf');
    expect(readFileSync(await single.path()).equals(readFileSync(sample('dxf/demo.dxf')))).toBe(true);

    await page.click('[data-testid=breadcrumbs] >> text=All files');
    await row('Drawings').waitFor();
    const [folder] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), rowAction('Drawings', 'Download')]);
    const inFolder = (await zipEntries(await folder.path())).map((n) => path.basename(n));
    expect(inFolder).toEqual(expect.arrayContaining(['basement.pdf', 'IfcOpenHouse_IFC4.ifc', 'demo.dxf', 'site-survey.bin']));

    await page.click('[data-testid=history-open]');
    const history = page.locator('[data-testid=history-table]');
    await history.locator('text=Drawings').waitFor();
    const text = await history.innerText();
    expect(text).toContain('demo.dxf');
    expect(text).toContain('Zip');
    await screenshot(page, 'files-history');
    await page.click('.ant-drawer-open .ant-drawer-close');
  });
});
