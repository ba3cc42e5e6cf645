import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, sessionOf, uploadFile } from './support/api';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';

// Annotations linked with tasks from the viewer side (docs/annotations.md "Tasks"): in the 2D
// viewer on a PDF, an annotation is saved, associated with a new task through the modal, with an
// existing one, listed on its card, and one link removed after confirmation.

interface Link {
  taskId: string;
  boardId: string;
  boardName: string;
  swimName: string;
  title: string;
  taskStatus: number;
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let projectId = '';
let fileId = '';
let boardId = '';
let session: { token: string; enterprise: string };

const links = async (id: string) => {
  const r = await fetch(`${stack.url}/annotations/getOne?${new URLSearchParams({ projectId, id, projectFileId: fileId })}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await r.json()) as { data: { taskBordSwimVos: Link[] } }).data.taskBordSwimVos;
};
const card = (name: string) => page.locator(`[data-testid=annotation-item][data-name="${name}"]`);

async function openAssociate(name: string) {
  await card(name).locator('[data-testid=annotation-menu]').click();
  await page.click('[data-testid=annotation-associate]');
  await page.waitForSelector('[data-testid=associate-modal] [data-testid=associate-lane]');
}

async function toast(text: string) {
  await page.waitForSelector(`.ant-message-notice:has-text("${text}")`);
}

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  projectId = await stack.openProject(page);
  session = await sessionOf(page);
  fileId = await uploadFile(stack.url, session, projectId, PDF);
  const board = await call<{ boardId: string; swimlanes: { swimlanesId: string }[] }>(stack.url, session, '/task/board', {
    projectId,
    name: 'Snagging',
    swimlanes: ['To do', 'Doing'],
  });
  boardId = board.boardId;
  const detail = await fetch(`${stack.url}/task/board/${boardId}?projectId=${projectId}`, { headers: { authorization: `Bearer ${session.token}` } }).then(
    (r) => r.json() as Promise<{ data: { swimlanes: { swimlanesId: string }[] } }>,
  );
  await call(stack.url, session, '/task/block', { projectId, swimlanesId: detail.data.swimlanes[1].swimlanesId, title: 'Check rebar cover' });
});

describe('annotations and tasks in the 2D viewer', () => {
  it('associates a saved annotation with a new task and an existing one, lists them, removes one', async () => {
    await page.goto(
      `${stack.url}/#/twoviewer?${new URLSearchParams({ type: 'pdf', projectId, fileId, name: 'first-floor-plan.pdf', projectName: 'Harbour View Residences' })}`,
    );
    await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
    await page.click('[data-testid=tool-annotations]');
    await page.click('[data-testid=annotation-tab-comments]');
    await page.click('[data-testid=annotation-add-comment]');
    await page.waitForSelector('[data-testid=annotation-preview]', { timeout: 20_000 });
    await page.fill('[data-testid=annotation-name-input]', 'Beam clash at C4');
    await page.click('[data-testid=annotation-save]');
    await card('Beam clash at C4').waitFor();
    const id = (await card('Beam clash at C4').getAttribute('data-id'))!;

    // Confirming without a task asks for one.
    await openAssociate('Beam clash at C4');
    expect(await page.locator('[data-testid=associate-board].active').innerText()).toContain('Snagging');
    await page.click('[data-testid=associate-ok]');
    await toast('Please choose a task');

    // A new task in the chosen section, linked at once.
    await page.click('[data-testid=associate-create]');
    await page.fill('[data-testid=associate-create-title]', 'Fix the beam clash');
    await screenshot(page, 'annotation-tasks-modal');
    await page.click('[data-testid=associate-create-ok]');
    await toast('Associated with the task');
    await page.waitForSelector('[data-testid=associate-modal]', { state: 'detached' });
    await card('Beam clash at C4').locator('[data-testid=linked-task]').first().waitFor();
    let linked = await links(id);
    expect(linked.map((l) => [l.boardName, l.swimName, l.title])).toEqual([['Snagging', 'To do', 'Fix the beam clash']]);

    // An existing task; the one linked already cannot be picked again.
    await openAssociate('Beam clash at C4');
    expect(await page.locator('[data-testid=associate-task][data-title="Fix the beam clash"] input').isDisabled()).toBe(true);
    await page.click('[data-testid=associate-task][data-title="Check rebar cover"] .ant-radio-wrapper');
    await page.click('[data-testid=associate-ok]');
    await toast('Associated with the task');
    await page.waitForSelector('[data-testid=associate-modal]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=linked-task]').length === 2);
    linked = await links(id);
    expect(linked.map((l) => l.title)).toEqual(['Fix the beam clash', 'Check rebar cover']);

    // Each linked task shows where it is and opens it on its board.
    const text = await card('Beam clash at C4').locator('[data-testid=linked-tasks]').innerText();
    expect(text).toContain('Snagging › Doing');
    expect(text).toContain('Not finished');
    const href = await card('Beam clash at C4')
      .locator(`[data-testid=linked-task][data-task="${linked[1].taskId}"] [data-testid=linked-task-open]`)
      .getAttribute('href');
    expect(href).toBe(`#/worktask/work/taskBoard?${new URLSearchParams({ projectId, boardId, openTask: linked[1].taskId })}`);
    await page.mouse.move(5, 400);
    await screenshot(page, 'annotation-tasks-card');

    // Removing asks first; then the link is gone on the server and on the card.
    await card('Beam clash at C4').locator(`[data-testid=linked-task][data-task="${linked[0].taskId}"] [data-testid=linked-task-remove]`).click();
    await page.click('[data-testid=linked-task-remove-ok]');
    await toast('The associated task was removed');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=linked-task]').length === 1);
    expect((await links(id)).map((l) => l.title)).toEqual(['Check rebar cover']);
  });
});
