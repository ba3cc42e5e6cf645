import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DIRECTORY_DEFAULT_FILTER } from '@trestle/shared/directory-schemas';
import { SLAPD_PEOPLE, SLAPD_SERVICE } from '../../test/slapd';
import { operationLogs } from '../oplog/tables';
import { directorySettings } from './tables';
import { D, kit, type Kit } from './testkit';

// The directory settings calls against a real slapd (docs/directory.md "Calls"): who may call,
// validation, the write-only service password, the test run's steps and messages.

let k: Kit;
beforeAll(async () => {
  k = await kit();
}, 120_000);
afterAll(() => k?.close());

const steps = (r: { body: { data: { steps: { step: string; ok: boolean }[] } } }) => r.body.data.steps.map((s) => `${s.step}:${s.ok}`);

describe('who may call the settings', () => {
  it('refuses plain staff and outsiders on every settings call', async () => {
    for (const call of ['get-settings', 'save-settings', 'test-settings', 'delete-settings']) {
      const body = call === 'save-settings' ? k.settings() : {};
      const staff = await k.post(`${D}/${call}`, body, k.member);
      expect(staff.status, call).toBe(403);
      expect(staff.body.success).toBe(false);
      const out = await k.post(`${D}/${call}`, body, k.outsider);
      expect(out.status, call).toBe(403);
      const anon = await k.post(`${D}/${call}`, body, null);
      expect(anon.status, call).toBe(401);
    }
  });
});

describe('save-settings', () => {
  it('saves, answers without the password (hasBindPassword) and the defaults; get-settings reads the same', async () => {
    const before = await k.post(`${D}/get-settings`, {});
    expect(before.body).toMatchObject({ success: true, data: null });
    const r = await k.post(`${D}/save-settings`, k.settings());
    expect(r.body.success).toBe(true);
    expect(r.body.msg).toBe('Directory settings saved');
    expect(r.body.data).toMatchObject({ url: k.ldap.ldapsUrl, hasBindPassword: true, userFilter: DIRECTORY_DEFAULT_FILTER, attrEmail: 'mail', attrName: 'displayName', jitMode: 'off', timeoutMs: 5000 });
    expect(JSON.stringify(r.body)).not.toContain(SLAPD_SERVICE.password);
    const got = await k.post(`${D}/get-settings`, {});
    expect(got.body.data).toEqual(r.body.data);
    expect(JSON.stringify(got.body)).not.toContain(SLAPD_SERVICE.password);
  });

  it('keeps the service password sealed in the database and never in the operation log', async () => {
    await k.save();
    const [row] = await k.t.deps.db.select().from(directorySettings).where(eq(directorySettings.enterpriseId, k.enterpriseId));
    expect(row.bindPassword).not.toContain(SLAPD_SERVICE.password);
    expect(row.bindPassword.startsWith('v1:')).toBe(true);
    const logs = await k.t.deps.db.select().from(operationLogs).where(eq(operationLogs.route, `${D}/save-settings`));
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(SLAPD_SERVICE.password);
    expect(JSON.stringify(logs)).toContain('(changed)');
  });

  it('keeps the saved password when bindPassword is absent, and needs one the first time', async () => {
    await k.save();
    const { bindPassword: _unused, ...rest } = k.settings({ attrName: 'cn' });
    const kept = await k.post(`${D}/save-settings`, rest);
    expect(kept.body).toMatchObject({ success: true, data: { attrName: 'cn', hasBindPassword: true } });
    const test = await k.post(`${D}/test-settings`, {});
    expect(test.body.data.ok).toBe(true);
    await k.post(`${D}/delete-settings`, {});
    const first = await k.post(`${D}/save-settings`, rest);
    expect(first.status).toBe(400);
    expect(first.body.msg).toBe("Enter the service account's password");
  });

  it('sends the saved password only to the same directory: a changed address, bind DN or CA needs it typed again', async () => {
    await k.save();
    for (const over of [{ url: 'ldaps://127.0.0.1:1' }, { bindDn: 'cn=other,dc=example,dc=org' }, { caCert: k.ldap.otherCaPem }]) {
      const { bindPassword: _unused, ...form } = k.settings(over);
      const saved = await k.post(`${D}/save-settings`, form);
      expect(saved.status, JSON.stringify(over)).toBe(400);
      expect(saved.body.msg).toContain('password again');
      const tried = await k.post(`${D}/test-settings`, { settings: form });
      expect(tried.status, JSON.stringify(over)).toBe(400);
      expect(tried.body.msg).toContain('password again');
    }
    const typed = await k.post(`${D}/save-settings`, k.settings({ url: k.ldap.ldapUrl, startTls: true }));
    expect(typed.body.success).toBe(true);
  });

  it('refuses plain ldap:// without StartTLS, and accepts it with StartTLS', async () => {
    const plain = await k.post(`${D}/save-settings`, k.settings({ url: k.ldap.ldapUrl, startTls: false }));
    expect(plain.status).toBe(400);
    expect(plain.body.msg).toContain('clear text');
    const tls = await k.post(`${D}/save-settings`, k.settings({ url: k.ldap.ldapUrl, startTls: true }));
    expect(tls.body.success).toBe(true);
  });

  it('refuses bad input with clear messages, never a 500', async () => {
    const cases: [object, string][] = [
      [{ url: 'http://127.0.0.1:389' }, 'ldaps://host:port'],
      [{ url: 'ldaps://host:99999' }, 'ldaps://host:port'],
      [{ bindDn: 'not a dn' }, 'service account as a distinguished name'],
      [{ userBaseDn: 'ou=people,,dc=x' }, 'user search base'],
      [{ userFilter: '(uid=alice)' }, '{login}'],
      [{ userFilter: '(uid={login}))(' }, 'one LDAP filter'],
      [{ attrEmail: 'mail;binary' }, 'attribute name'],
      [{ caCert: 'hello' }, 'PEM'],
      [{ caCert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, 'PEM'],
      [{ timeoutMs: 10 }, '1000 to 30000'],
      [{ jitMode: 'maybe' }, 'off or create'],
      [{ jitMode: 'create' }, 'default department and role'],
      [{ groupMappings: [{ groupDn: 'cn=x,dc=example,dc=org', roleId: 'nope' }] }, 'not an enterprise role'],
      [{ groupMappings: [{ groupDn: 'garbage', roleId: 'nope' }] }, 'group as a distinguished name'],
    ];
    for (const [over, text] of cases) {
      const r = await k.post(`${D}/save-settings`, k.settings(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.msg, JSON.stringify(over)).toContain(text);
    }
    const zh = await k.t.post(`${D}/save-settings`, { enterpriseId: k.enterpriseId, ...k.settings({ url: 'ftp://x' }) }, k.emanager, 'zh');
    expect(zh.body.msg).toContain('目录地址');
  });

  it('refuses a department or role that is not this enterprise\'s', async () => {
    const staffRole = await k.roleId('enterprise_staff');
    const dept = await k.deptId('Engineering');
    const ok = await k.post(`${D}/save-settings`, k.settings({ jitMode: 'create', jitDepartmentId: dept, jitRoleId: staffRole }));
    expect(ok.body.success).toBe(true);
    const badDept = await k.post(`${D}/save-settings`, k.settings({ jitMode: 'create', jitDepartmentId: 'nope', jitRoleId: staffRole }));
    expect(badDept.body.msg).toBe('The department does not exist in this enterprise');
    const foreign = await k.post(`${D}/save-settings`, k.settings({ jitMode: 'create', jitDepartmentId: dept, jitRoleId: 'nope' }));
    expect(foreign.body.msg).toBe('The role is not an enterprise role of this enterprise');
  });
});

describe('test-settings', () => {
  it('walks connect, bind and search over ldaps with the enterprise CA, and finds a user with groups and role', async () => {
    const engineers = `cn=engineers,ou=groups,dc=example,dc=org`;
    const staffRole = await k.roleId('enterprise_staff');
    await k.save({ groupMappings: [{ groupDn: engineers, roleId: staffRole }], attrDepartment: 'departmentNumber' });
    const r = await k.post(`${D}/test-settings`, { loginName: 'bob' });
    expect(r.body.success).toBe(true);
    expect(steps(r)).toEqual(['connect:true', 'bind:true', 'search:true']);
    expect(r.body.data.user).toEqual({ dn: `uid=bob,${SLAPD_PEOPLE}`, email: 'bob@dir.example.org', name: 'Bob Builder', department: 'Site', groups: [engineers], roleId: staffRole });
    const base = await k.post(`${D}/test-settings`, {});
    expect(base.body.data.ok).toBe(true);
    expect(base.body.data.user).toBeUndefined();
  });

  it('tries unsaved settings from the form with StartTLS, using the saved password when none is typed', async () => {
    await k.save({ url: k.ldap.ldapUrl, startTls: true });
    const { bindPassword: _unused, ...form } = k.settings({ url: k.ldap.ldapUrl, startTls: true, attrName: 'cn' });
    const r = await k.post(`${D}/test-settings`, { settings: form, loginName: 'alice' });
    expect(steps(r), JSON.stringify(r.body.data.steps)).toEqual(['connect:true', 'starttls:true', 'bind:true', 'search:true']);
    expect(r.body.data.user.email).toBe('alice@dir.example.org');
  });

  it('reports an unreachable host, a wrong CA, a wrong service password and no or two matches as failed steps, not errors', async () => {
    const closed = k.settings({ url: 'ldaps://127.0.0.1:1' });
    const unreachable = await k.post(`${D}/test-settings`, { settings: closed });
    expect(unreachable.status).toBe(200);
    expect(unreachable.body.data.ok).toBe(false);
    expect(steps(unreachable)).toEqual(['connect:false', 'bind:false', 'search:false']);
    expect(unreachable.body.data.steps[0].message).toContain('Cannot reach 127.0.0.1');

    const wrongCa = await k.post(`${D}/test-settings`, { settings: k.settings({ caCert: k.ldap.otherCaPem }) });
    expect(steps(wrongCa)[0]).toBe('connect:false');
    expect(wrongCa.body.data.steps[0].message).toContain('certificate is not trusted');

    const wrongCaStartTls = await k.post(`${D}/test-settings`, { settings: k.settings({ url: k.ldap.ldapUrl, startTls: true, caCert: k.ldap.otherCaPem }) });
    expect(steps(wrongCaStartTls)).toEqual(['connect:true', 'starttls:false', 'bind:false', 'search:false']);

    const badPass = await k.post(`${D}/test-settings`, { settings: k.settings({ bindPassword: 'wrong' }) });
    expect(steps(badPass)).toEqual(['connect:true', 'bind:false', 'search:false']);
    expect(badPass.body.data.steps[1].message).toContain('bind DN and its password');

    const none = await k.post(`${D}/test-settings`, { settings: k.settings(), loginName: 'nobody' });
    expect(steps(none)).toEqual(['connect:true', 'bind:true', 'search:false']);
    const two = await k.post(`${D}/test-settings`, { settings: k.settings(), loginName: 'shared@dir.example.org' });
    expect(two.body.data.steps[2].message).toContain('2 entries match');

    const ja = await k.t.post(`${D}/test-settings`, { enterpriseId: k.enterpriseId, settings: closed }, k.emanager, 'ja');
    expect(ja.body.data.steps[0].message).toContain('接続できません');
  });

  it('refuses bad input and a missing configuration with a message', async () => {
    const bad = await k.post(`${D}/test-settings`, { settings: k.settings({ url: 'ldap://x' }) });
    expect(bad.status).toBe(400);
    await k.post(`${D}/delete-settings`, {});
    const none = await k.post(`${D}/test-settings`, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Directory sign-in is not set up for this enterprise');
  });
});

describe('delete-settings', () => {
  it('deletes the settings (logged) and answers deleted false when there were none', async () => {
    await k.save();
    const r = await k.post(`${D}/delete-settings`, {});
    expect(r.body).toMatchObject({ success: true, msg: 'Directory settings deleted', data: { deleted: true } });
    expect((await k.post(`${D}/get-settings`, {})).body.data).toBeNull();
    const again = await k.post(`${D}/delete-settings`, {});
    expect(again.body.data).toEqual({ deleted: false });
    const bad = await k.post(`${D}/delete-settings`, { enterpriseId: 42 });
    expect(bad.status).toBeLessThan(500);
  });
});
