import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { IssueSummary, MeetingSummary } from '@trestle/shared/issue-schemas';
import { call, sessionOf, uploadFile } from './support/api';
import { inkOf } from './support/canvas';
import { screenshot } from './support/browser';
import { chooseLang, pickDate } from './support/session';
import { useStack } from './support/stack';

// Meetings end to end (docs/issues.md "Meetings"): a meeting made with a colour and a date, its
// summary written, a project PDF added as a document, an issue (made through the API) attached,
// and the meeting viewer opening that issue's drawing beside the list; then the list in Chinese.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');
const PROJECT = 'Harbour View Residences';

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let projectId = '';
let s: { token: string; enterprise: string };
let meetingId = '';

const api = <T>(url: string, body: object) => call<T>(stack.url, s, url, body);
const option = (text: string) => page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:has-text("${text}")`).first();
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const row = (code: string) => page.locator(`[data-testid=meeting-row][data-code="${code}"]`);

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  projectId = await stack.openProject(page, PROJECT);
  s = await sessionOf(page);
  const fileId = await uploadFile(stack.url, s, projectId, PDF);
  await api('/protected/issue/add', { projectId, code: 'TQ-101', description: 'Slab edge detail at grid C/4 unclear', fileId });
});

describe('meetings', () => {
  it('starts empty', async () => {
    await page.goto(`${stack.url}/#/issue/meetings?${new URLSearchParams({ projectId, projectName: PROJECT })}`);
    await page.waitForSelector('[data-testid=meetings-title]');
    await page.waitForSelector('text=No meetings yet');
  });

  it('creates a meeting with a colour and a date', async () => {
    await page.click('[data-testid=meeting-new]');
    await page.click('[data-testid=meeting-save]');
    await page.waitForSelector('[data-testid=meeting-form] >> text=Enter the meeting code');
    await page.fill('[data-testid=meeting-code]', 'CM-07');
    await page.fill('[data-testid=meeting-description]', 'Weekly coordination: structure and facade');
    await page.click('[data-testid=meeting-form] .ant-color-picker-trigger');
    // The third suggested colour (#13a8a8).
    await page.locator('.ant-color-picker-presets-color').nth(2).click();
    await page.keyboard.press('Escape');
    await pickDate(page, 'meeting-date', '2026-03-10');
    await page.click('[data-testid=meeting-save]');
    await toast('Meeting created');
    const label = row('CM-07').locator('[data-testid=meeting-label]');
    await label.waitFor();
    expect(await label.getAttribute('data-color')).toBe('#13a8a8');
    expect(await row('CM-07').innerText()).toContain('2026-03-10');
    const list = await api<{ list: MeetingSummary[] }>('/protected/meeting/list', { projectId });
    const m = list.list.find((x) => x.code === 'CM-07')!;
    expect(m).toMatchObject({ labelColor: '#13a8a8', meetingDate: '2026-03-10', description: 'Weekly coordination: structure and facade' });
    meetingId = m.id;
  });

  it('writes the summary in the drawer', async () => {
    await row('CM-07').click();
    await page.waitForSelector('[data-testid=meeting-drawer] [data-testid=meeting-summary]');
    await page.fill('[data-testid=meeting-summary]', 'Agreed: facade mock-up on level 3 by 20 March.');
    await page.click('[data-testid=meeting-summary-save]');
    await toast('saved');
    const m = await api<MeetingSummary>('/protected/meeting/get', { projectId, meetingId });
    expect(m.summary).toBe('Agreed: facade mock-up on level 3 by 20 March.');
  });

  it('adds a project file as a document', async () => {
    await page.click('[data-testid=meeting-add-documents]');
    await page.click('[data-testid=meeting-pick-files]');
    await page.keyboard.type('first-floor');
    await option('first-floor-plan.pdf').click();
    await page.keyboard.press('Escape');
    await page.click('[data-testid=meeting-documents-ok]');
    await page.waitForSelector('[data-testid=meeting-document][data-name="first-floor-plan.pdf"]');
    const m = await api<MeetingSummary>('/protected/meeting/get', { projectId, meetingId });
    expect(m.documents.map((d) => d.name)).toEqual(['first-floor-plan.pdf']);
  });

  it('attaches an issue made through the API', async () => {
    await page.click('[data-testid=meeting-attach-issues]');
    await page.click('[data-testid=meeting-pick-issues]');
    await page.keyboard.type('TQ-101');
    await option('TQ-101').click();
    await page.keyboard.press('Escape');
    await page.click('[data-testid=meeting-issues-ok]');
    const item = page.locator('[data-testid=meeting-issue][data-code="TQ-101"]');
    await item.waitFor();
    expect(await item.locator('[data-testid=issue-status]').getAttribute('data-status')).toBe('pending');
    const issues = await api<{ list: IssueSummary[] }>('/protected/issue/list', { projectId, meetingId });
    expect(issues.list.map((i) => i.code)).toEqual(['TQ-101']);
    await page.locator('.ant-modal-wrap').first().waitFor({ state: 'hidden' });
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'meetings-drawer');
  });

  it('opens the meeting viewer: the issue opens its drawing beside the list', async () => {
    await page.click('[data-testid=open-meeting-viewer]');
    await page.waitForSelector('[data-testid=meeting-viewer]');
    expect(page.url()).toContain(`meetingId=${meetingId}`);
    await page.waitForSelector('[data-testid=viewer-choose]');
    await page.click('[data-testid=viewer-issue][data-code="TQ-101"]');
    await page.waitForSelector('[data-testid=meeting-viewer] [data-testid=viewer2d]');
    await page.waitForSelector('[data-testid=meeting-viewer] [data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
    await page.locator('[data-testid=viewer2d-loading]').waitFor({ state: 'detached' });
    expect(await page.innerText('[data-testid=viewer2d-name]')).toBe('first-floor-plan.pdf');
    // The drawing is really drawn in the embedded viewer, not just a blank page.
    await page.waitForSelector('[data-testid=meeting-viewer] [data-testid=pdf-page][data-page="1"][data-rendered="1"] canvas');
    expect(await inkOf(page, '[data-testid=meeting-viewer] [data-testid=pdf-page][data-page="1"] canvas')).toBeGreaterThan(500);
    expect(await page.locator('[data-testid=viewer2d-error]').count()).toBe(0);
    // Embedded, the drawing has no way back to the files and no second language menu.
    expect(await page.locator('[data-testid=meeting-viewer] [data-testid=viewer2d-back]').count()).toBe(0);
    await screenshot(page, 'meetings-viewer');
  });

  it('counts the issue and the document in the list, in Chinese', async () => {
    await page.goto(`${stack.url}/#/issue/meetings?${new URLSearchParams({ projectId, projectName: PROJECT })}`);
    await row('CM-07').waitFor();
    expect(await row('CM-07').locator('[data-testid=meeting-issue-count]').innerText()).toBe('1');
    expect(await row('CM-07').locator('[data-testid=meeting-doc-count]').innerText()).toBe('1');
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=meetings-title]:text-is("会议")');
    await page.waitForSelector('text=新建会议');
    await page.mouse.move(600, 600);
    await page.locator('[data-testid=lang-zh]').waitFor({ state: 'hidden' });
    await screenshot(page, 'meetings-zh');
    await chooseLang(page, 'en');
  });

  it("shows a member the admin's meeting without the actions their role lacks", async () => {
    // The member role may create meetings but not edit, delete or write the minutes of others'.
    const member = await stack.signedIn('member');
    await member.goto(`${stack.url}/#/issue/meetings?${new URLSearchParams({ projectId, projectName: PROJECT })}`);
    const r = member.locator('[data-testid=meeting-row][data-code="CM-07"]');
    await r.waitFor();
    await member.waitForSelector('[data-testid=meeting-new]');
    expect(await r.locator('[data-testid=meeting-edit], [data-testid=meeting-delete]').count()).toBe(0);
    await r.click();
    await member.waitForSelector('[data-testid=meeting-document]');
    // The meeting's content is there to read.
    await member.waitForSelector('[data-testid=meeting-issue][data-code="TQ-101"]');
    expect(await member.locator('[data-testid=meeting-summary]').getAttribute('readonly')).not.toBeNull();
    expect(
      await member
        .locator(
          '[data-testid=meeting-summary-save], [data-testid=meeting-add-documents], [data-testid=meeting-attach-issues], [data-testid=meeting-document-remove], [data-testid=meeting-issue-detach]',
        )
        .count(),
    ).toBe(0);
    await member.close();
  });
});
