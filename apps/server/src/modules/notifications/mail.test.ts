import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects, userId } from '../../test/factories';
import { createWorker } from '../../jobs/queue';
import { jobs } from '../../jobs/tables';
import { taskBoards, tasks, taskSwimlanes } from '../tasks/tables';
import { notificationJobs, readableContent } from './mail';
import { createNotification, NOTICE_MAIL_JOB, notificationTarget } from './service';

let t: TestApp;
let member: string;
let padmin: string;
let emanager: string;
let projectId: string;
let taskId: string;
let taskTarget: string;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://trestle.example.com/' } });
  member = await userId(t.deps.db, 'member');
  padmin = await userId(t.deps.db, 'padmin');
  emanager = await userId(t.deps.db, 'emanager');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
  const boardId = randomUUID();
  const laneId = randomUUID();
  taskId = randomUUID();
  await t.deps.db.insert(taskBoards).values({ id: boardId, projectId, name: 'Site', createdBy: padmin });
  await t.deps.db.insert(taskSwimlanes).values({ id: laneId, boardId, title: 'To do' });
  await t.deps.db.insert(tasks).values({ id: taskId, projectId, boardId, swimlaneId: laneId, title: 'Pour slab', createdBy: padmin });
  taskTarget = notificationTarget({ projectId, appType: 'tapd', boardId, taskId });
  memberToken = await t.login('member');
});
afterAll(() => t.close());

const drain = () => createWorker(t.deps.db, notificationJobs(t.deps)).drain();
const mailJobs = async () => (await t.deps.db.select().from(jobs).where(eq(jobs.kind, NOTICE_MAIL_JOB))).length;

describe('the e-mail opt-in on the profile', () => {
  it('is off by default, set through /protected/user/update and shown by get-current-user', async () => {
    expect((await t.post('/protected/user/get-current-user', {}, memberToken)).body.data.user.notifyByEmail).toBe(false);
    const r = await t.post('/protected/user/update', { name: 'Mia Member', email: 'mia@site.example', notifyByEmail: true }, memberToken);
    expect(r.body).toMatchObject({ success: true, data: { notifyByEmail: true, email: 'mia@site.example' } });
    expect((await t.post('/protected/user/get-current-user', {}, memberToken)).body.data.user.notifyByEmail).toBe(true);
    // Not sent: left as it was (older clients send name, email and phone only).
    expect((await t.post('/protected/user/update', { name: 'Mia Member', email: 'mia@site.example' }, memberToken)).body.data.notifyByEmail).toBe(true);
  });

  it('refuses anything but true or false with a localized message', async () => {
    const r = await t.post('/protected/user/update', { name: 'Mia Member', notifyByEmail: 'yes' }, memberToken, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('notifyByEmail 必须为 true 或 false');
  });
});

describe('notice mails', () => {
  it('queues a mail job in the creating transaction for opted-in recipients only, none on rollback', async () => {
    const before = await mailJobs();
    await t.deps.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          recipients: [member],
          sender: padmin,
          targetId: taskTarget,
          targetType: 'task',
          actionType: 'add',
          content: 'Pour slab',
        });
        throw new Error('undo');
      })
      .catch(() => {});
    expect(await mailJobs()).toBe(before);
    await t.deps.db.transaction((tx) =>
      createNotification(tx, {
        recipients: [member, emanager],
        sender: padmin,
        targetId: taskTarget,
        targetType: 'task',
        actionType: 'principal_add',
        content: JSON.stringify({ userId: member, name: 'Mia Member' }),
      }),
    );
    expect(await mailJobs()).toBe(before + 1);
  });

  it("mails the notice with the spec's deep link, in the recipient's language", async () => {
    t.mails.sent = [];
    expect(await drain()).toBe(1);
    expect(t.mails.sent).toHaveLength(1);
    const mail = t.mails.sent[0];
    expect(mail.to).toBe('mia@site.example');
    expect(mail.subject).toBe('[Harbour View Residences] Paul Admin: Pour slab');
    expect(mail.text).toContain('Paul Admin made you responsible for a task: "Pour slab" in the project Harbour View Residences.');
    expect(mail.text).toContain('Detail: Mia Member');
    const link = /https:\/\/\S+/.exec(mail.text)![0];
    const u = new URL(link.replace('/#/', '/'));
    expect(link.startsWith('https://trestle.example.com/#/login?')).toBe(true);
    expect(Object.fromEntries(u.searchParams)).toEqual({ isEmail: '1', projectName: 'Harbour View Residences', taskId, projectId });

    await t.post('/protected/user/save-lang', { lang: 'ja' }, memberToken);
    await createNotification(t.deps.db, {
      recipients: [member],
      sender: padmin,
      targetId: notificationTarget({ projectId, issueId: 'iss-1' }),
      targetType: 'issue',
      actionType: 'comment',
      content: 'Crack in wall',
    });
    await drain();
    const ja = t.mails.sent[1];
    expect(ja.text).toContain('Mia Member 様');
    expect(ja.text).toContain('problemId=iss-1');
    expect(ja.text).not.toContain('taskId=');
  });

  it('sends nothing when the recipient opted out or read the notice before the job ran', async () => {
    t.mails.sent = [];
    await createNotification(t.deps.db, { recipients: [member], sender: padmin, targetId: taskTarget, targetType: 'task', actionType: 'update', content: 'x' });
    await t.post('/protected/user/update', { name: 'Mia Member', email: 'mia@site.example', notifyByEmail: false }, memberToken);
    await drain();
    await t.post('/protected/user/update', { name: 'Mia Member', email: 'mia@site.example', notifyByEmail: true }, memberToken);
    await createNotification(t.deps.db, { recipients: [member], sender: padmin, targetId: taskTarget, targetType: 'task', actionType: 'update', content: 'y' });
    await t.post('/account/user/notify/readAll', {}, memberToken);
    await drain();
    expect(t.mails.sent).toEqual([]);
    await t.post('/protected/user/update', { name: 'Mia Member', email: '', notifyByEmail: true }, memberToken);
    const jobsBefore = await mailJobs();
    await createNotification(t.deps.db, { recipients: [member], sender: padmin, targetId: taskTarget, targetType: 'task', actionType: 'update', content: 'z' });
    expect(await mailJobs()).toBe(jobsBefore);
  });
});

describe('readable content of a notice', () => {
  it("names an issue move in the reader's language, with its note", () => {
    const move = JSON.stringify({ from: 'finish', to: 'closed', note: 'Checked on site' });
    expect(readableContent(move, 'en')).toBe('Finished → Closed: Checked on site');
    expect(readableContent(move, 'zh')).toBe('已完成 → 已关闭: Checked on site');
    expect(readableContent(JSON.stringify({ from: 'To do', to: 'Doing' }), 'ja')).toBe('To do → Doing');
    expect(readableContent(JSON.stringify({ userId: 'u1', name: 'Mia Member' }))).toBe('Mia Member');
    expect(readableContent('2026-05-01')).toBe('2026-05-01');
  });
});
