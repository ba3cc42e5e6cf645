import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createUser } from '../accounts/service';
import { sessions, users } from '../accounts/tables';
import { addEnterpriseMember } from '../enterprise/service';
import { enterpriseMembers } from '../enterprise/tables';
import { builtInRoleId } from '../roles/service';
import { projectMembers } from '../projects/tables';
import { buildOutsider, demoProjects } from '../../test/factories';
import { ADD, DELETE, kit, LIST, UPDATE, userId, type Kit } from './testkit';
import { departmentMembers } from './tables';

// Staff: the list and its filters, adding, changing, invalidating and removing (docs/staff.md).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const logins = (list: { loginName: string }[]) => list.map((s) => s.loginName);

describe('staff list', () => {
  it('answers the spec default state: page 1 of 10, newest first, all states, with departments, post and role', async () => {
    const r = await k.post(LIST, {});
    expect(r.body.success).toBe(true);
    expect(r.body.pageTotal).toBeGreaterThanOrEqual(5);
    const member = r.body.data.list.find((s: { loginName: string }) => s.loginName === 'member');
    expect(member).toMatchObject({
      name: 'Mia Member',
      post: 'Structural engineer',
      departments: [{ name: 'Structural design' }],
      role: { name: 'Staff', builtIn: 'enterprise_staff' },
      isInvalid: 0,
      isSystem: true,
    });
    expect(member._id).toBe(member.userId);
    // The clerk joined last: newest first.
    expect(r.body.data.list[0].loginName).toBe('clerk');
  });

  it('filters by department with its sub-departments (where.orgId, groupId on jm-get-staff, backUpOrgs)', async () => {
    const engineering = await k.deptId('Engineering');
    const r = await k.post(LIST, { where: { isInvalid: 'all', orgId: engineering }, sort: 'loginName', sortValue: 'asc' });
    expect(logins(r.body.data.list)).toEqual(['member', 'padmin']);
    const jm = await k.post('/protected/user-management/jm-get-staff', { groupId: engineering, sort: 'loginName', sortValue: 'asc' });
    expect(logins(jm.body.data.list)).toEqual(['member', 'padmin']);
    const site = await k.deptId('Site operations');
    const many = await k.post(LIST, { backUpOrgs: [site, await k.deptId('Head office')], sort: 'loginName', sortValue: 'asc' });
    expect(logins(many.body.data.list)).toEqual(['emanager', 'member', 'padmin']);
  });

  it('searches by name and pages', async () => {
    const r = await k.post(LIST, { where: { isInvalid: 'all', name: 'mia' } });
    expect(logins(r.body.data.list)).toEqual(['member']);
    const page = await k.post(LIST, { pageNum: 2, pageSize: 2, sort: 'loginName', sortValue: 'asc' });
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBe(page.body.pageTotal);
  });

  it('refuses an outsider and a staff member without person:enter; the platform list needs a manager', async () => {
    expect((await k.post(LIST, {}, k.outsider)).body).toMatchObject({ success: false, errorCode: 401 });
    expect((await k.post(LIST, {}, k.member)).body).toMatchObject({ success: false, errorCode: 4030 });
    expect((await k.post(LIST, {}, k.clerk)).body.success).toBe(true);
    expect((await k.post('/protected/platform/get-staffs', {}, k.clerk)).body).toMatchObject({ success: false, errorCode: 4030 });
    expect((await k.post('/protected/platform/get-staffs', {}, k.emanager)).body.success).toBe(true);
    expect((await k.post('/protected/platform/get-staffs', {}, k.sysadmin)).body.success).toBe(true);
  });

  it('answers a bad state filter and bad paging with a message', async () => {
    const r = await k.post(LIST, { where: { isInvalid: 5 } });
    expect(r.body).toMatchObject({ success: false, errorCode: 400 });
    expect(r.body.msg).toContain('The state must be 0 (in use) or 1 (invalid)');
    expect((await k.post(LIST, { pageSize: 0 })).status).toBe(400);
    expect((await k.post(LIST, { sort: 'password' })).status).toBe(400);
  });
});

describe('add-staff', () => {
  it('refuses all but one of racing additions with one login name, with the message (never a 500)', async () => {
    const race = await Promise.all(
      ['Race', 'RACE', 'race'].map((loginName, i) => k.post(ADD, { name: `Racer ${i}`, loginName, email: `racer${i}@example.com`, post: 'Runner' })),
    );
    expect(race.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of race.filter((x) => !x.body.success)) {
      expect(r.status).toBe(400);
      // The first account is there by then: "already used", or "already staff" when it matched this one.
      expect(r.body.msg).toMatch(/already/);
    }
    // And a login name racing another account's e-mail: one of the two.
    const cross = await Promise.all([
      k.post(ADD, { name: 'Cross A', loginName: 'cross@example.com', email: 'cross-a@example.com', post: 'X' }),
      k.post(ADD, { name: 'Cross B', loginName: 'crossb', email: 'cross@example.com', post: 'X' }),
    ]);
    expect(cross.filter((r) => r.body.success)).toHaveLength(1);
    expect(cross.find((r) => !r.body.success)!.status).toBe(400);
  });
  it('creates the account, mails a set-password link, joins as enterprise staff with post and departments', async () => {
    const structural = await k.deptId('Structural design');
    const before = k.t.mails.sent.length;
    const r = await k.post(ADD, {
      name: 'Nora New',
      loginName: 'nora',
      email: 'nora@example.com',
      phone: '+49 40 1',
      post: 'Surveyor',
      backUpOrgs: [structural],
    });
    expect(r.body).toMatchObject({
      success: true,
      msg: 'Staff added',
      data: {
        name: 'Nora New',
        loginName: 'nora',
        email: 'nora@example.com',
        phone: '+49 40 1',
        post: 'Surveyor',
        role: { name: 'Staff' },
        isInvalid: 0,
        isSystem: false,
      },
    });
    expect(r.body.data.departments).toEqual([{ id: structural, name: 'Structural design' }]);
    const mail = k.t.mails.sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe('nora@example.com');
    expect(mail[0].text).toMatch(/\/setpassword\/[\w-]+/);
  });

  it('adds an existing account by login name, and refuses one who is staff already', async () => {
    await createUser(k.t.deps.db, { loginName: 'olga', name: 'Olga Other', email: 'olga@example.com', password: 'Olga#2026xx' });
    const r = await k.post(ADD, { name: 'Olga Other', loginName: 'olga', post: 'Buyer' }, k.clerk);
    expect(r.body).toMatchObject({ success: true, data: { loginName: 'olga', post: 'Buyer' } });
    const again = await k.post(ADD, { name: 'Olga Other', email: 'OLGA@example.com', post: 'Buyer' });
    expect(again.body).toMatchObject({ success: false, msg: 'Olga Other is already staff of the enterprise' });
  });

  it('asks which account is meant when two share the nickname, then adds the one picked', async () => {
    const a = await createUser(k.t.deps.db, { loginName: 'sam.one', name: 'Sam Same', email: 'sam1@example.com' });
    await createUser(k.t.deps.db, { loginName: 'sam.two', name: 'Sam Same', email: 'sam2@example.com' });
    const r = await k.post(ADD, { name: 'Sam Same', post: 'Driver' });
    expect(r.body).toMatchObject({
      success: false,
      msg: 'There are two identical nicknames in the system (sam.one, sam.two); choose the account by its login name',
      data: { candidates: [{ userId: a.id, loginName: 'sam.one' }, { loginName: 'sam.two' }] },
    });
    const picked = await k.post(ADD, { name: 'Sam Same', userId: a.id, post: 'Driver' });
    expect(picked.body).toMatchObject({ success: true, data: { loginName: 'sam.one' } });
    // Now only one Sam is outside the enterprise: the name alone finds him.
    const second = await k.post(ADD, { name: 'sam same', post: 'Driver' });
    expect(second.body).toMatchObject({ success: true, data: { loginName: 'sam.two' } });
    const nobody = await k.post(ADD, { name: 'Nobody Atall', post: 'Driver' });
    expect(nobody.body.msg).toBe('No account is named "Nobody Atall"; enter a login name or e-mail to create one');
  });

  it('requires the post and a name; a new account needs an e-mail; departments must be the enterprise', async () => {
    const noPost = await k.post(ADD, { name: 'P', email: 'p-nopost@example.com' });
    expect(noPost.body).toMatchObject({ success: false, errorCode: 400 });
    expect(noPost.body.msg).toContain('Please enter the staff post');
    const zh = await k.t.post(ADD, { enterpriseId: k.enterpriseId, name: 'P', email: 'p-nopost@example.com', post: '' }, k.emanager, 'zh');
    expect(zh.body.msg).toContain('请输入员工岗位');
    expect((await k.post(ADD, { name: 'P', loginName: 'p-nomail', post: 'X' })).body.msg).toBe('Please enter the e-mail');
    expect((await k.post(ADD, { name: 'P', email: 'bad', post: 'X' })).status).toBe(400);
    const dept = await k.post(ADD, { name: 'P', email: 'p-dept@example.com', post: 'X', backUpOrgs: ['nope'] });
    expect(dept.body.msg).toBe('The organisation does not exist in this enterprise');
  });

  it('refuses an outsider, a staff member without person:add, and an enterprise role from a non-manager', async () => {
    expect((await k.post(ADD, { name: 'Q', email: 'q@example.com', post: 'X' }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post(ADD, { name: 'Q', email: 'q@example.com', post: 'X' }, k.member)).body.errorCode).toBe(4030);
    const managerRole = await builtInRoleId(k.t.deps.db, { enterpriseId: k.enterpriseId, projectId: null }, 'enterprise_manager');
    const r = await k.post(ADD, { name: 'Q', email: 'q@example.com', post: 'X', roleId: managerRole }, k.clerk);
    expect(r.body).toMatchObject({ success: false, errorCode: 4030, msg: 'Only an enterprise manager may change enterprise roles or enterprise managers' });
    expect((await k.post('/protected/platform/add-staff', { name: 'Q', email: 'q@example.com', post: 'X' }, k.clerk)).body.errorCode).toBe(4030);
    const jm = await k.post('/protected/platform/jm-add-staff', { name: 'Q', email: 'q@example.com', post: 'X', roleId: managerRole });
    expect(jm.body).toMatchObject({ success: true, data: { role: { id: managerRole } } });
  });
});

describe('update-staff', () => {
  it('changes post, departments and (as a manager) the enterprise role', async () => {
    const p = await k.addPerson();
    const site = await k.deptId('Site operations');
    const r = await k.post(UPDATE, { userId: p.userId, post: 'Foreman', backUpOrgs: [site] }, k.clerk);
    expect(r.body).toMatchObject({ success: true, msg: 'Staff saved', data: { post: 'Foreman', departments: [{ id: site }] } });
    const cleared = await k.post('/protected/user-management/jm-update-staff', { userId: p.userId, backUpOrgs: [] });
    expect(cleared.body.data.departments).toEqual([]);
    const managerRole = await builtInRoleId(k.t.deps.db, { enterpriseId: k.enterpriseId, projectId: null }, 'enterprise_manager');
    const byClerk = await k.post(UPDATE, { userId: p.userId, roleId: managerRole }, k.clerk);
    expect(byClerk.body.errorCode).toBe(4030);
    const byManager = await k.post('/protected/platform/update-staff', { userId: p.userId, roleId: managerRole });
    expect(byManager.body.data.role.id).toBe(managerRole);
    // Now an enterprise manager: the clerk may not change them at all.
    expect((await k.post(UPDATE, { userId: p.userId, post: 'Anything' }, k.clerk)).body.errorCode).toBe(4030);
  });

  it('invalidates: the old token gets the not-logged-in answer at once, sign-in is refused; start-use lets them in again', async () => {
    const u = await createUser(k.t.deps.db, { loginName: 'ivan', name: 'Ivan Invalid', email: 'ivan@example.com', password: 'Ivan#2026xx' });
    await k.post(ADD, { name: 'Ivan Invalid', loginName: 'ivan', post: 'Crane operator' });
    const token = await k.t.login('ivan', 'Ivan#2026xx');
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(true);
    const r = await k.post(UPDATE, { userId: u.id, isInvalid: 1 });
    expect(r.body).toMatchObject({ success: true, msg: 'The account is now invalid', data: { isInvalid: 1 } });
    // Revoked by the change itself, before any request of theirs comes in.
    const open = await k.t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
    const old = await k.t.post('/protected/user/get-current-user', {}, token);
    expect(old.body).toMatchObject({ success: false, errorCode: 4003, msg: 'You are not logged in or the login is invalid, please login' });
    const login = await k.t.post('/public/user/login', { loginName: 'ivan', password: 'Ivan#2026xx' });
    expect(login.body.success).toBe(false);
    const invalid = await k.post(LIST, { where: { isInvalid: 1 } });
    expect(logins(invalid.body.data.list)).toContain('ivan');
    const back = await k.post(UPDATE, { userId: u.id, isInvalid: 0 });
    expect(back.body).toMatchObject({ success: true, msg: 'The account is in use again', data: { isInvalid: 0 } });
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(false);
    expect((await k.t.post('/public/user/login', { loginName: 'ivan', password: 'Ivan#2026xx' })).body.success).toBe(true);
  });

  it('ends the sessions in the same transaction as the change', async () => {
    const u = await createUser(k.t.deps.db, { loginName: 'tara', name: 'Tara Tx', email: 'tara@example.com', password: 'Tara#2026xx' });
    await k.post(ADD, { name: 'Tara Tx', loginName: 'tara', post: 'Planner' });
    const token = await k.t.login('tara', 'Tara#2026xx');
    // A refused change (an unknown department) must leave both the account and its sessions alone.
    const bad = await k.post(UPDATE, { userId: u.id, isInvalid: 1, backUpOrgs: ['nope'] });
    expect(bad.body.success).toBe(false);
    const [row] = await k.t.deps.db.select({ isInvalid: users.isInvalid }).from(users).where(eq(users.id, u.id));
    expect(row.isInvalid).toBe(false);
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(true);
  });

  it('nobody invalidates themselves; system accounts cannot be made invalid; shared accounts keep their own fields', async () => {
    const clerkSelf = await k.post(UPDATE, { userId: k.clerkId, isInvalid: 1 }, k.clerk);
    expect(clerkSelf.body).toMatchObject({ success: false, msg: 'You cannot make yourself invalid or remove yourself' });
    const memberId = await userId(k.t.deps.db, 'member');
    expect((await k.post(UPDATE, { userId: memberId, isInvalid: 1 })).body.msg).toBe('A system-created account cannot be made invalid');
    // An account also in another enterprise: its e-mail is not this enterprise's to change.
    const shared = await createUser(k.t.deps.db, { loginName: 'shay', name: 'Shay Shared', email: 'shay@example.com' });
    await addEnterpriseMember(k.t.deps.db, k.outsiderEnterpriseId, shared.id, null);
    await k.post(ADD, { name: 'Shay Shared', loginName: 'shay', post: 'Consultant' });
    const r = await k.post(UPDATE, { userId: shared.id, email: 'mine@example.com' });
    expect(r.body).toMatchObject({ success: false, errorCode: 4030 });
    expect((await k.post(UPDATE, { userId: shared.id, post: 'Adviser' })).body.success).toBe(true);
  });

  it('refuses an outsider, a member without person:edit, an unknown person and bad input', async () => {
    const p = await k.addPerson();
    expect((await k.post(UPDATE, { userId: p.userId, post: 'X' }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post(UPDATE, { userId: p.userId, post: 'X' }, k.member)).body.errorCode).toBe(4030);
    expect((await k.post(UPDATE, { userId: 'nobody', post: 'X' })).body.msg).toBe('This person is not staff of the enterprise');
    expect((await k.post(UPDATE, { userId: p.userId, isInvalid: 7 })).status).toBe(400);
    expect((await k.post(UPDATE, { post: 'X' })).status).toBe(400);
  });
});

describe('delete-staff', () => {
  it('removes the person from departments, the enterprise and its projects', async () => {
    const p = await k.addPerson({ backUpOrgs: [await k.deptId('MEP')] });
    const harbour = (await demoProjects(k.t.deps.db)).harbour;
    await k.t.deps.db.insert(projectMembers).values({ projectId: harbour.id, userId: p.userId, roleId: null, isAdmin: false });
    const r = await k.post(DELETE, { userId: p.userId }, k.clerk);
    expect(r.body).toMatchObject({ success: true, msg: 'Staff removed from the enterprise', data: { userId: p.userId } });
    const db = k.t.deps.db;
    expect(await db.select().from(enterpriseMembers).where(eq(enterpriseMembers.userId, p.userId))).toEqual([]);
    expect(await db.select().from(departmentMembers).where(eq(departmentMembers.userId, p.userId))).toEqual([]);
    expect(await db.select().from(projectMembers).where(eq(projectMembers.userId, p.userId))).toEqual([]);
    // The account itself stays: it may belong elsewhere.
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, p.userId))).toHaveLength(1);
  });

  it('refuses a system-created account and a project manager, with the spec messages', async () => {
    const memberId = await userId(k.t.deps.db, 'member');
    const sys = await k.post(DELETE, { userId: memberId });
    expect(sys.body).toMatchObject({ success: false, msg: 'A system-created account cannot be removed' });
    const p = await k.addPerson();
    const harbour = (await demoProjects(k.t.deps.db)).harbour;
    await k.t.deps.db.insert(projectMembers).values({ projectId: harbour.id, userId: p.userId, roleId: null, isAdmin: true });
    const pm = await k.post('/protected/platform/delete-staff', { userId: p.userId });
    expect(pm.body).toMatchObject({ success: false, msg: `${p.name} is the project manager of Harbour View Residences and cannot be removed` });
    expect((await k.post(LIST, { where: { isInvalid: 'all', name: p.name } })).body.data.list).toHaveLength(1);
  });

  it('nobody removes themselves; outsiders and members without person:delete are refused; bad input answered', async () => {
    expect((await k.post(DELETE, { userId: k.clerkId }, k.clerk)).body.msg).toBe('You cannot make yourself invalid or remove yourself');
    const p = await k.addPerson();
    expect((await k.post(DELETE, { userId: p.userId }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post(DELETE, { userId: p.userId }, k.member)).body.errorCode).toBe(4030);
    expect((await k.post('/protected/platform/delete-staff', { userId: p.userId }, k.clerk)).body.errorCode).toBe(4030);
    expect((await k.post(DELETE, {})).body).toMatchObject({ success: false, errorCode: 400 });
    expect((await k.post(DELETE, { userId: 'ghost' })).body.msg).toBe('This person is not staff of the enterprise');
  });
});

describe('the last manager', () => {
  it('is neither removed, invalidated nor given another role, even by a system manager; beside a second manager they are', async () => {
    const db = k.t.deps.db;
    const out = await buildOutsider(k.t);
    await db
      .update(enterpriseMembers)
      .set({ roleId: out.managerRoleId })
      .where(and(eq(enterpriseMembers.enterpriseId, out.enterpriseId), eq(enterpriseMembers.userId, out.user.id)));
    const asSystem = (url: string, body: object) => k.t.post(url, { enterpriseId: out.enterpriseId, ...body }, k.sysadmin, 'en');
    const refused = { success: false, msg: `${out.user.name} is the last manager of the enterprise: add another manager first` };
    expect((await asSystem(DELETE, { userId: out.user.id })).body).toMatchObject(refused);
    expect((await asSystem(UPDATE, { userId: out.user.id, isInvalid: 1 })).body).toMatchObject(refused);
    expect((await asSystem(UPDATE, { userId: out.user.id, roleId: out.staffRoleId })).body).toMatchObject(refused);
    // An invalid second manager does not count; a valid one does.
    const second = await createUser(db, {
      loginName: `second-${out.enterpriseId.slice(0, 6)}`,
      name: 'Second Manager',
      password: 'Second#2026x',
      email: `second-${out.enterpriseId.slice(0, 6)}@outside.example`,
    });
    await addEnterpriseMember(db, out.enterpriseId, second.id, out.managerRoleId);
    await db.update(users).set({ isInvalid: true }).where(eq(users.id, second.id));
    expect((await asSystem(UPDATE, { userId: out.user.id, roleId: out.staffRoleId })).body).toMatchObject(refused);
    await db.update(users).set({ isInvalid: false }).where(eq(users.id, second.id));
    expect((await asSystem(UPDATE, { userId: out.user.id, roleId: out.staffRoleId })).body.success).toBe(true);
  });
});

// The built-in staff role is what a new person gets unless another enterprise role is given.
it('gives a new person the enterprise_staff role', async () => {
  const p = await k.addPerson();
  const staffRole = await builtInRoleId(k.t.deps.db, { enterpriseId: k.enterpriseId, projectId: null }, 'enterprise_staff');
  expect(p.role?.id).toBe(staffRole);
});
