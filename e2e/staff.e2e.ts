import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeXlsx } from '../apps/server/src/lib/xlsx';
import { readFirstSheet } from '../apps/server/src/lib/xlsx-read';
import { screenshot } from './support/browser';
import { chooseLang, signIn } from './support/session';
import { chooseOption } from './support/select';
import { useStack } from './support/stack';

// Staff management end to end (spec 3 §2 /stuffManagement, §3, §4; issue 19 items 1, 2, 9): an
// enterprise manager makes a department, adds two people into it, makes one invalid (that account
// can no longer sign in), imports five from a sheet after a refused one, and exports the list.

const stack = useStack();
let page: Page;

beforeAll(async () => {
  page = await stack.signedIn('emanager');
});

const DEPT = 'Facade crew';
const row = (name: string) => page.locator(`[data-testid=staff-table] tr.ant-table-row:has([data-testid=staff-row-name]:text-is("${name}"))`);
const names = () => page.locator('[data-testid=staff-table] [data-testid=staff-row-name]').allInnerTexts();
const node = (name: string) => page.locator(`[data-testid=org-node][data-name="${name}"]`);
async function toast(text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
async function rowAction(name: string, action: string) {
  await row(name).locator('[data-testid=staff-row-menu]').click();
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=${action}]`).click();
}
/** The mail (DATA_DIR/mail, no SMTP configured) sent to an address, quoted-printable undone. */
function mailTo(address: string): string {
  const dir = path.join(stack.server.dataDir, 'mail');
  const all = readdirSync(dir).map((f) =>
    readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
  return all.find((m) => m.includes(address)) ?? '';
}
async function addStaff(name: string, login: string, post: string) {
  await page.click('[data-testid=staff-add]');
  await page.fill('[data-testid=staff-form-name]', name);
  await page.fill('[data-testid=staff-form-login]', login);
  await page.fill('[data-testid=staff-form-email]', `${login}@builders.example`);
  await page.fill('[data-testid=staff-form-post]', post);
  await page.click('[data-testid=staff-dialog-ok]');
  await toast('Staff added');
  await page.locator(`[data-testid=staff-table] [data-testid=staff-row-login]:text-is("${login}")`).waitFor();
}
async function importSheet(rows: (string | null)[][]) {
  const bytes = await writeXlsx({ name: 'Staff', headers: ['Name', 'Login name', 'E-mail', 'Post', 'Departments'], rows });
  await page.click('[data-testid=staff-import]');
  const chooser = page.waitForEvent('filechooser');
  await page.click('[data-testid=staff-import-file]');
  await (await chooser).setFiles({ name: 'staff.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
}
const sheetRow = (i: number, post: string | null) => [`Crew ${i}`, `crew${i}`, `crew${i}@builders.example`, post, DEPT];

describe('staff management', () => {
  it('opens from the settings menu and the enterprise page for an enterprise manager, with the demo staff', async () => {
    await page.goto(`${stack.url}/#/enterpriseManagement`);
    await page.click('[data-testid=enterprise-staff-link]');
    await page.waitForSelector('[data-testid=staff-title]');
    await page.goto(`${stack.url}/#/project_list`);
    await page.click('[data-testid=settings-menu]');
    await page.click('[data-testid=menu-staff]');
    await page.waitForSelector('[data-testid=staff-title]');
    expect(page.url()).toContain('#/stuffManagement');
    await node('Head office').waitFor();
    expect(await names()).toContain('Erin Manager');
  });

  it('creates a department and adds two people into it', async () => {
    await page.click('[data-testid=org-add]');
    await page.click('[data-testid=org-dialog-ok]');
    await page.waitForSelector('[data-testid=org-form] >> text=Please enter the organisation name');
    await page.fill('[data-testid=org-name]', DEPT);
    await page.click('[data-testid=org-dialog-ok]');
    await toast('Organisation added');
    await node(DEPT).click();
    await page.waitForSelector('[data-testid=staff-table] >> text=Nobody matches these filters.');
    await addStaff('Ann Lee', 'annlee', 'Facade engineer');
    await addStaff('Ben Wu', 'benwu', 'Installer');
    expect((await names()).sort()).toEqual(['Ann Lee', 'Ben Wu']);
    expect(await row('Ann Lee').locator('[data-testid=staff-row-depts]').innerText()).toBe(DEPT);
    await page.waitForSelector(`[data-testid=org-node][data-name="${DEPT}"] [data-testid=org-node-count]:text-is(" (2)")`);
  });

  it('refuses to delete a department that has people, with the server message', async () => {
    await node(DEPT).locator('[data-testid=org-node-menu]').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=org-menu-delete]').click();
    await page.click('[data-testid=org-dialog-ok]');
    await toast('An organisation with people cannot be deleted');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=org-delete-confirm]').waitFor({ state: 'detached' });
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
    await page.click('[data-testid=staff-state-ok]');
    await toast('The account is now invalid');
    await page.waitForSelector('[data-testid=staff-table] tr[data-state=invalid] >> text=Ann Lee');
    expect(await row('Ann Lee').locator('[data-testid=staff-row-state]').innerText()).toBe('Invalid');
    expect(await row('Ben Wu').locator('[data-testid=staff-row-state]').innerText()).toBe('In use');

    await ann.fill('[data-testid=login-name]', 'annlee');
    await ann.fill('[data-testid=login-password]', 'AnnLee#2026');
    await ann.click('[data-testid=login-submit]');
    await ann.waitForFunction(() => location.hash.startsWith('#/402') || !!document.querySelector('[data-testid=login-error]'));
    expect(await ann.locator('[data-testid=user-name]').count()).toBe(0);
    await ann.context().close();

    await page.click('[data-testid=staff-state-filter] >> text=Invalid');
    await expect.poll(names).toEqual(['Ann Lee']);
    await page.click('[data-testid=staff-state-filter] >> text=All');
    await expect.poll(async () => (await names()).length).toBe(2);
  });

  it('imports five people: a sheet with a bad row is refused with its report, the fixed one imported', async () => {
    await importSheet([1, 2, 3, 4, 5].map((i) => sheetRow(i, i === 3 ? null : 'Fitter')));
    await page.waitForSelector('[data-testid=staff-import-report] >> text=Nothing was imported');
    const report = page.locator('[data-testid=staff-import-errors] tr.ant-table-row');
    expect(await report.count()).toBe(1);
    expect(await report.first().innerText()).toContain('4');
    expect(await report.first().innerText()).toContain('Please enter the staff post');
    await screenshot(page, 'staff-import-report-en');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=staff-import-template]').waitFor({ state: 'detached' });

    await importSheet([1, 2, 3, 4, 5].map((i) => sheetRow(i, 'Fitter')));
    await toast('5 people imported');
    await expect.poll(async () => (await names()).length).toBe(7);
    await page.waitForSelector(`[data-testid=org-node][data-name="${DEPT}"] [data-testid=org-node-count]:text-is(" (7)")`);
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'staff-en');
  });

  it("exports the department's staff to a sheet with their rows", async () => {
    const download = page.waitForEvent('download');
    await page.click('[data-testid=staff-export]');
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
    await row('Ben Wu').locator('[data-testid=staff-row-name]').click();
    await page.waitForSelector('[data-testid=staff-detail-name]:text-is("Ben Wu")');
    expect(page.url()).toContain('#/stuffManagementDetail?userId=');
    expect(await page.innerText('[data-testid=staff-detail-post]')).toBe('Installer');
    expect(await page.innerText('[data-testid=staff-detail-depts]')).toBe(DEPT);
    await page.click('[data-testid=staff-detail-back]');
    await page.waitForSelector('[data-testid=staff-title]');
  });

  it('removes people, then adds one back by a name two accounts share, choosing the login name', async () => {
    await node(DEPT).click();
    await expect.poll(async () => (await names()).length).toBe(7);
    await addStaff('Sam Lee', 'samlee1', 'Surveyor');
    await addStaff('Sam Lee', 'samlee2', 'Surveyor');
    for (const login of ['samlee1', 'samlee2']) {
      const sam = page.locator(`[data-testid=staff-table] tr.ant-table-row:has([data-testid=staff-row-login]:text-is("${login}"))`);
      await sam.locator('[data-testid=staff-row-menu]').click();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=staff-menu-delete]').click();
      await page.waitForSelector('[data-testid=staff-delete-confirm] >> text=Remove Sam Lee from the enterprise?');
      await page.click('[data-testid=staff-dialog-ok]');
      await toast('Staff removed from the enterprise');
      await sam.waitFor({ state: 'detached' });
      await page.locator('[data-testid=staff-delete-confirm]').waitFor({ state: 'detached' });
    }
    expect(await names()).not.toContain('Sam Lee');
    await page.click('[data-testid=staff-add]');
    await page.fill('[data-testid=staff-form-name]', 'Sam Lee');
    await page.fill('[data-testid=staff-form-post]', 'Surveyor');
    // The dialog starts empty: nothing of the last person added is left in it.
    expect(await page.inputValue('[data-testid=staff-form-login]')).toBe('');
    expect(await page.inputValue('[data-testid=staff-form-email]')).toBe('');
    await page.click('[data-testid=staff-dialog-ok]');
    await page.waitForSelector('[data-testid=staff-form-candidates]');
    expect(await page.locator('[data-testid=staff-form-candidate]').allInnerTexts()).toEqual(['samlee1', 'samlee2']);
    await page.click('[data-testid=staff-form-candidate]:text-is("samlee2")');
    await page.click('[data-testid=staff-dialog-ok]');
    await toast('Staff added');
    await row('Sam Lee').waitFor();
    expect(await row('Sam Lee').locator('[data-testid=staff-row-login]').innerText()).toBe('samlee2');
  });

  it('reads in Chinese', async () => {
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=staff-title]:text-is("员工管理")');
    await node(DEPT).click();
    await page.waitForSelector('[data-testid=staff-table] >> text=无效');
    await expect.poll(async () => (await names()).length).toBe(8);
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'staff-zh');
    await chooseLang(page, 'en');
  });

  it('is not offered to a member, who gets the no-permission page at the address', async () => {
    const other = await stack.page();
    await signIn(other, stack.url, 'member');
    await other.click('[data-testid=settings-menu]');
    await other.waitForSelector('[data-testid=logout]');
    expect(await other.locator('[data-testid=menu-staff]').count()).toBe(0);
    await other.goto(`${stack.url}/#/stuffManagement`);
    await other.waitForFunction(() => location.hash.startsWith('#/401'));
    await other.context().close();
  });
});

describe('enterprise roles', () => {
  const roleRow = (name: string) => page.locator(`[data-testid=roles-table] tr.ant-table-row[data-role="${name}"]`);
  const roleNames = () => page.locator('[data-testid=roles-table] [data-testid=role-row-name]').allInnerTexts();
  const roleOf = (name: string) => row(name).locator('[data-testid=staff-row-role]').innerText();

  it('lists the roles by level on the Roles tab and creates one, placed by its level', async () => {
    await page.goto(`${stack.url}/#/stuffManagement`);
    await page.click('[data-testid=tab-roles]');
    await page.waitForSelector('[data-testid=roles-title]');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Project lead', 'Staff']);
    await page.click('[data-testid=role-new]');
    await page.fill('[data-testid=role-form-name]', 'Site supervisor');
    await page.fill('[data-testid=role-form-level] input, input[data-testid=role-form-level]', '60');
    await page.click('[data-testid=role-form-ok]');
    await toast('Saved successfully');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Site supervisor', 'Project lead', 'Staff']);
    expect(await roleRow('Site supervisor').locator('[data-testid=role-row-holders]').innerText()).toBe('0');
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'staff-roles-en');
  });

  it('gives the role to two chosen staff at once', async () => {
    await page.click('[data-testid=tab-staff]');
    await node(DEPT).click();
    await row('Crew 1').waitFor();
    for (const name of ['Ben Wu', 'Crew 1']) await row(name).locator('.ant-checkbox-input').check();
    await page.waitForSelector('[data-testid=staff-set-role]:has-text("Set role (2 people)")');
    await page.click('[data-testid=staff-set-role]');
    await chooseOption(page, 'set-role-select', 'Site supervisor');
    await screenshot(page, 'staff-set-role-en');
    await page.click('[data-testid=set-role-ok]');
    await toast('Roles saved');
    await expect.poll(() => roleOf('Ben Wu')).toBe('Site supervisor');
    expect(await roleOf('Crew 1')).toBe('Site supervisor');
    expect(await roleOf('Crew 2')).toBe('Staff');
    // The selection is cleared after the action.
    expect(await page.locator('[data-testid=staff-set-role]').count()).toBe(0);
  });

  it('deletes the held role after asking where its two holders go', async () => {
    await page.click('[data-testid=tab-roles]');
    await expect.poll(() => roleRow('Site supervisor').locator('[data-testid=role-row-holders]').innerText()).toBe('2');
    await roleRow('Site supervisor').locator('[data-testid=role-row-delete]').click();
    await page.waitForSelector('[data-testid=role-holders] >> text=2 people hold this role');
    expect(await page.isDisabled('[data-testid=role-delete-ok]')).toBe(true);
    await chooseOption(page, 'role-move-to', 'Staff');
    await page.click('[data-testid=role-delete-ok]');
    await toast('Role deleted');
    await expect.poll(roleNames).toEqual(['Enterprise manager', 'Project lead', 'Staff']);
    await page.click('[data-testid=tab-staff]');
    await expect.poll(() => roleOf('Ben Wu')).toBe('Staff');
  });
});
