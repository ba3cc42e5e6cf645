import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';
import { chooseOption } from './support/select';

// The permission matrix end to end (docs/permission-matrix.md "The screen"): a project admin
// changes the member role's "Documents: Delete" box and the member's documents follow from their
// next call; a department override for the member's department allows it again; restoring
// defaults takes both back. The department step is the enterprise manager's: reading the
// department tree needs the enterprise's person:enter grant, which a project admin lacks.

const stack = useStack();
let admin: Page;
let member: Page;
let manager: Page;
let projectId = '';
const FOLDER = 'Member notes';
const BOX = 'dms:delete';

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
  manager = await stack.signedIn('emanager');
});

const row = (p: Page, name: string) => p.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);

async function openDocuments(p: Page) {
  await p.goto(`${stack.url}/#/project_list`);
  await p.click('text=Harbour View Residences');
  await p.click('[data-testid=project-documents]');
  await row(p, '01 Architecture').waitFor();
}

/** The labels of an item's row menu (closed again), read afresh after a reload (the next call). */
async function memberMenu() {
  await member.reload();
  await row(member, FOLDER).waitFor();
  await row(member, FOLDER).locator('[data-testid=row-actions]').click();
  const menu = member.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await menu.waitFor();
  const items = (await menu.locator('.ant-dropdown-menu-item').allInnerTexts()).map((x) => x.trim());
  await member.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

const cell = (p: Page, roleId: string, key: string) => p.locator(`[data-testid="power-cell-${roleId}-${key}"]`);

async function roleId(p: Page, name: string) {
  const th = p.locator('[data-testid^=power-role-]', { hasText: name }).first();
  await th.waitFor();
  return (await th.getAttribute('data-testid'))!.replace('power-role-', '');
}

async function toast(p: Page, text: string) {
  await p.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}

async function confirm(p: Page) {
  await p.locator('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary').click();
}

describe('permission matrix', () => {
  it('the member owns a folder but may not delete it by default', async () => {
    await openDocuments(member);
    await member.click('[data-testid=new-folder]');
    await member.fill('[data-testid=folder-name]', FOLDER);
    await member.click('.ant-modal-footer .ant-btn-primary');
    await member.waitForSelector('text=Folder created');
    expect(await memberMenu()).not.toContain('Delete');
  });

  it('a member has no way in: no button, and the address shows the refusal', async () => {
    await member.goto(`${stack.url}/#/project_list`);
    projectId = await stack.openProject(member);
    await member.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await member.waitForSelector('text=Project configuration');
    expect(await member.locator('[data-testid=open-permission-matrix]').count()).toBe(0);
    await member.goto(`${stack.url}/#/permissionMatrix/${projectId}`);
    await member.waitForSelector('text=You do not have permission to operate');
    expect(await member.locator('[data-testid=power-table]').count()).toBe(0);
    await openDocuments(member);
  });

  it('a project admin opens the matrix from the configuration; fixed and filtered rows', async () => {
    await admin.goto(`${stack.url}/#/project_list`);
    projectId = await stack.openProject(admin);
    await admin.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await admin.click('[data-testid=open-permission-matrix]');
    await admin.waitForSelector('[data-testid=power-table]');
    const adminRole = await roleId(admin, 'Project administrator');
    // the fixed administrator role: ticked and not reducible
    expect(await cell(admin, adminRole, BOX).isChecked()).toBe(true);
    expect(await cell(admin, adminRole, BOX).isDisabled()).toBe(true);
    await admin.fill('[data-testid=power-search] input', 'documents');
    await admin.waitForSelector('[data-testid=power-row-dms\\:delete]');
    expect(await admin.locator('[data-testid^=power-row-]').count()).toBeGreaterThan(5);
    expect(await admin.locator('[data-testid="power-row-task:add"]').count()).toBe(0);
    await admin.fill('[data-testid=power-search] input', 'weather');
    await admin.waitForSelector('[data-testid=power-no-match]');
    await admin.fill('[data-testid=power-search] input', '');
    await admin.waitForSelector('[data-testid="power-row-task:add"]');
    await screenshot(admin, 'permission-matrix-en');
  });

  it('ticking and unticking "Documents: Delete" for the member role holds from their next call', async () => {
    const memberRole = await roleId(admin, 'Project member');
    await cell(admin, memberRole, BOX).click();
    await expect.poll(() => cell(admin, memberRole, BOX).isChecked()).toBe(true);
    await expect.poll(() => memberMenu()).toContain('Delete');
    await cell(admin, memberRole, BOX).click();
    await expect.poll(() => cell(admin, memberRole, BOX).isChecked()).toBe(false);
    await expect.poll(() => memberMenu()).not.toContain('Delete');
    // the saved state is the server's: a reload shows it
    await admin.reload();
    await admin.waitForSelector('[data-testid=power-table]');
    expect(await cell(admin, memberRole, BOX).isChecked()).toBe(false);
  });

  it("a department override allows it again for the member's department", async () => {
    await manager.goto(`${stack.url}/#/permissionMatrix/${projectId}`);
    await manager.waitForSelector('[data-testid=power-table]');
    await manager.locator('[data-testid=power-mode]').getByText('Department').click();
    const tree = manager.locator('[data-testid=power-org]').first();
    await tree.click();
    await manager.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper[title="Structural design"]').click();
    await manager.waitForSelector('text=Department: Structural design');
    await manager.locator(`[data-testid="power-override-${BOX}"]`).getByText('Allow').click();
    await expect.poll(() => memberMenu()).toContain('Delete');

    // the user view shows the member's effective result
    await manager.locator('[data-testid=power-mode]').getByText('User').click();
    await chooseOption(manager, 'power-user', 'Mia Member');
    await manager.waitForSelector(`[data-testid="power-effective-${BOX}"][data-allowed=true]`);
    // their role's column only: the role does not give it, the department's override does
    await expect.poll(() => manager.locator('[data-testid^=power-role-]').allInnerTexts()).toEqual([expect.stringContaining('Project member')]);
    const memberRole = await roleId(manager, 'Project member');
    expect(await cell(manager, memberRole, BOX).isChecked()).toBe(false);
    expect(await manager.locator(`[data-testid="power-override-${BOX}"] .ant-radio-button-wrapper-checked`).innerText()).toBe('Inherit');
    await screenshot(manager, 'permission-matrix-user-en');
  });

  it('restoring defaults takes the override back', async () => {
    await manager.locator('[data-testid=power-mode]').getByText('Department').click();
    await manager.waitForSelector('text=Department: Structural design');
    await manager.click('[data-testid=power-restore]');
    await confirm(manager);
    await toast(manager, 'Restored: 1 permission');
    await expect.poll(() => manager.locator(`[data-testid="power-override-${BOX}"] .ant-radio-button-wrapper-checked`).innerText()).toBe('Inherit');
    await expect.poll(() => memberMenu()).not.toContain('Delete');
  });

  it("restores a built-in role's defaults, and reads in Japanese", async () => {
    const memberRole = await roleId(admin, 'Project member');
    await cell(admin, memberRole, 'task:delete').click();
    await expect.poll(() => cell(admin, memberRole, 'task:delete').isChecked()).toBe(true);
    await admin.click(`[data-testid=power-restore-${memberRole}]`);
    await confirm(admin);
    await admin.locator('.ant-message-notice', { hasText: 'Restored' }).first().waitFor();
    await expect.poll(() => cell(admin, memberRole, 'task:delete').isChecked()).toBe(false);
    await chooseLang(admin, 'ja');
    await admin.waitForSelector('text=権限マトリクス');
    await screenshot(admin, 'permission-matrix-ja');
    await chooseLang(admin, 'en');
  });

  it('the enterprise side opens from the enterprise management page', async () => {
    await manager.goto(`${stack.url}/#/enterpriseManagement`);
    await manager.click('[data-testid=open-permission-matrix]');
    await manager.waitForSelector('text=Enterprise permission matrix');
    const managerRole = await roleId(manager, 'Enterprise manager');
    expect(await cell(manager, managerRole, 'enterprise:edit').isDisabled()).toBe(true);
    const staffRole = await roleId(manager, 'Staff');
    expect(await cell(manager, staffRole, 'enterprise:enter').isChecked()).toBe(true);
    expect(await manager.locator('[data-testid="power-row-dms:delete"]').count()).toBe(0);
    await screenshot(manager, 'permission-matrix-enterprise-en');
  });
});
