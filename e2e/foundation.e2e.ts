import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { chooseLang, pickDate, signIn, DEMO_PASSWORDS } from './support/session';
import { useStack } from './support/stack';
import { chooseOption } from './support/select';

const stack = useStack({ viewport: { width: 1280, height: 860 } });
let page: Page;

beforeAll(async () => {
  page = await stack.page();
});

describe('foundation: sign in, projects, languages, sign out', () => {
  it("shows the server's message for a wrong password", async () => {
    await page.goto(`${stack.url}/#/login`);
    await page.fill('[data-testid=login-name]', 'padmin');
    await page.fill('[data-testid=login-password]', 'wrong-password');
    await page.click('[data-testid=login-submit]');
    const error = page.locator('[data-testid=login-error]');
    await error.waitFor();
    expect(await error.innerText()).toContain('Incorrect login name or password');
  });

  it('signs in and lists the seeded projects', async () => {
    await signIn(page, stack.url, 'padmin');
    await page.waitForSelector('text=Harbour View Residences');
    const rows = await page.locator('[data-testid=project-table] tbody tr').allInnerTexts();
    expect(rows.join('\n')).toContain('Riverside Office Tower');
    expect(await page.innerText('[data-testid=user-name]')).toContain('Paul Admin');
    await screenshot(page, 'project-list');
  });

  it('creates a project, refused first for an end date before the start', async () => {
    await page.click('[data-testid=create-project]');
    await page.fill('[data-testid=project-name]', 'Elbe Bridge Renovation');
    await page.fill('[data-testid=project-area]', 'Hamburg');
    await page.fill('[data-testid=project-address]', 'Elbbrücken 1');
    await chooseOption(page, 'project-type', 'Infrastructure');
    await pickDate(page, 'project-start', '2027-05-01');
    await pickDate(page, 'project-end', '2027-01-01');
    await page.click('[data-testid=project-submit]');
    await page.waitForSelector('text=The end date cannot be earlier than the start date');
    await screenshot(page, 'project-form-error');
    await pickDate(page, 'project-end', '2028-01-01');
    await page.click('[data-testid=project-submit]');
    await page.waitForSelector('[data-testid=project-title]');
    expect(await page.innerText('[data-testid=project-title]')).toBe('Elbe Bridge Renovation');
    await page.goto(`${stack.url}/#/project_list`);
    await page.waitForSelector('text=Elbe Bridge Renovation');
    expect(await page.locator('[data-testid=project-table] >> text=Elbe Bridge Renovation').count()).toBe(1);
  });

  it('switches to Chinese and Japanese and back, saving the choice', async () => {
    await chooseLang(page, 'zh');
    await page.waitForSelector('text=项目列表');
    await screenshot(page, 'project-list-zh');
    await chooseLang(page, 'ja');
    await page.waitForSelector('text=プロジェクト一覧');
    await screenshot(page, 'project-list-ja');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    await chooseLang(page, 'en');
    await page.waitForSelector('text=Projects');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  it('signs out: the token dies on the server and only the survivors stay in storage', async () => {
    const token = await page.evaluate(() => {
      localStorage.setItem('forge_version', '3.3.6');
      localStorage.setItem('trustKey', 'tk');
      return localStorage.getItem('token');
    });
    expect(token).toBeTruthy();
    await page.click('[data-testid=settings-menu]');
    await page.click('[data-testid=logout]');
    await page.waitForSelector('[data-testid=login-name]');
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toEqual(['forge_version', 'lang', 'trustKey', 'username']);
    const r = await fetch(`${stack.url}/protected/user/get-current-user`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(403);
  });

  it('sends a signed-out visitor to sign-in and back to where they were going', async () => {
    await page.goto(`${stack.url}/#/updateLog`);
    await page.waitForSelector('[data-testid=login-name]');
    expect(page.url()).toContain('redirectUrl=%2FupdateLog');
    await page.fill('[data-testid=login-name]', 'member');
    await page.fill('[data-testid=login-password]', DEMO_PASSWORDS.member);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('text=Version 0.1.0');
  });
});
