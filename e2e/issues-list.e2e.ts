import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, sessionOf, uploadFile } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang, pickDate } from './support/session';
import { useStack } from './support/stack';
import { chooseOption, OPEN_SELECT_LIST } from './support/select';

// The issue management screens (spec 3 §2 Issues; docs/issues.md): an issue raised through the
// form with a leader, an approver, cc, a drawing + annotation reference and a meeting; seen in
// the list; filtered by status and importance; edited; exported as Excel and PDF; deleted; the
// "Issue tasks" tab opening a generated task; "my issues" across projects; the page in Chinese.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let projectId = '';
let session: { token: string; enterprise: string };
let people: { id: string; name: string; loginName: string }[] = [];

const OPEN_DROPDOWN = OPEN_SELECT_LIST;
const option = (text: string) => page.locator(`${OPEN_DROPDOWN} .ant-select-item-option[title="${text}"]`).first();
/** Waits until no select dropdown is open or closing, so the next one's options are the only ones. */
const dropdownsClosed = () => expect.poll(() => page.locator(OPEN_DROPDOWN).count()).toBe(0);
const choose = (testId: string, text: string, closeOn?: string) => chooseOption(page, testId, text, closeOn);
const row = (code: string) => page.locator(`[data-testid=issue-table] tr[data-code="${code}"]`);
const codes = () => page.locator('[data-testid=issue-table] [data-testid=issue-code]').allInnerTexts();
async function toast(text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
/** antd puts the test id on the search box's wrapper or on its input, depending on the version. */
const SEARCH = 'input[data-testid=issue-filter-search], [data-testid=issue-filter-search] input';
async function search(text: string) {
  await page.fill(SEARCH, text);
  await page.press(SEARCH, 'Enter');
}
/** Waits until the element's box stops moving (a dialog's zoom-in is over). */
async function standsStill(selector: string) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await page.locator(selector).first().boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 150 },
    )
    .toBe(true);
}
/** Waits until the table shows exactly these codes (in any order). */
async function expectCodes(expected: string[]) {
  await expect.poll(async () => (await codes()).sort(), { timeout: 10_000 }).toEqual([...expected].sort());
}

beforeAll(async () => {
  page = await stack.signedIn('padmin', { acceptDownloads: true });
  projectId = await stack.openProject(page);
  session = await sessionOf(page);
  const fileId = await uploadFile(stack.url, session, projectId, PDF);
  await call(stack.url, session, '/annotations/add', {
    projectId,
    projectFileId: fileId,
    name: 'Stair core clash',
    type: 'other',
    viewpoint: { view2d: { page: 1, zoom: 1, x: 0, y: 0 } },
  });
  await call(stack.url, session, '/protected/meeting/add', {
    projectId,
    code: 'DCM-07',
    description: 'Design coordination',
    labelColor: '#c0392b',
    meetingDate: '2026-03-10',
  });
  const r = await fetch(`${stack.url}/protected/problem/get-problem-users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ projectId }),
  });
  people = ((await r.json()) as { allUsers: typeof people }).allUsers;
});

describe('issue management', () => {
  it('opens from the project home tile with the demo issues; a search matching nothing says so', async () => {
    await page.click('[data-testid=project-app-issue]');
    await page.waitForSelector('[data-testid=issue-title]');
    expect(page.url()).toContain(`projectId=${projectId}`);
    await row('TQ-001').waitFor();
    await search('no such issue');
    await page.waitForSelector('[data-testid=issue-table] >> text=No issues match the filters.');
    await page.click('[data-testid=issue-filter-reset]');
    await row('TQ-001').waitFor();
  });

  it('raises an issue with leader, approver, cc, a drawing reference and a meeting', async () => {
    expect(people.map((p) => p.name)).toEqual(expect.arrayContaining(['Paul Admin', 'Mia Member']));
    await page.click('[data-testid=issue-add]');
    await page.click('[data-testid=issue-form-ok]');
    await page.waitForSelector('[data-testid=issue-form] >> text=Please enter the issue code');
    await page.fill('[data-testid=issue-form-code]', 'TQ-101');
    await page.fill('[data-testid=issue-form-description]', 'Stair core wall clashes with the duct riser');
    await choose('issue-form-importance', 'Urgent');
    await choose('issue-form-leader', 'Mia Member');
    await choose('issue-form-approver', 'Mia Member');
    await page.waitForSelector('[data-testid=issue-form] >> text=The leader and the approver cannot be the same person');
    await choose('issue-form-approver', 'Paul Admin');
    await page.locator('[data-testid=issue-form] >> text=The leader and the approver cannot be the same person').waitFor({ state: 'detached' });
    await choose('issue-form-cc', 'Paul Admin', '.ant-modal-title');
    await page.click('[data-testid=issue-form-file]');
    await page.keyboard.type('first-floor');
    await option('first-floor-plan.pdf').click();
    await dropdownsClosed();
    await choose('issue-form-annotation', 'Stair core clash');
    await page.fill('[data-testid=issue-form-axis]', 'C/4');
    await page.fill('[data-testid=issue-form-specialty]', 'MEP');
    await choose('issue-form-meeting', 'DCM-07');
    await pickDate(page, 'issue-form-due', '2026-04-30');
    await page.click('[data-testid=issue-form-ok]');
    await toast('Issue created');
    const r = row('TQ-101');
    await r.waitFor();
    expect(await r.locator('[data-testid=issue-leader]').innerText()).toBe('Mia Member');
    expect(await r.locator('[data-testid=issue-importance]').getAttribute('data-importance')).toBe('urgent');
    expect(await r.locator('[data-testid=issue-meeting]').innerText()).toBe('DCM-07');
    expect(await r.locator('[data-testid=issue-reference]').innerText()).toContain('first-floor-plan.pdf; Stair core clash');
    expect(await r.locator('[data-testid=issue-cc]').getAttribute('data-count')).toBe('1');
    expect(await r.innerText()).toContain('2026-04-30');
  });

  it('refuses a duplicate code with the server message in the form', async () => {
    await page.click('[data-testid=issue-add]');
    await page.fill('[data-testid=issue-form-code]', 'TQ-101');
    await page.click('[data-testid=issue-form-ok]');
    await page.waitForSelector('[data-testid=issue-form-error] >> text=/already exists/');
    await page.fill('[data-testid=issue-form-code]', 'TQ-102');
    await page.click('[data-testid=issue-form-ok]');
    await toast('Issue created');
    await row('TQ-102').waitFor();
  });

  it('filters by status and by importance', async () => {
    const tq102 = (await call<{ list: { id: string; code: string }[] }>(stack.url, session, '/protected/issue/list', { projectId, search: 'TQ-102' })).list[0];
    await call(stack.url, session, '/protected/issue/change-status', { projectId, issueId: tq102.id, status: 'closed' });
    await page.reload();
    // The search keeps the demo issues (TQ-001…) out of the way.
    await search('TQ-1');
    await expectCodes(['TQ-101', 'TQ-102']);
    await choose('issue-filter-status', 'Closed', '[data-testid=issue-title]');
    await expectCodes(['TQ-102']);
    await page.click('[data-testid=issue-filter-reset]');
    await row('TQ-001').waitFor();
    await search('TQ-1');
    await choose('issue-filter-importance', 'Urgent', '[data-testid=issue-title]');
    await expectCodes(['TQ-101']);
    await page.click('[data-testid=issue-filter-reset]');
    await row('TQ-102').waitFor();
  });

  it('edits an issue', async () => {
    await row('TQ-101').locator('[data-testid=issue-row-edit]').click();
    await expect.poll(() => page.inputValue('[data-testid=issue-form-code]')).toBe('TQ-101');
    await choose('issue-form-importance', 'Very urgent');
    await page.fill('[data-testid=issue-form-description]', 'Stair core wall clashes with duct riser R2');
    await page.click('[data-testid=issue-form-ok]');
    await toast('Issue saved');
    await expect.poll(() => row('TQ-101').locator('[data-testid=issue-importance]').getAttribute('data-importance')).toBe('very_urgent');
    expect(await row('TQ-101').innerText()).toContain('duct riser R2');
    // The reference and the meeting survived the edit.
    expect(await row('TQ-101').locator('[data-testid=issue-reference]').innerText()).toContain('Stair core clash');
  });

  it('exports the list as Excel and PDF', async () => {
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=issue-export-xlsx]')]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=issue-export-pdf]')]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  it('opens an issue from its row', async () => {
    await row('TQ-101').locator('[data-testid=issue-code]').click();
    await expect.poll(() => page.url()).toContain('/issue/detail?');
    expect(page.url()).toContain(`projectId=${projectId}`);
    await page.goBack();
    await row('TQ-101').waitFor();
  });

  it('deletes an issue after confirmation', async () => {
    await row('TQ-102').locator('[data-testid=issue-row-delete]').click();
    await page.click('[data-testid=issue-delete-ok]');
    await toast('Issue deleted');
    await row('TQ-102').waitFor({ state: 'detached' });
    await row('TQ-101').waitFor();
  });

  it('lists generated tasks on the "Issue tasks" tab and opens one on its board', async () => {
    await page.click('[data-testid=issue-tab-tasks]');
    await page.waitForSelector('[data-testid=issue-task-table] >> text=No tasks have been generated from issues yet.');
    const board = await call<{ boardId: string }>(stack.url, session, '/task/board', { projectId, name: 'Design queries', swimlanes: ['Open', 'Done'] });
    const detail = await fetch(`${stack.url}/task/board/${board.boardId}?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${session.token}` },
    }).then((r) => r.json() as Promise<{ data: { swimlanes: { swimlanesId: string }[] } }>);
    const tq101 = (await call<{ list: { id: string }[] }>(stack.url, session, '/protected/issue/list', { projectId, search: 'TQ-101' })).list[0];
    await call(stack.url, session, '/protected/issue/generate-task', {
      projectId,
      issueId: tq101.id,
      boardId: board.boardId,
      swimlaneId: detail.data.swimlanes[0].swimlanesId,
    });
    await page.reload();
    await page.click('[data-testid=issue-tab-tasks]');
    const taskRow = page.locator('[data-testid=issue-task-row]');
    await taskRow.first().waitFor();
    expect(await taskRow.count()).toBe(1);
    expect(await taskRow.locator('[data-testid=issue-task-title]').innerText()).toContain('TQ-101');
    await taskRow.locator('[data-testid=issue-task-title]').click();
    await expect.poll(() => page.url()).toContain('/worktask/work/taskBoard?');
    expect(page.url()).toContain(`boardId=${board.boardId}`);
    expect(page.url()).toContain('openTask=');
  });

  it('shows my issues across projects with their project', async () => {
    await page.goto(`${stack.url}/#/problem/problem_management`);
    await page.waitForSelector('[data-testid=my-issues-title]');
    const r = row('TQ-101');
    await r.waitFor();
    expect(await r.innerText()).toContain('Harbour View Residences');
  });

  it('reads in Chinese', async () => {
    await page.goto(`${stack.url}/#/issue?${new URLSearchParams({ projectId, projectName: 'Harbour View Residences' })}`);
    await row('TQ-101').waitFor();
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=issue-title]:text-is("问题管理")');
    expect(await page.locator('[data-testid=issue-tab-tasks]').innerText()).toBe('问题任务');
    expect(await row('TQ-101').locator('[data-testid=issue-importance]').innerText()).toBe('非常紧急');
    expect(await row('TQ-101').locator('[data-testid=issue-status]').innerText()).toBe('待处理');
    expect(await page.locator('[data-testid=issue-add]').innerText()).toContain('新建问题');
    await page.mouse.move(700, 700);
    await page.locator('[data-testid=lang-zh]').waitFor({ state: 'hidden' });
    await screenshot(page, 'issues-list-zh');
    await row('TQ-101').locator('[data-testid=issue-row-edit]').click();
    await expect.poll(() => page.inputValue('[data-testid=issue-form-code]')).toBe('TQ-101');
    await standsStill('.ant-modal');
    await screenshot(page, 'issues-form-zh');
    await page.keyboard.press('Escape');
    await chooseLang(page, 'en');
  });
});
