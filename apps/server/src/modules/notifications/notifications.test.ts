import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../accounts/tables';
import { createNotification } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unread count for the bell', () => {
  it('counts the caller\'s unread notices only', async () => {
    const [member] = await t.deps.db.select().from(users).where(eq(users.loginName, 'member'));
    const [admin] = await t.deps.db.select().from(users).where(eq(users.loginName, 'padmin'));
    await createNotification(t.deps.db, { recipients: [member.id, admin.id], sender: admin.id, targetId: 'projectId=p&taskId=t', targetType: 'task', actionType: 'add' });
    await createNotification(t.deps.db, { recipients: [member.id], sender: admin.id, targetId: 'projectId=p&taskId=u', targetType: 'task', actionType: 'finish' });
    const m = await t.get('/account/user/notify/count', await t.login('member'));
    expect(m.body.data).toEqual({ count: 2 });
    const a = await t.get('/account/user/notify/count', await t.login('padmin'));
    expect(a.body.data).toEqual({ count: 0 });
  });

  it('is refused without a session', async () => {
    expect((await t.get('/account/user/notify/count')).status).toBe(401);
  });

  it('ignores unexpected query input rather than failing', async () => {
    const r = await t.get('/account/user/notify/count?x=%ZZ', await t.login('member'));
    expect(r.status).toBeLessThan(500);
  });
});
