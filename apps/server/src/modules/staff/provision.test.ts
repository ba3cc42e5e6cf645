import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createUser } from '../accounts/service';
import { users } from '../accounts/tables';
import { enterpriseMembers } from '../enterprise/tables';
import { builtInRoleId } from '../roles/service';
import { kit, type Kit } from './testkit';
import { departmentMembers } from './tables';
import { provisionStaff, type ProvisionInput } from './provision';

// provisionStaff: the account of a single sign-on or directory sign-in (docs/staff.md "Provisioning").

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const off = { mode: 'off' as const, departmentId: null, roleId: null };
const provision = (v: Omit<ProvisionInput, 'enterpriseId'> & { enterpriseId?: string }) =>
  k.t.deps.db.transaction((tx) => provisionStaff(tx, k.t.deps, { enterpriseId: k.enterpriseId, ...v }));

describe('provisionStaff', () => {
  it('signs in the staff member with that e-mail, whatever its letter case', async () => {
    const person = await k.addPerson();
    const r = await provision({ email: person.email!.toUpperCase(), name: 'x', jit: off });
    expect(r).toEqual({ kind: 'ok', userId: person.userId, created: false });
  });

  it('refuses staff marked invalid (invalidAccount)', async () => {
    const person = await k.addPerson();
    await k.t.deps.db.update(users).set({ isInvalid: true }).where(eq(users.id, person.userId));
    expect(await provision({ email: person.email!, name: 'x', jit: { ...off, mode: 'create' } })).toEqual({ kind: 'refused', reason: 'invalidAccount' });
  });

  it('refuses an unknown person when jit is off (noAccount) and makes no account', async () => {
    expect(await provision({ email: 'nobody.here@example.com', name: 'Nobody', jit: off })).toEqual({ kind: 'refused', reason: 'noAccount' });
    const [row] = await k.t.deps.db.select().from(users).where(eq(users.email, 'nobody.here@example.com'));
    expect(row).toBeUndefined();
  });

  it('never joins an existing account of another enterprise, even with jit create', async () => {
    await createUser(k.t.deps.db, { loginName: 'elsewhere', name: 'Else Where', email: 'else@example.com' });
    expect(await provision({ email: 'else@example.com', name: 'Else', jit: { ...off, mode: 'create' } })).toEqual({ kind: 'refused', reason: 'noAccount' });
  });

  it('creates staff in the default department and the built-in staff role (jit create)', async () => {
    const dept = await k.deptId('Site operations');
    const r = await provision({ email: 'New.Comer@example.com', name: 'New Comer', jit: { mode: 'create', departmentId: dept, roleId: null } });
    expect(r).toMatchObject({ kind: 'ok', created: true });
    const userId = r.kind === 'ok' ? r.userId : '';
    const [u] = await k.t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(u).toMatchObject({ name: 'New Comer', email: 'New.Comer@example.com', loginName: 'New.Comer', passwordHash: null });
    const [m] = await k.t.deps.db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, k.enterpriseId), eq(enterpriseMembers.userId, userId)));
    expect(m.roleId).toBe(await builtInRoleId(k.t.deps.db, { enterpriseId: k.enterpriseId, projectId: null }, 'enterprise_staff'));
    const depts = await k.t.deps.db.select().from(departmentMembers).where(eq(departmentMembers.userId, userId));
    expect(depts.map((d) => d.departmentId)).toEqual([dept]);
  });

  it('puts new staff in the department the identity provider names when it exists, and gives a unique login name', async () => {
    await createUser(k.t.deps.db, { loginName: 'sam', name: 'Sam Other', email: 'sam@other.example.com' });
    const r = await provision({
      email: 'sam@example.com',
      name: 'Sam',
      departmentName: 'engineering',
      jit: { mode: 'create', departmentId: null, roleId: null },
    });
    const userId = r.kind === 'ok' ? r.userId : '';
    const [u] = await k.t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(u.loginName).toBe('sam2');
    const depts = await k.t.deps.db.select().from(departmentMembers).where(eq(departmentMembers.userId, userId));
    expect(depts.map((d) => d.departmentId)).toEqual([await k.deptId('Engineering')]);
  });

  it('gives concurrent first sign-ins of one new person one account', async () => {
    const jit = { mode: 'create' as const, departmentId: null, roleId: null };
    const results = await Promise.all([1, 2, 3, 4].map(() => provision({ email: 'twin@example.com', name: 'Twin', jit })));
    const ids = new Set(results.map((r) => (r.kind === 'ok' ? r.userId : r.reason)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.kind === 'ok' && r.created)).toHaveLength(1);
    const [{ n }] = await k.t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'twin@example.com'`);
    expect(n).toBe(1);
  });
});
