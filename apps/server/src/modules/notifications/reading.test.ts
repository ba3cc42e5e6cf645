import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects, userId } from '../../test/factories';
import { taskBoards, tasks, taskSwimlanes } from '../tasks/tables';
import { projectMembers } from '../projects/tables';
import { createNotification, notificationTarget } from './service';

// Both readings of spec 1 §7.3 over the same notices.

let t: TestApp;
let member: string;
let padmin: string;
let emanager: string;
let projectId: string;
let projectName: string;
let taskId: string;
let boardId: string;
let tokens: Record<string, string>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute));

beforeAll(async () => {
  t = await createTestApp();
  member = await userId(t.deps.db, 'member');
  padmin = await userId(t.deps.db, 'padmin');
  emanager = await userId(t.deps.db, 'emanager');
  const { harbour } = await demoProjects(t.deps.db);
  projectId = harbour.id;
  projectName = harbour.name;
  boardId = randomUUID();
  const laneId = randomUUID();
  taskId = randomUUID();
  await t.deps.db.insert(taskBoards).values({ id: boardId, projectId, name: 'Site', createdBy: padmin });
  await t.deps.db.insert(taskSwimlanes).values({ id: laneId, boardId, title: 'To do' });
  await t.deps.db.insert(tasks).values({ id: taskId, projectId, boardId, swimlaneId: laneId, title: 'Pour slab', createdBy: padmin });
  const target = notificationTarget({ projectId, appType: 'tapd', boardId, taskId });
  // 12 task notices and 2 issue notices for member, from padmin, one minute apart.
  for (let i = 0; i < 12; i++)
    await createNotification(t.deps.db, {
      recipients: [member],
      sender: padmin,
      targetId: target,
      targetType: 'task',
      actionType: i === 0 ? 'add' : 'update',
      content: `change ${i}`,
      createdAt: at(i),
    });
  for (let i = 0; i < 2; i++)
    await createNotification(t.deps.db, {
      recipients: [member, emanager],
      sender: padmin,
      targetId: notificationTarget({ projectId, issueId: `i${i}` }),
      targetType: 'issue',
      actionType: 'comment',
      content: `issue ${i}`,
      createdAt: at(20 + i),
    });
  tokens = { member: await t.login('member'), emanager: await t.login('emanager'), padmin: await t.login('padmin') };
});
afterAll(() => t.close());

const count = async (who: string) => (await t.get('/account/user/notify/count', tokens[who])).body.data.count as number;

describe('GET /account/user/notify/list/:page (reading B)', () => {
  it("pages the caller's notices 10 at a time, newest first, with hasNextPage and the senders", async () => {
    const p1 = await t.get('/account/user/notify/list/1', tokens.member);
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ success: true, errorCode: 200 });
    const d = p1.body.data;
    expect(d.total).toBe(14);
    expect(d.hasNextPage).toBe(true);
    expect(d.list).toHaveLength(10);
    expect(d.list[0]).toMatchObject({ targetType: 'issue', content: 'issue 1', userId: member, sender: padmin, isReadNumber: 1, actionType: 'comment' });
    expect(d.list[0].target).toEqual({ projectId, appType: null, boardId: null, taskId: null, issueId: 'i1', approvalId: null });
    expect(d.users).toEqual([{ id: padmin, name: expect.any(String), loginName: 'padmin' }]);
    const p2 = (await t.get('/account/user/notify/list/2', tokens.member)).body.data;
    expect(p2.list).toHaveLength(4);
    expect(p2.hasNextPage).toBe(false);
    expect(p2.list.at(-1)).toMatchObject({ actionType: 'add', content: 'change 0', createAt: at(0).toISOString() });
    const ids = [...d.list, ...p2.list].map((n: { userNotifyId: string }) => n.userNotifyId);
    expect(new Set(ids).size).toBe(14);
    expect((await t.get('/account/user/notify/list/3', tokens.member)).body.data).toMatchObject({ list: [], hasNextPage: false, total: 14 });
  });

  it("gives task notices the task's current title and the project name, parsed from targetId", async () => {
    const task = (await t.get('/account/user/notify/list/1?type=task', tokens.member)).body.data.list[0];
    expect(task).toMatchObject({
      subject: 'Pour slab',
      projectName,
      targetType: 'task',
      target: { projectId, appType: 'tapd', boardId, taskId, issueId: null },
    });
    await t.deps.db.update(tasks).set({ title: 'Pour slab level 2' }).where(eq(tasks.id, taskId));
    expect((await t.get('/account/user/notify/list/1?type=task', tokens.member)).body.data.list[0].subject).toBe('Pour slab level 2');
  });

  it('filters by type and by unread', async () => {
    expect((await t.get('/account/user/notify/list/1?type=issue', tokens.member)).body.data.total).toBe(2);
    expect((await t.get('/account/user/notify/list/2?type=task', tokens.member)).body.data).toMatchObject({ total: 12, hasNextPage: false });
    expect((await t.get('/account/user/notify/list/1?type=19650', tokens.member)).body.data.total).toBe(0);
    expect((await t.get('/account/user/notify/list/1?type=all&unread=1', tokens.member)).body.data.total).toBe(14);
  });

  it("shows only the caller's own notices", async () => {
    const d = (await t.get('/account/user/notify/list/1', tokens.emanager)).body.data;
    expect(d.total).toBe(2);
    expect(d.list.every((n: { userId: string }) => n.userId === emanager)).toBe(true);
    expect((await t.get('/account/user/notify/list/1', tokens.padmin)).body.data.total).toBe(0);
  });

  it('refuses a bad page or filter with a localized message, never a 500', async () => {
    for (const url of [
      '/account/user/notify/list/0',
      '/account/user/notify/list/-1',
      '/account/user/notify/list/abc',
      '/account/user/notify/list/1.5',
      '/account/user/notify/list/99999999999',
      '/account/user/notify/list/1?type=meeting',
      '/account/user/notify/list/1?unread=yes',
    ]) {
      const r = await t.get(url, tokens.member, 'zh');
      expect(r.status, url).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.msg, url).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await t.get('/account/user/notify/list/0', tokens.member)).body.msg).toContain('The page must be a whole number from 1');
  });

  it('is refused without a session', async () => {
    const r = await t.get('/account/user/notify/list/1', null);
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe(40100);
  });
});

describe('GET /account/user/notify/detail/:id (reading B)', () => {
  it("answers the caller's notice without marking it read", async () => {
    const first = (await t.get('/account/user/notify/list/1', tokens.member)).body.data.list[0];
    const before = await count('member');
    const r = await t.get(`/account/user/notify/detail/${first.userNotifyId}`, tokens.member);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      userNotifyId: first.userNotifyId,
      notifyId: first.notifyId,
      isReadNumber: 1,
      users: [{ id: padmin, loginName: 'padmin' }],
    });
    expect(await count('member')).toBe(before);
  });

  it("does not show another user's notice, nor an unknown id", async () => {
    const mine = (await t.get('/account/user/notify/list/1', tokens.member)).body.data.list[0];
    const other = await t.get(`/account/user/notify/detail/${mine.userNotifyId}`, tokens.emanager);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, errorCode: 404 });
    expect((await t.get('/account/user/notify/detail/nope', tokens.member)).status).toBe(404);
    expect((await t.get(`/account/user/notify/detail/${'x'.repeat(80)}`, tokens.member)).status).toBe(400);
    expect((await t.get(`/account/user/notify/detail/${mine.userNotifyId}`, null)).status).toBe(401);
  });
});

describe('POST /account/user/notify/read and readAll (reading B)', () => {
  it('marks one notice read by userNotifyId and lowers the count by one', async () => {
    const before = await count('member');
    const n = (await t.get('/account/user/notify/list/1', tokens.member)).body.data.list[0];
    const r = await t.post('/account/user/notify/read', { userNotifyId: n.userNotifyId, isReadNumber: 1 }, tokens.member);
    expect(r.body).toMatchObject({ success: true, data: { count: before - 1, marked: 1 } });
    expect(await count('member')).toBe(before - 1);
    expect((await t.get(`/account/user/notify/detail/${n.userNotifyId}`, tokens.member)).body.data.isReadNumber).toBe(0);
    // Again: nothing changes, still a success.
    expect((await t.post('/account/user/notify/read', { userNotifyId: n.userNotifyId }, tokens.member)).body.data).toEqual({ count: before - 1, marked: 0 });
  });

  it("marks every notice of the caller about a target read with { targetId }, and no one else's", async () => {
    const target = notificationTarget({ projectId, issueId: 'i0' });
    const emBefore = await count('emanager');
    const r = await t.post('/account/user/notify/read', { targetId: target }, tokens.member);
    expect(r.body.data.marked).toBe(1);
    expect(await count('emanager')).toBe(emBefore);
    const taskTarget = notificationTarget({ projectId, appType: 'tapd', boardId, taskId });
    const r2 = await t.post('/account/user/notify/read', { targetId: taskTarget }, tokens.member);
    expect(r2.body.data).toEqual({ count: 0, marked: 12 });
    expect((await t.get('/account/user/notify/list/1?unread=1', tokens.member)).body.data.total).toBe(0);
  });

  it("refuses another user's notice as not found and leaves it unread", async () => {
    const theirs = (await t.get('/account/user/notify/list/1', tokens.emanager)).body.data.list[0];
    const r = await t.post('/account/user/notify/read', { userNotifyId: theirs.userNotifyId }, tokens.member);
    expect(r.status).toBe(404);
    expect((await t.get(`/account/user/notify/detail/${theirs.userNotifyId}`, tokens.emanager)).body.data.isReadNumber).toBe(1);
  });

  it('wants a userNotifyId or a targetId, with a localized message; never a 500', async () => {
    const r = await t.post('/account/user/notify/read', {}, tokens.member, 'ja');
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('既読にする通知の userNotifyId または targetId を送ってください');
    for (const body of [{ userNotifyId: 5 }, { targetId: ['a'] }, { userNotifyId: null, targetId: '' }, { targetId: 'x'.repeat(600) }]) {
      expect((await t.post('/account/user/notify/read', body, tokens.member)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post('/account/user/notify/read', { userNotifyId: 'x' }, null)).status).toBe(401);
  });

  it('readAll marks everything of the caller read and answers count 0', async () => {
    await createNotification(t.deps.db, {
      recipients: [member, emanager],
      sender: padmin,
      targetId: 'projectId=p&issueId=z',
      targetType: 'issue',
      actionType: 'comment',
    });
    expect(await count('member')).toBe(1);
    const r = await t.post('/account/user/notify/readAll', undefined, tokens.member);
    expect(r.body).toMatchObject({ success: true, data: { count: 0, marked: 1 } });
    expect(await count('member')).toBe(0);
    expect(await count('emanager')).toBe(3);
    expect((await t.post('/account/user/notify/readAll', { anything: 1 }, tokens.member)).body.data).toEqual({ count: 0, marked: 0 });
    expect((await t.post('/account/user/notify/readAll', {}, null)).status).toBe(401);
  });
});

describe('reading A (helper paths)', () => {
  it("lists for the caller's own userId with pageNum and pageSize", async () => {
    const r = await t.get(`/account/user/notify/user/${member}?pageNum=2&pageSize=5`, tokens.member);
    expect(r.body.data).toMatchObject({ total: 15, hasNextPage: true });
    expect(r.body.data.list).toHaveLength(5);
    const def = (await t.get(`/account/user/notify/user/${member}`, tokens.member)).body.data;
    expect(def.list).toHaveLength(10);
    const last = (await t.get(`/account/user/notify/user/${member}?pageNum=2`, tokens.member)).body.data;
    expect(last).toMatchObject({ hasNextPage: false });
    expect(last.list).toHaveLength(5);
  });

  it("refuses another user's id (403) and bad paging (400)", async () => {
    const r = await t.get(`/account/user/notify/user/${emanager}`, tokens.member, 'zh');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 4030, msg: '只能查看自己的通知' });
    expect((await t.get(`/account/user/notify/user/${member}?pageSize=500`, tokens.member)).status).toBe(400);
    expect((await t.get(`/account/user/notify/user/${member}?pageNum=0`, tokens.member)).status).toBe(400);
    expect((await t.get(`/account/user/notify/user/${member}`, null)).status).toBe(401);
  });

  it("markRead, markAllRead and getDetail act on the caller's notices only", async () => {
    const emList = (await t.get(`/account/user/notify/user/${emanager}`, tokens.emanager)).body.data.list;
    const n = emList[0];
    // getDetail by notifyId: the caller's copy (member has a copy of the same notice, already read).
    const mine = await t.post('/account/user/notify/getDetail', { notifyId: n.notifyId }, tokens.emanager);
    expect(mine.body.data).toMatchObject({ userNotifyId: n.userNotifyId, userId: emanager, isReadNumber: 1 });
    const memberCopy = await t.post('/account/user/notify/getDetail', { notifyId: n.notifyId }, tokens.member);
    expect(memberCopy.body.data.userId).toBe(member);
    expect(memberCopy.body.data.userNotifyId).not.toBe(n.userNotifyId);
    expect((await t.post('/account/user/notify/getDetail', { notifyId: n.notifyId }, tokens.padmin)).status).toBe(404);
    expect((await t.post('/account/user/notify/getDetail', {}, tokens.emanager)).status).toBe(400);
    expect((await t.post('/account/user/notify/getDetail', { notifyId: n.notifyId }, null)).status).toBe(401);

    expect((await t.post('/account/user/notify/markRead', { userNotifyId: n.userNotifyId, targetId: n.targetId, isReadNumber: 1 }, tokens.member)).status).toBe(
      404,
    );
    expect(
      (await t.post('/account/user/notify/markRead', { userNotifyId: n.userNotifyId, targetId: 'projectId=elsewhere', isReadNumber: 1 }, tokens.emanager))
        .status,
    ).toBe(404);
    const r = await t.post('/account/user/notify/markRead', { userNotifyId: n.userNotifyId, targetId: n.targetId, isReadNumber: 1 }, tokens.emanager);
    expect(r.body.data).toEqual({ count: 2, marked: 1 });
    expect((await t.post('/account/user/notify/markRead', {}, tokens.emanager)).status).toBe(400);
    expect((await t.post('/account/user/notify/markAllRead', undefined, tokens.emanager)).body.data).toEqual({ count: 0, marked: 2 });
    expect(await count('emanager')).toBe(0);
    expect((await t.post('/account/user/notify/markAllRead', undefined, null)).status).toBe(401);
  });
});

describe('subject and project name', () => {
  it('are null when the task is gone, and hidden from a recipient who left the project', async () => {
    const target = notificationTarget({ projectId, appType: 'tapd', boardId, taskId });
    await createNotification(t.deps.db, { recipients: [member], sender: padmin, targetId: target, targetType: 'task', actionType: 'update' });
    const [membership] = await t.deps.db.select().from(projectMembers).where(eq(projectMembers.userId, member));
    await t.deps.db.delete(projectMembers).where(eq(projectMembers.userId, member));
    const hidden = (await t.get('/account/user/notify/list/1?type=task', tokens.member)).body.data.list[0];
    expect(hidden).toMatchObject({ subject: null, projectName: null });
    await t.deps.db.insert(projectMembers).values(membership);
    await t.deps.db.delete(tasks).where(eq(tasks.id, taskId));
    const gone = (await t.get('/account/user/notify/list/1?type=task', tokens.member)).body.data.list[0];
    expect(gone).toMatchObject({ subject: null, projectName, target: { taskId } });
  });
});
