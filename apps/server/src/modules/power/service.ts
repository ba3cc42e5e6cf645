import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ENTERPRISE_MODULES, isKnownPermission, PERMISSION_MODULES, PROJECT_MODULES, type PermissionModule } from '@trestle/shared';
import type { SavePowerBody, SaveUserPowerBody } from '@trestle/shared/power-schemas';
import type { Db, DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { describeOperation } from '../../db/operation';
import { users } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { builtInGrants, isFixedRole, listRoles, overrideGrantsSql, permissionOverrides, rolePermissions, roles, setRolePermissions } from '../roles';
import { departments } from '../staff';
import { projectMembers } from '../projects';
import type { PowerScope } from './access';

// The permission matrix (spec 3 §6; docs/permission-matrix.md): a role's grants, one
// department's or one user's overrides on top of them, and restoring defaults. The rule that
// combines them is the roles module's overrideGrantsSql, applied where the caller's facts load.

type Change<A> = { module: string; action: string; allowed: A };
type Subject = { kind: 'user' | 'org'; id: string; name: string };

const modulesOf = (scope: PowerScope): PermissionModule[] => (scope.isProject ? PROJECT_MODULES : ENTERPRISE_MODULES);

/** Every change names a catalogue permission of this side; a box clicked twice counts once (the last click). */
function checkChanges<A>(scope: PowerScope, changes: Change<A>[]): Change<A>[] {
  const side = modulesOf(scope) as string[];
  const byKey = new Map<string, Change<A>>();
  for (const c of changes) {
    const key = `${c.module}:${c.action}`;
    if (!isKnownPermission(c.module, c.action)) throw Errors.badInput('power.unknownPermission', { key });
    if (!side.includes(c.module)) throw Errors.badInput('power.outsideScope', { key });
    byKey.set(key, c);
  }
  return [...byKey.values()];
}

const overridesInScope = (scope: PowerScope): SQL =>
  and(
    eq(permissionOverrides.enterpriseId, scope.enterpriseId),
    scope.projectId ? eq(permissionOverrides.projectId, scope.projectId) : isNull(permissionOverrides.projectId),
  )!;

async function roleOfScope(db: DbOrTx, scope: PowerScope, roleId: string) {
  const [r] = await db
    .select()
    .from(roles)
    .where(
      and(eq(roles.id, roleId), eq(roles.enterpriseId, scope.enterpriseId), scope.projectId ? eq(roles.projectId, scope.projectId) : isNull(roles.projectId)),
    );
  if (!r) throw Errors.badInput('power.roleUnknown');
  return r;
}

async function presentRole(db: DbOrTx, scope: PowerScope, roleId: string) {
  const r = (await listRoles(db, scope.enterpriseId, scope.projectId)).find((x) => x.id === roleId);
  return r ? { ...r, fixed: isFixedRole(r.builtIn) } : null;
}

/**
 * The department (of this enterprise) or the user (a member of this project, or of this
 * enterprise on the enterprise side) that overrides are about; null when neither is named.
 */
async function subjectOf(db: DbOrTx, scope: PowerScope, ref: { orgId?: string | null; userId?: string | null }): Promise<Subject | null> {
  if (ref.orgId && ref.userId) throw Errors.badInput('power.subjectRequired');
  if (ref.orgId) {
    const [d] = await db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.id, ref.orgId), eq(departments.enterpriseId, scope.enterpriseId)));
    if (!d) throw Errors.badInput('power.orgUnknown');
    return { kind: 'org', id: d.id, name: d.name };
  }
  if (ref.userId) {
    const [u] = scope.projectId
      ? await db
          .select({ id: users.id, name: users.name })
          .from(projectMembers)
          .innerJoin(users, eq(users.id, projectMembers.userId))
          .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, ref.userId)))
      : await db
          .select({ id: users.id, name: users.name })
          .from(enterpriseMembers)
          .innerJoin(users, eq(users.id, enterpriseMembers.userId))
          .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(enterpriseMembers.userId, ref.userId)));
    if (!u) throw Errors.badInput('power.userUnknown');
    return { kind: 'user', id: u.id, name: u.name };
  }
  return null;
}

async function overridesOf(db: DbOrTx, scope: PowerScope, subject: Subject) {
  const rows = await db
    .select({ module: permissionOverrides.module, action: permissionOverrides.action, allowed: permissionOverrides.allowed })
    .from(permissionOverrides)
    .where(and(overridesInScope(scope), eq(permissionOverrides.subjectKind, subject.kind), eq(permissionOverrides.subjectId, subject.id)))
    .orderBy(permissionOverrides.module, permissionOverrides.action);
  return rows;
}

/**
 * What a user may do on this side after their role and every override (the rule of
 * overrideGrantsSql, as their next call would see it): the screen marks inherited boxes with it.
 */
async function effectiveOf(db: Db, scope: PowerScope, userId: string): Promise<string[]> {
  const m = scope.projectId ? projectMembers : enterpriseMembers;
  const where = scope.projectId
    ? sql`${projectMembers.projectId} = ${scope.projectId} and ${projectMembers.userId} = ${userId}`
    : sql`${enterpriseMembers.enterpriseId} = ${scope.enterpriseId} and ${enterpriseMembers.userId} = ${userId}`;
  const grants = overrideGrantsSql(
    { enterpriseId: sql`${scope.enterpriseId}`, projectId: scope.projectId ? sql`${scope.projectId}` : null },
    sql`${m.roleId}`,
    userId,
  );
  const r = await db.execute(sql`select ${grants} as grants from ${m} where ${where}`);
  const row = r.rows[0] as { grants: string[] } | undefined;
  return [...(row?.grants ?? [])].sort();
}

/** One screen: the catalogue rows of this side, the roles as columns with their grants, and a subject's overrides. */
export async function pageData(db: Db, scope: PowerScope, input: { orgId?: string | null; userId?: string | null }) {
  const subject = await subjectOf(db, scope, input);
  const roleList = await listRoles(db, scope.enterpriseId, scope.projectId);
  return {
    isProjectUserManagement: scope.isProject,
    enterpriseId: scope.enterpriseId,
    projectId: scope.projectId,
    modules: modulesOf(scope).map((module) => ({ module, actions: [...PERMISSION_MODULES[module]] })),
    roles: roleList.map((r) => ({ ...r, fixed: isFixedRole(r.builtIn) })),
    subject,
    overrides: subject ? await overridesOf(db, scope, subject) : [],
    effective: subject?.kind === 'user' ? await effectiveOf(db, scope, subject.id) : null,
  };
}

/** A role's grants changed box by box, in one transaction; a fixed role is never reduced (setRolePermissions). */
export async function saveRolePower(db: Db, scope: PowerScope, input: Pick<SavePowerBody, 'roleId' | 'check_box_click'>) {
  const role = await roleOfScope(db, scope, input.roleId);
  const changes = checkChanges(scope, input.check_box_click);
  await setRolePermissions(db, role.id, changes);
  return presentRole(db, scope, role.id);
}

/** One department's or one user's overrides: true / false set a box, null takes the override away; one transaction. */
export async function saveSubjectPower(db: Db, scope: PowerScope, input: Pick<SaveUserPowerBody, 'orgId' | 'userId' | 'check_box_click'>) {
  const subject = await subjectOf(db, scope, input);
  if (!subject) throw Errors.badInput('power.subjectRequired');
  const changes = checkChanges(scope, input.check_box_click);
  // Manager status is the role's (roles/overrides.ts): no override may give or take it.
  if (changes.some((c) => c.module === 'enterprise' && c.action === 'edit')) throw Errors.badInput('power.managerByRole');
  await db.transaction(async (tx) => {
    // The operation log's before/after: each changed override as "module:action": allow (true), deny (false) or none (null).
    const was = new Map((await overridesOf(tx, scope, subject)).map((x) => [`${x.module}:${x.action}`, x.allowed]));
    const before: Record<string, boolean | null> = {};
    const after: Record<string, boolean | null> = {};
    for (const c of changes) {
      const key = `${c.module}:${c.action}`;
      if ((was.get(key) ?? null) === c.allowed) continue;
      before[key] = was.get(key) ?? null;
      after[key] = c.allowed;
    }
    describeOperation({ targetId: subject.id, targetName: subject.name, before, after });
    for (const c of changes) {
      const o = permissionOverrides;
      await tx
        .delete(o)
        .where(and(overridesInScope(scope), eq(o.subjectKind, subject.kind), eq(o.subjectId, subject.id), eq(o.module, c.module), eq(o.action, c.action)));
      if (c.allowed === null) continue;
      await tx.insert(o).values({
        enterpriseId: scope.enterpriseId,
        projectId: scope.projectId,
        subjectKind: subject.kind,
        subjectId: subject.id,
        module: c.module,
        action: c.action,
        allowed: c.allowed,
      });
    }
  });
  return { subject, overrides: await overridesOf(db, scope, subject) };
}

/**
 * Restore: with orgId or userId, that subject's overrides of this side go (roleId, which the
 * spec's screen sends along, is then only context); with roleId alone, a built-in role gets its
 * default grants back. One transaction.
 */
export async function restorePower(db: Db, scope: PowerScope, input: { roleId?: string | null; orgId?: string | null; userId?: string | null }) {
  const subject = await subjectOf(db, scope, input);
  if (subject) {
    const o = permissionOverrides;
    const gone = await db.transaction(async (tx) => {
      const held = await overridesOf(tx, scope, subject);
      describeOperation({
        targetId: subject.id,
        targetName: subject.name,
        before: Object.fromEntries(held.map((x) => [`${x.module}:${x.action}`, x.allowed])),
        after: Object.fromEntries(held.map((x) => [`${x.module}:${x.action}`, null])),
      });
      return tx
        .delete(o)
        .where(and(overridesInScope(scope), eq(o.subjectKind, subject.kind), eq(o.subjectId, subject.id)))
        .returning({ module: o.module });
    });
    return { role: null, subject, count: gone.length };
  }
  if (!input.roleId) throw Errors.badInput('power.restoreTarget');
  const role = await roleOfScope(db, scope, input.roleId);
  const defaults = builtInGrants(role.builtIn);
  if (!defaults) throw Errors.badInput('power.noDefaults', { name: role.name });
  await db.transaction(async (tx) => {
    // The log names the grants that change: held and not a default, or a default not held.
    const held = new Set(
      (
        await tx
          .select()
          .from(rolePermissions)
          .where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.allowed, true)))
      ).map((g) => `${g.module}:${g.action}`),
    );
    const wanted = new Set(defaults.map((g) => `${g.module}:${g.action}`));
    const changed = [...new Set([...held, ...wanted])].filter((key) => held.has(key) !== wanted.has(key)).sort();
    describeOperation({
      targetId: role.id,
      targetName: role.name,
      before: Object.fromEntries(changed.map((key) => [key, held.has(key)])),
      after: Object.fromEntries(changed.map((key) => [key, wanted.has(key)])),
    });
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (defaults.length) await tx.insert(rolePermissions).values(defaults.map((g) => ({ roleId: role.id, module: g.module, action: g.action })));
  });
  return { role: await presentRole(db, scope, role.id), subject: null, count: defaults.length };
}
