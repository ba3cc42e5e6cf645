import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { pickDate } from './support/session';
import { chooseOption } from './support/select';
import { useStack } from './support/stack';

// Project types with custom fields (docs/custom-fields.md): an enterprise manager defines a type
// with a required drop-down, creates a project of it (refused first with the field empty) and
// filters the project list by the field.

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
