import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BoardDetail, BoardSummary, ReportSimple, TaskSearchResult } from '@trestle/shared/task-schemas';
import { screenshot } from './support/browser';
import { useStack } from './support/stack';
import { call, sessionOf } from './support/api';
import { canvasSteady, inkOf } from './support/canvas';

// My tasks, the header task drawer, the gantt and the statistics end to end (spec 1 §2.5,
// spec 3 §2 Work tasks): a board with two lanes and four tasks seeded through the API as the
// project admin in the second demo project, then each screen's main flow, checked against the
// server. /work is opened on that project; the drawer spans every project.

const stack = useStack();
let page: Page;
let s: { token: string; enterprise: string };
let projectId = '';
let boardId = '';
const ids: Record<string, string> = {};

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function getJson<T>(url: string): Promise<T> {
  const r = await fetch(`${stack.url}${url}`, { headers: { authorization: `Bearer ${s.token}`, enterpriseType: s.enterprise } });
  const json = (await r.json()) as { success: boolean; msg: string; data: T };
  if (!json.success) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}
const taskNow = async (id: string) => (await call<TaskSearchResult>(stack.url, s, '/task/block/search', { projectId, taskIds: [id] })).tasks[0];
const boardNow = () => getJson<BoardDetail>(`/task/board/${boardId}?projectId=${projectId}`);

async function seed() {
  s = await sessionOf(page);
  const projects = await call<{ list: { id: string; name: string }[] }>(stack.url, s, '/protected/get-all-projects-map-v1', { pageNum: 1, pageSize: 50 });
  // Not the demo project: its seeded board would mix into the lists checked here.
  projectId = projects.list.find((p) => p.name === 'Riverside Office Tower')!.id;
  // A third person on the project, so one task has more principals than the two avatars show.
  const users = await call<{ list: { id: string; loginName: string }[] }>(stack.url, s, '/account/user/lists', { pageNum: 1, pageSize: 50 });
  const uid = (login: string) => users.list.find((u) => u.loginName === login)!.id;
  await call(stack.url, s, '/protected/project-level/invite-user', { projectId, userIds: [uid('emanager')] });
  await call(stack.url, s, '/task/board', { projectId, name: 'Tower A fit-out', appType: 'tapd', swimlanes: ['Design', 'Build'] });
  const boards = await call<{ list: BoardSummary[] }>(stack.url, s, '/task/board/list', { projectId, appType: 'tapd' });
  boardId = boards.list.find((b) => b.name === 'Tower A fit-out')!.boardId;
  const lanes = Object.fromEntries((await boardNow()).swimlanes.map((l) => [l.title, l.swimlanesId]));
  const tasks = [
    { title: 'Pour level 3 slab', lane: 'Build', levelId: 3, principals: ['padmin', 'member', 'emanager'], startDate: day(-3), deadline: day(4) },
    { title: 'Review facade drawings', lane: 'Design', levelId: 2, principals: ['padmin'], startDate: day(-10), deadline: day(-2) },
    { title: 'Order rebar', lane: 'Build', levelId: 1, principals: ['padmin'] },
    { title: 'Site safety walk', lane: 'Design', levelId: 1, principals: ['member'], startDate: day(1), deadline: day(6) },
  ];
  for (const t of tasks) {
    await call(stack.url, s, '/task/block', {
      projectId,
      swimlanesId: lanes[t.lane],
      title: t.title,
      levelId: t.levelId,
      principalUsers: t.principals.map(uid),
      startDate: t.startDate ?? null,
      deadline: t.deadline ?? null,
      updateType: 'CREATE_TASK',
    });
  }
  for (const l of (await boardNow()).swimlanes) for (const t of l.myTaskList) ids[t.title] = t.taskId;
}

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  await seed();
});

const drawerTask = (title: string) => page.locator(`[data-testid=drawer-task]:has([data-testid=drawer-task-title]:text-is("${title}"))`);
const rowTitles = () => page.locator('[data-testid=mytasks-table] [data-testid=task-title]').allInnerTexts();
async function pick(testId: string, label: string) {
  await page.click(`[data-testid=${testId}]`);
  await page.click(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
}
/** Polls with room for a loaded machine (vitest's default is one second). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });
async function before(a: string, b: string) {
  const rows = await rowTitles();
  return rows.includes(a) && rows.includes(b) && rows.indexOf(a) < rows.indexOf(b);
}
async function rowsAre(expected: string[]) {
  await poll(rowTitles).toEqual(expected);
}

describe('task drawer', () => {
  it('lists my open tasks with two avatars and +N, and its checkbox finishes a task', async () => {
    await page.click('[data-testid=task-drawer-open]');
    await drawerTask('Pour level 3 slab').waitFor();
    // To do = assigned to me: the safety walk is only Mia's.
    expect(await drawerTask('Site safety walk').count()).toBe(0);
    const slab = drawerTask('Pour level 3 slab');
    expect(await slab.locator('[data-testid=task-avatar]').count()).toBe(2);
    expect(await slab.locator('[data-testid=task-more]').innerText()).toBe('+1');
    expect(await slab.locator('[data-testid=drawer-task-lane]').innerText()).toBe('Build');
    await screenshot(page, 'mytasks-drawer');

    // To do holds unfinished tasks only: a finished one leaves it and shows ticked under "I created".
    // click(), not check(): the box is the list's (controlled); the toast and the server tell the outcome.
    await drawerTask('Order rebar').locator('[data-testid=drawer-task-finish]').click();
    await page.waitForSelector('text=Task finished');
    expect((await taskNow(ids['Order rebar'])).finished).toBe(true);
    await poll(() => drawerTask('Order rebar').count()).toBe(0);
    await page.click('[data-testid=target-MINE]');
    await drawerTask('Site safety walk').waitFor();
    expect(await drawerTask('Order rebar').locator('[data-testid=drawer-task-finish]').isChecked()).toBe(true);
    await page.click('[data-testid=target-UP_COMING]');

    // The priority filter narrows the list on the server (the drawer spans every project).
    await pick('drawer-level', 'Super urgent');
    await poll(async () => [...new Set(await page.locator('[data-testid=drawer-task] [data-testid=task-level]').allInnerTexts())]).toEqual(['Super urgent']);
    await slab.waitFor();

    // A task opens on its board through the agreed deep link.
    await slab.locator('[data-testid=drawer-task-title]').click();
    await page.waitForURL(/openTask=/);
    expect(page.url()).toContain(`/worktask/work/taskBoard?projectId=${projectId}`);
    expect(page.url()).toContain(`boardId=${boardId}`);
    expect(page.url()).toContain(`openTask=${ids['Pour level 3 slab']}`);
  });
});

describe('my tasks page', () => {
  it('changes its list with the tabs, the status filter, the sort, the priority and the search', async () => {
    await page.goto(`${stack.url}/#/work?projectId=${projectId}`);
    await page.waitForSelector('[data-testid=mytasks-table]');
    // To do: unfinished, and I am a principal (the rebar order was finished in the drawer).
    await poll(async () => (await rowTitles()).sort()).toEqual(['Pour level 3 slab', 'Review facade drawings']);
    // The facade review is past its deadline: red.
    const facade = page.locator('tr:has([data-testid=task-title]:text-is("Review facade drawings"))');
    expect(await facade.locator('[data-testid=task-overdue]').innerText()).toBe(day(-2));
    expect(await facade.locator('[data-testid=task-board]').innerText()).toBe('Tower A fit-out › Design');
    await page.click('[data-testid=target-PARTICIPANT]');
    await page.waitForSelector('text=No tasks here');

    await page.click('[data-testid=target-MINE]');
    await poll(async () => (await rowTitles()).length).toBe(4);
    // Sorted by deadline (where undated tasks go is the server's choice).
    await pick('mytasks-sort', 'Deadline');
    await page.click('[data-testid=mytasks-order]'); // DESC → ASC
    await poll(async () => (await before('Review facade drawings', 'Pour level 3 slab')) && (await before('Pour level 3 slab', 'Site safety walk'))).toBe(true);
    await page.click('[data-testid=mytasks-order]'); // back to DESC
    await poll(async () => (await before('Site safety walk', 'Pour level 3 slab')) && (await before('Pour level 3 slab', 'Review facade drawings'))).toBe(true);

    await page.click('[data-testid=mytasks-status-completed]');
    await rowsAre(['Order rebar']);
    await page.click('[data-testid=mytasks-status-unfinished]');
    await poll(async () => (await rowTitles()).length).toBe(3);
    expect(await rowTitles()).not.toContain('Order rebar');
    await page.click('[data-testid=mytasks-status-all]');

    await page.fill('[data-testid=mytasks-search] input', '  rebar  ');
    await page.press('[data-testid=mytasks-search] input', 'Enter');
    await rowsAre(['Order rebar']);
    await page.click('[data-testid=mytasks-search] .ant-input-clear-icon');
    await poll(async () => (await rowTitles()).length).toBe(4);
    await pick('mytasks-level', 'Emergency');
    await rowsAre(['Review facade drawings']);
    await pick('mytasks-level', 'All priorities');
    await poll(async () => (await rowTitles()).length).toBe(4);
    await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { state: 'hidden' });
    await screenshot(page, 'mytasks-page');

    // Unticking sets a finished task back to unfinished on the server.
    await page.locator('tr:has([data-testid=task-title]:text-is("Order rebar")) [data-testid=task-finish]').click();
    await page.waitForSelector('text=Task set back to unfinished');
    expect((await taskNow(ids['Order rebar'])).finished).toBe(false);
  });
});

describe('gantt', () => {
  it('draws dated tasks as bars by lane, lists the undated apart, and a dragged end changes the deadline', async () => {
    await page.goto(`${stack.url}/#/work/gantt?projectId=${projectId}&boardId=${boardId}`);
    await page.waitForSelector('[data-testid=gantt-bar]');
    expect(await page.locator('[data-testid=gantt-bar]').count()).toBe(3);
    expect(await page.locator('[data-testid=gantt-lane]').count()).toBe(2);
    expect(await page.locator('[data-testid=gantt-undated-task]').innerText()).toContain('Order rebar');
    await page.waitForSelector('[data-testid=gantt-today]');
    await screenshot(page, 'mytasks-gantt');

    const bar = page.locator(`[data-testid=gantt-bar][data-task-id="${ids['Pour level 3 slab']}"]`);
    const end = bar.locator('[data-testid=gantt-bar-end]');
    const box = (await end.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // 36 px a day on the week scale: two days later.
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 72, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.waitForSelector('text=Dates saved');
    const after = await taskNow(ids['Pour level 3 slab']);
    expect(after.deadline).toBe(day(6));
    expect(after.startDate).toBe(day(-3));
    expect(await bar.getAttribute('data-deadline')).toBe(day(6));

    // Moving the whole bar shifts both dates.
    const body = (await bar.boundingBox())!;
    await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
    await page.mouse.down();
    await page.mouse.move(body.x + body.width / 2 - 36, body.y + body.height / 2, { steps: 5 });
    await page.mouse.up();
    // Two calls (the start first when moving earlier): wait for both.
    await poll(async () => {
      const t = await taskNow(ids['Pour level 3 slab']);
      return `${t.startDate} ${t.deadline}`;
    }).toBe(`${day(-4)} ${day(5)}`);
    await page.waitForSelector('text=Dates saved');
    await page.mouse.move(0, 0);

    // A refused change: the safety walk is deleted behind the chart's back; dragging it shows the
    // server's msg, and the reloaded chart no longer has it.
    const r = await fetch(`${stack.url}/task/block/${ids['Site safety walk']}?projectId=${projectId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${s.token}`, enterpriseType: s.enterprise },
    });
    expect(r.status).toBe(200);
    const walk = page.locator(`[data-testid=gantt-bar][data-task-id="${ids['Site safety walk']}"]`);
    const w = (await walk.boundingBox())!;
    await page.mouse.move(w.x + w.width / 2, w.y + w.height / 2);
    await page.mouse.down();
    await page.mouse.move(w.x + w.width / 2 + 72, w.y + w.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForSelector('text=The task does not exist or has been deleted');
    await poll(() => walk.count()).toBe(0); // the reload no longer has it
  });
});

describe('statistics', () => {
  it('draws the totals, lane, priority, principal and trend charts of the board', async () => {
    const report = await getJson<ReportSimple>(`/task/report/simple/${boardId}?projectId=${projectId}`);
    await page.goto(`${stack.url}/#/work/statistical?projectId=${projectId}&boardId=${boardId}`);
    const charts = ['stats-totals-chart', 'stats-lane-chart', 'stats-level-chart', 'stats-principal-chart', 'stats-trend-chart'];
    for (const id of charts) await page.locator(`[data-testid=${id}] canvas`).first().waitFor();
    for (const id of charts) await canvasSteady(page, `[data-testid=${id}] canvas`); // the charts' entry animation is over
    for (const id of charts) expect(await inkOf(page, `[data-testid=${id}] canvas`)).toBeGreaterThan(500);
    expect(await page.locator('[data-testid=stats-totals]').innerText()).toContain(String(report.total));
    expect(report.total).toBe(3); // the safety walk was deleted in the gantt test
    expect(report.overdue).toBe(1);
    expect(await page.locator('[data-testid=stats-totals-chart] [aria-label]').first().getAttribute('aria-label')).toContain(`${report.overdue} overdue`);
    await screenshot(page, 'mytasks-statistics');
  });

  it('offers a board picker when the address names none', async () => {
    await page.click('[data-testid=work-nav-gantt]');
    await page.goto(`${stack.url}/#/work/gantt`);
    await page.waitForSelector('[data-testid=gantt-pick]');
    await pick('project-select', 'Riverside Office Tower');
    await pick('board-select', 'Tower A fit-out');
    await page.waitForSelector('[data-testid=gantt-bar]');
    expect(page.url()).toContain(`boardId=${boardId}`);
  });
});
