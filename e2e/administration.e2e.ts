import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeXlsx } from '../apps/server/src/lib/xlsx';
import { readFirstSheet } from '../apps/server/src/lib/xlsx-read';
import { call, sessionOf } from './support/api';
import { screenshot } from './support/browser';
import { parseCsv } from './support/csv';
import { mailsIn } from './support/mail';
import { chooseLang } from './support/session';
import { chooseOption } from './support/select';
import { useStack } from './support/stack';

// Administration end to end, issue 19's story on one server (docs/staff.md,
// docs/permission-matrix.md, docs/operation-log.md): the enterprise manager makes a department,
// adds two people and imports five from a sheet; the member role's "Documents: Delete" follows
// the matrix from the member's next call; the manager creates a project role without it and
// gives it to the member, who no longer sees Delete; the project admin picks a department for an
// override (the names-only tree); the log shows each change with its before → after and exports
// them to .xlsx and .csv, whose rows are read back.

const stack = useStack();
/** The enterprise manager (Erin), the project admin (Paul) and a plain member (Mia) of Harbour View. */
let manager: Page;
let admin: Page;
let member: Page;
let projectId = '';

beforeAll(async () => {
  manager = await stack.signedIn('emanager');
  admin = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
});

const DEPT = 'Facade crew';
const staffRow = (name: string) => manager.locator(`[data-testid=staff-table] tr.ant-table-row:has([data-testid=staff-row-name]:text-is("${name}"))`);
const staffNames = () => manager.locator('[data-testid=staff-table] [data-testid=staff-row-name]').allInnerTexts();
const node = (name: string) => manager.locator(`[data-testid=org-node][data-name="${name}"]`);
async function staffToast(text: string) {
  await manager.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
async function rowAction(name: string, action: string) {
  await staffRow(name).locator('[data-testid=staff-row-menu]').click();
  await manager.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=${action}]`).click();
}
/** The mail sent to an address. */
const mailTo = (address: string) => mailsIn(stack.server.dataDir).find((m) => m.includes(address)) ?? '';
async function addStaff(name: string, login: string, post: string) {
  await manager.click('[data-testid=staff-add]');
  await manager.fill('[data-testid=staff-form-name]', name);
  await manager.fill('[data-testid=staff-form-login]', login);
  await manager.fill('[data-testid=staff-form-email]', `${login}@builders.example`);
  await manager.fill('[data-testid=staff-form-post]', post);
  await manager.click('[data-testid=staff-dialog-ok]');
  await staffToast('Staff added');
  await manager.locator(`[data-testid=staff-table] [data-testid=staff-row-login]:text-is("${login}")`).waitFor();
}
async function importSheet(rows: (string | null)[][]) {
  const bytes = await writeXlsx({ name: 'Staff', headers: ['Name', 'Login name', 'E-mail', 'Post', 'Departments'], rows });
  await manager.click('[data-testid=staff-import]');
  const chooser = manager.waitForEvent('filechooser');
  await manager.click('[data-testid=staff-import-file]');
  await (await chooser).setFiles({ name: 'staff.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
}
const sheetRow = (i: number, post: string | null) => [`Crew ${i}`, `crew${i}`, `crew${i}@builders.example`, post, DEPT];

describe('staff: the enterprise manager', () => {
  it('opens from the settings menu and the enterprise page for an enterprise manager, with the demo staff', async () => {
    await manager.goto(`${stack.url}/#/enterpriseManagement`);
    await manager.click('[data-testid=enterprise-staff-link]');
    await manager.waitForSelector('[data-testid=staff-title]');
    await manager.goto(`${stack.url}/#/project_list`);
    await manager.click('[data-testid=settings-menu]');
    await manager.click('[data-testid=menu-staff]');
    await manager.waitForSelector('[data-testid=staff-title]');
    expect(manager.url()).toContain('#/stuffManagement');
    await node('Head office').waitFor();
    expect(await staffNames()).toContain('Erin Manager');
  });

  it('creates a department and adds two people into it', async () => {
    await manager.click('[data-testid=org-add]');
    await manager.click('[data-testid=org-dialog-ok]');
    await manager.waitForSelector('[data-testid=org-form] >> text=Please enter the organisation name');
    await manager.fill('[data-testid=org-name]', DEPT);
    await manager.click('[data-testid=org-dialog-ok]');
    await staffToast('Organisation added');
    await node(DEPT).click();
    await manager.waitForSelector('[data-testid=staff-table] >> text=Nobody matches these filters.');
    await addStaff('Ann Lee', 'annlee', 'Facade engineer');
    await addStaff('Ben Wu', 'benwu', 'Installer');
    expect((await staffNames()).sort()).toEqual(['Ann Lee', 'Ben Wu']);
    expect(await staffRow('Ann Lee').locator('[data-testid=staff-row-depts]').innerText()).toBe(DEPT);
    await manager.waitForSelector(`[data-testid=org-node][data-name="${DEPT}"] [data-testid=org-node-count]:text-is(" (2)")`);
  });

  it('refuses to delete a department that has people, with the server message', async () => {
    await node(DEPT).locator('[data-testid=org-node-menu]').click();
    await manager.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=org-menu-delete]').click();
    await manager.click('[data-testid=org-dialog-ok]');
    await staffToast('An organisation with people cannot be deleted');
    await manager.keyboard.press('Escape');
    await manager.locator('[data-testid=org-delete-confirm]').waitFor({ state: 'detached' });
  });

  it('makes one account invalid: it shows invalid and can no longer sign in', async () => {
    // Ann sets her password from the mailed link first, so only the invalid state stops her.
    const link = /#(\/setpassword\/[A-Za-z0-9_-]+)/.exec(mailTo('annlee@builders.example'))?.[1];
    expect(link).toBeTruthy();
    const ann = await stack.page();
    await ann.goto(`${stack.url}/#${link}`);
    await ann.fill('[data-testid=set-password]', 'AnnLee#2026');
    await ann.fill('[data-testid=set-password-confirm]', 'AnnLee#2026');
    await ann.click('[data-testid=set-password-submit]');
    await ann.waitForSelector('[data-testid=login-name]');

    await rowAction('Ann Lee', 'staff-menu-state');
    await manager.click('[data-testid=staff-state-ok]');
    await staffToast('The account is now invalid');
    await manager.waitForSelector('[data-testid=staff-table] tr[data-state=invalid] >> text=Ann Lee');
    expect(await staffRow('Ann Lee').locator('[data-testid=staff-row-state]').innerText()).toBe('Invalid');
    expect(await staffRow('Ben Wu').locator('[data-testid=staff-row-state]').innerText()).toBe('In use');

    await ann.fill('[data-testid=login-name]', 'annlee');
    await ann.fill('[data-testid=login-password]', 'AnnLee#2026');
    await ann.click('[data-testid=login-submit]');
    await ann.waitForFunction(() => location.hash.startsWith('#/402') || !!document.querySelector('[data-testid=login-error]'));
    expect(await ann.locator('[data-testid=user-name]').count()).toBe(0);
    await ann.context().close();

    await manager.click('[data-testid=staff-state-filter] >> text=Invalid');
    await expect.poll(staffNames).toEqual(['Ann Lee']);
    await manager.click('[data-testid=staff-state-filter] >> text=All');
    await expect.poll(async () => (await staffNames()).length).toBe(2);
  });

  it('imports five people: a sheet with a bad row is refused with its report, the fixed one imported', async () => {
    await importSheet([1, 2, 3, 4, 5].map((i) => sheetRow(i, i === 3 ? null : 'Fitter')));
    await manager.waitForSelector('[data-testid=staff-import-report] >> text=Nothing was imported');
    const report = manager.locator('[data-testid=staff-import-errors] tr.ant-table-row');
    expect(await report.count()).toBe(1);
    expect(await report.first().innerText()).toContain('4');
    expect(await report.first().innerText()).toContain('Please enter the staff post');
    await screenshot(manager, 'staff-import-report-en');
    await manager.keyboard.press('Escape');
    await manager.locator('[data-testid=staff-import-template]').waitFor({ state: 'detached' });

    await importSheet([1, 2, 3, 4, 5].map((i) => sheetRow(i, 'Fitter')));
    await staffToast('5 people imported');
    await expect.poll(async () => (await staffNames()).length).toBe(7);
    await manager.waitForSelector(`[data-testid=org-node][data-name="${DEPT}"] [data-testid=org-node-count]:text-is(" (7)")`);
    await manager.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(manager, 'staff-en');
  });

  it("exports the department's staff to a sheet with their rows", async () => {
    const download = manager.waitForEvent('download');
    await manager.click('[data-testid=staff-export]');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Staff \d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = readFileSync(await file.path());
    const [head, ...rows] = await readFirstSheet(bytes, 1000);
    expect(head.slice(0, 2)).toEqual(['Name', 'Login name']);
    expect(rows.map((r) => r[0]).sort()).toEqual(['Ann Lee', 'Ben Wu', 'Crew 1', 'Crew 2', 'Crew 3', 'Crew 4', 'Crew 5']);
    const annRow = rows.find((r) => r[0] === 'Ann Lee')!;
    expect(annRow).toContain('Invalid');
    expect(annRow).toContain(DEPT);
  });

  it('shows one staff member on the detail page', async () => {
    await staffRow('Ben Wu').locator('[data-testid=staff-row-name]').click();
    await manager.waitForSelector('[data-testid=staff-detail-name]:text-is("Ben Wu")');
    expect(manager.url()).toContain('#/stuffManagementDetail?userId=');
    expect(await manager.innerText('[data-testid=staff-detail-post]')).toBe('Installer');
    expect(await manager.innerText('[data-testid=staff-detail-depts]')).toBe(DEPT);
    await manager.click('[data-testid=staff-detail-back]');
    await manager.waitForSelector('[data-testid=staff-title]');
  });

  it('removes people, then adds one back by a name two accounts share, choosing the login name', async () => {
    await node(DEPT).click();
    await expect.poll(async () => (await staffNames()).length).toBe(7);
    await addStaff('Sam Lee', 'samlee1', 'Surveyor');
    await addStaff('Sam Lee', 'samlee2', 'Surveyor');
    for (const login of ['samlee1', 'samlee2']) {
      const sam = manager.locator(`[data-testid=staff-table] tr.ant-table-row:has([data-testid=staff-row-login]:text-is("${login}"))`);
      await sam.locator('[data-testid=staff-row-menu]').click();
      await manager.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=staff-menu-delete]').click();
      await manager.waitForSelector('[data-testid=staff-delete-confirm] >> text=Remove Sam Lee from the enterprise?');
      await manager.click('[data-testid=staff-dialog-ok]');
      await staffToast('Staff removed from the enterprise');
      await sam.waitFor({ state: 'detached' });
      await manager.locator('[data-testid=staff-delete-confirm]').waitFor({ state: 'detached' });
    }
    expect(await staffNames()).not.toContain('Sam Lee');
    await manager.click('[data-testid=staff-add]');
    await manager.fill('[data-testid=staff-form-name]', 'Sam Lee');
    await manager.fill('[data-testid=staff-form-post]', 'Surveyor');
    // The dialog starts empty: nothing of the last person added is left in it.
    expect(await manager.inputValue('[data-testid=staff-form-login]')).toBe('');
    expect(await manager.inputValue('[data-testid=staff-form-email]')).toBe('');
    await manager.click('[data-testid=staff-dialog-ok]');
    await manager.waitForSelector('[data-testid=staff-form-candidates]');
    expect(await manager.locator('[data-testid=staff-form-candidate]').allInnerTexts()).toEqual(['samlee1', 'samlee2']);
    await manager.click('[data-testid=staff-form-candidate]:text-is("samlee2")');
    await manager.click('[data-testid=staff-dialog-ok]');
    await staffToast('Staff added');
    await staffRow('Sam Lee').waitFor();
    expect(await staffRow('Sam Lee').locator('[data-testid=staff-row-login]').innerText()).toBe('samlee2');
  });

  it('reads in Chinese', async () => {
    await chooseLang(manager, 'zh');
    await manager.waitForSelector('[data-testid=staff-title]:text-is("员工管理")');
    await node(DEPT).click();
    await manager.waitForSelector('[data-testid=staff-table] >> text=无效');
    await expect.poll(async () => (await staffNames()).length).toBe(8);
    // The built-in role's name is shown in the page's language, not as stored.
    expect(await staffRow('Ben Wu').locator('[data-testid=staff-row-role]').innerText()).toBe('员工');
    await manager.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(manager, 'staff-zh');
    await chooseLang(manager, 'en');
  });

  it('is not offered to a member, who gets the no-permission page at the address', async () => {
    await member.click('[data-testid=settings-menu]');
    await member.waitForSelector('[data-testid=logout]');
    expect(await member.locator('[data-testid=menu-staff]').count()).toBe(0);
    await member.goto(`${stack.url}/#/stuffManagement`);
    await member.waitForFunction(() => location.hash.startsWith('#/401'));
    // Nor the enterprise's figures (enterprise:statistics is no default of staff).
    expect(await member.locator('[data-testid=menu-figures]').count()).toBe(0);
    await member.goto(`${stack.url}/#/management_data`);
    await member.waitForFunction(() => location.hash.startsWith('#/401'));
  });
});

// ---- enterprise roles: the Roles tab and setting a role for chosen staff ----

describe('enterprise roles', () => {
  const roleRow = (name: string) => manager.locator(`[data-testid=roles-table] tr.ant-table-row[data-role="${name}"]`);
  const roleNames = () => manager.locator('[data-testid=roles-table] [data-testid=role-row-name]').allInnerTexts();
  const roleOf = (name: string) => staffRow(name).locator('[data-testid=staff-row-role]').innerText();

  it('lists the roles by level on the Roles tab and creates one, placed by its level', async () => {
    await manager.goto(`${stack.url}/#/stuffManagement`);
    await manager.click('[data-testid=tab-roles]');
    await manager.waitForSelector('[data-testid=roles-title]');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Project lead', 'Staff']);
    await manager.click('[data-testid=role-new]');
    await manager.fill('[data-testid=role-form-name]', 'Site supervisor');
    await manager.fill('[data-testid=role-form-level] input, input[data-testid=role-form-level]', '60');
    await manager.click('[data-testid=role-form-ok]');
    await staffToast('Saved successfully');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Site supervisor', 'Project lead', 'Staff']);
    expect(await roleRow('Site supervisor').locator('[data-testid=role-row-holders]').innerText()).toBe('0');
    await manager.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(manager, 'staff-roles-en');
  });

  it('gives the role to two chosen staff at once', async () => {
    await manager.click('[data-testid=tab-staff]');
    await node(DEPT).click();
    await staffRow('Crew 1').waitFor();
    for (const name of ['Ben Wu', 'Crew 1']) await staffRow(name).locator('.ant-checkbox-input').check();
    await manager.waitForSelector('[data-testid=staff-set-role]:has-text("Set role (2 people)")');
    await manager.click('[data-testid=staff-set-role]');
    await chooseOption(manager, 'set-role-select', 'Site supervisor');
    await screenshot(manager, 'staff-set-role-en');
    await manager.click('[data-testid=set-role-ok]');
    await staffToast('Roles saved');
    // The list refreshes after the toast; on a loaded machine that can take longer than poll's default 5 s.
    await expect.poll(() => roleOf('Ben Wu'), { timeout: 30_000 }).toBe('Site supervisor');
    expect(await roleOf('Crew 1')).toBe('Site supervisor');
    expect(await roleOf('Crew 2')).toBe('Staff');
    // The selection is cleared after the action.
    expect(await manager.locator('[data-testid=staff-set-role]').count()).toBe(0);
  });

  it('deletes the held role after asking where its two holders go', async () => {
    await manager.click('[data-testid=tab-roles]');
    await expect.poll(() => roleRow('Site supervisor').locator('[data-testid=role-row-holders]').innerText()).toBe('2');
    await roleRow('Site supervisor').locator('[data-testid=role-row-delete]').click();
    await manager.waitForSelector('[data-testid=role-holders] >> text=2 people hold this role');
    expect(await manager.isDisabled('[data-testid=role-delete-ok]')).toBe(true);
    await chooseOption(manager, 'role-move-to', 'Staff');
    await manager.click('[data-testid=role-delete-ok]');
    await staffToast('Role deleted');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Project lead', 'Staff']);
    await manager.click('[data-testid=tab-staff]');
    await expect.poll(() => roleOf('Ben Wu')).toBe('Staff');
  });
});

// ---- the permission matrix and a project role ----

const FOLDER = 'Member notes';
const ROLE = 'Site inspector';
const BOX = 'dms:delete';
const fileRow = (p: Page, name: string) => p.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);

async function openDocuments(p: Page) {
  await p.goto(`${stack.url}/#/project_list`);
  await p.click('text=Harbour View Residences');
  await p.click('[data-testid=project-documents]');
  await fileRow(p, '01 Architecture').waitFor();
}

/** The labels of the member's row menu of FOLDER (closed again), read afresh after a reload (the next call). */
async function memberMenu() {
  await member.reload();
  await fileRow(member, FOLDER).waitFor();
  await fileRow(member, FOLDER).locator('[data-testid=row-actions]').click();
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

const ids = { member: '', inspector: '' };

describe('permission matrix and a project role', () => {
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
    ids.member = await roleId(admin, 'Project member');
    await cell(admin, ids.member, BOX).click();
    await expect.poll(() => cell(admin, ids.member, BOX).isChecked()).toBe(true);
    await expect.poll(() => memberMenu()).toContain('Delete');
    await cell(admin, ids.member, BOX).click();
    await expect.poll(() => cell(admin, ids.member, BOX).isChecked()).toBe(false);
    await expect.poll(() => memberMenu()).not.toContain('Delete');
    // the saved state is the server's: a reload shows it
    await admin.reload();
    await admin.waitForSelector('[data-testid=power-table]');
    expect(await cell(admin, ids.member, BOX).isChecked()).toBe(false);
    // ticked again: the member deletes their folder by their role (the story goes on from here)
    await cell(admin, ids.member, BOX).click();
    await expect.poll(() => memberMenu()).toContain('Delete');
  });

  it(`the enterprise manager creates a role without "Documents: Delete" and gives it to the member, who no longer sees Delete`, async () => {
    await manager.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await manager.click('.ant-tabs-tab:has-text("Roles")');
    await manager.click('[data-testid=role-new]');
    await manager.fill('[data-testid=role-form-name]', ROLE);
    await manager.click('.ant-modal-footer .ant-btn-primary');
    await manager.waitForSelector('text=Saved successfully');
    await manager.waitForSelector(`[data-testid=role-select] >> text=${ROLE}`);
    // a new role starts from the member role's grants, Delete included: the manager takes it away
    await manager.goto(`${stack.url}/#/permissionMatrix/${projectId}`);
    ids.inspector = await roleId(manager, ROLE);
    await expect.poll(() => cell(manager, ids.inspector, BOX).isChecked()).toBe(true);
    await cell(manager, ids.inspector, BOX).click();
    await expect.poll(() => cell(manager, ids.inspector, BOX).isChecked()).toBe(false);
    expect(await cell(manager, ids.member, BOX).isChecked()).toBe(true);

    await manager.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await manager.click('.ant-tabs-tab:has-text("Members")');
    await chooseOption(manager, manager.locator('tr:has-text("Mia Member") .ant-select'), ROLE);
    await manager.waitForSelector(`tr:has-text("Mia Member") .ant-select-content:has-text("${ROLE}")`);
    await expect.poll(() => memberMenu()).not.toContain('Delete');
  });

  it("the project admin picks the member's department from the tree: an override allows it again", async () => {
    await admin.goto(`${stack.url}/#/permissionMatrix/${projectId}`);
    await admin.waitForSelector('[data-testid=power-table]');
    await admin.locator('[data-testid=power-mode]').getByText('Department').click();
    await admin.locator('[data-testid=power-org]').first().click();
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper[title="Structural design"]').click();
    await admin.waitForSelector('text=Department: Structural design');
    await admin.locator(`[data-testid="power-override-${BOX}"]`).getByText('Allow').click();
    await expect.poll(() => memberMenu()).toContain('Delete');

    // the user view shows the member's effective result
    await admin.locator('[data-testid=power-mode]').getByText('User').click();
    await chooseOption(admin, 'power-user', 'Mia Member');
    await admin.waitForSelector(`[data-testid="power-effective-${BOX}"][data-allowed=true]`);
    // their role's column only: the role does not give it, the department's override does
    await expect.poll(() => admin.locator('[data-testid^=power-role-]').allInnerTexts()).toEqual([expect.stringContaining(ROLE)]);
    expect(await cell(admin, ids.inspector, BOX).isChecked()).toBe(false);
    expect(await admin.locator(`[data-testid="power-override-${BOX}"] .ant-radio-button-wrapper-checked`).innerText()).toBe('Inherit');
    await screenshot(admin, 'permission-matrix-user-en');
  });

  it('restoring defaults takes the override back', async () => {
    await admin.locator('[data-testid=power-mode]').getByText('Department').click();
    await admin.waitForSelector('text=Department: Structural design');
    await screenshot(admin, 'permission-matrix-department-en');
    await admin.click('[data-testid=power-restore]');
    await confirm(admin);
    await toast(admin, 'Restored: 1 permission');
    await expect.poll(() => admin.locator(`[data-testid="power-override-${BOX}"] .ant-radio-button-wrapper-checked`).innerText()).toBe('Inherit');
    await expect.poll(() => memberMenu()).not.toContain('Delete');
  });

  it("restores a built-in role's defaults, and reads in Japanese", async () => {
    await admin.locator('[data-testid=power-mode]').getByText('Roles').click();
    await cell(admin, ids.member, 'task:delete').click();
    await expect.poll(() => cell(admin, ids.member, 'task:delete').isChecked()).toBe(true);
    await admin.click(`[data-testid=power-restore-${ids.member}]`);
    await confirm(admin);
    await admin.locator('.ant-message-notice', { hasText: 'Restored' }).first().waitFor();
    await expect.poll(() => cell(admin, ids.member, 'task:delete').isChecked()).toBe(false);
    expect(await cell(admin, ids.member, BOX).isChecked()).toBe(false);
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

// ---- the operation log ----

const BEFORE = 'Site photos';
const AFTER = 'Site images';
const logRows = (p: Page) => p.locator('[data-testid=oplog-table] tr.ant-table-row');

async function exportAs(p: Page, format: 'xlsx' | 'csv') {
  const download = p.waitForEvent('download');
  await p.click('[data-testid=oplog-export]');
  await p.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text(".${format}")`);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  return readFileSync(await file.path());
}

describe('operation log', () => {
  it('a plain member has no log entry on the project home, and the address refuses', async () => {
    await member.goto(`${stack.url}/#/project_index/${projectId}`);
    await member.waitForSelector('[data-testid=project-app-dms]');
    expect(await member.locator('[data-testid=project-app-log_statistics]').count()).toBe(0);
    await member.goto(`${stack.url}/#/operationLog/${projectId}`);
    await member.waitForSelector('text=You do not have permission to operate');
    expect(await logRows(member).count()).toBe(0);
  });

  it('the admin renames a folder and makes the member an administrator and back', async () => {
    const s = await sessionOf(admin);
    const made = await call<{ folderInfoArr: { id: string }[] }>(stack.url, s, '/protected/file/create-many-folder', { projectId, folderArr: [BEFORE] });
    await call(stack.url, s, '/protected/file/rename', { projectId, fileId: made.folderInfoArr[0].id, name: AFTER });
    const members = await call<{ list: { userId: string; loginName: string | null; roleId: string | null }[] }>(
      stack.url,
      s,
      '/protected/project/get-project-members',
      { projectId, pageNum: 1, pageSize: 50 },
    );
    const mia = members.list.find((m) => m.loginName === 'member')!;
    expect(mia.roleId).toBe(ids.inspector);
    const roles = await call<{ id: string; name: string }[]>(stack.url, s, '/protected/project/get-project-roles', { projectId });
    const adminRole = roles.find((r) => r.name === 'Project administrator')!;
    await call(stack.url, s, '/protected/user/update-user-role', { projectId, userId: mia.userId, roleId: adminRole.id });
    await call(stack.url, s, '/protected/user/update-user-role', { projectId, userId: mia.userId, roleId: ids.inspector });
  });

  it('the admin opens the log from the project home and sees every change with before → after', async () => {
    await admin.goto(`${stack.url}/#/project_index/${projectId}`);
    await admin.click('[data-testid=project-app-log_statistics]');
    await admin.waitForURL(/operationLog\//);
    const rename = logRows(admin).filter({ hasText: 'Rename' }).first();
    await rename.waitFor();
    expect(await rename.innerText()).toContain(`Name: ${BEFORE} → ${AFTER}`);
    // newest first: the role given back, by name
    const back = logRows(admin).filter({ hasText: 'Role:' }).first();
    await expect.poll(() => back.innerText()).toMatch(new RegExp(`Role: Project administrator → ${ROLE}`));
    expect(await back.innerText()).toMatch(/Project manager: Yes → No/);
    // the story's change: the manager gave Mia the new role
    const story = logRows(admin).filter({ hasText: `Role: Project member → ${ROLE}` });
    expect(await story.count()).toBe(1);
    expect(await story.innerText()).toContain('Erin Manager');
    // the member's new folder is named in its row (files/service.ts createFolders)
    expect(await logRows(admin).filter({ hasText: 'Create' }).filter({ hasText: FOLDER }).count()).toBe(1);
    await admin.waitForSelector('[data-testid=oplog-chart-person] canvas');
    await admin.waitForSelector('[data-testid=oplog-chart-module] canvas');
    await screenshot(admin, 'operation-log-en');
  });

  it('filters by module: Documents only', async () => {
    await chooseOption(admin, 'oplog-module', 'Documents', 'h4');
    await expect.poll(async () => (await logRows(admin).locator('td:nth-child(3)').allInnerTexts()).every((m) => m === 'Documents')).toBe(true);
    expect(await logRows(admin).filter({ hasText: 'Rename' }).count()).toBeGreaterThan(0);
    expect(await logRows(admin).filter({ hasText: 'Role:' }).count()).toBe(0);
  });

  it('exports the filtered rows to .xlsx', async () => {
    const [head, ...sheet] = await readFirstSheet(await exportAs(admin, 'xlsx'), 1000);
    expect(head.slice(0, 8)).toEqual(['Time', 'Person', 'Login name', 'Module', 'Action', 'Target', 'Target id', 'Changes']);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.every((r) => r[3] === 'files')).toBe(true);
    const renamed = sheet.find((r) => r[4] === 'rename' && r[5] === AFTER)!;
    expect(renamed[7]).toBe(`${AFTER}: name: "${BEFORE}" → "${AFTER}"`);
    expect(renamed[2]).toBe('padmin');
    const created = sheet.find((r) => r[4] === 'create' && r[5] === FOLDER)!;
    expect(created[2]).toBe('member');
    expect(created[7]).toBe(`${FOLDER}: name: null → "${FOLDER}"; folder: null → "/"`);
  });

  it("the enterprise manager's log holds the project's rows; its .csv has the story's changes", async () => {
    await manager.goto(`${stack.url}/#/enterpriseManagement`);
    await manager.click('[data-testid=open-operation-log]');
    await manager.waitForURL(/enterpriseOperationLog/);
    const rename = logRows(manager).filter({ hasText: 'Rename' }).first();
    await expect.poll(() => rename.innerText()).toContain(`Name: ${BEFORE} → ${AFTER}`);
    const [head, ...csv] = parseCsv((await exportAs(manager, 'csv')).toString('utf8'));
    expect(head.slice(0, 8)).toEqual(['Time', 'Person', 'Login name', 'Module', 'Action', 'Target', 'Target id', 'Changes']);
    // the role lost "Documents: Delete", then Mia got the role: both by Erin, each with before → after
    const grant = csv.find((r) => r[5] === ROLE && r[4] === 'update')!;
    expect(grant.slice(1, 3)).toEqual(['Erin Manager', 'emanager']);
    expect(grant[7]).toBe(`${ROLE}: dms:delete: true → false`);
    const given = csv.filter((r) => r[5] === 'Mia Member' && r[2] === 'emanager');
    expect(given).toHaveLength(1);
    expect(given[0][7]).toContain(`Mia Member: roleId: "${ids.member}" → "${ids.inspector}"`);
    // the staff added and imported by the manager are rows of the enterprise's log too
    expect(csv.filter((r) => r[2] === 'emanager' && r[3] === 'staff' && r[4] === 'import').length).toBeGreaterThan(0);
  });

  it('reads in Chinese', async () => {
    await chooseLang(admin, 'zh');
    await admin.waitForSelector('text=操作日志');
    await logRows(admin).first().waitFor();
    await screenshot(admin, 'operation-log-zh');
    await chooseLang(admin, 'en');
  });
});
