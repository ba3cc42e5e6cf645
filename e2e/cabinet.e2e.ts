import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, screenshot } from './support/browser';
import { chooseLang, pickDate, signIn } from './support/session';

// Drawing cabinets end to end (spec 2 §2, §4, §6): cabinets and sub-cabinets, drawings added from
// the file manager and sorted by display date, edit / move / remove, and /401 without allow.

let server: RunningServer;
let browser: Browser;
let page: Page;
let projectId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, server.url, 'padmin', 'Padmin#2026');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const fileRow = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const drawingRow = (name: string) => page.locator(`[data-testid=drawing-table] tr.ant-table-row:has([data-testid=drawing-name]:text-is("${name}"))`);
const drawingNames = async () => page.locator('[data-testid=drawing-table] [data-testid=drawing-name]').allInnerTexts();
const node = (name: string) => page.locator(`[data-testid=cabinet-tree] [data-testid=cabinet-node]:has(span:text-is("${name}"))`);
const okIn = (testId: string) => page.click(`.ant-modal:has([data-testid=${testId}]) .ant-modal-footer .ant-btn-primary`);

async function newCabinet(name: string, parent?: string) {
  if (parent) {
    await node(parent).locator('[data-testid=cabinet-actions]').click();
    await page.click('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("New sub-cabinet")');
  } else {
    await page.click('[data-testid=cabinet-new]');
  }
  await page.fill('[data-testid=cabinet-name]', name);
  await okIn('cabinet-name');
  await node(name).waitFor();
}

async function addToCabinet(cabinet: string, date?: string) {
  await page.waitForSelector('[data-testid=cabinet-picker]');
  await page.click(`[data-testid=cabinet-picker] .ant-tree-title:text-is("${cabinet}")`);
  if (date) {
    await pickDate(page, 'cabinet-display-date', date);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)', { state: 'detached' }).catch(() => undefined);
  }
  await okIn('cabinet-picker');
  await page.waitForSelector('text=/\\d+ added/');
}

describe('drawing cabinets', () => {
  it('creates a cabinet and a sub-cabinet from the project home', async () => {
    await page.click('text=Harbour View Residences');
    projectId = page.url().split('/project_index/')[1];
    await page.click('[data-testid=project-apps] >> text=Drawing cabinet');
    await page.waitForSelector('[data-testid=cabinet-title]');
    await newCabinet('Issued drawings');
    await newCabinet('Architecture', 'Issued drawings');
    expect(page.url()).toContain('cabinetName=Architecture');
    expect(page.url()).toContain(`projectId=${projectId}`);
  });

  it('adds two drawings from the file manager', async () => {
    await page.goto(`${server.url}/#/project-files?projectId=${projectId}`);
    await fileRow('01 Architecture').locator('[data-testid=file-name]').click();
    await fileRow('Site plan.pdf').locator('[data-testid=row-actions]').click();
    await page.click('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text("Add to cabinet")');
    await addToCabinet('Issued drawings', '2026-01-15');
    await fileRow('Ground floor.dxf').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=bulk-cabinet]');
    await addToCabinet('Issued drawings');
  });

  it('lists them by display date, newest first; edits a date, moves one and removes one', async () => {
    await page.goto(`${server.url}/#/cabinet?projectId=${projectId}`);
    await node('Issued drawings').click();
    await drawingRow('Site plan.pdf').waitFor();
    expect(await drawingNames()).toEqual(['Ground floor.dxf', 'Site plan.pdf']);
    expect(await drawingRow('Site plan.pdf').locator('[data-testid=drawing-date]').innerText()).toBe('2026-01-15');
    await screenshot(page, 'cabinet-en');

    await drawingRow('Site plan.pdf').locator('[data-testid=drawing-edit]').click();
    await pickDate(page, 'drawing-date-input', '2027-02-01');
    await page.click('.ant-modal:has([data-testid=drawing-date-input]) .ant-modal-footer .ant-btn-primary');
    await page.waitForFunction(() => document.querySelector('[data-testid=drawing-table] [data-testid=drawing-name]')?.textContent === 'Site plan.pdf');
    expect(await drawingNames()).toEqual(['Site plan.pdf', 'Ground floor.dxf']);

    await drawingRow('Ground floor.dxf').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=drawings-move]');
    await page.click('[data-testid=cabinet-picker] .ant-tree-title:text-is("Architecture")');
    await okIn('cabinet-picker');
    await page.waitForSelector('text=Moved');
    await drawingRow('Ground floor.dxf').waitFor({ state: 'detached' });
    await node('Architecture').click();
    await drawingRow('Ground floor.dxf').waitFor();
    await drawingRow('Ground floor.dxf').locator('text=Remove').click();
    await page.click('.ant-modal-confirm .ant-btn-primary');
    await page.waitForSelector('text=No drawings in this cabinet');

    await chooseLang(page, 'ja');
    await node('Issued drawings').click();
    await page.waitForSelector('text=表示日');
    await drawingRow('Site plan.pdf').waitFor();
    await page.waitForSelector('[data-testid=drawing-table] .ant-spin-spinning', { state: 'detached' });
    await screenshot(page, 'cabinet-ja');
    await chooseLang(page, 'en');
  });

  it('a member whose role lacks cabinet access lands on /401', async () => {
    const status = await page.evaluate(async (pid) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` };
      const roles = await (await fetch('/protected/project/get-project-roles', { method: 'POST', headers, body: JSON.stringify({ projectId: pid }) })).json();
      const member = roles.data.find((r: { builtIn: string }) => r.builtIn === 'project_member');
      const r = await fetch('/protected/project/update-project-role-permission', { method: 'POST', headers, body: JSON.stringify({ projectId: pid, roleId: member.id, permissions: [{ module: 'cabinet', action: 'allow', allowed: false }] }) });
      return (await r.json()).success;
    }, projectId);
    expect(status).toBe(true);
    const m = await (await browser.newContext()).newPage();
    await signIn(m, server.url, 'member', 'Member#2026');
    await m.goto(`${server.url}/#/cabinet?projectId=${projectId}`);
    await m.waitForURL(/#\/401/);
    await m.close();
  });
});
