import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang, pickDate, signIn } from './support/session';
import { useStack } from './support/stack';

// Drawing cabinets end to end (spec 2 §2, §4, §6): cabinets and sub-cabinets, drawings added from
// the file manager and sorted by display date, preview, download, edit / move / remove, a file in
// a cabinet that an upload may not cover (its new version makes the entry outdated), and /401
// without allow.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const scratch = path.join(os.tmpdir(), `trestle-e2e-cabinet-${process.pid}`);

const stack = useStack();
let page: Page;
let projectId = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin', { acceptDownloads: true });
});

const fileRow = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const drawingRow = (name: string) => page.locator(`[data-testid=drawing-table] tr.ant-table-row:has([data-testid=drawing-name]:text-is("${name}"))`);
const drawingNames = async () => page.locator('[data-testid=drawing-table] [data-testid=drawing-name]').allInnerTexts();
const node = (name: string) => page.locator(`[data-testid=cabinet-tree] [data-testid=cabinet-node]:has(span:text-is("${name}"))`);
const okIn = (testId: string) => page.click(`.ant-modal:has([data-testid=${testId}]) .ant-modal-footer .ant-btn-primary`);
const menuItem = (label: string) => page.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("${label}")`);
/**
 * Opens something from a row menu. A menu click that lands while the rows re-render (a list
 * or the flags arriving) is lost, as seen on a loaded machine: try again once.
 */
async function fromMenu(open: () => Promise<void>, shows: string) {
  await open();
  if (
    await page
      .locator(shows)
      .first()
      .waitFor({ timeout: 8_000 })
      .then(
        () => true,
        () => false,
      )
  )
    return;
  await page.keyboard.press('Escape');
  await open();
  await page.locator(shows).first().waitFor();
}
const SHOWS: Record<string, string> = { Edit: '[data-testid=drawing-edit-form]', Move: '[data-testid=cabinet-picker]', Remove: '.ant-modal-confirm' };
const drawingAction = (name: string, label: string) =>
  fromMenu(async () => {
    await drawingRow(name).locator('[data-testid=drawing-actions]').click();
    await menuItem(label);
  }, SHOWS[label]);

/** Waits until the list is settled and no toast is left, so pictures show the screen itself. */
async function settled() {
  await page.mouse.move(700, 800);
  await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden)', { state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  await page.waitForSelector('[data-testid=drawing-table][data-fetching=no]');
  await page.waitForSelector('.ant-message-notice', { state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

async function newCabinet(name: string, parent?: string) {
  if (parent) {
    await fromMenu(async () => {
      await node(parent).locator('[data-testid=cabinet-actions]').click();
      await menuItem('New sub-cabinet');
    }, '[data-testid=cabinet-name]');
  } else {
    await page.click('[data-testid=cabinet-new]');
  }
  await page.fill('[data-testid=cabinet-name]', name);
  await okIn('cabinet-name');
  // The dialog closes once the server said yes; an OK lost while it was still opening (seen once
  // on a loaded CI machine, the cabinet never created) is pressed again, and a refusal is shown.
  const closed = await page.waitForSelector('[data-testid=cabinet-name]', { state: 'detached', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!closed) {
    const shown = await page.locator('.ant-modal:has([data-testid=cabinet-name])').innerText();
    if (/error|invalid|fail/i.test(shown)) throw new Error(`cabinet not created: ${shown}`);
    await okIn('cabinet-name');
    await page.waitForSelector('[data-testid=cabinet-name]', { state: 'detached' });
  }
  await node(name).waitFor();
}

async function addToCabinet(cabinet: string, date?: string) {
  await page.waitForSelector('[data-testid=cabinet-picker]');
  // The picker zooms in; under load a click on the tree can be lost, leaving OK disabled.
  // Click the cabinet until the choice holds (OK enabled).
  const ok = page.locator('.ant-modal:has([data-testid=cabinet-picker]) .ant-modal-footer .ant-btn-primary');
  await expect
    .poll(
      async () => {
        await page.click(`[data-testid=cabinet-picker] .ant-tree-title:text-is("${cabinet}")`);
        return ok.isEnabled();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (date) {
    await pickDate(page, 'cabinet-display-date', date);
    // Tab may leave the calendar open; Escape closes it, but only while it is open (else it closes the picker dialog).
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    if (await calendar.isVisible()) await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' }).catch(() => undefined);
  }
  await okIn('cabinet-picker');
  // The picker closes only once the server said yes (an earlier toast may still be showing).
  await page.waitForSelector('[data-testid=cabinet-picker]', { state: 'detached' });
}

describe('drawing cabinets', () => {
  it('creates a cabinet and a sub-cabinet from the project home', async () => {
    projectId = await stack.openProject(page);
    await page.click('[data-testid=project-apps] >> text=Drawing cabinet');
    await page.waitForSelector('[data-testid=cabinet-title]');
    await page.waitForSelector('text=No cabinets yet');
    await newCabinet('Issued drawings');
    await newCabinet('Architecture', 'Issued drawings');
    // The query stays in the address; the project's name was looked up and kept there too.
    const q = new URLSearchParams(page.url().split('?')[1]);
    expect(Object.fromEntries(q)).toMatchObject({ projectId, cabinetName: 'Architecture', projectName: 'Harbour View Residences' });
    expect(q.get('currentFolder')).toBeTruthy();
  });

  it('adds two drawings from the file manager (row menu and selection); they show as in a cabinet', async () => {
    await page.goto(`${stack.url}/#/project-files?projectId=${projectId}`);
    await fileRow('01 Architecture').locator('[data-testid=file-name]').click();
    await fromMenu(async () => {
      await fileRow('Site plan.pdf').locator('[data-testid=row-actions]').click();
      await menuItem('Add to cabinet');
    }, '[data-testid=cabinet-picker]');
    await addToCabinet('Issued drawings', '2026-01-15');
    await fileRow('Ground floor.dxf').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=bulk-cabinet]');
    await addToCabinet('Issued drawings');
    await page.waitForSelector('text=/1 added, 0 already there/');
    await fileRow('Ground floor.dxf').locator('[data-testid=in-cabinet-icon]').waitFor();
    await fileRow('Site plan.pdf').locator('[data-testid=in-cabinet-icon]').waitFor();
  });

  it('lists them by display date, newest first; previews, downloads, edits a date, moves one and removes one', async () => {
    await page.goto(`${stack.url}/#/cabinet?projectId=${projectId}`);
    await node('Issued drawings').click();
    await expect.poll(drawingNames, { timeout: 15_000 }).toEqual(['Ground floor.dxf', 'Site plan.pdf']);
    expect(await drawingRow('Site plan.pdf').locator('[data-testid=drawing-date]').innerText()).toBe('2026-01-15');
    expect(new URLSearchParams(page.url().split('?')[1]).get('cabinetName')).toBe('Issued drawings');
    await settled();
    await screenshot(page, 'cabinet-en');

    // Name: ascending, descending, then the default order again.
    const first = (name: string) =>
      page.waitForFunction((n) => document.querySelector('[data-testid=drawing-table] [data-testid=drawing-name]')?.textContent === n, name);
    for (const expected of ['Ground floor.dxf', 'Site plan.pdf', 'Ground floor.dxf']) {
      await page.click('[data-testid=drawing-table] th:has-text("Name")');
      await first(expected);
    }

    await drawingRow('Site plan.pdf').locator('[data-testid=drawing-name]').click();
    const frame = page.locator('[data-testid=pdf-frame]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/protected/file/ticket/');
    await page.click('.ant-modal-close');
    await frame.waitFor({ state: 'detached' });

    // Two selected drawings come as two files.
    for (const n of ['Site plan.pdf', 'Ground floor.dxf']) await drawingRow(n).locator('.ant-checkbox-input').check();
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.click('[data-testid=drawings-download]');
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(['Ground floor.dxf', 'Site plan.pdf']);
    page.removeAllListeners('download');
    for (const n of ['Site plan.pdf', 'Ground floor.dxf']) await drawingRow(n).locator('.ant-checkbox-input').uncheck();

    await drawingAction('Site plan.pdf', 'Edit');
    await pickDate(page, 'drawing-date-input', '2027-02-01');
    await okIn('drawing-edit-form');
    await first('Site plan.pdf');
    expect(await drawingRow('Site plan.pdf').locator('[data-testid=drawing-date]').innerText()).toBe('2027-02-01');

    await drawingAction('Ground floor.dxf', 'Move');
    await page.click('[data-testid=cabinet-picker] .ant-tree-title:text-is("Architecture")');
    await okIn('cabinet-picker');
    await page.waitForSelector('text=Moved');
    await drawingRow('Ground floor.dxf').waitFor({ state: 'detached' });
    await node('Architecture').click();
    await drawingRow('Ground floor.dxf').waitFor();
    await drawingAction('Ground floor.dxf', 'Remove');
    await page.click('.ant-modal-confirm .ant-btn-primary');
    await page.waitForSelector('text=No drawings in this cabinet');
    await node('Architecture').locator('text=(0)').waitFor();
  });

  it('the file manager will not cover a file in a cabinet; its new version makes the drawing outdated', async () => {
    await page.goto(`${stack.url}/#/project-files?projectId=${projectId}`);
    await fileRow('01 Architecture').locator('[data-testid=file-name]').click();
    await fileRow('Site plan.pdf').locator('[data-testid=in-cabinet-icon]').waitFor();
    // Removed from its only cabinet: no longer marked (once the list is fetched again).
    await fileRow('Ground floor.dxf').locator('[data-testid=in-cabinet-icon]').waitFor({ state: 'detached' });

    mkdirSync(scratch, { recursive: true });
    const revised = path.join(scratch, 'Site plan.pdf');
    writeFileSync(revised, readFileSync(path.join(testdata, 'pdf/basement.pdf')));
    await page.setInputFiles('[data-testid=upload-input]', [revised]);
    await page.waitForSelector('[data-testid=same-name]');
    await page.waitForSelector('[data-testid=same-name] >> text=The file is in a drawing cabinet and cannot be covered.');
    expect(await page.locator('[data-testid=same-name-cover]').count()).toBe(0);
    await page.click('[data-testid=same-name] label:has-text("Update the version")');
    await okIn('same-name');
    await page.waitForSelector('[data-testid=upload-count]:has-text("Uploaded 1/1")', { timeout: 30_000 });
    await fileRow('Site plan.pdf').locator('text=V2').waitFor();

    await page.goto(`${stack.url}/#/cabinet?projectId=${projectId}`);
    await node('Issued drawings').click();
    await drawingRow('Site plan.pdf').locator('[data-testid=drawing-status][data-status=outdated]').waitFor();
    await chooseLang(page, 'ja');
    await page.waitForSelector('text=新しい版あり');
    await settled();
    await screenshot(page, 'cabinet-ja');
    await chooseLang(page, 'en');
    await page.waitForSelector('text=Newer version');
    await drawingAction('Site plan.pdf', 'Edit');
    // The dialog zooms in; a click during the animation can miss the box, so check it took.
    await page.locator('[data-testid=drawing-latest]').check();
    await page.waitForSelector('[data-testid=drawing-latest]:checked');
    await okIn('drawing-edit-form');
    await page.waitForSelector('[data-testid=drawing-edit-form]', { state: 'detached' });
    await drawingRow('Site plan.pdf').locator('[data-testid=drawing-status][data-status=current]').waitFor();
    await drawingRow('Site plan.pdf').locator('text=V2').waitFor();
  });

  it('a member whose role lacks cabinet access lands on /401', async () => {
    const status = await page.evaluate(async (pid) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` };
      const roles = await (await fetch('/protected/project/get-project-roles', { method: 'POST', headers, body: JSON.stringify({ projectId: pid }) })).json();
      const member = roles.data.find((r: { builtIn: string }) => r.builtIn === 'project_member');
      const r = await fetch('/protected/project/update-project-role-permission', {
        method: 'POST',
        headers,
        body: JSON.stringify({ projectId: pid, roleId: member.id, permissions: [{ module: 'cabinet', action: 'allow', allowed: false }] }),
      });
      return (await r.json()).success;
    }, projectId);
    expect(status).toBe(true);
    const m = await (await stack.browser.newContext()).newPage();
    await signIn(m, stack.url, 'member');
    await m.goto(`${stack.url}/#/cabinet?projectId=${projectId}`);
    await m.waitForURL(/#\/401/);
    await m.waitForSelector('text=You do not have permission to open the drawing cabinet');
    await m.close();
  });
});
