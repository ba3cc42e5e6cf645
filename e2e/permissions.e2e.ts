import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, screenshot } from './support/browser';
import { chooseLang, signIn } from './support/session';

// Folder permissions end to end (docs/sharing-permissions.md): an admin restricts one folder to
// read-only for members and hides another; a member sees only the actions allowed there.

let server: RunningServer;
let browser: Browser;
let admin: Page;
let member: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  member = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(admin, server.url, 'padmin', 'Padmin#2026');
  await signIn(member, server.url, 'member', 'Member#2026');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row = (p: Page, name: string) => p.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const memberRole = '[data-testid=perm-role-project_member]';

async function openDocuments(p: Page) {
  await p.goto(`${server.url}/#/project_list`);
  await p.click('text=Harbour View Residences');
  await p.click('[data-testid=project-documents]');
  await row(p, '01 Architecture').waitFor();
}

async function openPermissions(name: string, label = 'Permissions') {
  await row(admin, name).locator('[data-testid=row-actions]').click();
  await admin.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("${label}")`);
  await admin.waitForSelector('[data-testid=perm-dialog]');
}

/** Leaves the member role exactly these actions (by their labels). */
async function keepOnly(labels: string[]) {
  const boxes = admin.locator(`${memberRole} label.ant-checkbox-wrapper`);
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const checked = (await box.getAttribute('class'))!.includes('ant-checkbox-wrapper-checked');
    const want = labels.includes((await box.innerText()).trim());
    if (checked !== want) await box.click();
  }
}

async function save() {
  await admin.click('[data-testid=perm-save]');
  await admin.waitForSelector('text=Permissions saved');
}

describe('folder permissions', () => {
  it('an admin makes one folder read-only for members and hides another', async () => {
    await openDocuments(admin);
    await openPermissions('02 Structure');
    await admin.click('label:has([data-testid=perm-restricted])');
    await keepOnly(['Enter', 'View files', 'Download']);
    await admin.waitForTimeout(500);
    await screenshot(admin, 'permissions-dialog-en');
    await save();
    await openPermissions('03 MEP');
    await admin.click('label:has([data-testid=perm-restricted])');
    await keepOnly([]);
    await save();
    await row(admin, '02 Structure').locator('[data-testid=restricted-icon]').waitFor();
    await row(admin, '03 MEP').locator('[data-testid=restricted-icon]').waitFor();
  });

  it('a member sees only what is allowed', async () => {
    await openDocuments(member);
    expect(await row(member, '03 MEP').count()).toBe(0);
    await member.waitForSelector('[data-testid=upload-open]');
    await row(member, '02 Structure').locator('[data-testid=file-name]').click();
    await row(member, 'Pump house.ifc').waitFor();
    for (const id of ['upload-open', 'new-folder', 'bulk-share', 'bulk-move', 'bulk-copy', 'bulk-labels', 'bulk-delete']) {
      expect(await member.locator(`[data-testid=${id}]`).count(), id).toBe(0);
    }
    await member.waitForSelector('[data-testid=bulk-download]');
    await row(member, 'Pump house.ifc').locator('[data-testid=row-actions]').click();
    const menu = member.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    await menu.waitFor();
    const items = await menu.innerText();
    expect(items).toContain('Download');
    expect(items).not.toContain('Rename');
    expect(items).not.toContain('Share');
    await member.keyboard.press('Escape');
    await screenshot(member, 'permissions-member-en');
  });

  it('back to public, the member may upload there again', async () => {
    await chooseLang(admin, 'ja');
    await openPermissions('02 Structure', '権限');
    await admin.waitForSelector('text=制限：ここで選んだロールと操作のみ');
    await admin.waitForTimeout(500);
    await screenshot(admin, 'permissions-dialog-ja');
    await admin.keyboard.press('Escape');
    await admin.waitForSelector('[data-testid=perm-dialog]', { state: 'detached' });
    await chooseLang(admin, 'en');
    await openPermissions('02 Structure');
    await admin.click('label:has([data-testid=perm-public])');
    await save();
    await member.reload();
    await member.waitForSelector('[data-testid=upload-open]');
    await row(member, 'Pump house.ifc').waitFor();
  });
});
