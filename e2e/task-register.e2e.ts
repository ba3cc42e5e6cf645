import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang, pickDate } from './support/session';
import { useStack } from './support/stack';
import { chooseOption } from './support/select';

// The project task register end to end (spec 3 §3 Project task, §4 journal, §5 estimates):
// categories, rows with estimates and their computed end dates, an overrun row, status and
// worker changes seen in the journal, a category in use refused, filters.

const stack = useStack();
let page: Page;
let projectId = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin');
});

const row = (name: string) => page.locator(`[data-testid=register-table] tr.ant-table-row:has([data-testid=register-row-name]:text-is("${name}"))`);
/** antd puts the test id on the number input itself or on its wrapper, depending on the version. */
const ACTUAL = 'input[data-testid=register-form-actual], [data-testid=register-form-actual] input';
const names = async () => page.locator('[data-testid=register-table] [data-testid=register-row-name]').allInnerTexts();
const choose = (testId: string, text: string, closeOn?: string) => chooseOption(page, testId, text, closeOn);
async function toast(text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
async function rowAction(name: string, action: string) {
  await row(name).locator('[data-testid=register-row-menu]').click();
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=${action}]`).click();
}

describe('project task register', () => {
  it('opens from the project home, empty at first', async () => {
    projectId = await stack.openProject(page);
    await page.click('[data-testid=project-apps] >> text=Task register');
    await page.waitForSelector('[data-testid=register-title]');
    expect(page.url()).toContain(`projectId=${projectId}`);
    await page.waitForSelector('text=No tasks yet. Add the first one.');
  });

  it('manages categories: adds two and renames one', async () => {
    await page.click('[data-testid=register-categories]');
    for (const name of ['Concrete', 'Facade']) {
      await page.fill('[data-testid=register-category-name]', name);
      await page.click('[data-testid=register-category-add]');
      await page.waitForSelector(`[data-testid=register-category-label]:text-is("${name}")`);
    }
    await page.locator('[data-testid=register-category-item]:has-text("Facade") [data-testid=register-category-rename]').click();
    await page.fill('[data-testid=register-category-rename-input]', 'Envelope');
    await page.click('[data-testid=register-category-rename-ok]');
    await page.waitForSelector('[data-testid=register-category-label]:text-is("Envelope")');
    expect(await page.locator('[data-testid=register-category-label]').allInnerTexts()).toEqual(['Concrete', 'Envelope']);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=register-category-list]').waitFor({ state: 'detached' });
  });

  it('adds rows: the estimate is checked as typed and the end date computed', async () => {
    await page.click('[data-testid=register-add]');
    await page.click('[data-testid=register-form-ok]');
    await page.waitForSelector('[data-testid=register-form] >> text=Please enter the task name');
    await page.fill('[data-testid=register-form-name]', 'Pour slab L3');
    await choose('register-form-category', 'Concrete');
    await pickDate(page, 'register-form-start', '2026-03-02');
    await page.fill('[data-testid=register-form-estimate]', '3x');
    await page.waitForSelector('[data-testid=register-form] >> text=/must look like 3w, 4d, 12h or 3d8h/');
    await page.fill('[data-testid=register-form-estimate]', '3d8h');
    await page.waitForSelector('[data-testid=register-form-end]:text-is("Ends 2026-03-06 (32 hours)")');
    await page.fill(ACTUAL, '10');
    await choose('register-form-worker', 'Mia Member');
    await screenshot(page, 'projecttask-form-en');
    await page.click('[data-testid=register-form-ok]');
    await toast('Task added');
    await row('Pour slab L3').waitFor();
    expect(await row('Pour slab L3').locator('[data-testid=register-row-end]').innerText()).toBe('2026-03-06');
    expect(await row('Pour slab L3').locator('[data-testid=register-row-worker]').innerText()).toBe('Mia Member');
    expect(await row('Pour slab L3').locator('[data-testid=register-row-status]').innerText()).toBe('Start');

    await page.click('[data-testid=register-add]');
    await page.fill('[data-testid=register-form-name]', 'Curtain wall L2');
    await choose('register-form-category', 'Envelope');
    await pickDate(page, 'register-form-start', '2026-03-09');
    await page.fill('[data-testid=register-form-estimate]', '12h');
    await page.waitForSelector('[data-testid=register-form-end]:text-is("Ends 2026-03-11 (12 hours)")');
    await page.fill(ACTUAL, '14');
    await page.click('[data-testid=register-form-ok]');
    await toast('Task added');
    await row('Curtain wall L2').waitFor();
    // 14 h booked on a 12 h estimate: the row is marked.
    expect(await row('Curtain wall L2').getAttribute('data-overrun')).toBe('true');
    expect(await row('Curtain wall L2').locator('[data-testid=register-row-overrun]').innerText()).toContain('Over by 2 h');
    expect(await row('Pour slab L3').getAttribute('data-overrun')).toBe('false');
  });

  it('marks an overrun by editing the actual hours', async () => {
    await rowAction('Pour slab L3', 'register-row-edit');
    await page.fill(ACTUAL, '40');
    await page.click('[data-testid=register-form-ok]');
    await toast('Task saved');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=register-table] tr[data-overrun=true]')].some((r) => r.textContent?.includes('Pour slab L3')),
    );
    expect(await row('Pour slab L3').locator('[data-testid=register-row-overrun]').innerText()).toContain('Over by 8 h');
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'projecttask-en');
  });

  it('changes status and worker with notes, and shows both in the journal, newest first', async () => {
    await rowAction('Pour slab L3', 'register-row-set-status');
    await choose('register-change-status', 'Implement');
    await page.fill('[data-testid=register-change-note]', 'Crew on site');
    await page.click('[data-testid=register-change-ok]');
    await toast('Status changed');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=register-table] tr')].some(
        (r) => r.textContent?.includes('Pour slab L3') && r.textContent.includes('Implement'),
      ),
    );

    await rowAction('Pour slab L3', 'register-row-set-worker');
    await choose('register-change-worker', 'Paul Admin');
    await page.fill('[data-testid=register-change-note]', 'Mia is on leave');
    await page.click('[data-testid=register-change-ok]');
    await toast('Worker changed');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=register-table] tr')].some(
        (r) => r.textContent?.includes('Pour slab L3') && r.textContent.includes('Paul Admin'),
      ),
    );

    await row('Pour slab L3').locator('[data-testid=register-row-journal]').click();
    const entries = page.locator('[data-testid=register-journal-entry]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-journal-entry]').length === 3);
    const texts = await entries.allInnerTexts();
    expect(texts[0]).toContain('Worker changed');
    expect(texts[0]).toContain('Implement');
    expect(texts[0]).toContain('Worker: Paul Admin');
    expect(texts[0]).toContain('Mia is on leave');
    expect(texts[1]).toContain('Status changed');
    expect(texts[1]).toContain('Implement');
    expect(texts[1]).toContain('Worker: Mia Member');
    expect(texts[1]).toContain('Crew on site');
    expect(texts[2]).toContain('Created');
    expect(texts[2]).toContain('Start');
    for (const t of texts) expect(t).toContain('Paul Admin ·');
    await screenshot(page, 'projecttask-journal-en');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=register-journal]').waitFor({ state: 'detached' });
  });

  it('refuses to delete a category in use, and deletes an unused one', async () => {
    await page.click('[data-testid=register-categories]');
    await page.waitForSelector('[data-testid=register-category-item]:has-text("Concrete"):has-text("1 tasks")');
    await page.fill('[data-testid=register-category-name]', 'Spare');
    await page.click('[data-testid=register-category-add]');
    await page.waitForSelector('[data-testid=register-category-label]:text-is("Spare")');
    await page.locator('[data-testid=register-category-item]:has-text("Concrete") [data-testid=register-category-delete]').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden) [data-testid=register-category-delete-ok]').click();
    await toast('The category "Concrete" is used by 1 task(s); move them to another category first');
    // The refused confirmation closes with an animation; the next one must be the only one open.
    await page.locator('.ant-popover:not(.ant-popover-hidden)').waitFor({ state: 'detached' });
    await page.locator('[data-testid=register-category-item]:has-text("Spare") [data-testid=register-category-delete]').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden) [data-testid=register-category-delete-ok]').click();
    await toast('Category deleted');
    await page.waitForSelector('[data-testid=register-category-label]:text-is("Spare")', { state: 'detached' });
    expect(await page.locator('[data-testid=register-category-label]').allInnerTexts()).toEqual(['Concrete', 'Envelope']);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=register-category-list]').waitFor({ state: 'detached' });
  });

  it('filters by status, category and name', async () => {
    await choose('register-filter-status', 'Implement', '[data-testid=register-title]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-table] [data-testid=register-row-name]').length === 1);
    expect(await names()).toEqual(['Pour slab L3']);
    await page.click('[data-testid=register-filter-reset]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-table] [data-testid=register-row-name]').length === 2);

    await choose('register-filter-category', 'Envelope', '[data-testid=register-title]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-table] [data-testid=register-row-name]').length === 1);
    expect(await names()).toEqual(['Curtain wall L2']);
    await page.click('[data-testid=register-filter-reset]');

    await page.fill('[data-testid=register-filter-name] input', '  slab ');
    await page.press('[data-testid=register-filter-name] input', 'Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-table] [data-testid=register-row-name]').length === 1);
    expect(await names()).toEqual(['Pour slab L3']);
    await page.fill('[data-testid=register-filter-name] input', 'no such task');
    await page.press('[data-testid=register-filter-name] input', 'Enter');
    await page.waitForSelector('text=No task matches these filters.');
    await page.click('[data-testid=register-filter-reset]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=register-table] [data-testid=register-row-name]').length === 2);
  });

  it('shows the register in Chinese and Japanese', async () => {
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=register-title]:text-is("任务登记")');
    expect(await row('Pour slab L3').locator('[data-testid=register-row-status]').innerText()).toBe('实施');
    await page.mouse.move(0, 0);
    await screenshot(page, 'projecttask-zh');
    await chooseLang(page, 'ja');
    await page.waitForSelector('[data-testid=register-title]:text-is("タスク台帳")');
    await chooseLang(page, 'en');
  });
});
