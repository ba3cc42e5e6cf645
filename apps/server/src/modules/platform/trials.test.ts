import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../test/harness';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { accountJobs, sweepTrials } from '../accounts';

// Trial users (docs/platform.md "Trial users"), on an injected clock: registration starts a
// trial of TRIAL_DAYS (here 10), the housekeeping queues a reminder TRIAL_WARN_DAYS (here 2)
// before its end, an expired or ended trial signs in only to read that it ended, and a system
// manager converts one into an enterprise, adds one to an enterprise, or ends one.

const DAY = 86_400_000;
let clock = Date.parse('2026-12-01T09:00:00Z');
let t: TestApp;
const P = '/protected/platform';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), env: { TRIAL_DAYS: '10', TRIAL_WARN_DAYS: '2' } });
});
afterAll(() => t.close());

const sysadmin = () => t.login('sysadmin');
async function register(loginName: string, lang = 'en') {
  const password = 'Trial#2026x';
  const r = await t.post(
    '/public/user/register',
    { loginName, name: `Trial ${loginName}`, email: `${loginName}@trial.example`, password, confirmPassword: password },
    null,
    lang,
  );
  expect(r.body.success).toBe(true);
  return { id: r.body.data.id as string, loginName, password };
}
async function trialOf(userId: string) {
  const r = await t.post(`${P}/get-trial-users`, { pageSize: 100 }, await sysadmin());
  return r.body.data.list.find((x: { userId: string }) => x.userId === userId);
}
const drain = () => createWorker(t.deps.db, accountJobs(t.deps), { now: () => new Date(clock) }).drain();

describe('a trial', () => {
  let ann: Awaited<ReturnType<typeof register>>;
  let annToken: string;
  it('starts at registration and is listed as active until its reminder lead', async () => {
    ann = await register('ann-trial', 'ja');
    annToken = await t.login(ann.loginName, ann.password);
    expect(await trialOf(ann.id)).toMatchObject({ state: 'active', expiresAt: new Date(clock + 10 * DAY).toISOString(), warnedAt: null, enterprise: null });
    expect(await sweepTrials(t.deps)).toBe(0);
  });
  it('is expiring within the lead, and the housekeeping mails a reminder once, in the person’s language', async () => {
    clock += 8 * DAY + 3600_000;
    expect((await trialOf(ann.id)).state).toBe('expiring');
    t.mails.sent = [];
    expect(await sweepTrials(t.deps)).toBe(1);
    expect(await sweepTrials(t.deps)).toBe(0);
    expect(await drain()).toBe(1);
    expect(t.mails.sent).toHaveLength(1);
    expect(t.mails.sent[0]).toMatchObject({ to: 'ann-trial@trial.example', subject: 'お試し期間は 2026-12-11 に終了します' });
    expect((await trialOf(ann.id)).warnedAt).not.toBeNull();
    const filtered = await t.post(`${P}/get-trial-users`, { state: 'expiring' }, await sysadmin());
    expect(filtered.body.data.list.map((x: { userId: string }) => x.userId)).toEqual([ann.id]);
  });
  it('expires: open sessions end and sign-in only says that the trial ended', async () => {
    clock += 2 * DAY;
    expect((await trialOf(ann.id)).state).toBe('expired');
    // Ann's session would be idle by now anyway (7 days); a fresh one ends as well.
    const r = await t.post('/public/user/login', { loginName: ann.loginName, password: ann.password });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 4030,
      msg: expect.stringContaining('Your trial ended on 2026-12-11'),
      data: { trialEnded: true },
    });
    expect((await t.post('/protected/user/get-current-user', {}, annToken)).body.success).toBe(false);
    // A wrong password still says only that the credentials are wrong.
    expect((await t.post('/public/user/login', { loginName: ann.loginName, password: 'wrong-one' })).body.msg).toBe('Incorrect login name or password');
  });
  it('ends the session of a trial that expires while it is open', async () => {
    const bob = await register('bob-trial');
    const token = await t.login(bob.loginName, bob.password);
    clock += 5 * DAY;
    expect((await t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(true);
    clock += 5 * DAY + 1000;
    expect((await t.post('/protected/user/get-current-user', {}, token)).body.errorCode).toBe(4003);
  });
  it('sends no reminder for a trial decided before its lead', async () => {
    const cy = await register('cy-trial');
    expect((await t.post(`${P}/end-trial`, { userId: cy.id }, await sysadmin())).body.data.state).toBe('ended');
    clock += 9 * DAY;
    expect(await sweepTrials(t.deps)).toBe(0);
  });
});

describe('a system manager', () => {
  it('converts a trial user into the manager of a new enterprise', async () => {
    const dee = await register('dee-trial');
    const token = await t.login(dee.loginName, dee.password);
    const r = await t.post(`${P}/convert-trial-user`, { userId: dee.id, co_name_cn: '迪建设', co_name_en: 'Dee Build' }, await sysadmin());
    expect(r.body).toMatchObject({ success: true, data: { state: 'converted', enterprise: { name: 'Dee Build' } } });
    // Her open session is now in the enterprise she manages.
    const me = await t.post('/protected/user/get-current-user', {}, token);
    expect(me.body.data).toMatchObject({ current: { co_name_en: 'Dee Build' }, flags: { enterpriseManager: true } });
    // A converted trial never expires.
    clock += 20 * DAY;
    expect((await t.post('/public/user/login', { loginName: dee.loginName, password: dee.password })).body.success).toBe(true);
    const again = await t.post(`${P}/convert-trial-user`, { userId: dee.id, co_name_cn: 'Again' }, await sysadmin());
    expect(again.body.msg).toBe('The trial of Trial dee-trial was already converted or ended');
  });
  it('adds a trial user to an existing enterprise as staff', async () => {
    const eve = await register('eve-trial');
    const list = await t.post('/protected/enterprise/list', { keyword: 'Northwind' }, await sysadmin());
    const northwind = list.body.data.list[0].id;
    const r = await t.post(`${P}/add-trial-user-to-enterprise`, { userId: eve.id, enterpriseId: northwind }, await sysadmin());
    expect(r.body).toMatchObject({ success: true, data: { state: 'converted', enterprise: { id: northwind } } });
    const token = await t.login(eve.loginName, eve.password);
    const me = await t.post('/protected/user/get-current-user', {}, token);
    expect(me.body.data).toMatchObject({ current: { id: northwind }, flags: { enterpriseManager: false } });
  });
  it('ends a trial: the person’s sessions stop at once', async () => {
    const fay = await register('fay-trial');
    const token = await t.login(fay.loginName, fay.password);
    const r = await t.post(`${P}/end-trial`, { userId: fay.id }, await sysadmin());
    expect(r.body).toMatchObject({ success: true, msg: 'The trial was ended', data: { state: 'ended' } });
    expect((await t.post('/protected/user/get-current-user', {}, token)).body.errorCode).toBe(4003);
    expect((await t.post('/public/user/login', { loginName: fay.loginName, password: fay.password })).body.msg).toContain('Your trial ended on');
  });
  it('refuses bad input: someone without a trial, unknown people and enterprises, a bad state', async () => {
    const token = await sysadmin();
    expect((await t.post(`${P}/end-trial`, { userId: (await t.post('/protected/user/get-current-user', {}, token)).body.data.user.id }, token)).body.msg).toBe(
      'System Manager is not a trial user',
    );
    expect((await t.post(`${P}/end-trial`, { userId: 'nobody' }, token)).body.errorCode).toBe(404);
    expect((await t.post(`${P}/end-trial`, {}, token)).body.errorCode).toBe(400);
    const gus = await register('gus-trial');
    expect((await t.post(`${P}/add-trial-user-to-enterprise`, { userId: gus.id, enterpriseId: 'nope' }, token)).body.errorCode).toBe(404);
    expect((await t.post(`${P}/convert-trial-user`, { userId: gus.id, co_name_cn: '' }, token)).body.errorCode).toBe(400);
    expect((await t.post(`${P}/get-trial-users`, { state: 'soon' }, token)).body).toMatchObject({ errorCode: 400, msg: 'state: Unknown trial state' });
    expect((await trialOf(gus.id)).state).toBe('active');
  });
  it('leaves every change in the operation log with its targets', async () => {
    const convert = (await loggedRows(t.deps.db, `${P}/convert-trial-user`))[0];
    expect(convert.action).toBe('convert');
    expect(convert.targets.map((x) => x.targetName)).toEqual(expect.arrayContaining(['迪建设', 'Trial dee-trial']));
    const end = (await loggedRows(t.deps.db, `${P}/end-trial`))[0];
    expect(end.targets[0]).toMatchObject({ before: { trial: 'open' }, after: { trial: 'ended' } });
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
