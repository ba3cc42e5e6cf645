import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/session';

// Office and text documents open in a preview the server converts (/account/file-conver),
// here on the demo project's own documents.

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, server.url, 'member', 'Member#2026');
  await page.click('text=Harbour View Residences');
  await page.click('[data-testid=project-documents]');
  await page.waitForSelector('[data-testid=file-table]');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
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
