import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { createUser, users } from '../accounts';
import { addEnterpriseMember, enterpriseMembers } from '../enterprise';
import { builtInRoleId, roles } from '../roles';
import { setDepartments, setPost } from './manage';
import { departments } from './tables';

// The account of a person who signs in through the enterprise's identity provider (single
// sign-on) or its directory: found among the enterprise's staff by e-mail, or made just in time
// (docs/staff.md "Provisioning", docs/sso.md "Accounts"). Used by the sso and directory modules.

export interface ProvisionJit {
  /** 'off': only existing staff sign in; 'create': a new person becomes staff. */
  mode: 'off' | 'create';
  /** The department of new staff when the mapped department name matches none. */
  departmentId: string | null;
  /** The enterprise role of new staff (null: the built-in staff role). */
  roleId: string | null;
}

export interface ProvisionInput {
  enterpriseId: string;
  email: string;
  name: string;
  /** The department the identity provider names (mapped attribute), if any. */
  departmentName?: string | null;
  jit: ProvisionJit;
}

export type ProvisionResult =
  | { kind: 'ok'; userId: string; created: boolean }
  /** noAccount: no staff member with that e-mail (and none may be made); invalidAccount: marked invalid. */
  | { kind: 'refused'; reason: 'noAccount' | 'invalidAccount' };

const LOGIN_MAX = 30;

/** The enterprise role a new person gets: the configured one while it is still an ordinary enterprise role. */
async function jitRole(tx: DbOrTx, enterpriseId: string, roleId: string | null): Promise<string> {
  if (roleId) {
    const [r] = await tx
      .select({ id: roles.id, projectId: roles.projectId, builtIn: roles.builtIn })
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.enterpriseId, enterpriseId)));
    if (r && !r.projectId && r.builtIn !== 'enterprise_manager') return r.id;
  }
  return builtInRoleId(tx, { enterpriseId, projectId: null }, 'enterprise_staff');
}

async function jitDepartment(tx: DbOrTx, enterpriseId: string, name: string | null | undefined, fallback: string | null): Promise<string | null> {
  const wanted = name?.trim();
  if (wanted) {
    const [d] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.enterpriseId, enterpriseId), sql`lower(${departments.name}) = lower(${wanted})`))
      .orderBy(asc(departments.createdAt))
      .limit(1);
    if (d) return d.id;
  }
  if (!fallback) return null;
  const [d] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, fallback), eq(departments.enterpriseId, enterpriseId)));
  return d?.id ?? null;
}

/** A free login name made from the e-mail's local part: 'ann.lee', else 'ann.lee2', 'ann.lee3', … */
async function freeLoginName(tx: DbOrTx, email: string): Promise<string> {
  let base = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, LOGIN_MAX - 4);
  if (base.length < 3) base = `${base}sso`.slice(0, LOGIN_MAX - 4);
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const v = candidate.toLowerCase();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.loginName}) = ${v} or lower(${users.email}) = ${v}`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}${Date.now() % 1_000_000}`;
}

/**
 * The person's account in one transaction (the caller's). The e-mail decides, case-insensitive:
 * the enterprise's staff member with it signs in (unless marked invalid); an account with it that
 * is not staff here is refused (noAccount) even with jit 'create' — another person's account is
 * never joined to an enterprise by a sign-in; the enterprise adds it as staff instead. With no
 * account and jit 'create' a new one is made (no password) and joins the enterprise.
 * Concurrent first sign-ins of one person wait for each other on a lock of the e-mail, so they
 * give one account.
 */
export async function provisionStaff(tx: DbOrTx, _deps: Pick<Deps, 'now'>, v: ProvisionInput): Promise<ProvisionResult> {
  const email = v.email.trim();
  const lower = email.toLowerCase();
  if (!lower || !lower.includes('@')) return { kind: 'refused', reason: 'noAccount' };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'staff-provision:' + lower}))`);
  const holders = await tx
    .select({ id: users.id, isInvalid: users.isInvalid, member: enterpriseMembers.userId })
    .from(users)
    .leftJoin(enterpriseMembers, and(eq(enterpriseMembers.userId, users.id), eq(enterpriseMembers.enterpriseId, v.enterpriseId)))
    .where(sql`lower(${users.email}) = ${lower}`)
    .orderBy(asc(users.createdAt));
  const staff = holders.find((h) => h.member);
  if (staff) return staff.isInvalid ? { kind: 'refused', reason: 'invalidAccount' } : { kind: 'ok', userId: staff.id, created: false };
  if (holders.length || v.jit.mode !== 'create') return { kind: 'refused', reason: 'noAccount' };

  const roleId = await jitRole(tx, v.enterpriseId, v.jit.roleId);
  const departmentId = await jitDepartment(tx, v.enterpriseId, v.departmentName, v.jit.departmentId);
  const loginName = await freeLoginName(tx, email);
  const user = await createUser(tx, { loginName, name: v.name.trim().slice(0, 50) || loginName, email });
  await addEnterpriseMember(tx, v.enterpriseId, user.id, roleId);
  await setPost(tx, v.enterpriseId, user.id, null);
  await setDepartments(tx, v.enterpriseId, user.id, departmentId ? [departmentId] : []);
  return { kind: 'ok', userId: user.id, created: true };
}
