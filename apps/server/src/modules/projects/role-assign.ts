import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ENTERPRISE_MODULES, PERMISSION_MODULES } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import { changedFields, describeOperation } from '../../db/operation';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { getUser, usersByIds } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import {
  canInEnterprise,
  enterpriseFacts,
  holderCounts,
  listRoles,
  permissionKey,
  projectGrants,
  type ProjectRoleHolders,
  type RoleScope,
  roles,
} from '../roles';
import { projectFacts } from './facts';
import { projectInvitations, projectMembers, projects } from './tables';

// Who holds which role: one user's roles, giving one role to one or many users, a person's
// effective grants and the platform's role groups (docs/roles.md). A member holds one project
// role (project_members.role_id) and a staff member one enterprise role (enterprise_members.role_id).

/** What the roles module needs to count and move the holders of project roles (fillRegistries). */
export const projectRoleHolders: ProjectRoleHolders = {
  async count(db, roleIds) {
    const rows = await db
      .select({ roleId: projectMembers.roleId, n: count() })
      .from(projectMembers)
      .where(inArray(projectMembers.roleId, roleIds))
      .groupBy(projectMembers.roleId);
    return new Map(rows.filter((r) => r.roleId).map((r) => [r.roleId!, r.n]));
  },
  async move(tx, from, to, isAdmin) {
    const moved = await tx
      .update(projectMembers)
      .set({ roleId: to, isAdmin })
      .where(eq(projectMembers.roleId, from))
      .returning({ userId: projectMembers.userId });
    await tx
      .update(projectInvitations)
      .set({ roleId: to })
      .where(and(eq(projectInvitations.roleId, from), isNull(projectInvitations.acceptedAt)));
    return moved.length;
  },
};

type RoleRow = typeof roles.$inferSelect;

async function roleOfScope(db: DbOrTx, scope: RoleScope, roleId: string): Promise<RoleRow> {
  const [r] = await db
    .select()
    .from(roles)
    .where(
      and(eq(roles.id, roleId), eq(roles.enterpriseId, scope.enterpriseId), scope.projectId ? eq(roles.projectId, scope.projectId) : isNull(roles.projectId)),
    );
  if (!r) throw Errors.badInput('role.unknown');
  return r;
}

/** A user's roles in the scope (one at most: see docs/roles.md). */
export async function userRoles(db: DbOrTx, scope: { enterpriseId: string; projectId: string | null }, userId: string) {
  const [m] = scope.projectId
    ? await db
        .select({ roleId: projectMembers.roleId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, userId)))
    : await db
        .select({ roleId: enterpriseMembers.roleId })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (!m) throw Errors.badInput('role.notHolder');
  const all = await listRoles(db, scope.enterpriseId, scope.projectId);
  return { userId, roles: all.filter((r) => r.id === m.roleId) };
}

/**
 * Gives one role to several people of the scope, in one transaction. Project: only admins and
 * managers give or take the administrator role and the last administrator keeps it; enterprise:
 * the same for the enterprise manager role.
 */
export async function assignRole(db: DbOrTx, scope: RoleScope, roleId: string, userIds: string[]) {
  const ids = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    // Lock the role row: a delete-role racing this waits, or this finds the role gone.
    await tx.execute(sql`select 1 from ${roles} where ${roles.id} = ${roleId} for update`);
    const role = await roleOfScope(tx, scope, roleId);
    if (scope.projectId) await assignProjectRole(tx, scope, scope.projectId, role, ids);
    else await assignEnterpriseRole(tx, scope, role, ids);
    return { roleId, count: ids.length };
  });
}

async function assignProjectRole(tx: DbOrTx, scope: RoleScope, projectId: string, role: RoleRow, ids: string[]) {
  const members = await tx
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, ids)));
  if (members.length !== ids.length) throw Errors.badInput('role.notHolder');
  const isAdmin = role.builtIn === 'project_admin';
  if ((isAdmin || members.some((m) => m.isAdmin)) && !scope.mayGrantAdmin) throw Errors.forbiddenKey('project.adminRoleByAdmins');
  await describeAssignments(
    tx,
    members.map((m) => ({ userId: m.userId, before: { roleId: m.roleId, isAdmin: m.isAdmin } })),
    { roleId: role.id, isAdmin },
  );
  await tx
    .update(projectMembers)
    .set({ roleId: role.id, isAdmin })
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, ids)));
  const [{ admins }] = await tx
    .select({ admins: count() })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.isAdmin, true)));
  // Thrown inside the transaction: the whole assignment rolls back.
  if (admins === 0) throw Errors.badInput('project.lastAdmin');
}

async function assignEnterpriseRole(tx: DbOrTx, scope: RoleScope, role: RoleRow, ids: string[]) {
  const members = await tx
    .select({ userId: enterpriseMembers.userId, roleId: enterpriseMembers.roleId, builtIn: roles.builtIn })
    .from(enterpriseMembers)
    .leftJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), inArray(enterpriseMembers.userId, ids)));
  if (members.length !== ids.length) throw Errors.badInput('role.notHolder');
  const touchesManager = role.builtIn === 'enterprise_manager' || members.some((m) => m.builtIn === 'enterprise_manager');
  if (touchesManager && !scope.mayGrantAdmin) throw Errors.forbiddenKey('role.managerRoleByManagers');
  await describeAssignments(
    tx,
    members.map((m) => ({ userId: m.userId, before: { roleId: m.roleId } })),
    { roleId: role.id },
  );
  await tx
    .update(enterpriseMembers)
    .set({ roleId: role.id })
    .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), inArray(enterpriseMembers.userId, ids)));
  const [{ managers }] = await tx
    .select({ managers: count() })
    .from(enterpriseMembers)
    .innerJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(roles.builtIn, 'enterprise_manager')));
  if (managers === 0) throw Errors.badInput('role.lastManager');
}

/**
 * One log target per person the assignment names (docs/operation-log.md), with the role fields
 * before and after that change; a person who already held the role is named without fields.
 */
async function describeAssignments(tx: DbOrTx, people: { userId: string; before: Record<string, unknown> }[], after: Record<string, unknown>) {
  const names = new Map(
    (
      await usersByIds(
        tx,
        people.map((p) => p.userId),
      )
    ).map((u) => [u.id, u.name]),
  );
  for (const p of people) describeOperation({ targetId: p.userId, targetName: names.get(p.userId), ...changedFields(p.before, after) });
}

/**
 * The grants a person may use in a project (canInProject over their facts, as every request
 * computes them) or an enterprise (canInEnterprise over the enterprise modules).
 */
export async function staffGrants(deps: Deps, scope: { enterpriseId: string; projectId: string | null }, userId: string) {
  const [m] = scope.projectId
    ? await deps.db
        .select({ roleId: projectMembers.roleId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, userId)))
    : await deps.db
        .select({ roleId: enterpriseMembers.roleId })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (!m) throw Errors.badInput('role.notHolder');
  const u = await getUser(deps.db, userId);
  const as: Actor = {
    userId: u.id,
    loginName: u.loginName,
    name: u.name,
    userLevel: u.userLevel,
    enterpriseId: scope.enterpriseId,
    sessionId: '',
    isSystemManager: deps.config.systemManagers.includes(u.loginName),
  };
  if (scope.projectId) {
    const f = await projectFacts(deps.db, as, scope.projectId);
    if (!f) throw Errors.badInput('role.notHolder');
    return {
      userId,
      projectId: scope.projectId,
      enterpriseId: f.enterpriseId,
      roleId: f.roleId,
      isAdmin: f.isProjectAdmin,
      isEnterpriseManager: f.isEnterpriseManager,
      permissions: projectGrants(f),
    };
  }
  const f = await enterpriseFacts(deps.db, as, scope.enterpriseId);
  const permissions = ENTERPRISE_MODULES.flatMap((mod) =>
    (PERMISSION_MODULES[mod] as readonly string[]).filter((a) => canInEnterprise(f, mod, a as never)).map((a) => permissionKey(mod, a)),
  );
  return {
    userId,
    projectId: null,
    enterpriseId: scope.enterpriseId,
    roleId: m.roleId,
    isAdmin: false,
    isEnterpriseManager: f.isEnterpriseManager,
    permissions,
  };
}

const ENTERPRISE_GROUP = 'enterprise';

/** get-all-roles: the enterprise's roles, then each project's under its name (projects by name). */
export async function allRoleGroups(db: DbOrTx, enterpriseId: string, enterpriseName: string) {
  const rows = await db
    .select({ r: roles, projectName: projects.name })
    .from(roles)
    .leftJoin(projects, eq(projects.id, roles.projectId))
    .where(eq(roles.enterpriseId, enterpriseId))
    .orderBy(sql`${roles.projectId} is not null`, asc(projects.name), asc(roles.projectId), desc(roles.defaultLevel), asc(roles.name));
  const counts = await holderCounts(
    db,
    rows.map((x) => x.r.id),
  );
  const groups: { groupId: string; groupName: string; projectId: string | null; roles: ReturnType<typeof roleRef>[] }[] = [];
  for (const { r, projectName } of rows) {
    const groupId = r.projectId ?? ENTERPRISE_GROUP;
    let g = groups.at(-1);
    if (!g || g.groupId !== groupId) groups.push((g = { groupId, groupName: projectName ?? enterpriseName, projectId: r.projectId, roles: [] }));
    g.roles.push(roleRef(r, counts));
  }
  return groups;
}

const roleRef = (r: RoleRow, counts: Map<string, number>) => ({
  id: r.id,
  name: r.name,
  builtIn: r.builtIn,
  defaultLevel: r.defaultLevel,
  holders: counts.get(r.id) ?? 0,
});

/** get-role-list: the roles of the enterprise and its projects, paged, by group then level. */
export async function platformRoleList(
  db: DbOrTx,
  enterpriseId: string,
  enterpriseName: string,
  q: { groupId?: string | null; name?: string | null; pageNum: number; pageSize: number },
) {
  const where: SQL[] = [eq(roles.enterpriseId, enterpriseId)];
  if (q.groupId === ENTERPRISE_GROUP) where.push(isNull(roles.projectId));
  else if (q.groupId) where.push(eq(roles.projectId, q.groupId));
  if (q.name) where.push(ilike(roles.name, `%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const [{ total }] = await db
    .select({ total: count() })
    .from(roles)
    .where(and(...where));
  const rows = await db
    .select({ r: roles, projectName: projects.name })
    .from(roles)
    .leftJoin(projects, eq(projects.id, roles.projectId))
    .where(and(...where))
    .orderBy(sql`${roles.projectId} is not null`, asc(projects.name), asc(roles.projectId), desc(roles.defaultLevel), asc(roles.name), asc(roles.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const counts = await holderCounts(
    db,
    rows.map((x) => x.r.id),
  );
  const list = rows.map(({ r, projectName }) => ({
    ...roleRef(r, counts),
    groupId: r.projectId ?? ENTERPRISE_GROUP,
    groupName: projectName ?? enterpriseName,
    projectId: r.projectId,
    remark: r.remark,
  }));
  return { list, total };
}
