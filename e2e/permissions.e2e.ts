import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// Folder permissions end to end (docs/sharing-permissions.md): an admin restricts one folder to
// read-only for members and hides another; a member sees only the actions allowed there, item by
// item (a restricted folder's own flags, a search result's folder, the default mode's owner rule).

const stack = useStack();
let admin: Page;
let member: Page;

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
});

const row = (p: Page, name: string) => p.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);

async function openDocuments(p: Page) {
  await p.goto(`${stack.url}/#/project_list`);
  await p.click('text=Harbour View Residences');
  await p.click('[data-testid=project-documents]');
  await row(p, '01 Architecture').waitFor();
}

async function openPermissions(name: string, label = 'Permissions') {
  await row(admin, name).locator('[data-testid=row-actions]').click();
  await admin.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("${label}")`);
  await admin.waitForSelector('[data-testid=perm-dialog]');
}

/** Leaves the member role exactly these actions (unchecking enter clears the role, so it goes last). */
async function keepOnly(actions: string[]) {
  const cells = admin.locator('[data-testid^=perm-cell-project_member-]');
  const ids: string[] = [];
  for (let i = 0; i < (await cells.count()); i++) ids.push((await cells.nth(i).getAttribute('data-testid'))!);
  for (const id of [...ids.filter((x) => !x.endsWith('-enter')), ...ids.filter((x) => x.endsWith('-enter'))]) {
    const box = admin.locator(`[data-testid=${id}]`);
    const want = actions.includes(id.replace('perm-cell-project_member-', ''));
    if ((await box.isChecked()) !== want) await box.click();
  }
}

/** The labels of an item's row menu (closed again). */
async function rowMenu(p: Page, name: string) {
  await row(p, name).locator('[data-testid=row-actions]').click();
  const menu = p.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await menu.waitFor();
  const items = (await menu.locator('.ant-dropdown-menu-item').allInnerTexts()).map((x) => x.trim());
  await p.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
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
    await keepOnly(['enter', 'query', 'download']);
    await screenshot(admin, 'permissions-dialog-en');
    await save();
    await openPermissions('03 MEP');
    await admin.click('label:has([data-testid=perm-restricted])');
    await keepOnly([]);
    await save();
    await row(admin, '02 Structure').locator('[data-testid=restricted-icon]').waitFor();
    await row(admin, '03 MEP').locator('[data-testid=restricted-icon]').waitFor();
  });

  it('a member sees only what is allowed, item by item', async () => {
    await openDocuments(member);
    expect(await row(member, '03 MEP').count()).toBe(0);
    await member.waitForSelector('[data-testid=upload-open]');
    // At the top the restricted folder offers only what its own permissions allow.
    await row(member, '02 Structure').locator('[data-testid=restricted-icon]').waitFor();
    await expect.poll(() => rowMenu(member, '02 Structure')).toEqual(['Download', 'Details']);
    // A public folder the admin created: move and share, but (default mode) no rename.
    const site = await rowMenu(member, '04 Site');
    expect(site).toEqual(expect.arrayContaining(['Download', 'Move', 'Copy', 'Share', 'Details']));
    expect(site).not.toContain('Rename');
    expect(site).not.toContain('Permissions');

    await row(member, '02 Structure').locator('[data-testid=file-name]').click();
    await row(member, 'Pump house.ifc').waitFor();
    for (const id of [
      'upload-open',
      'new-folder',
      'bulk-share',
      'bulk-cabinet',
      'bulk-move',
      'bulk-copy',
      'bulk-labels',
      'bulk-delete',
      'folder-permissions',
    ]) {
      expect(await member.locator(`[data-testid=${id}]`).count(), id).toBe(0);
    }
    await member.waitForSelector('[data-testid=bulk-download]');
    expect(await rowMenu(member, 'Pump house.ifc')).toEqual(['BCF export / import', 'Download', 'Versions', 'Details']);
    await row(member, 'Pump house.ifc').locator('[data-testid=row-actions]').click();
    await member.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').waitFor();
    await screenshot(member, 'permissions-member-en');
    await member.keyboard.press('Escape');

    // The versions drawer offers downloads, no deletion.
    await row(member, 'Pump house.ifc').locator('[data-testid=row-actions]').click();
    await member.click('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("Versions")');
    await member.waitForSelector('[data-testid=versions-table] tr.ant-table-row');
    expect(await member.locator('[data-testid=versions-table] button[aria-label=Download]').count()).toBe(1);
    expect(await member.locator('[data-testid=versions-table] button[aria-label=Delete]').count()).toBe(0);
    expect(await member.locator('[data-testid=versions-table] .ant-checkbox').count()).toBe(0);
    await member.click('.ant-drawer-open .ant-drawer-close');
    await member.waitForSelector('[data-testid=versions-table]', { state: 'detached' });
  });

  it('a search from the top gives each result the flags of its own folder', async () => {
    await openDocuments(member);
    await member.fill('[data-testid=filter-name] input, input[data-testid=filter-name]', 'Pump');
    await member.click('[data-testid=filter-submit]');
    await row(member, 'Pump house.ifc').waitFor();
    expect(await rowMenu(member, 'Pump house.ifc')).toEqual(['BCF export / import', 'Download', 'Versions', 'Details']);
  });

  it('a member previews files in a folder where they may only view', async () => {
    await openPermissions('04 Site');
    await admin.click('label:has([data-testid=perm-restricted])');
    await keepOnly(['enter', 'query']);
    await save();
    await member.reload();
    await openDocuments(member);
    await row(member, '04 Site').locator('[data-testid=file-name]').click();
    await row(member, 'Kick-off minutes.txt').locator('[data-testid=file-name]').click();
    await member.waitForSelector('[data-testid=doc-preview]');
    await member.waitForSelector('[data-testid=doc-converting]', { state: 'detached' });
    expect(await member.locator('[data-testid=doc-download]').count()).toBe(0);
    await member.keyboard.press('Escape');
    expect(await member.locator('[data-testid=bulk-download]').count()).toBe(0);
    // Viewing rights: open it (the 2D viewer, BCF of its annotations), no download.
    expect(await rowMenu(member, 'Site photo.png')).toEqual(['Open in 2D viewer', 'BCF export / import', 'Versions', 'Details']);
  });

  it('back to public, the member may upload there again', async () => {
    await chooseLang(admin, 'ja');
    await openPermissions('02 Structure', '権限');
    await admin.waitForSelector('text=制限：ここで選んだロールと操作のみ');
    await screenshot(admin, 'permissions-dialog-ja');
    await admin.keyboard.press('Escape');
    await admin.waitForSelector('[data-testid=perm-dialog]', { state: 'detached' });
    await chooseLang(admin, 'en');
    await openPermissions('02 Structure');
    await admin.click('label:has([data-testid=perm-public])');
    await save();
    await row(admin, '02 Structure').locator('[data-testid=restricted-icon]').waitFor({ state: 'detached' });
    await member.reload();
    await openDocuments(member);
    expect(await rowMenu(member, '02 Structure')).toEqual(expect.arrayContaining(['Move', 'Share']));
    await row(member, '02 Structure').locator('[data-testid=file-name]').click();
    await row(member, 'Pump house.ifc').waitFor();
    await member.waitForSelector('[data-testid=upload-open]');
    await member.waitForSelector('[data-testid=new-folder]');
  });
});
