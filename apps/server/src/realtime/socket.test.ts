import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { userId } from '../test/factories';
import { createNotification } from '../modules/notifications/service';
import type { DbOrTx } from '../db/client';
import { openSocket, type TestSocket } from './test-client';

// The notice socket in one process (PGlite by default, PostgreSQL with TEST_DATABASE_URL): the
// same pg_notify → LISTEN path as across processes (twoprocess.test.ts).

let t: TestApp;
let base: string;
let member: string;
let padmin: string;
let emanager: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/account/user/notify/ws`;
  member = await userId(t.deps.db, 'member');
  padmin = await userId(t.deps.db, 'padmin');
  emanager = await userId(t.deps.db, 'emanager');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function connect(token: string, via: 'header' | 'message' = 'header') {
  const s = await openSocket(base, via === 'header' ? bearer(token) : {});
  open.push(s);
  if (via === 'message') s.send({ type: 'auth', token });
  await s.next((m) => m.type === 'ready');
  return s;
}

const notify = (recipients: string[], content: string, db: DbOrTx = t.deps.db) =>
  createNotification(db, { recipients, sender: padmin, targetId: 'projectId=p&issueId=i', targetType: 'issue', actionType: 'comment', content });

describe('GET /account/user/notify/ws', () => {
  it('greets with the unread count, pushes new notices with the new count, and counts after read and read all', async () => {
    await notify([member], 'before');
    const token = await t.login('member');
    const s = await connect(token);
    expect(s.messages[0]).toEqual({ type: 'ready', count: 1 });
    await t.deps.db.transaction(async (tx) => {
      await notify([member, emanager], 'inside a transaction', tx);
    });
    const pushed = await s.next((m) => m.type === 'notice');
    expect(pushed).toMatchObject({
      type: 'notice',
      count: 2,
      notice: { content: 'inside a transaction', userId: member, sender: padmin, isReadNumber: 1, target: { issueId: 'i' } },
      users: [{ id: padmin, loginName: 'padmin' }],
    });
    await t.post('/account/user/notify/read', { userNotifyId: pushed.notice.userNotifyId }, token);
    expect(await s.next((m) => m.type === 'count')).toEqual({ type: 'count', count: 1 });
    await t.post('/account/user/notify/readAll', {}, token);
    expect(await s.next((m) => m.type === 'count' && m.count === 0)).toEqual({ type: 'count', count: 0 });
  });

  it('sends nothing for a change that rolled back, and nothing to other users', async () => {
    const token = await t.login('member');
    const s = await connect(token);
    const em = await connect(await t.login('emanager'));
    await t.deps.db
      .transaction(async (tx) => {
        await createNotification(tx, { recipients: [member], sender: padmin, targetId: 'x', targetType: 'task', actionType: 'add', content: 'rolled back' });
        throw new Error('undo');
      })
      .catch(() => {});
    await notify([member], 'after the rollback');
    await s.next((m) => m.type === 'notice' && m.notice.content === 'after the rollback');
    await t.app.noticeHub.settled();
    expect(s.messages.filter((m) => m.type === 'notice').map((m) => m.notice.content)).toEqual(['after the rollback']);
    expect(em.messages.filter((m) => m.type === 'notice')).toEqual([]);
  });

  it('takes the token as the first message (what a browser does) instead of the header', async () => {
    const s = await connect(await t.login('emanager'), 'message');
    expect(s.messages[0].type).toBe('ready');
    await notify([emanager], 'to the message-authenticated socket');
    expect((await s.next((m) => m.type === 'notice')).notice.userId).toBe(emanager);
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong');
  });

  it('refuses a bad token: HTTP 401 before the upgrade, or close 4401 after a bad first message', async () => {
    await expect(openSocket(base, bearer('not-a-session'))).rejects.toMatchObject({ status: 401 });
    const s = await openSocket(base);
    s.send({ type: 'auth', token: 'not-a-session' });
    expect(await s.closed).toBe(4401);
    expect(s.messages).toEqual([{ type: 'error', errorCode: 40100, msg: 'You are not logged in or the login is invalid, please login' }]);
    const junk = await openSocket(base);
    junk.send('not json');
    expect(await junk.closed).toBe(4401);
  });

  it('does not take the token from the address', async () => {
    const s = await openSocket(`${base}?token=${encodeURIComponent(await t.login('member'))}`);
    s.send({ type: 'ping' });
    expect(await s.closed).toBe(4401);
    expect(s.messages.map((m) => m.type)).toEqual(['error']);
  });

  it('closes a socket whose session was signed out (4003) instead of pushing to it', async () => {
    const token = await t.login('member');
    const s = await connect(token);
    await t.post('/protected/user/logout', {}, token);
    await notify([member], 'after sign-out');
    expect(await s.closed).toBe(4003);
    expect(s.messages.filter((m) => m.type === 'notice')).toEqual([]);
    await expect(openSocket(base, bearer(token))).rejects.toMatchObject({ status: 403 });
  });

  it('answers a plain GET with the envelope: 401 without a session, 426 with one', async () => {
    const anon = await t.get('/account/user/notify/ws', null);
    expect(anon.status).toBe(401);
    const plain = await t.get('/account/user/notify/ws', await t.login('member'), 'zh');
    expect(plain.status).toBe(426);
    expect(plain.body).toMatchObject({ success: false, msg: '此地址只接受 WebSocket 连接' });
  });
});

describe('shutdown', () => {
  it('closes the open sockets and the LISTEN when the app closes', async () => {
    const t2 = await createTestApp();
    await t2.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t2.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const s = await openSocket(`ws://127.0.0.1:${port}/account/user/notify/ws`, bearer(await t2.login('member')));
    await s.next((m) => m.type === 'ready');
    expect(t2.app.noticeHub.size).toBe(1);
    await t2.close();
    expect([1001, 1005, 1006]).toContain(await s.closed);
    expect(t2.app.noticeHub.size).toBe(0);
  });
});
