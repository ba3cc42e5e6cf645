import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { allPermissions, ENTERPRISE_MODULES, PROJECT_MODULES, type PermissionPair } from '@trestle/shared';
import type { Db, DbOrTx } from '../../db/client';
import { describeOperation } from '../../db/operation';
import type { Actor } from '../../http/context';
import { enterpriseMembers, enterprises } from '../enterprise';
import { rolePermissions, roles } from './tables';
import { isEnterpriseManager, isFixedRole, permissionKey, type AccessFacts } from './policy';
import { Errors } from '../../http/errors';
import { overrideGrantsSql } from './overrides';

/** `enterpriseSuspended`: a system manager suspended the enterprise (the access check refuses everyone else). */
export type EnterpriseScope = Omit<AccessFacts, 'isProjectMember' | 'isProjectAdmin'> & { enterpriseId: string; enterpriseSuspended?: boolean };
/** `sessionId`: the caller's session (tickets minted for the caller die with it; 'share' for a link creator's rights). */
export type ProjectScope = AccessFacts & {
  projectId: string;
  enterpriseId: string;
  permissionMode: string;
  roleId: string | null;
  actorId: string;
  sessionId?: string;
  enterpriseSuspended?: boolean;
};

/**
 * The caller's facts in an enterprise: membership and the enterprise role's grants with the
 * caller's overrides applied (overrides.ts), in one statement, loaded per request so a change of
 * grants or overrides holds from the caller's next call.
 */
export async function enterpriseFacts(db: Db, actor: Actor, enterpriseId: string): Promise<EnterpriseScope> {
  const r = await db.execute(sql`
    select ${overrideGrantsSql({ enterpriseId: sql`${enterpriseMembers.enterpriseId}`, projectId: null }, sql`${enterpriseMembers.roleId}`, actor.userId)} as grants
    from ${enterpriseMembers}
    where ${enterpriseMembers.enterpriseId} = ${enterpriseId} and ${enterpriseMembers.userId} = ${actor.userId}`);
  const row = r.rows[0] as { grants: string[] } | undefined;
  const permissions = new Set<string>(row?.grants ?? []);
  const [ent] = await db.select({ suspendedAt: enterprises.suspendedAt }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return {
    enterpriseId,
    enterpriseSuspended: !!ent?.suspendedAt,
    isSystemManager: actor.isSystemManager,
    isEnterpriseMember: !!row,
    isEnterpriseManager: !!row && isEnterpriseManager(actor.userLevel, permissions),
    permissions,
  };
}

/** The allowed grants of a role as module:action keys, as an SQL array (empty for a null role). */
export const grantsSql = (roleId: SQL) =>
  sql`array(select ${rolePermissions.module} || ':' || ${rolePermissions.action} from ${rolePermissions} where ${rolePermissions.roleId} = ${roleId} and ${rolePermissions.allowed})`;

/** Default grants of the built-in member role: enter and use the day-to-day modules. */
export const MEMBER_GRANTS: PermissionPair[] = [
  ['project', 'enter'],
  ['dms', 'enter'],
  ['dms', 'query'],
  ['dms', 'add'],
  ['dms', 'upload'],
  ['dms', 'update'],
  ['dms', 'rename'],
  ['dms', 'copy'],
  ['dms', 'move'],
  ['dms', 'status'],
  ['dms', 'download'],
  ['dms', 'share'],
  ['dms', 'cabinet'],
  ['cabinet', 'allow'],
  ['cabinet', 'adddrawing'],
  ['cabinet', 'download'],
  ['annotation', 'access'],
  ['annotation', 'add'],
  ['task', 'enter'],
  ['task', 'add'],
  ['task', 'edit'],
  ['issue', 'enter'],
  ['issue', 'add'],
  ['issue', 'edit'],
  ['issue', 'export'],
  ['meeting', 'allow'],
  ['meeting', 'add'],
  ['digital_assets', 'enter'],
  ['timesheet', 'person'],
  ['iot', 'enter'],
  ['iot', 'repair'],
];

/**
 * Default grants of the built-in staff role: enter and see the enterprise. Creating projects
 * (enterprise:project_add) is granted by a manager, not given to every new staff member.
 */
export const STAFF_GRANTS: PermissionPair[] = [
  ['enterprise', 'enter'],
  ['enterprise', 'visit'],
];

/** Creates the built-in roles of a new project; returns their ids. */
export async function createProjectRoles(tx: DbOrTx, enterpriseId: string, projectId: string) {
  const adminId = randomUUID();
  const memberId = randomUUID();
  await tx.insert(roles).values([
    { id: adminId, enterpriseId, projectId, name: 'Project administrator', builtIn: 'project_admin', defaultLevel: 100 },
    { id: memberId, enterpriseId, projectId, name: 'Project member', builtIn: 'project_member', defaultLevel: 10 },
  ]);
  await tx
    .insert(rolePermissions)
    .values([
      ...allPermissions(PROJECT_MODULES).map((p) => ({ roleId: adminId, module: p.module, action: p.action })),
      ...MEMBER_GRANTS.map(([module, action]) => ({ roleId: memberId, module, action })),
    ]);
  return { adminRoleId: adminId, memberRoleId: memberId };
}

/**
/**
 * The default grants of a built-in role (what "restore defaults" puts back), or null for a role
 * that is not built in: project admin and enterprise manager hold every action of their side.
 */
export function builtInGrants(builtIn: string | null): { module: string; action: string }[] | null {
  const pairs = (list: PermissionPair[]) => list.map(([module, action]) => ({ module, action }));
  switch (builtIn) {
    case 'project_admin':
      return allPermissions(PROJECT_MODULES);
    case 'project_member':
      return pairs(MEMBER_GRANTS);
    case 'enterprise_manager':
      return allPermissions(ENTERPRISE_MODULES);
    case 'enterprise_staff':
      return pairs(STAFF_GRANTS);
    default:
      return null;
  }
}

/**
 * Creates an enterprise's built-in roles: manager (everything) and staff (STAFF_GRANTS: enter, visit).
 * Creating projects (enterprise:project_add) is not a default of staff: a manager grants it.
 */
export async function createEnterpriseRoles(tx: DbOrTx, enterpriseId: string) {
  const managerId = randomUUID();
  const staffId = randomUUID();
  await tx.insert(roles).values([
    { id: managerId, enterpriseId, projectId: null, name: 'Enterprise manager', builtIn: 'enterprise_manager', defaultLevel: 100 },
    { id: staffId, enterpriseId, projectId: null, name: 'Staff', builtIn: 'enterprise_staff', defaultLevel: 10 },
  ]);
  await tx
    .insert(rolePermissions)
    .values([
      ...allPermissions(ENTERPRISE_MODULES).map((p) => ({ roleId: managerId, module: p.module, action: p.action })),
      ...STAFF_GRANTS.map(([module, action]) => ({ roleId: staffId, module, action })),
    ]);
  return { managerRoleId: managerId, staffRoleId: staffId };
}

export async function builtInRoleId(db: DbOrTx, scope: { enterpriseId: string; projectId: string | null }, builtIn: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.enterpriseId, scope.enterpriseId),
        scope.projectId ? eq(roles.projectId, scope.projectId) : isNull(roles.projectId),
        eq(roles.builtIn, builtIn),
      ),
    );
  return row?.id ?? null;
}

/** Roles of an enterprise (projectId null) or a project, highest defaultLevel first. */
export async function listRoles(db: DbOrTx, enterpriseId: string, projectId: string | null) {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.enterpriseId, enterpriseId), projectId ? eq(roles.projectId, projectId) : isNull(roles.projectId)));
  const grants = rows.length
    ? await db
        .select()
        .from(rolePermissions)
        .where(
          inArray(
            rolePermissions.roleId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows
    .sort((a, b) => b.defaultLevel - a.defaultLevel)
    .map((r) => ({
      id: r.id,
      name: r.name,
      remark: r.remark,
      projectId: r.projectId,
      enterpriseId: r.enterpriseId,
      defaultLevel: r.defaultLevel,
      builtIn: r.builtIn,
      permissions: grants.filter((g) => g.roleId === r.id && g.allowed).map((g) => permissionKey(g.module, g.action)),
    }));
}

/**
 * Replaces the given grants of one role, in one transaction. Every path that changes grants comes
 * here, so the rule holds for all of them: a fixed role (isFixedRole) is never reduced.
 */
export async function setRolePermissions(db: DbOrTx, roleId: string, changes: { module: string; action: string; allowed: boolean }[]) {
  await db.transaction(async (tx) => {
    const [role] = await tx.select({ name: roles.name, builtIn: roles.builtIn }).from(roles).where(eq(roles.id, roleId)).for('update');
    if (role && isFixedRole(role.builtIn) && changes.some((c) => !c.allowed)) throw Errors.badInput('power.roleFixed', { name: role.name });
    // The operation log's before/after: each changed grant as "module:action": allowed.
    const held = await tx.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    const was = new Map(held.map((g) => [permissionKey(g.module, g.action), g.allowed]));
    const before: Record<string, boolean> = {};
    const after: Record<string, boolean> = {};
    for (const c of changes) {
      const key = permissionKey(c.module, c.action);
      if ((was.get(key) ?? false) === c.allowed) continue;
      before[key] = was.get(key) ?? false;
      after[key] = c.allowed;
    }
    describeOperation({ targetId: roleId, targetName: role?.name, before, after });
    for (const c of changes) {
      await tx
        .insert(rolePermissions)
        .values({ roleId, module: c.module, action: c.action, allowed: c.allowed })
        .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.module, rolePermissions.action], set: { allowed: c.allowed } });
    }
  });
}
