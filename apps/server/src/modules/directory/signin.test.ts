import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SLAPD_PASSWORDS, SLAPD_SERVICE } from '../../test/slapd';
import { users } from '../accounts/tables';
import { enterpriseMembers } from '../enterprise/tables';
import { operationLogs } from '../oplog/tables';
import { rolePermissions, roles } from '../roles/tables';
import { departmentMembers } from '../staff/tables';
import { directoryLogin } from './signin';
import { kit, LOGIN, type Kit } from './testkit';

// The directory sign-in against a real slapd (docs/directory.md "Signing in"): ldaps and StartTLS,
// refusals that reveal nothing, filter injection, an unreachable or untrusted directory, linking
// and just-in-time accounts with the group → role mapping, invalid staff, and the throttle.

const ACCOUNT_LIMIT = 3;
let k: Kit;
let engineerRole: string;
const engineers = 'cn=engineers,ou=groups,dc=example,dc=org';
beforeAll(async () => {
  k = await kit({ env: { LOGIN_MAX_FAILURES_ACCOUNT: String(ACCOUNT_LIMIT), LOGIN_MAX_FAILURES_IP: '1000' } });
  engineerRole = randomUUID();
  await k.t.deps.db.insert(roles).values({ id: engineerRole, enterpriseId: k.enterpriseId, projectId: null, name: 'Engineer', defaultLevel: 20 });
  await k.t.deps.db.insert(rolePermissions).values({ roleId: engineerRole, module: 'enterprise', action: 'enter' });
}, 120_000);
afterAll(() => k?.close());

const signIn = (loginName: string, password: string, enterpriseId = k.enterpriseId, lang = 'en') =>
  k.t.post(LOGIN, { enterpriseId, loginName, password }, null, lang);

/** Adds a staff member with this e-mail (as the manager); returns the user id. */
async function addStaff(email: string, name = 'Directory Person') {
  const r = await k.post('/protected/user-management/add-staff', { name, email, post: 'Engineer' });
  if (!r.body.success) throw new Error(r.body.msg);
  return r.body.data.userId as string;
}

describe('directory sign-in', () => {
  it('signs existing staff in over ldaps, linked by e-mail, with a session in the enterprise', async () => {
    await k.save();
    const userId = await addStaff('alice@dir.example.org', 'Alice Staff');
    const r = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.user).toMatchObject({ userId, enterpriseId: k.enterpriseId, email: 'alice@dir.example.org' });
    const me = await k.t.post('/protected/user/get-current-user', {}, r.body.data.token);
    expect(me.body.data.user.userId).toBe(userId);
    expect(me.body.data.current.id).toBe(k.enterpriseId);
    // The e-mail typed instead of the uid finds the same entry.
    const byMail = await signIn('alice@dir.example.org', SLAPD_PASSWORDS.alice);
    expect(byMail.body.data.user.userId).toBe(userId);
    // The directory password is not stored anywhere.
    const [row] = await k.t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row.passwordHash).toBeNull();
  });

  it('signs in over ldap:// with StartTLS', async () => {
    await k.save({ url: k.ldap.ldapUrl, startTls: true });
    const r = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(r.body.success).toBe(true);
    await k.save();
  });

  it('refuses a wrong password, an unknown name, an entry without a password and two matches with one message', async () => {
    await k.save();
    const cases: [string, string][] = [
      ['bob', 'wrong-pass'],
      ['nobody', 'whatever'],
      ['carol', 'anything'],
      ['shared@dir.example.org', SLAPD_PASSWORDS.dave],
    ];
    for (const [login, password] of cases) {
      const r = await signIn(login, password);
      expect(r.status, login).toBe(400);
      expect(r.body.msg, login).toBe('Incorrect login name or password');
    }
  });

  it('refuses an empty password before any bind (an unauthenticated bind would succeed)', async () => {
    const r = await signIn('alice', '');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Please enter the password');
    // Called directly, past the input schema, the service refuses it too.
    await expect(directoryLogin(k.t.deps, { enterpriseId: k.enterpriseId, loginName: 'alice', password: '' }, '127.0.0.1')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('escapes the typed name in the filter (RFC 4515): wildcards and filter syntax match nothing', async () => {
    await k.save();
    // Unescaped, al* would find alice alone and sign in with her password.
    const wildcard = await signIn('al*', SLAPD_PASSWORDS.alice);
    expect(wildcard.body.msg).toBe('Incorrect login name or password');
    const injected = await signIn('*)(uid=*', SLAPD_PASSWORDS.alice);
    expect(injected.status).toBe(400);
    expect(injected.body.msg).toBe('Incorrect login name or password');
    const closing = await signIn('alice)(|(uid=*', SLAPD_PASSWORDS.alice);
    expect(closing.body.msg).toBe('Incorrect login name or password');
  });

  it('answers a clear 503 when the directory is unreachable or its certificate is not trusted, never a 500', async () => {
    await k.save({ url: 'ldaps://127.0.0.1:1' });
    const down = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(down.status).toBe(503);
    expect(down.body.msg).toContain('directory cannot be reached');
    await k.save({ caCert: k.ldap.otherCaPem });
    const wrongCa = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(wrongCa.status).toBe(503);
    const zh = await signIn('alice', SLAPD_PASSWORDS.alice, k.enterpriseId, 'zh');
    expect(zh.body.msg).toContain('无法连接目录服务');
    await k.save();
  });

  it('refuses when the enterprise has no enabled directory, and bad input', async () => {
    await k.save({ enabled: false });
    const off = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(off.status).toBe(400);
    expect(off.body.msg).toBe('Directory sign-in is not set up for this enterprise');
    await k.save();
    const other = await signIn('alice', SLAPD_PASSWORDS.alice, 'no-such-enterprise');
    expect(other.body.msg).toBe('Directory sign-in is not set up for this enterprise');
    for (const body of [
      {},
      { enterpriseId: k.enterpriseId },
      { enterpriseId: k.enterpriseId, loginName: 'alice' },
      { enterpriseId: k.enterpriseId, loginName: 7, password: 'x' },
    ]) {
      const r = await k.t.post(LOGIN, body, null, 'en');
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });

  it('with just-in-time creation off, a directory user without staff is told to ask the manager', async () => {
    await k.save({ jitMode: 'off' });
    const r = await signIn('bob', SLAPD_PASSWORDS.bob);
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('no account for you in this enterprise');
  });

  it('with just-in-time creation, makes the staff member in the default department with the mapped group role', async () => {
    const dept = await k.deptId('Engineering');
    const staffRole = await k.roleId('enterprise_staff');
    await k.save({ jitMode: 'create', jitDepartmentId: dept, jitRoleId: staffRole, groupMappings: [{ groupDn: engineers, roleId: engineerRole }] });
    const r = await signIn('bob', SLAPD_PASSWORDS.bob);
    expect(r.body.success).toBe(true);
    const userId = r.body.data.user.userId;
    expect(r.body.data.user).toMatchObject({ name: 'Bob Builder', email: 'bob@dir.example.org', enterpriseId: k.enterpriseId });
    const db = k.t.deps.db;
    const [m] = await db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, k.enterpriseId), eq(enterpriseMembers.userId, userId)));
    expect(m.roleId).toBe(engineerRole);
    const depts = await db.select().from(departmentMembers).where(eq(departmentMembers.userId, userId));
    expect(depts.map((d) => d.departmentId)).toEqual([dept]);
    // Signing in again finds the same account.
    const again = await signIn('bob', SLAPD_PASSWORDS.bob);
    expect(again.body.data.user.userId).toBe(userId);
  });

  it('applies the group mapping to existing staff on each sign-in', async () => {
    const staffRole = await k.roleId('enterprise_staff');
    await k.save({
      groupMappings: [
        { groupDn: 'cn=managers,ou=groups,dc=example,dc=org', roleId: staffRole },
        { groupDn: engineers, roleId: engineerRole },
      ],
    });
    // bob (engineers) keeps the engineer role; the first matching mapping wins.
    const bob = await signIn('bob', SLAPD_PASSWORDS.bob);
    const [m] = await k.t.deps.db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, k.enterpriseId), eq(enterpriseMembers.userId, bob.body.data.user.userId)));
    expect(m.roleId).toBe(engineerRole);
  });

  it("never changes an enterprise manager's role through the group mapping", async () => {
    await k.save({ groupMappings: [{ groupDn: engineers, roleId: engineerRole }] });
    // frank's entry has the demo enterprise manager's e-mail and is in cn=engineers.
    const r = await signIn('frank', SLAPD_PASSWORDS.frank);
    expect(r.body.success).toBe(true);
    const [m] = await k.t.deps.db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, k.enterpriseId), eq(enterpriseMembers.userId, r.body.data.user.userId)));
    expect(m.roleId).toBe(await k.roleId('enterprise_manager'));
  });

  it('refuses staff marked invalid', async () => {
    await k.save();
    const alice = (await signIn('alice', SLAPD_PASSWORDS.alice)).body.data.user.userId;
    const inv = await k.post('/protected/user-management/update-staff', { userId: alice, isInvalid: 1 });
    expect(inv.body.success).toBe(true);
    const r = await signIn('alice', SLAPD_PASSWORDS.alice);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('This account has been disabled');
    await k.post('/protected/user-management/update-staff', { userId: alice, isInvalid: 0 });
  });

  it('refuses a directory entry without an e-mail (no account can be matched)', async () => {
    await k.save({ jitMode: 'create', jitDepartmentId: await k.deptId('Engineering'), jitRoleId: await k.roleId('enterprise_staff') });
    const r = await signIn('erin', SLAPD_PASSWORDS.erin);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('no e-mail address');
  });

  it('never puts the service password in an answer or an operation log row', async () => {
    const saved = await k.post('/protected/directory/save-settings', k.settings());
    const got = await k.post('/protected/directory/get-settings', {});
    const ok = await signIn('alice', SLAPD_PASSWORDS.alice);
    for (const r of [saved, got, ok]) expect(JSON.stringify(r.body)).not.toContain(SLAPD_SERVICE.password);
    const logs = await k.t.deps.db.select().from(operationLogs);
    expect(JSON.stringify(logs)).not.toContain(SLAPD_SERVICE.password);
    expect(JSON.stringify(logs)).not.toContain(SLAPD_PASSWORDS.alice);
  });
});

describe('the sign-in page', () => {
  it('offers the directory form at /login/:enterpriseId when the directory is configured and enabled', async () => {
    const options = () => k.t.post('/public/sso/login-options', { enterpriseId: k.enterpriseId }, null, 'en');
    await k.post('/protected/directory/delete-settings', {});
    expect((await options()).body.data.directory).toBe(false);
    await k.save({ enabled: false });
    expect((await options()).body.data.directory).toBe(false);
    await k.save();
    expect((await options()).body.data.directory).toBe(true);
  });
});

describe('directory sign-in throttle', () => {
  it('lets exactly the limit of a parallel burst of wrong passwords through, then refuses even the right one', async () => {
    await k.save();
    const burst = await Promise.all(Array.from({ length: ACCOUNT_LIMIT + 5 }, () => signIn('dave', 'wrong')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const right = await signIn('dave', SLAPD_PASSWORDS.dave);
    expect(right.status).toBe(429);
    // Another name for the same directory entry counts against the same entry.
    const other = await signIn('DAVE', SLAPD_PASSWORDS.dave);
    expect(other.status).toBe(429);
  });
});
