import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, sessionOf } from './support/api';
import { screenshot, settled } from './support/browser';
import { chooseLang, DEMO_PASSWORDS } from './support/session';
import { useStack } from './support/stack';

// The notification drawer (docs/notifications.md "Notification drawer"): padmin gives member
// tasks through the API; member's bell rises live over the socket, the drawer shows the titled
// notices (a new one on top at once), opening one reads it and leads to the task on its board,
// read all, pages of 10, the type filter, and the e-mail opt-in of the settings page.

const stack = useStack();
let admin: Page;
let member: Page;
let projectId = '';
let memberId = '';
let lane = '';
let boardId = '';
let firstTask = '';
let adminSession: { token: string; enterprise: string };

/** The bell's count now (no badge element when it is 0; a locator would wait for one). */
const badge = (p: Page) => p.evaluate(() => Number(document.querySelector('[data-testid=notify-badge] .ant-badge-count')?.getAttribute('title') ?? 0));
const waitBadge = (p: Page, n: number, timeout = 10_000) =>
  p.waitForFunction((want) => Number(document.querySelector('[data-testid=notify-badge] .ant-badge-count')?.getAttribute('title') ?? 0) === want, n, {
    timeout,
  });
const items = (p: Page) => p.locator('[data-testid=notice-item]');

async function createTask(title: string): Promise<string> {
  const t = await call<{ taskId: string }>(stack.url, adminSession, '/task/block', { projectId, swimlanesId: lane, title, principalUsers: [memberId] });
  return t.taskId;
}

async function openDrawer(p: Page) {
  await p.click('[data-testid=notify-bell]');
  await p.waitForSelector('[data-testid=notice-list], [data-testid=notice-empty]');
}

async function closeDrawer(p: Page) {
  await p.keyboard.press('Escape');
  await p.waitForSelector('[data-testid=notice-drawer]', { state: 'hidden' });
}

beforeAll(async () => {
  admin = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
  projectId = await stack.openProject(admin);
  adminSession = await sessionOf(admin);
  memberId = (await call<{ user: { _id: string } }>(stack.url, await sessionOf(member), '/protected/user/get-current-user', {})).user._id;
  const board = await call<{ boardId: string; swimlanes: { swimlanesId: string }[] }>(stack.url, adminSession, '/task/board', {
    projectId,
    name: 'Site works',
    swimlanes: ['To do', 'Doing'],
  });
  boardId = board.boardId;
  lane = board.swimlanes[0].swimlanesId;
});

describe('notification drawer', () => {
  it('raises the bell without a reload when padmin gives member a task', async () => {
    const before = await badge(member);
    // A reload would lose this mark: the rise must come over the socket.
    await member.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    firstTask = await createTask('Pour the level 3 slab');
    await waitBadge(member, before + 1);
    expect(await member.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
  });

  it('shows the titled notice, and a new one on top at once while open', async () => {
    await openDrawer(member);
    const top = items(member).first();
    await expect.poll(() => top.locator('[data-testid=notice-subject]').innerText()).toContain('Pour the level 3 slab');
    expect(await top.locator('[data-testid=notice-action]').innerText()).toBe('assigned you a task');
    expect(await top.locator('[data-testid=notice-subject]').innerText()).toContain('Harbour View Residences');
    expect(await top.locator('[data-testid=notice-time]').innerText()).toBe('just now');
    expect(await top.getAttribute('data-unread')).toBe('1');
    expect(await top.locator('[data-testid=notice-avatar]').innerText()).toMatch(/^\S$/);
    const width = await member.locator('.ant-drawer-content-wrapper').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(500);

    const count = await badge(member);
    await createTask('Strip the formwork');
    await expect.poll(() => items(member).first().locator('[data-testid=notice-subject]').innerText(), { timeout: 10_000 }).toContain('Strip the formwork');
    await waitBadge(member, count + 1);
    await screenshot(member, 'notifications-drawer-en');
  });

  it('reads a notice when it is opened, and leads to the task on its board', async () => {
    const count = await badge(member);
    await member.locator('[data-testid=notice-item]:has-text("Pour the level 3 slab")').click();
    await member.waitForSelector('[data-testid=notice-detail]');
    await waitBadge(member, count - 1);
    await member.click('[data-testid=notice-back]');
    await expect.poll(() => member.locator('[data-testid=notice-item]:has-text("Pour the level 3 slab")').getAttribute('data-unread')).toBe('0');
    await member.locator('[data-testid=notice-item]:has-text("Pour the level 3 slab")').click();
    await member.click('[data-testid=notice-open-task]');
    await member.waitForURL(/worktask\/work\/taskBoard/);
    const q = new URLSearchParams(member.url().split('?')[1]);
    expect(q.get('projectId')).toBe(projectId);
    expect(q.get('boardId')).toBe(boardId);
    expect(q.get('appType')).toBe('tapd');
    expect(q.get('openTask')).toBe(firstTask);
    await member.waitForSelector('[data-testid=notice-drawer]', { state: 'hidden' });
    // ...and the board opens that task's detail.
    await member.waitForSelector(`[data-testid=task-detail][data-task="${firstTask}"]`);
    expect(await member.locator('[data-testid=task-detail]').innerText()).toContain('Pour the level 3 slab');
  });

  it('reads everything with read all', async () => {
    await member.goto(`${stack.url}/#/project_list`);
    await openDrawer(member);
    expect(await badge(member)).toBeGreaterThan(0);
    await member.click('[data-testid=notice-read-all]');
    await waitBadge(member, 0);
    await expect.poll(() => member.locator('[data-testid=notice-item][data-unread="1"]').count()).toBe(0);
    await closeDrawer(member);
  });

  it('loads further pages of 10 as the list is scrolled', async () => {
    for (let i = 1; i <= 11; i++) await createTask(`Inspection round ${i}`);
    await waitBadge(member, 11);
    await member.reload();
    await member.waitForSelector('[data-testid=user-name]');
    await openDrawer(member);
    await expect.poll(() => items(member).count()).toBe(10);
    await items(member).last().scrollIntoViewIfNeeded();
    await member.locator('[data-testid=notice-list] .notice-end').scrollIntoViewIfNeeded();
    // 2 tasks at first + 11 now = 13 notices.
    await expect.poll(() => items(member).count(), { timeout: 10_000 }).toBe(13);
    expect(await items(member).first().locator('[data-testid=notice-subject]').innerText()).toContain('Inspection round 11');
  });

  it('filters by type', async () => {
    await member.click('[data-testid=notice-filter-19650]');
    await member.waitForSelector('[data-testid=notice-empty]');
    await member.click('[data-testid=notice-filter-task]');
    await expect.poll(() => items(member).count()).toBe(10);
    await member.click('[data-testid=notice-filter-all]');
    await expect.poll(() => items(member).count()).toBeGreaterThanOrEqual(10);
    await closeDrawer(member);
  });

  it('speaks Chinese', async () => {
    await chooseLang(member, 'zh');
    await openDrawer(member);
    const top = items(member).first();
    await expect.poll(() => top.locator('[data-testid=notice-action]').innerText()).toBe('给你分配了任务');
    expect(await member.locator('.ant-drawer-title').innerText()).toBe('消息通知');
    expect(await top.locator('[data-testid=notice-time]').innerText()).toMatch(/刚刚|分钟前/);
    // The drawer slides in: take the picture once it stands still.
    await member.locator('.ant-drawer-content-wrapper').waitFor();
    await settled(member);
    await screenshot(member, 'notifications-drawer-zh');
    await closeDrawer(member);
    await chooseLang(member, 'en');
  });
});

describe('notices by e-mail', () => {
  it('saves the opt-in from the settings page', async () => {
    await member.goto(`${stack.url}/#/UserSettings`);
    await member.click('.ant-tabs-tab:has-text("Notifications")');
    const sw = member.locator('[data-testid=notify-by-email]');
    await sw.waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await member.waitForSelector('.ant-message-success');
    await member.reload();
    await member.click('.ant-tabs-tab:has-text("Notifications")');
    await expect.poll(() => member.locator('[data-testid=notify-by-email]').getAttribute('aria-checked')).toBe('true');
    const me = await call<{ user: { notifyByEmail?: boolean }; notifyByEmail?: boolean }>(
      stack.url,
      await sessionOf(member),
      '/protected/user/get-current-user',
      {},
    );
    expect(me.user.notifyByEmail ?? me.notifyByEmail).toBe(true);
  });

  it('leads the mailed task link to the task on its board after sign-in', async () => {
    const p = await stack.page();
    const q = new URLSearchParams({ isEmail: '1', projectName: 'Harbour View Residences', taskId: firstTask, projectId });
    await p.goto(`${stack.url}/#/login?${q}`);
    await p.fill('[data-testid=login-name]', 'member');
    await p.fill('[data-testid=login-password]', DEMO_PASSWORDS.member);
    await p.click('[data-testid=login-submit]');
    await p.waitForURL(/worktask\/work\/taskBoard/);
    const got = new URLSearchParams(p.url().split('?')[1]);
    expect(got.get('boardId')).toBe(boardId);
    expect(got.get('openTask')).toBe(firstTask);
    await p.context().close();
  });
});
