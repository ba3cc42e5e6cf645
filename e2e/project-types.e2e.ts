import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { pickDate } from './support/session';
import { chooseOption } from './support/select';
import { useStack } from './support/stack';

// Project types with custom fields (docs/custom-fields.md): an enterprise manager defines a type
// with a required drop-down, creates a project of it (refused first with the field empty) and
// filters the project list by the field. The app store (docs/app-store.md): a system manager adds
// a web app, the enterprise manager enables it, the project's home shows it.

const stack = useStack();
let page: Page;

beforeAll(async () => {
  page = await stack.signedIn('emanager');
});

describe('project types', () => {
  it('defines a project type with a required drop-down', async () => {
    await page.goto(`${stack.url}/#/enterpriseManagement`);
    await page.click('[data-testid=open-project-types]');
    await page.waitForSelector('[data-testid=type-table] >> text=Residential');
    await page.click('[data-testid=type-new]');
    await page.fill('[data-testid=type-name]', 'Bridges');
    await page.click('[data-testid=type-add-field]');
    await page.fill('[data-testid=field-label-0]', 'Span class');
    await chooseOption(page, 'field-type-0', 'Drop-down (single)');
    await page.check('[data-testid=field-required-0]');
    // A drop-down without options is refused with the spec's rule.
    await page.click('[data-testid=type-save]');
    await page.waitForSelector('text=The drop-down field "Span class" needs at least one option');
    const options = page.locator('[data-testid=field-options-0] input');
    for (const o of ['Short', 'Medium', 'Long']) {
      await options.fill(o);
      await options.press('Enter');
    }
    await page.click('[data-testid=type-add-field]');
    await page.fill('[data-testid=field-label-1]', 'Main span (m)');
    await chooseOption(page, 'field-type-1', 'Number');
    await screenshot(page, 'project-type-dialog');
    await page.click('[data-testid=type-save]');
    await page.waitForSelector('[data-testid=type-table] >> text=Bridges');
    expect(await page.innerText('[data-testid=type-table]')).toContain('Span class · Drop-down (single) *');
    await screenshot(page, 'project-types');
  });

  it('creates a project of the type, refused first with the required field empty', async () => {
    await page.goto(`${stack.url}/#/create_project`);
    await page.fill('[data-testid=project-name]', 'Köhlbrand Crossing');
    await page.fill('[data-testid=project-area]', 'Hamburg');
    await page.fill('[data-testid=project-address]', 'Köhlbrandbrücke');
    await chooseOption(page, 'project-type', 'Bridges');
    await page.waitForSelector('[data-testid=custom-field-span_class]');
    await page.locator('[data-testid=custom-field-main_span_m]').locator('xpath=descendant-or-self::input').first().fill('325');
    await pickDate(page, 'project-start', '2027-01-01');
    await pickDate(page, 'project-end', '2030-12-31');
    await page.click('[data-testid=project-submit]');
    await page.waitForSelector('text="Span class" is required');
    await screenshot(page, 'project-form-custom-fields');
    await chooseOption(page, 'custom-field-span_class', 'Long');
    await page.click('[data-testid=project-submit]');
    await page.waitForSelector('[data-testid=project-title]');
    expect(await page.innerText('[data-testid=project-field-span_class]')).toBe('Long');
    expect(await page.innerText('[data-testid=project-field-main_span_m]')).toBe('325');
  });

  it('filters the project list by the type and the field', async () => {
    await page.goto(`${stack.url}/#/project_list`);
    await page.waitForSelector('[data-testid=project-table] >> text=Harbour View Residences');
    await chooseOption(page, 'filter-type', 'Bridges');
    await chooseOption(page, 'filter-field', 'Span class');
    await chooseOption(page, 'filter-value', 'Short');
    await page.click('[data-testid=filter-submit]');
    await page.waitForSelector('.ant-empty');
    await chooseOption(page, 'filter-value', 'Long');
    await page.click('[data-testid=filter-submit]');
    await page.waitForSelector('[data-testid=project-table] >> text=Köhlbrand Crossing');
    const rows = await page.locator('[data-testid=project-table] tbody tr').allInnerTexts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Bridges');
    expect(rows[0]).toContain('Long');
    await screenshot(page, 'project-list-by-field');
  });
});

describe('app store', () => {
  it('shows a web app the enterprise enabled on the project home, with the home choice applied', async () => {
    const sys = await stack.signedIn('sysadmin');
    await sys.goto(`${stack.url}/#/platform_management`);
    await sys.click('[data-testid=open-app-store]');
    await sys.waitForSelector('text=No web apps yet');
    await sys.click('[data-testid=website-new]');
    await sys.fill('[data-testid=website-name]', 'Site diary');
    await sys.fill('[data-testid=website-url]', 'http://diary.example.com');
    await sys.click('[data-testid=website-save]');
    await sys.waitForSelector('text=The address must be a valid https:// address');
    await sys.fill('[data-testid=website-url]', 'https://diary.example.com/app');
    const tags = sys.locator('[data-testid=website-tags] input');
    await tags.fill('records');
    await tags.press('Enter');
    await sys.click('[data-testid=website-save]');
    await sys.waitForSelector('[data-testid=website-table] >> text=Site diary');
    await sys.locator('[data-testid="website-add-tag-Site diary"]').fill('site');
    await sys.locator('[data-testid="website-add-tag-Site diary"]').press('Enter');
    await sys.waitForSelector('[data-testid=website-table] .ant-tag >> text=site');
    await screenshot(sys, 'app-store-websites');

    await page.goto(`${stack.url}/#/enterpriseManagement`);
    await page.click('[data-testid=open-enterprise-apps]');
    await page.locator('[data-testid="app-choice-Site diary"]').check();
    await page.click('[data-testid=enterprise-apps-save]');
    await page.waitForSelector('text=Saved successfully');
    await screenshot(page, 'enterprise-apps');

    await page.goto(`${stack.url}/#/project_list`);
    const projectId = await stack.openProject(page, 'Harbour View Residences');
    await page.waitForSelector('[data-testid="project-app-Site diary"]');
    await page.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await page.click('[data-testid=config-tab-home-apps]');
    await page.locator('[data-testid=app-choice-issue]').uncheck();
    await page.click('[data-testid=home-apps-save]');
    await page.waitForSelector('text=Saved successfully');
    await screenshot(page, 'project-home-apps');
    await page.goto(`${stack.url}/#/project_index/${projectId}`);
    await page.waitForSelector('[data-testid="project-app-Site diary"]');
    // The tiles of the visit before may show until the list is fetched again.
    await expect.poll(() => page.locator('[data-testid=project-app-issue]').count()).toBe(0);
    expect(await page.locator('[data-testid=project-app-dms]').count()).toBe(1);
    // The web app itself is not reached from the test machine: its address answers here.
    await page.context().route('https://diary.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Site diary</title>' }));
    const opened = page.context().waitForEvent('page');
    await page.click('[data-testid="project-app-Site diary"]');
    const tab = await opened;
    await tab.waitForURL('https://diary.example.com/app');
    await tab.close();
    await screenshot(page, 'project-home-web-app');
  });
});
