import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { userId } from '../../test/factories';
import { createNotification, notificationTarget, unreadCount } from './service';
import { notifications } from './tables';

let t: TestApp;
let member: string;
let padmin: string;
let emanager: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await userId(t.deps.db, 'member');
  padmin = await userId(t.deps.db, 'padmin');
  emanager = await userId(t.deps.db, 'emanager');
});
afterAll(() => t.close());

const count = async (loginName: string) => (await t.get('/account/user/notify/count', await t.login(loginName))).body;

describe('createNotification', () => {
  it("writes one copy per recipient with the spec's fields, sharing one notifyId", async () => {
    const targetId = notificationTarget({ projectId: 'p1', appType: 'task', taskId: 't1' });
    expect(targetId).toBe('projectId=p1&appType=task&taskId=t1');
    const at = new Date('2026-11-23T08:00:00Z');
    const r = await createNotification(t.deps.db, {
      recipients: [member, emanager],
      sender: padmin,
      targetId,
      targetType: 'task',
      actionType: 'add',
      content: 'Pour slab',
      createdAt: at,
    });
    expect(r.count).toBe(2);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.notifyId, r.notifyId));
    expect(rows.map((n) => n.userId).sort()).toEqual([member, emanager].sort());
    expect(new Set(rows.map((n) => n.id)).size).toBe(2);
    expect(rows[0]).toMatchObject({
      sender: padmin,
      targetId,
      targetType: 'task',
      actionType: 'add',
      content: 'Pour slab',
      readAt: null,
      unread: 1,
      createdAt: at,
    });
  });

  it('never notifies the sender, writes a repeated recipient once, and writes nothing for nobody', async () => {
    const r = await createNotification(t.deps.db, {
      recipients: [padmin, emanager, emanager],
      sender: padmin,
      targetId: 'projectId=p1&issueId=i1',
      targetType: 'issue',
      actionType: 'comment',
    });
    expect(r.count).toBe(1);
    const none = await createNotification(t.deps.db, { recipients: [padmin], sender: padmin, targetId: 'x', targetType: 'task', actionType: 'add' });
    expect(none.count).toBe(0);
    expect((await createNotification(t.deps.db, { recipients: [], sender: null, targetId: 'x', targetType: '19650', actionType: 'initiated' })).count).toBe(0);
    expect(await unreadCount(t.deps.db, padmin)).toBe(0);
  });

  it('writes nothing when the transaction it belongs to rolls back', async () => {
    const before = await unreadCount(t.deps.db, member);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await createNotification(tx, { recipients: [member], sender: padmin, targetId: 'x', targetType: 'task', actionType: 'add' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await unreadCount(t.deps.db, member)).toBe(before);
  });
});

describe('GET /account/user/notify/count', () => {
  it("answers the caller's unread count only", async () => {
    // member: 'add' above; emanager: 'add' and 'comment' above.
    expect(await count('member')).toMatchObject({ success: true, errorCode: 200, data: { count: 1 } });
    expect((await count('emanager')).data).toEqual({ count: 2 });
    expect((await count('padmin')).data).toEqual({ count: 0 });
    expect((await count('sysadmin')).data).toEqual({ count: 0 });
  });

  it('stops counting a notice once it is read', async () => {
    await t.deps.db
      .update(notifications)
      .set({ readAt: new Date(), unread: 0 })
      .where(and(eq(notifications.userId, emanager), eq(notifications.actionType, 'comment')));
    expect((await count('emanager')).data).toEqual({ count: 1 });
    expect((await t.post('/protected/user/get-current-user', {}, await t.login('emanager'))).body.data.unreadCount).toBe(1);
  });

  it('is refused without a session, and for a signed-out one', async () => {
    const anon = await t.get('/account/user/notify/count', null, 'zh');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ success: false, errorCode: 40100, msg: '您未登录或登录已失效，请登录' });
    const token = await t.login('member');
    await t.post('/protected/user/logout', {}, token);
    const r = await t.get('/account/user/notify/count', token);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(4003);
  });

  it('ignores unexpected query input rather than failing, and counts for the caller whatever userId is sent', async () => {
    const token = await t.login('member');
    const junk = await t.get('/account/user/notify/count?x=%ZZ', token);
    expect(junk.status).toBeLessThan(500);
    const other = await t.get(`/account/user/notify/count?userId=${emanager}`, token);
    expect(other.body.data).toEqual({ count: 1 });
  });
});
