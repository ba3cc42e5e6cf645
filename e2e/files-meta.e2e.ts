import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang, pickDate } from './support/session';
import { useStack } from './support/stack';
import { chooseOption, OPEN_SELECT_LIST } from './support/select';

// File metadata and links between files on the documents screen (spec 2 §3, §7): a template with
// a text, a number and a select field; values on a demo file (the server's message for a wrong
// number first); metadata search; related files seen from both sides, opened, and removed.

const stack = useStack();
let page: Page;

beforeAll(async () => {
  page = await stack.signedIn('padmin');
});

const row = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const drawer = { locator: (sel: string) => page.locator(`.ant-drawer-open ${sel}`), innerText: () => page.locator('.ant-drawer-open').innerText() };
const openDropdown = OPEN_SELECT_LIST;

async function rowAction(name: string, action: string) {
  await row(name).locator('[data-testid=row-actions]').click();
  await page.click(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("${action}")`);
}

const choose = (select: ReturnType<Page['locator']>, label: string) => chooseOption(page, select, label);

async function openDetails(name: string) {
  // A menu click that lands while the row re-renders (its flags arriving) is lost; try again once.
  await rowAction(name, 'Details');
  if (
    !(await drawer
      .locator('[data-testid=file-info]')
      .waitFor({ timeout: 8_000 })
      .then(
        () => true,
        () => false,
      ))
  ) {
    await page.keyboard.press('Escape');
    await rowAction(name, 'Details');
  }
  await drawer.locator('[data-testid=file-info]').waitFor();
  await drawer.locator('[data-testid=meta-section]').waitFor();
}

async function closeDrawer() {
  await page.click('.ant-drawer-open .ant-drawer-close');
  await page.waitForSelector('.ant-drawer-open', { state: 'detached' });
}

/** A tall window without passing messages, so the whole drawer shows. */
async function drawerShot(name: string) {
  await page.waitForSelector('.ant-message-notice', { state: 'detached', timeout: 10_000 });
  await page.mouse.move(5, 5);
  await page.setViewportSize({ width: 1366, height: 1100 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const relatedNames = () => drawer.locator('[data-testid=related-name]').allInnerTexts();

describe('file metadata and related files', () => {
  it('opens the demo documents', async () => {
    await page.click('text=Harbour View Residences');
    await page.click('[data-testid=project-documents]');
    await row('01 Architecture').waitFor();
  });

  it('creates a metadata template with a text, a number and a select field', async () => {
    await page.click('[data-testid=meta-templates-open]');
    await page.waitForSelector('[data-testid=templates-empty]');
    await page.click('[data-testid=template-new]');
    await page.fill('[data-testid=template-name]', 'Drawing register');
    const fields = page.locator('[data-testid=template-field-row]');
    await fields.nth(0).locator('[data-testid=field-name]').fill('Sheet number');
    await page.click('[data-testid=field-add]');
    await fields.nth(1).locator('[data-testid=field-name]').fill('Revision');
    await choose(fields.nth(1).locator('[data-testid=field-type]'), 'Number');
    await page.click('[data-testid=field-add]');
    await fields.nth(2).locator('[data-testid=field-name]').fill('Discipline');
    await choose(fields.nth(2).locator('[data-testid=field-type]'), 'Select');
    // An empty select field is refused before anything is sent.
    await page.click('[data-testid=template-save]');
    await page.waitForSelector('text=A select field needs at least one option');
    const options = fields.nth(2).locator('[data-testid=field-options] input');
    for (const o of ['Architecture', 'Structure', 'MEP']) {
      await options.fill(o);
      await options.press('Enter');
    }
    await fields.nth(2).locator('[data-testid=field-required]').check();
    await screenshot(page, 'files-meta-template-editor');
    await page.click('[data-testid=template-save]');
    await page.waitForSelector('text=Template created');
    const table = page.locator('[data-testid=templates-table]');
    await table.locator('[data-testid=template-row-name]:text-is("Drawing register")').waitFor();
    // The row's fields come from get-file-meta-template-field.
    await table.locator('.ant-table-row-expand-icon').first().click();
    const list = page.locator('[data-testid=template-fields]');
    await list.locator('text=Discipline').waitFor();
    await screenshot(page, 'files-meta-templates');
    const text = await list.innerText();
    expect(text).toContain('Sheet number');
    expect(text).toContain('Number');
    expect(text).toContain('MEP');
    await page.click('.ant-modal-footer button:has-text("Close")');
    await page.waitForSelector('[data-testid=templates-table]', { state: 'detached' });
  });

  it("sets values on a file; a wrong number shows the server's message first", async () => {
    await row('01 Architecture').locator('[data-testid=file-name]').click();
    await row('Site plan.pdf').waitFor();
    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=meta-empty]').waitFor();
    await drawer.locator('[data-testid=meta-add]').click();
    await choose(drawer.locator('[data-testid=meta-template]'), 'Drawing register');
    const form = drawer.locator('[data-testid=meta-form]');
    await form.locator('.ant-form-item:has-text("Sheet number") input').fill('A-001');
    await form.locator('.ant-form-item:has-text("Revision") input').fill('three');
    // The required select is checked before sending.
    await drawer.locator('[data-testid=meta-save]').click();
    await form.locator('text=Please fill in "Discipline"').waitFor();
    await choose(form.locator('.ant-form-item:has-text("Discipline") .ant-select'), 'Architecture');
    await drawer.locator('[data-testid=meta-save]').click();
    await drawer.locator('[data-testid=meta-error]:has-text(\'"Revision" must be a number\')').waitFor();
    await screenshot(page, 'files-meta-wrong-number');
    await form.locator('.ant-form-item:has-text("Revision") input').fill('2');
    await drawer.locator('[data-testid=meta-save]').click();
    await page.waitForSelector('text=Metadata saved');
    const values = drawer.locator('[data-testid=meta-values]');
    await values.waitFor();
    const shown = await values.innerText();
    for (const v of ['Drawing register', 'A-001', '2', 'Architecture']) expect(shown).toContain(v);
  });

  it('offers the values files hold as a pick list, and edits values', async () => {
    await closeDrawer();
    await openDetails('Ground floor.dxf');
    await drawer.locator('[data-testid=meta-add]').click();
    await choose(drawer.locator('[data-testid=meta-template]'), 'Drawing register');
    const sheet = drawer.locator('[data-testid=meta-form] .ant-form-item:has-text("Sheet number") input');
    await sheet.fill('a-');
    await page.locator(`${openDropdown} .ant-select-item-option:has-text("A-001")`).waitFor();
    await drawer.locator('[data-testid=meta-form] button:has-text("Cancel")').click();
    await drawer.locator('[data-testid=meta-empty]').waitFor();
    await closeDrawer();

    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=meta-edit]').click();
    const revision = drawer.locator('[data-testid=meta-form] .ant-form-item:has-text("Revision") input');
    expect(await revision.inputValue()).toBe('2');
    await revision.fill('3');
    await drawer.locator('[data-testid=meta-save]').click();
    await drawer.locator('[data-testid=meta-value][data-field=Revision]:text-is("3")').waitFor();
  });

  it('changes the template: a type change of a field in use is refused, a new date field is added', async () => {
    await closeDrawer();
    await page.click('[data-testid=meta-templates-open]');
    await page.locator('[data-testid=templates-table] tr:has-text("Drawing register") [data-testid=template-edit]').click();
    const fields = page.locator('[data-testid=template-field-row]');
    await fields.nth(2).locator('[data-testid=field-name]').waitFor();
    expect(await fields.nth(1).locator('[data-testid=field-name]').inputValue()).toBe('Revision');
    await choose(fields.nth(1).locator('[data-testid=field-type]'), 'Text');
    await page.click('[data-testid=template-save]');
    await page.locator('[data-testid=template-error]:has-text(\'The type of the field "Revision" cannot be changed\')').waitFor();
    await choose(fields.nth(1).locator('[data-testid=field-type]'), 'Number');
    await page.click('[data-testid=field-add]');
    await fields.nth(3).locator('[data-testid=field-name]').fill('Issued');
    await choose(fields.nth(3).locator('[data-testid=field-type]'), 'Date');
    await page.click('[data-testid=template-save]');
    await page.waitForSelector('text=Template saved');
    // One file uses the template now.
    await page.locator('[data-testid=templates-table] tr:has-text("Drawing register") td:nth-child(4):text-is("1")').waitFor();
    await page.click('.ant-modal-footer button:has-text("Close")');
    await page.waitForSelector('[data-testid=templates-table]', { state: 'detached' });

    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=meta-value][data-field=Issued]:text-is("-")').waitFor();
    await drawer.locator('[data-testid=meta-edit]').click();
    await pickDate(page, 'meta-input-Issued', '2026-05-04');
    await drawer.locator('[data-testid=meta-save]').click();
    await drawer.locator('[data-testid=meta-value][data-field=Issued]:text-is("2026-05-04")').waitFor();
    expect(await drawer.locator('[data-testid=meta-value][data-field="Sheet number"]').innerText()).toBe('A-001');
  });

  it('asks before removing a field that files hold values for; cancelling keeps it', async () => {
    await closeDrawer();
    await page.click('[data-testid=meta-templates-open]');
    await page.locator('[data-testid=templates-table] tr:has-text("Drawing register") [data-testid=template-edit]').click();
    const fields = page.locator('[data-testid=template-field-row]');
    await fields.nth(3).locator('[data-testid=field-name]').waitFor();
    await fields.nth(3).locator('button[aria-label="Remove the field"]').click();
    await page.click('[data-testid=template-save]');
    const ask = page.locator('.ant-modal-confirm:has-text(\'Removing the field "Issued" also deletes its values on 1 file(s)\')');
    await ask.waitFor();
    await ask.locator('.ant-modal-confirm-btns button:has-text("Cancel")').click();
    await ask.waitFor({ state: 'detached' });
    await page.click('.ant-modal-footer button:has-text("Cancel")').catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=templates-table]', { state: 'detached' });
    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=meta-value][data-field=Issued]:text-is("2026-05-04")').waitFor();
  });

  it('links files from the drawer and sees the link from the other file', async () => {
    await drawer.locator('[data-testid=related-empty]').waitFor();
    await drawer.locator('[data-testid=related-add]').click();
    const search = drawer.locator('[data-testid=related-search] input');
    await search.fill('Ground');
    await page.locator(`${openDropdown} .ant-select-item-option[title="Ground floor.dxf"]`).click();
    await search.fill('pump');
    await page.locator(`${openDropdown} .ant-select-item-option[title="Pump house.ifc"]`).click();
    await drawer.locator('[data-testid=related-add-submit]').click();
    await page.waitForSelector('text=2 file(s) linked');
    await drawer.locator('[data-testid=related-name]:text-is("Pump house.ifc")').waitFor();
    expect(await relatedNames()).toEqual(['Ground floor.dxf', 'Pump house.ifc']);
    expect(await drawer.locator('[data-testid=related-list]').innerText()).toContain('All files / 02 Structure');

    await drawerShot('files-meta-en');

    // The other file, in the same folder: the drawer closes and its row is marked.
    await drawer.locator('[data-testid=related-name]:text-is("Ground floor.dxf")').click();
    await page.waitForSelector('.ant-drawer-open', { state: 'detached' });
    await page.locator('tr.file-row-highlight:has([data-testid=file-name]:text-is("Ground floor.dxf"))').waitFor();
    await openDetails('Ground floor.dxf');
    await drawer.locator('[data-testid=related-name]:text-is("Site plan.pdf")').waitFor();
    expect(await relatedNames()).toEqual(['Site plan.pdf']);
    await drawer.locator('[data-testid=meta-empty]').waitFor();
    await closeDrawer();
  });

  it('opens a related file in another folder, and comes back', async () => {
    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=related-name]:text-is("Pump house.ifc")').click();
    await page.waitForSelector('[data-testid=breadcrumbs] >> text=02 Structure');
    await page.locator('tr.file-row-highlight:has([data-testid=file-name]:text-is("Pump house.ifc"))').waitFor();
    await openDetails('Pump house.ifc');
    await drawer.locator('[data-testid=related-name]:text-is("Site plan.pdf")').click();
    await page.waitForSelector('[data-testid=breadcrumbs] >> text=01 Architecture');
    await page.locator('tr.file-row-highlight:has([data-testid=file-name]:text-is("Site plan.pdf"))').waitFor();
  });

  it('finds the file by metadata search and opens its folder', async () => {
    await page.click('[data-testid=breadcrumbs] >> text=All files');
    await row('04 Site').waitFor();
    await page.click('[data-testid=meta-search-open]');
    const panel = page.locator('.ant-drawer-open');
    await choose(panel.locator('[data-testid=meta-search-template]'), 'Drawing register');
    const conditions = panel.locator('[data-testid=meta-condition]');
    // A wrong bound is the server's to refuse.
    await panel.locator('[data-testid=meta-condition-add]').click();
    await choose(conditions.nth(0).locator('[data-testid=meta-condition-field]'), 'Revision');
    await conditions.nth(0).locator('input[data-testid=meta-condition-from]').fill('one');
    await panel.locator('[data-testid=meta-search-submit]').click();
    await panel.locator('[data-testid=meta-search-error]:has-text(\'"Revision" must be a number\')').waitFor();
    await conditions.nth(0).locator('input[data-testid=meta-condition-from]').fill('1');
    await conditions.nth(0).locator('input[data-testid=meta-condition-to]').fill('5');
    await panel.locator('[data-testid=meta-condition-add]').click();
    await choose(conditions.nth(1).locator('[data-testid=meta-condition-field]'), 'Discipline');
    await choose(conditions.nth(1).locator('.ant-select').last(), 'Architecture');
    await panel.locator('[data-testid=meta-condition-add]').click();
    await choose(conditions.nth(2).locator('[data-testid=meta-condition-field]'), 'Sheet number');
    await conditions.nth(2).locator('input').last().fill('a-0');
    await panel.locator('[data-testid=meta-search-submit]').click();
    const results = panel.locator('[data-testid=meta-search-results]');
    await results.locator('[data-testid=meta-result-name]:text-is("Site plan.pdf")').waitFor();
    const text = await results.innerText();
    expect(text).toContain('All files / 01 Architecture');
    expect(text).toContain('A-001');
    expect(await results.locator('[data-testid=meta-result-name]').count()).toBe(1);
    await screenshot(page, 'files-meta-search');

    // A condition nothing matches.
    await conditions.nth(2).locator('input').last().fill('zzz');
    await panel.locator('[data-testid=meta-search-submit]').click();
    await results.locator('text=No files match').waitFor();
    await conditions.nth(2).locator('input').last().fill('a-0');
    await panel.locator('[data-testid=meta-search-submit]').click();
    await results.locator('[data-testid=meta-result-name]:text-is("Site plan.pdf")').click();
    await page.waitForSelector('.ant-drawer-open', { state: 'detached' });
    await page.waitForSelector('[data-testid=breadcrumbs] >> text=01 Architecture');
    await page.locator('tr.file-row-highlight:has([data-testid=file-name]:text-is("Site plan.pdf"))').waitFor();
  });

  it('shows the drawer in Japanese', async () => {
    await chooseLang(page, 'ja');
    await page.waitForSelector('[data-testid=files-title]:text-is("ドキュメント")').catch(() => undefined);
    await rowAction('Site plan.pdf', '詳細情報');
    await drawer.locator('[data-testid=meta-values]').waitFor();
    await drawer.locator('[data-testid=related-name]:text-is("Pump house.ifc")').waitFor();
    expect(await drawer.innerText()).toContain('関連ファイル');
    await drawerShot('files-meta-ja');
    await closeDrawer();
    await chooseLang(page, 'en');
  });

  it('removes a link; neither file lists it any more', async () => {
    await openDetails('Site plan.pdf');
    const item = drawer.locator('[data-testid=related-item]:has([data-testid=related-name]:text-is("Ground floor.dxf"))');
    await item.locator('[data-testid=related-remove]').click();
    await page.click('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary');
    await page.waitForSelector('text=Link removed');
    await item.waitFor({ state: 'detached' });
    expect(await relatedNames()).toEqual(['Pump house.ifc']);
    await closeDrawer();
    await openDetails('Ground floor.dxf');
    await drawer.locator('[data-testid=related-empty]').waitFor();
    await closeDrawer();
  });

  it('removes the metadata of a file', async () => {
    await openDetails('Site plan.pdf');
    await drawer.locator('[data-testid=meta-remove]').click();
    await page.click('.ant-modal-confirm-btns .ant-btn-primary');
    await page.waitForSelector('text=Metadata removed');
    await drawer.locator('[data-testid=meta-empty]').waitFor();
    await closeDrawer();
  });
});
