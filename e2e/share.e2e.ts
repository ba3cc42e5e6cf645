import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { zipEntries } from './support/zip';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// Share links end to end (spec 2 §2, §5, §6): an admin shares a folder with a code and a 1-day
// validity; a guest in a fresh browser fails a wrong code, then previews and downloads; the admin
// cancels the link and the guest is refused. Phones land on the mobile document view.

const stack = useStack();
let page: Page;
let guest: Page;
let url = '';
let code = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin');
});

const row = (p: Page, table: string, name: string) => p.locator(`[data-testid=${table}] tr.ant-table-row:has-text("${name}")`);

/** Selects one row (only it) and opens the share dialog from the toolbar. */
async function shareFromToolbar(name: string) {
  const box = row(page, 'file-table', name).locator('.ant-checkbox-input');
  await box.waitFor();
  const selected = page.locator('[data-testid=file-table] tr.ant-table-row .ant-checkbox-input:checked');
  for (let i = (await selected.count()) - 1; i >= 0; i--) await selected.nth(i).uncheck();
  await box.check();
  await page.click('[data-testid=bulk-share]');
  await page.waitForSelector('[data-testid=share-validity]');
}

describe('share links', () => {
  it('an admin shares a folder with a code, valid for one day', async () => {
    await page.click('text=Harbour View Residences');
    await page.click('[data-testid=project-documents]');
    await shareFromToolbar('01 Architecture');
    await page.click('label:has([data-testid=share-days-1])');
    await page.click('label:has([data-testid=share-code-on])');
    await page.fill('[data-testid=share-code]', 'rk42');
    await screenshot(page, 'share-dialog-en');
    await page.click('[data-testid=share-create]');
    url = await page.locator('[data-testid=share-url]').innerText();
    code = await page.locator('[data-testid=share-result-code]').innerText();
    expect(url).toMatch(/#\/share_page\/[\w-]{22}$/);
    expect(code).toBe('RK42');
    await screenshot(page, 'share-created-en');
    await page.click('.ant-modal-footer button:has-text("Close")');
  });

  it('a guest fails a wrong code, then previews and downloads', async () => {
    guest = await stack.page({ viewport: { width: 1280, height: 860 }, acceptDownloads: true });
    await guest.goto(url);
    await guest.waitForSelector('[data-testid=share-code-step]');
    await guest.waitForSelector('[data-testid=guest-login]');
    await guest.fill('[data-testid=visitor-code]', 'zz99');
    await guest.click('[data-testid=visitor-code-ok]');
    await guest.waitForSelector('text=The extraction code is incorrect');
    await guest.fill('[data-testid=visitor-code]', code.toLowerCase());
    await guest.click('[data-testid=visitor-code-ok]');
    await row(guest, 'share-files', '01 Architecture').locator('[data-testid=share-file-name]').click();
    await row(guest, 'share-files', 'Site plan.pdf').waitFor();
    await screenshot(guest, 'share-page-en');

    await row(guest, 'share-files', 'Site plan.pdf').locator('[data-testid=share-file-name]').click();
    const frame = guest.locator('[data-testid=pdf-frame]');
    await frame.waitFor();
    const pdf = await guest.request.get(new URL((await frame.getAttribute('src'))!, stack.url).toString());
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await guest.keyboard.press('Escape');

    const [one] = await Promise.all([
      guest.waitForEvent('download'),
      row(guest, 'share-files', 'Ground floor.dxf').locator('[data-testid=share-download]').click(),
    ]);
    expect(one.suggestedFilename()).toBe('Ground floor.dxf');
    expect(readFileSync(await one.path()).toString()).toContain('SECTION');

    await row(guest, 'share-files', 'Site plan.pdf').locator('.ant-checkbox-input').check();
    await row(guest, 'share-files', 'Ground floor.dxf').locator('.ant-checkbox-input').check();
    const [zip] = await Promise.all([guest.waitForEvent('download', { timeout: 60_000 }), guest.click('[data-testid=share-zip]')]);
    expect((await zipEntries(await zip.path())).sort()).toEqual(['Ground floor.dxf', 'Site plan.pdf']);

    for (const name of ['Site plan.pdf', 'Ground floor.dxf']) await row(guest, 'share-files', name).locator('.ant-checkbox-input').uncheck();
    await guest.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await chooseLang(guest, 'zh');
    await guest.waitForSelector('text=分享的文件');
    await guest.mouse.move(600, 600);
    await guest
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined);
    await screenshot(guest, 'share-page-zh');
    await chooseLang(guest, 'en');
  });

  it('the admin sees the visit and cancels the link; the guest is refused', async () => {
    await page.click('[data-testid=shares-open]');
    const link = row(page, 'share-table', '01 Architecture');
    await link.waitFor();
    expect(await link.innerText()).toContain('RK42');
    // One visit (the code step); the single file and the zip each count as a download.
    expect(await link.locator('[data-testid=share-visits]').innerText()).toBe('1');
    expect(await link.locator('[data-testid=share-downloads]').innerText()).toBe('2');
    await link.locator('[data-testid=share-cancel]').click();
    await page.click('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary');
    await link.locator('[data-testid=share-state]:has-text("Cancelled")').waitFor();
    await screenshot(page, 'share-list-en');

    await guest.reload();
    await guest.waitForSelector('[data-testid=share-dead]:has-text("The link is invalid or has expired")');
  });

  it('sends phones to the mobile document view', async () => {
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-drawer-open')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await chooseLang(page, 'zh');
    await shareFromToolbar('04 Site');
    await page.waitForSelector('text=提取码');
    // Let the dialog's zoom-in and the last toast finish, or the picture catches them half-drawn.
    await page.waitForFunction(() => document.querySelector('.ant-modal')?.getAnimations({ subtree: true }).length === 0);
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'share-dialog-zh');
    await page.click('label:has([data-testid=share-code-none])');
    await page.click('[data-testid=share-create]');
    const open = await page.locator('[data-testid=share-url]').innerText();
    const m = await stack.page({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    await m.goto(open);
    await m.waitForSelector('[data-testid=share-mobile]');
    expect(m.url()).toContain('#/share_mobile/');
    await m.click('.ant-list-item:has-text("04 Site")');
    await m.waitForSelector('text=Site photo.png');
    await screenshot(m, 'share-mobile-en');
    await m.context().close();
  });
});
