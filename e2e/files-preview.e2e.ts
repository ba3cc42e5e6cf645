import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';

// Office and text documents open in a preview the server converts (/account/file-conver),
// here on the demo project's own documents.

const stack = useStack();
let page: Page;

beforeAll(async () => {
  page = await stack.signedIn('member');
  await stack.openProject(page);
  await page.click('[data-testid=project-documents]');
  await page.waitForSelector('[data-testid=file-table]');
});

const openFolder = async (name: string) => {
  await page.click(`[data-testid=file-table] [data-testid=file-name]:text-is("${name}")`);
  await page.waitForSelector(`[data-testid=breadcrumbs] >> text=${name}`);
};

describe('document preview', () => {
  it('shows a CSV schedule as a sheet', async () => {
    await openFolder('03 MEP');
    await page.click('[data-testid=file-name]:text-is("Door schedule.csv")');
    await page.waitForSelector('[data-testid=doc-table] >> text=D-003');
    expect(await page.innerText('[data-testid=doc-table]')).toContain('Pump room');
    await screenshot(page, 'doc-preview-sheet');
    await page.click('.ant-modal-close');
    await page.waitForSelector('[data-testid=doc-preview]', { state: 'detached' });
  });
  it('shows meeting minutes as text', async () => {
    await page.click('[data-testid=breadcrumbs] >> text=All files');
    await openFolder('04 Site');
    await page.click('[data-testid=file-name]:text-is("Kick-off minutes.txt")');
    const text = page.locator('[data-testid=doc-text]');
    await text.waitFor();
    expect(await text.innerText()).toContain('Programme: foundations start in week 6.');
    await page.click('.ant-modal-close');
    await page.waitForSelector('[data-testid=doc-preview]', { state: 'detached' });
  });
});
