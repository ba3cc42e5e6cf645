import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { StaffListQuery } from '@trestle/shared/staff-schemas';
import type { StaffRow } from '@trestle/shared/staff-responses';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { roles } from '../roles';
import { departmentMembers, departments, staffProfiles } from './tables';
import { withDescendants } from './departments';
import { cappedCount } from '../../db/capped-count';

// The enterprise's staff list (docs/staff.md "Staff list"): enterprise members with their
// account, post, departments and enterprise role. Read by get-staff, jm-get-staff,
// platform/get-staffs and the export.

const SORTS = {
  createTime: enterpriseMembers.joinedAt,
  name: users.name,
  loginName: users.loginName,
} as const;

/** The department filter of a list query: where.orgId, groupId and backUpOrgs together. */
function departmentFilter(q: StaffListQuery): string[] {
  return [...new Set([q.where.orgId, q.groupId, ...(q.backUpOrgs ?? [])].filter((v): v is string => !!v))];
}

/** The list's conditions, and whether they (or the sort) need the users table joined. */
async function whereOf(db: DbOrTx, enterpriseId: string, q: StaffListQuery): Promise<{ where: SQL | undefined; onUsers: boolean }> {
  const conds: (SQL | undefined)[] = [eq(enterpriseMembers.enterpriseId, enterpriseId)];
  let onUsers = q.sort !== 'createTime';
  if (q.where.isInvalid === 0 || q.where.isInvalid === 1) {
    conds.push(eq(users.isInvalid, q.where.isInvalid === 1));
    onUsers = true;
  }
  if (q.where.name) {
    const pattern = `%${q.where.name.replace(/[\\%_]/g, '\\$&')}%`;
    conds.push(or(ilike(users.name, pattern), ilike(users.loginName, pattern), ilike(users.email, pattern)));
    onUsers = true;
  }
  const depts = departmentFilter(q);
  if (depts.length) {
    // Sub-departments count: filtering by a department shows everyone under it.
    const all = await withDescendants(db, enterpriseId, depts);
    const inDepts = db
      .select({ userId: departmentMembers.userId })
      .from(departmentMembers)
      .where(inArray(departmentMembers.departmentId, all.length ? all : ['']));
    conds.push(inArray(enterpriseMembers.userId, inDepts));
  }
  return { where: and(...conds), onUsers };
}

/**
 * One page of the staff list (all rows with pageSize 0: the export). The page is chosen on the
 * membership rows alone (an index walk of enterprise_members_joined_idx when sorted by join
 * time and not filtered on the account), the account, post and role are read for that page only,
 * and the total is counted at most COUNT_AHEAD rows past the page (bench/README.md "Staff list").
 */
export async function listStaff(
  db: DbOrTx,
  enterpriseId: string,
  q: StaffListQuery,
  all = false,
): Promise<{ list: StaffRow[]; total: number; totalCapped: boolean }> {
  const { where, onUsers } = await whereOf(db, enterpriseId, q);
  const dir = q.sortValue === 'asc' ? asc : desc;
  // Ties by user id in the sort's direction, so one index serves both directions.
  const order = [dir(SORTS[q.sort]), dir(enterpriseMembers.userId)];
  const members = () => {
    const from = db.select({ id: enterpriseMembers.userId }).from(enterpriseMembers);
    return (onUsers ? from.innerJoin(users, eq(users.id, enterpriseMembers.userId)) : from).where(where).$dynamic();
  };
  const offset = all ? 0 : (q.pageNum - 1) * q.pageSize;
  const picked = all
    ? await members().orderBy(...order)
    : await members()
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offset);
  const count = all ? { total: picked.length, capped: false } : await cappedCount(db, members(), offset);
  const ids = picked.map((r) => r.id);
  const rows = ids.length ? await joinedRows(db, enterpriseId, ids) : [];
  const byId = new Map(rows.map((r) => [r.u.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is Joined => !!r);
  return { list: await present(db, enterpriseId, ordered), total: count.total, totalCapped: count.capped };
}

/** The account, join time, post and enterprise role of some staff members (any order). */
function joinedRows(db: DbOrTx, enterpriseId: string, userIds: string[]) {
  return db
    .select({ u: users, joinedAt: enterpriseMembers.joinedAt, post: staffProfiles.post, roleId: roles.id, roleName: roles.name, roleBuiltIn: roles.builtIn })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.enterpriseId, enterpriseMembers.enterpriseId), eq(staffProfiles.userId, enterpriseMembers.userId)))
    .leftJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, userIds)));
}

type Joined = {
  u: typeof users.$inferSelect;
  joinedAt: Date;
  post: string | null;
  roleId: string | null;
  roleName: string | null;
  roleBuiltIn: string | null;
};

async function present(db: DbOrTx, enterpriseId: string, rows: Joined[]): Promise<StaffRow[]> {
  const ids = rows.map((r) => r.u.id);
  const depts = ids.length
    ? await db
        .select({ userId: departmentMembers.userId, id: departments.id, name: departments.name })
        .from(departmentMembers)
        .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
        .where(and(eq(departments.enterpriseId, enterpriseId), inArray(departmentMembers.userId, ids)))
        .orderBy(asc(departments.name))
    : [];
  return rows.map((r) => ({
    _id: r.u.id,
    userId: r.u.id,
    name: r.u.name,
    loginName: r.u.loginName,
    email: r.u.email,
    phone: r.u.phone,
    post: r.post,
    departments: depts.filter((d) => d.userId === r.u.id).map((d) => ({ id: d.id, name: d.name })),
    role: r.roleId ? { id: r.roleId, name: r.roleName ?? '', builtIn: r.roleBuiltIn } : null,
    isInvalid: r.u.isInvalid ? 1 : 0,
    isSystem: r.u.isSystem,
    createTime: r.joinedAt.toISOString(),
  }));
}

/** One staff row, or null when the user is not staff of the enterprise. */
export async function staffRow(db: DbOrTx, enterpriseId: string, userId: string): Promise<StaffRow | null> {
  const rows = await joinedRows(db, enterpriseId, [userId]);
  return rows.length ? (await present(db, enterpriseId, rows))[0] : null;
}

/** Whether the account belongs to an enterprise other than this one. */
export async function inOtherEnterprise(db: DbOrTx, enterpriseId: string, userId: string) {
  const [row] = await db
    .select({ id: enterpriseMembers.enterpriseId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.userId, userId), ne(enterpriseMembers.enterpriseId, enterpriseId)))
    .limit(1);
  return !!row;
}
