import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, sessionOf, uploadFile } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// The issue detail page (docs/issues.md): an issue raised by the project admin on an annotation
// of a PDF, led by the member. The reference opens in the viewer with the annotation restored;
// the member replies with an image, starts and finishes it; the admin accepts and closes it (in
// Chinese), generates its task, opens the task from the issue and finds the way back.

interface Hooks {
  __markup?: { getMarkup(): { view2d: { page: number; zoom: number } } };
}
type Session = { token: string; enterprise: string };

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');
const PROJECT = 'Harbour View Residences';

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let admin: Page;
let member: Page;
let adminS: Session;
let projectId = '';
let fileId = '';
let annotationId = '';
let issueId = '';
let boardId = '';
let memberId = '';

const detailUrl = () => `${stack.url}/#/issue/detail?${new URLSearchParams({ projectId, issueId, projectName: PROJECT })}`;
const toast = (p: Page, text: string) => p.waitForSelector(`.ant-message-notice:has-text("${text}")`);
const moveButtons = async (p: Page) => p.locator('[data-testid=issue-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-to')));

/** Clicks the workflow button towards `to`, writes the note, confirms, and waits for the new status. */
async function move(p: Page, to: string, note?: string) {
  await p.click(`[data-testid=issue-move][data-to=${to}]`);
  await p.waitForSelector('[data-testid=issue-move-note]');
  if (note) await p.fill('[data-testid=issue-move-note]', note);
  await p.click('[data-testid=issue-move-ok]');
  await p.waitForSelector(`[data-testid=issue-detail][data-status=${to}]`);
}

async function shot(p: Page, name: string) {
  await p.mouse.move(5, 5);
  await p.waitForSelector('.ant-message-notice', { state: 'detached' }).catch(() => undefined);
  await screenshot(p, name);
}

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  projectId = await stack.openProject(admin, PROJECT);
  adminS = await sessionOf(admin);
  member = await stack.signedIn('member');
  const memberS = await sessionOf(member);
  // The viewers' test hooks (window.__markup) are on only when asked for.
  await admin.evaluate(() => localStorage.setItem('trestle.testHooks', '1'));

  // A PDF with an annotation on it (zoomed in on page 1) and one comment on that annotation.
  fileId = await uploadFile(stack.url, adminS, projectId, PDF);
  const note = await call<{ id: string }>(stack.url, adminS, '/annotations/add', {
    projectId,
    projectFileId: fileId,
    name: 'Stair opening',
    remark: 'Opening too narrow',
    type: 'other',
    viewpoint: { view2d: { page: 1, zoom: 2.5, x: 200, y: 150 } },
    svg: '<svg xmlns="http://www.w3.org/2000/svg"><g data-shape="rect" data-page="1" data-points="150,100 250,200" data-color="#e53935" data-width="2"></g></svg>',
  });
  annotationId = note.id;
  await call(stack.url, memberS, '/comment/comments/add', {
    projectId,
    context: 'Structure says 1200 mm minimum',
    business: 'annotation',
    moduleId: annotationId,
  });

  // A board for the generated task.
  const board = await call<{ boardId: string }>(stack.url, adminS, '/task/board', { projectId, name: 'TQ follow-up', swimlanes: ['To do', 'Doing'] });
  boardId = board.boardId;

  // The issue: raised by the admin, led by the member, on that annotation; no approver yet.
  const people = await call<{ allUsers: { id: string; loginName: string }[] }>(stack.url, adminS, '/protected/problem/get-problem-users', { projectId });
  memberId = people.allUsers.find((u) => u.loginName === 'member')!.id;
  const issue = await call<{ id: string }>(stack.url, adminS, '/protected/issue/add', {
    projectId,
    code: 'TQ-101',
    description: 'Stair opening at grid C4 is narrower than the structural drawing',
    importance: 'urgent',
    leaderId: memberId,
    fileId,
    annotationId,
    axisCode: 'C/4',
    axisHeight: '+3.600',
    specialty: 'Structure',
    dueDate: '2030-06-30',
  });
  issueId = issue.id;
}, 120_000);

describe('issue detail', () => {
  it('shows the issue and opens its annotation in the viewer with the view restored', async () => {
    await admin.goto(detailUrl());
    await admin.waitForSelector('[data-testid=issue-detail]');
    expect(await admin.innerText('[data-testid=issue-code]')).toBe('TQ-101');
    expect(await admin.innerText('[data-testid=issue-status]')).toBe('Pending');
    expect(await admin.innerText('[data-testid=issue-importance]')).toBe('Urgent');
    expect(await admin.innerText('[data-testid=issue-leader]')).toContain('Member');
    expect(await admin.innerText('[data-testid=issue-reference]')).toContain('first-floor-plan.pdf · Stair opening');
    // The creator may withdraw; only the leader (or a manager: the admin is one) starts it.
    expect(await moveButtons(admin)).toEqual(['underway', 'closed']);
    // The annotation's comment is listed read-only.
    await admin.waitForSelector('[data-testid=issue-related-comment]:has-text("Structure says 1200 mm minimum")');
    // The breadcrumb leads back to the project's issue list.
    expect(await admin.getAttribute('[data-testid=breadcrumbs] a:text-is("Issues")', 'href')).toBe(
      `#/issue?${new URLSearchParams({ projectId, projectName: PROJECT })}`,
    );

    const [tab] = await Promise.all([admin.context().waitForEvent('page'), admin.click('[data-testid=issue-open-viewer]')]);
    await tab.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 30_000 });
    expect(tab.url()).toContain(`annotationId=${annotationId}`);
    await tab.waitForSelector(`[data-testid=annotation-item][data-id="${annotationId}"].active`, { timeout: 20_000 });
    // The annotation's markup and view come back with it.
    await tab.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    const view = await tab.evaluate(() => (window as unknown as Hooks).__markup!.getMarkup().view2d);
    expect(view.page).toBe(1);
    expect(view.zoom).toBeCloseTo(2.5, 6);
    await tab.close();
  }, 90_000);

  it("edits every field from the detail page with the list's form; the page shows the change", async () => {
    await admin.click('[data-testid=issue-edit]');
    await expect.poll(() => admin.inputValue('[data-testid=issue-form-code]')).toBe('TQ-101');
    await admin.fill('[data-testid=issue-form-specialty]', 'Structure and MEP');
    await admin.click('[data-testid=issue-form-ok]');
    await admin.waitForSelector('[data-testid=issue-form-ok]', { state: 'hidden' });
    await expect.poll(() => admin.innerText('[data-testid=issue-detail]')).toContain('Structure and MEP');
    // The reference survived the edit.
    expect(await admin.innerText('[data-testid=issue-reference]')).toContain('first-floor-plan.pdf · Stair opening');
  });

  it('the leader replies with an image (checked before upload), starts and finishes the issue', async () => {
    await member.goto(detailUrl());
    await member.waitForSelector('[data-testid=issue-detail]');
    expect(await moveButtons(member)).toEqual(['underway']);

    // Empty reply refused on the page; a non-image is refused before anything is sent.
    await member.click('[data-testid=issue-reply-send]');
    expect(await member.innerText('[data-testid=issue-reply-error]')).toBe('Please enter a reply');
    await member.setInputFiles('[data-testid=issue-reply-file]', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await toast(member, 'notes.txt: images must be JPG, JPEG or PNG');
    await member.setInputFiles('[data-testid=issue-reply-file]', { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await toast(member, 'huge.png: an image may be at most 5 MB');
    expect(await member.locator('[data-testid=issue-reply-picked]').count()).toBe(0);

    // A real PNG: a picture of the page itself.
    const png = await member.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
    await member.setInputFiles('[data-testid=issue-reply-file]', { name: 'site-photo.png', mimeType: 'image/png', buffer: png });
    await member.waitForSelector('[data-testid=issue-reply-picked]');
    await member.fill('[data-testid=issue-reply-input]', 'Checked on site: the opening is 1050 mm.');
    expect(await member.innerText('[data-testid=issue-composer] .ant-input-data-count')).toBe('40 / 140');
    await member.click('[data-testid=issue-reply-send]');
    await toast(member, 'Reply posted');
    const reply = member.locator('[data-testid=issue-reply]');
    await reply.waitFor();
    expect(await reply.locator('[data-testid=issue-reply-text]').innerText()).toBe('Checked on site: the opening is 1050 mm.');
    // The image comes through the session as a blob and previews full size.
    const img = reply.locator('[data-testid=issue-reply-image] img, img[data-testid=issue-reply-image]').first();
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    await member.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('[data-testid=issue-reply] img');
      return !!el && el.complete && el.naturalWidth === 320;
    });
    await img.click();
    await member.waitForSelector('.ant-image-preview-img');
    await member.keyboard.press('Escape');
    await member.waitForSelector('.ant-image-preview-img', { state: 'detached' });

    await move(member, 'underway', 'Looking into it with the structural engineer');
    expect(await moveButtons(member)).toEqual(['finish']);
    await move(member, 'finish');
    // Accepting is the creator's (or approver's) call, not the leader's.
    expect(await moveButtons(member)).toEqual([]);
    await member.waitForSelector(
      '[data-testid=issue-history-entry][data-action=status]:has-text("from Pending to In progress: “Looking into it with the structural engineer”")',
    );
    await shot(member, 'issue-detail-finished');
  }, 90_000);

  it('the creator accepts and closes it in Chinese; replies stop', async () => {
    await admin.goto(detailUrl());
    await admin.reload();
    await admin.waitForSelector('[data-testid=issue-detail][data-status=finish]');
    await chooseLang(admin, 'zh');
    await admin.waitForSelector('[data-testid=issue-move][data-to=closed]:has-text("验收并关闭")');
    expect(await admin.innerText('[data-testid=issue-move][data-to=underway]')).toBe('退 回');
    await move(admin, 'closed', '同意');
    expect(await admin.innerText('[data-testid=issue-status]')).toBe('已关闭');
    expect(await admin.innerText('[data-testid=issue-reply-disabled]')).toBe('问题已关闭，请重新打开后再回复');
    expect(await moveButtons(admin)).toEqual(['underway']);
    await admin.waitForSelector('[data-testid=issue-history-entry]:has-text("将状态从“已完成”改为“已关闭”：“同意”")');
    // The server refuses a reply on a closed issue too.
    const r = await fetch(`${stack.url}/protected/issue/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminS.token}`, 'accept-language': 'en' },
      body: JSON.stringify({ projectId, issueId, content: 'late' }),
    });
    expect(((await r.json()) as { success: boolean }).success).toBe(false);
  }, 60_000);

  it('generates the task (approver required, not the leader), opens it and links back', async () => {
    await admin.click('[data-testid=issue-generate-task]');
    await admin.waitForSelector('[data-testid=issue-task-form]');
    await admin.waitForSelector(
      '[data-testid=issue-task-board] .ant-select-content:has-text("TQ follow-up"), [data-testid=issue-task-board] .ant-select-selection-item:has-text("TQ follow-up")',
    );
    await admin.waitForSelector(
      '[data-testid=issue-task-lane] .ant-select-content:has-text("To do"), [data-testid=issue-task-lane] .ant-select-selection-item:has-text("To do")',
    );
    await admin.click('[data-testid=issue-task-ok]');
    expect(await admin.innerText('[data-testid=issue-task-error]')).toBe('请选择审批人');
    // The leader is offered but cannot be picked.
    await admin.click('[data-testid=issue-task-approver]');
    const leaderOption = admin.locator('.ant-select-item-option:has-text("(member)")');
    expect(await leaderOption.getAttribute('class')).toContain('disabled');
    await admin.click('.ant-select-item-option:has-text("(padmin)")');
    await shot(admin, 'issue-generate-task-zh');
    await admin.click('[data-testid=issue-task-ok]');
    await toast(admin, '已根据问题生成任务');
    const card = admin.locator('[data-testid=issue-task-card]');
    await card.waitFor();
    expect(await card.locator('[data-testid=issue-task-title]').innerText()).toBe('TQ-101 Stair opening at grid C4 is narrower than the structural drawing');
    expect(await card.locator('[data-testid=issue-task-state]').innerText()).toBe('未完成');
    expect(await admin.locator('[data-testid=issue-generate-task]').count()).toBe(0);
    await admin.waitForSelector('[data-testid=issue-history-entry][data-action=task]');
    await shot(admin, 'issue-detail-zh');

    // A second task is refused by the server.
    const lanes = await fetch(`${stack.url}/task/board/${boardId}?projectId=${projectId}`, { headers: { authorization: `Bearer ${adminS.token}` } }).then(
      (r) => r.json() as Promise<{ data: { swimlanes: { swimlanesId: string }[] } }>,
    );
    await expect(
      call(stack.url, adminS, '/protected/issue/generate-task', {
        projectId,
        issueId,
        boardId,
        swimlaneId: lanes.data.swimlanes[0].swimlanesId,
        approverId: null,
      }),
    ).rejects.toThrow(/已创建过任务|already been created/);

    const taskId = (await card.getAttribute('data-task'))!;
    await card.locator('[data-testid=issue-task-open]').click();
    await admin.waitForSelector(`[data-testid=task-detail][data-task="${taskId}"]`);
    expect(admin.url()).toContain(`openTask=${taskId}`);
    const back = admin.locator('[data-testid=task-from-issue]');
    await back.waitFor();
    expect(await back.innerText()).toContain('来自问题 TQ-101');
    await shot(admin, 'issue-task-backlink-zh');
    await back.click();
    await admin.waitForSelector(`[data-testid=issue-detail][data-issue="${issueId}"]`);
    expect(admin.url()).toContain('/issue/detail?');
  }, 90_000);

  it('the same page answers at /problem/project_problem_details; an unknown issue says so', async () => {
    await member.goto(`${stack.url}/#/problem/project_problem_details?${new URLSearchParams({ projectId, issueId })}`);
    // The member's page still holds what it loaded before the admin closed it: read it again.
    await member.reload();
    await member.waitForSelector('[data-testid=issue-detail][data-status=closed]');
    // The member is the leader, not the creator or approver: no reopening for them.
    expect(await moveButtons(member)).toEqual([]);
    await member.goto(`${stack.url}/#/issue/detail?${new URLSearchParams({ projectId, issueId: 'nope' })}`);
    await member.waitForSelector('.ant-result-error:has-text("The issue does not exist in this project")');
  }, 60_000);
});
