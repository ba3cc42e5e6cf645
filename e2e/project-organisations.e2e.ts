import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { canvasSteady, inkOf } from './support/canvas';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';
import { chooseOption } from './support/select';

// Project organisations beside the members (spec 3 §2 Organisation, §4 dialog) and the
// enterprise's management figures (/management_data), docs/project-organisations.md "Screens".

const stack = useStack();
let admin: Page;
let manager: Page;
const ORG = 'Harbour Steel Ltd';

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  manager = await stack.signedIn('emanager');
});

const orgRow = () => admin.locator(`[data-testid=project-orgs] tr.ant-table-row:has-text("${ORG}")`);
const toast = (p: Page, text: string) => p.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const CHARTS = ['chart-status', 'chart-staff', 'chart-storage', 'chart-weekly'];

describe('project organisations', () => {
  it('the admin creates an organisation with two members and sees it beside the members', async () => {
    const projectId = await stack.openProject(admin);
    await admin.goto(`${stack.url}/#/projectConfigration/${projectId}`);
    await admin.locator('.ant-tabs-tab', { hasText: 'Members' }).click();
    await admin.waitForSelector('text=No organisations yet');
    await admin.click('[data-testid=porg-add]');
    await admin.fill('[data-testid=porg-name]', ORG);
    await chooseOption(admin, 'porg-people', 'Paul Admin (padmin)', '.ant-modal-title');
    await chooseOption(admin, 'porg-people', 'Mia Member (member)', '.ant-modal-title');
    await admin.click('[data-testid=porg-dialog-ok]');
    await toast(admin, 'Organisation added');
    await expect.poll(() => orgRow().locator('[data-testid=porg-people-count]').innerText()).toBe('2 people');
    // each member row names its organisation
    await expect.poll(() => admin.locator(`[data-testid=member-orgs]:has-text("${ORG}")`).count()).toBe(2);
    await screenshot(admin, 'project-organisations-en');
    await chooseLang(admin, 'ja');
    await admin.waitForSelector('text=プロジェクト組織');
    await screenshot(admin, 'project-organisations-ja');
    await chooseLang(admin, 'en');
    await admin.waitForSelector('text=Project organisations');
  });

  it('is refused deleting it while it has people, removes them and deletes it', async () => {
    await orgRow().locator('[data-testid=porg-delete]').click();
    await admin.click('[data-testid=porg-dialog-ok]');
    await toast(admin, 'An organisation with people cannot be deleted');
    await admin.click('.ant-modal-footer .ant-btn:not(.ant-btn-dangerous)');
    await admin.locator('.ant-modal').waitFor({ state: 'hidden' });

    await orgRow().locator('[data-testid=porg-edit]').click();
    const people = admin.locator('[data-testid=porg-people]');
    await people.locator('.ant-select-selection-item, .ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-suffix)').first().waitFor();
    await people.click();
    await admin.keyboard.press('Backspace');
    await admin.keyboard.press('Backspace');
    await admin.click('.ant-modal-title');
    await admin.click('[data-testid=porg-dialog-ok]');
    await toast(admin, 'Organisation updated');
    await expect.poll(() => orgRow().locator('[data-testid=porg-people-count]').innerText()).toBe('0 people');
    await expect.poll(() => admin.locator('[data-testid=member-orgs]').count()).toBe(0);

    await orgRow().locator('[data-testid=porg-delete]').click();
    await admin.click('[data-testid=porg-dialog-ok]');
    await toast(admin, 'Organisation deleted');
    await admin.waitForSelector('text=No organisations yet');
  });
});

describe('management data', () => {
  async function chartsDrawn(p: Page) {
    for (const id of CHARTS) await p.locator(`[data-testid=${id}] canvas`).first().waitFor();
    for (const id of CHARTS) await canvasSteady(p, `[data-testid=${id}] canvas`);
  }

  it('the enterprise manager opens it from enterprise management and sees the charts drawn', async () => {
    await manager.goto(`${stack.url}/#/enterpriseManagement`);
    await manager.click('[data-testid=management-data-link]');
    await manager.waitForSelector('text=Projects by status');
    await chartsDrawn(manager);
    for (const id of CHARTS) expect(await inkOf(manager, `[data-testid=${id}] canvas`)).toBeGreaterThan(200);
    await screenshot(manager, 'management-data-en');
    await chooseLang(manager, 'ja');
    await manager.waitForSelector('text=ステータス別プロジェクト');
    await chartsDrawn(manager);
    await screenshot(manager, 'management-data-ja');
    await chooseLang(manager, 'en');
  });

  it('a project admin has no link to it', async () => {
    await admin.goto(`${stack.url}/#/enterpriseManagement`);
    await admin.waitForSelector('text=Enterprise information');
    expect(await admin.locator('[data-testid=management-data-link]').count()).toBe(0);
  });
});
