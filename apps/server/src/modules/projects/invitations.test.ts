import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { builtInRoleId } from '../roles';

let t: TestApp;
let padmin: string;
let member: string;
let harbourId: string;

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  harbourId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const linkCode = (text: string, path: string) => new RegExp(`#${path}[?/](?:code=)?([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('invite by e-mail (invite-user-to-project)', () => {
  it('mails a join link; a new address gets an account and a set-password link that both work', async () => {
    t.mails.sent = [];
    const r = await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: 'new.person@site.example; ' }, padmin);
    expect(r.body.success).toBe(true);
    expect(r.body.msg).toMatch(/1/);
    expect(t.mails.sent).toHaveLength(1);
    const mail = t.mails.sent[0];
    expect(mail.to).toBe('new.person@site.example');
    const joinCode = linkCode(mail.text, '/join_project')!;
    const setCode = linkCode(mail.text, '/setpassword')!;
    expect(joinCode).toBeTruthy();
    expect(setCode).toBeTruthy();
    expect((await t.post('/public/user/set-password', { code: setCode, password: 'secret1' })).body.success).toBe(true);
    const token = await t.login('new.person@site.example', 'secret1');
    const q = await t.post('/public/project/query-project', { code: joinCode });
    expect(q.body.data).toMatchObject({ projectId: harbourId, name: 'Harbour View Residences' });
    const j = await t.post('/protected/project/join-project', { code: joinCode }, token);
    expect(j.body.success).toBe(true);
    const list = await t.post('/protected/get-all-projects-map-v1', {}, token);
    expect(list.body.data.list.map((p: { id: string }) => p.id)).toContain(harbourId);
    expect((await t.post('/protected/project/join-project', { code: joinCode }, token)).status).toBe(404);
  });

  it('invites several semicolon-separated addresses of existing users without new accounts', async () => {
    t.mails.sent = [];
    const r = await t.post(
      '/protected/invite-user-to-project',
      { projectId: harbourId, emails: 'emanager@demo.trestle.local;sysadmin@demo.trestle.local' },
      padmin,
    );
    expect(r.body.data.count).toBe(2);
    expect(t.mails.sent.every((m) => !m.text.includes('/setpassword/'))).toBe(true);
  });

  it('refuses inviting oneself', async () => {
    const r = await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: 'padmin@demo.trestle.local' }, padmin, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('不能邀请自己');
  });

  it('refuses an invalid address with a clear message', async () => {
    const r = await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: 'a@b.example;not-an-address' }, padmin);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/valid e-mail/);
    expect((await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: ' ; ' }, padmin)).status).toBe(400);
  });

  it('refuses a member without person:add and an outsider', async () => {
    expect((await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: 'x@y.example' }, member)).body.errorCode).toBe(4030);
    const out = await buildOutsider(t);
    expect((await t.post('/protected/invite-user-to-project', { projectId: harbourId, emails: 'x@y.example' }, out.token)).body.errorCode).toBe(401);
  });
});

describe('add enterprise users (project-level/invite-user)', () => {
  it('adds a user of the enterprise as a member', async () => {
    const id = await userId(t.deps.db, 'emanager');
    const riverside = (await demoProjects(t.deps.db)).riverside.id;
    const r = await t.post('/protected/project-level/invite-user', { projectId: riverside, userIds: [id] }, padmin);
    expect(r.body.data).toEqual({ added: 1 });
    const members = await t.post('/protected/project/get-project-members', { projectId: riverside }, padmin);
    expect(members.body.data.list.map((m: { loginName: string }) => m.loginName)).toContain('emanager');
  });
  it('refuses users of another enterprise', async () => {
    const out = await buildOutsider(t);
    const r = await t.post('/protected/project-level/invite-user', { projectId: harbourId, userIds: [out.user.id] }, padmin);
    expect(r.status).toBe(400);
  });
  it('refuses an empty list and a member without person:add', async () => {
    expect((await t.post('/protected/project-level/invite-user', { projectId: harbourId, userIds: [] }, padmin)).status).toBe(400);
    expect((await t.post('/protected/project-level/invite-user', { projectId: harbourId, userIds: ['x'] }, member)).status).toBe(403);
  });
});

describe('query and join by join code', () => {
  it('joins with the project join code and refuses a second join', async () => {
    const info = await t.post('/protected/get-project-info', { projectId: harbourId }, padmin);
    const code = info.body.data.projectInfo.joinCode;
    const out = await buildOutsider(t);
    expect((await t.post('/public/project/query-project', { code })).body.data.enterpriseName).toBe('Northwind Construction');
    expect((await t.post('/protected/project/join-project', { code }, out.token)).body.success).toBe(true);
    const again = await t.post('/protected/project/join-project', { code }, out.token, 'ja');
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('既にこのプロジェクトのメンバーです');
  });
  it('answers an unknown code with not found and a blank one with bad input', async () => {
    expect((await t.post('/public/project/query-project', { code: 'nope' })).status).toBe(404);
    expect((await t.post('/public/project/query-project', { code: ' ' })).status).toBe(400);
    expect((await t.post('/protected/project/join-project', { code: 'nope' })).status).toBe(401);
  });
});

describe('operation log', () => {
  const INVITE = '/protected/invite-user-to-project';
  const ADD = '/protected/project-level/invite-user';
  const targets = async (route: string) => (await loggedRows(t.deps.db, route)).at(-1)!.targets;

  it('names each person invited by e-mail with the address and role, never the join code', async () => {
    t.mails.sent = [];
    const p = (await demoProjects(t.deps.db)).harbour;
    const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId: p.id }, 'project_member');
    const r = await t.post(INVITE, { projectId: harbourId, emails: 'logged.invite@site.example;member@demo.trestle.local' }, padmin);
    expect(r.body.success).toBe(true);
    const newId = await userId(t.deps.db, 'logged.invite@site.example');
    expect(await targets(INVITE)).toEqual([
      { targetId: newId, targetName: 'logged.invite', after: { email: 'logged.invite@site.example', roleId: memberRole, newAccount: true } },
      { targetId: await userId(t.deps.db, 'member'), targetName: expect.any(String), after: { email: 'member@demo.trestle.local', roleId: memberRole } },
    ]);
    const code = /code=([A-Za-z0-9_-]+)/.exec(t.mails.sent[0].text)![1];
    expect(JSON.stringify(await loggedRows(t.deps.db))).not.toContain(code);
  });

  it('names each enterprise user added with the role given', async () => {
    const p = (await demoProjects(t.deps.db)).riverside;
    const id = await userId(t.deps.db, 'member');
    await t.post('/protected/project/remove-member', { projectId: p.id, userId: id }, padmin);
    const role = await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId: p.id }, 'project_member');
    expect((await t.post(ADD, { projectId: p.id, userIds: [id] }, padmin)).body.success).toBe(true);
    expect(await targets(ADD)).toEqual([{ targetId: id, targetName: expect.any(String), after: { roleId: role } }]);
  });

  it('leaves no row for a refused or invalid invitation', async () => {
    const before = (await loggedRows(t.deps.db)).length;
    expect((await t.post(INVITE, { projectId: harbourId, emails: 'x@y.example' }, member)).body.success).toBe(false);
    expect((await t.post(INVITE, { projectId: harbourId, emails: 'not-an-address' }, padmin)).status).toBe(400);
    expect((await t.post(ADD, { projectId: harbourId, userIds: ['x'] }, member)).status).toBe(403);
    expect((await t.post(ADD, { projectId: harbourId, userIds: [] }, padmin)).status).toBe(400);
    expect((await loggedRows(t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
