import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { pickDate } from './support/session';
import { useStack } from './support/stack';
import { call, sessionOf, uploadFile } from './support/api';
import { HEAVY_TEST_MS, modelConverted } from './support/wait';

// The 3D progress viewer end to end (docs/models.md "3D progress"): a sample IFC is uploaded and
// converted, opened from the 3D viewer's Progress button; a picked element gets a new task through
// the panel; the day slider moves it from planned to in progress to overdue (the viewer's colour
// state, read through the test hook); the task opens on its board.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const MODEL = path.join(testdata, 'ifc', 'IfcOpenHouse_IFC4.ifc');

declare global {
  interface Window {
    /** The progress viewer's test hook (apps/web progress3d/ProgressPage.tsx). */
    __progress3d?: { states(): Record<number, string>; selected(): number[]; day(): string };
  }
}

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let projectId = '';
let fileId = '';
let modelId = '';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const states = () => page.evaluate<Record<string, string>>(() => window.__progress3d?.states() ?? {});
const selected = () => page.evaluate<number[]>(() => window.__progress3d?.selected() ?? []);
/** Whether a click picked something: at least `n` elements selected within a moment (a miss selects nothing). */
const picks = (n: number) =>
  page
    .waitForFunction((min) => (window.__progress3d?.selected() ?? []).length >= min, n, { timeout: 3000 })
    .then(
      () => true,
      () => false,
    );

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  projectId = await stack.openProject(page);
  await page.evaluate(() => localStorage.setItem('trestle.testHooks', '1'));
  const session = await sessionOf(page);
  fileId = await uploadFile(stack.url, session, projectId, MODEL);
  await call(stack.url, session, '/task/board', { projectId, name: 'Structure', swimlanes: ['To do', 'Doing'] });
  // The conversion runs in the server's job queue.
  modelId = (await call<{ versionId: string }>(stack.url, session, '/protected/get-project-file-by-id', { projectId, fileId })).versionId;
  await modelConverted(stack.url, session, projectId, modelId);
}, HEAVY_TEST_MS);

describe('3D progress viewer', () => {
  it('opens from the 3D viewer with an empty progress panel and a legend', async () => {
    await page.goto(`${stack.url}/#/viewer?${new URLSearchParams({ type: '3d', projectId, modelId })}`);
    await page.click('[data-testid=open-progress]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid=progress3d]');
    expect(page.url()).toContain(`projectFileId=${fileId}`);
    await page.waitForSelector('[data-testid=progress-empty]');
    expect(await page.locator('[data-testid=progress-legend]').innerText()).toMatch(/Finished[\s\S]*In progress[\s\S]*Overdue[\s\S]*Planned[\s\S]*Not linked/);
    await page.waitForFunction(() => !!window.__progress3d, undefined, { timeout: 30_000 });
    expect(await page.isDisabled('[data-testid=progress-create]')).toBe(true);
  });

  it('creates a task for a picked element; moving the day colours it planned → in progress → overdue', async () => {
    const canvas = page.locator('[data-testid=viewer-canvas] canvas').first();
    const box = (await canvas.boundingBox())!;
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.45, 0.55],
      [0.55, 0.45],
      [0.5, 0.6],
      [0.4, 0.5],
      [0.6, 0.5],
    ]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      if (await picks(1)) break;
    }
    const [picked] = await selected();
    expect(picked).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=progress-selection]').innerText()).toBe('1 selected');

    await page.click('[data-testid=progress-create]');
    await page.click('[data-testid=pick-board]');
    await page.click('.ant-select-item-option:has-text("Structure")');
    await page.click('[data-testid=pick-lane]');
    await page.click('.ant-select-item-option:has-text("Doing")');
    await page.fill('[data-testid=task-title]', 'Frame the roof');
    await pickDate(page, 'task-start', day(3));
    await pickDate(page, 'task-deadline', day(6));
    await page.click('[data-testid=link-task-ok]');
    await page.waitForSelector('.ant-message-notice:has-text("The elements were linked with the task")');
    await page.waitForSelector('[data-testid=progress-task]:has-text("Frame the roof")');
    expect(await page.locator('[data-testid=progress-task]').getAttribute('data-state')).toBe('planned');
    await page.waitForFunction((id) => window.__progress3d?.states()[id] === 'planned', picked);
    // Every other element is unlinked (no state); the selection was cleared after linking.
    await page.waitForFunction(() => window.__progress3d?.selected().length === 0);
    expect(Object.keys(await states())).toEqual([String(picked)]);
    await screenshot(page, 'viewer3d-progress-planned');

    // The slider runs from today to the day after the deadline; arrows move a day.
    const handle = page.locator('[data-testid=progress-panel] .ant-slider-handle');
    await handle.focus();
    for (let i = 0; i < 3; i++) await handle.press('ArrowRight');
    expect(await page.locator('[data-testid=progress-day]').innerText()).toContain(day(3));
    await page.waitForFunction((id) => window.__progress3d?.states()[id] === 'inProgress', picked);
    expect(await page.locator('[data-testid=progress-task]').getAttribute('data-state')).toBe('inProgress');
    await handle.press('End');
    expect(await page.locator('[data-testid=progress-day]').innerText()).toContain(day(7));
    await page.waitForFunction((id) => window.__progress3d?.states()[id] === 'overdue', picked);
    expect(await page.locator('[data-testid=progress-task-state]').innerText()).toBe('Overdue');
    await screenshot(page, 'viewer3d-progress-overdue');
    await page.click('[data-testid=progress-today]');
    await page.waitForFunction((id) => window.__progress3d?.states()[id] === 'planned', picked);

    // Clicking the task selects its elements.
    await page.click('[data-testid=progress-task-title]');
    await page.waitForFunction((id) => window.__progress3d?.selected().join() === String(id), picked);
  });

  it('links another picked element with the existing task, then removes the link after confirming', async () => {
    // Ctrl-click adds to the selection: the task's element plus another one.
    const canvas = page.locator('[data-testid=viewer-canvas] canvas').first();
    const box = (await canvas.boundingBox())!;
    const [first] = await selected();
    for (const [fx, fy] of [
      [0.45, 0.35],
      [0.5, 0.4],
      [0.55, 0.38],
      [0.42, 0.42],
      [0.5, 0.3],
    ]) {
      await page.keyboard.down('Control');
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      await page.keyboard.up('Control');
      if (await picks(2)) break;
    }
    const sel = await selected();
    expect(sel[0]).toBe(first);
    expect(sel.length).toBe(2);
    await page.click('[data-testid=progress-link]');
    await page.click('[data-testid=pick-board]');
    await page.click('.ant-select-item-option:has-text("Structure")');
    await page.click('[data-testid=pick-task]');
    await page.click('.ant-select-item-option:has-text("Frame the roof")');
    await page.click('[data-testid=link-task-ok]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=progress-task]').length === 2);
    await page.waitForFunction((id) => window.__progress3d?.states()[id] === 'planned', sel[1]);

    // Remove the second link: a confirmation first; the element goes back to unlinked.
    await page.locator('[data-testid=progress-task]').nth(1).locator('[data-testid=progress-task-remove]').click();
    await page.click('.ant-popconfirm .ant-btn-primary');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=progress-task]').length === 1);
    await page.waitForFunction((id) => !(String(id) in (window.__progress3d?.states() ?? {})), sel[1]);
  });

  it('opens the task on its board', async () => {
    await page.click('[data-testid=progress-task-open]');
    await page.waitForSelector('[data-testid=task-detail]');
    expect(page.url()).toContain('openTask=');
    expect(await page.locator('[data-testid=task-detail]').innerText()).toContain('Frame the roof');
    expect(await page.locator('[data-testid=task-detail]').innerText()).toContain('linked elements of the 3D model');
    await screenshot(page, 'viewer3d-progress-task');
  });
});
