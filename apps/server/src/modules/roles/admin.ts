import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ENTERPRISE_MODULES, PERMISSION_MODULES, PROJECT_MODULES, type PermissionModule } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { changedFields, describeOperation } from '../../db/operation';
import type { RoleScope } from './access';
import { holderCounts, moveHolders } from './holders';
import { permissionKey } from './policy';
import { builtInRoleId, listRoles } from './service';
import { rolePermissions, roles } from './tables';

// Creating, editing and deleting roles, and the role lists with holder counts (docs/roles.md).

type RoleRow = typeof roles.$inferSelect;
export interface RoleFields {
  name: string;
  remark?: string | null;
  defaultLevel?: number;
}

const inScope = (s: { enterpriseId: string; projectId: string | null }) =>
  and(eq(roles.enterpriseId, s.enterpriseId), s.projectId ? eq(roles.projectId, s.projectId) : isNull(roles.projectId));

/** The modules a role of this scope may hold grants in. */
export const scopeModules = (projectId: string | null): PermissionModule[] => (projectId ? PROJECT_MODULES : ENTERPRISE_MODULES);

/** The scope's roles, highest defaultLevel first, each with its grants and holder count. */
export async function rolesWithHolders(db: DbOrTx, scope: { enterpriseId: string; projectId: string | null }) {
  const list = await listRoles(db, scope.enterpriseId, scope.projectId);
  const counts = await holderCounts(
    db,
    list.map((r) => r.id),
  );
  return list.map((r) => ({ ...r, holders: counts.get(r.id) ?? 0 }));
}

async function roleOfScope(db: DbOrTx, scope: RoleScope, roleId: string) {
  const [r] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), inScope(scope)));
  if (!r) throw Errors.badInput('role.unknown');
  return r;
}

async function assertFreeName(db: DbOrTx, scope: RoleScope, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inScope(scope), sql`lower(${roles.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw Errors.badInput('role.nameTaken', { name });
}

/**
 * Creates a role in the scope. Its grants are a copy of `copyFrom` (a role of the same enterprise
 * and kind) or of the built-in member (project) or staff (enterprise) role, kept to the scope's modules.
 */
export async function addRole(db: DbOrTx, scope: RoleScope, v: RoleFields & { copyFrom?: string | null }) {
  await assertFreeName(db, scope, v.name);
  let source: string | null;
  if (v.copyFrom) {
    const [src] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.id, v.copyFrom), eq(roles.enterpriseId, scope.enterpriseId)));
    if (!src || !src.projectId !== !scope.projectId) throw Errors.badInput('role.unknown');
    source = src.id;
  } else {
    source = await builtInRoleId(db, scope, scope.projectId ? 'project_member' : 'enterprise_staff');
  }
  const modules = new Set<string>(scopeModules(scope.projectId));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    describeOperation({ targetId: id, targetName: v.name, after: { name: v.name } });
    await tx.insert(roles).values({
      id,
      enterpriseId: scope.enterpriseId,
      projectId: scope.projectId,
      name: v.name,
      remark: v.remark ?? null,
      defaultLevel: v.defaultLevel ?? 20,
    });
    if (!source) return;
    const grants = await tx
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, source), eq(rolePermissions.allowed, true)));
    const kept = grants.filter((g) => modules.has(g.module));
    if (kept.length) await tx.insert(rolePermissions).values(kept.map((g) => ({ roleId: id, module: g.module, action: g.action })));
  });
  return { ...(await oneRole(db, scope, id)) };
}

/** Renames a role, changes its remark and level; built-in roles keep their level. */
export async function updateRole(db: DbOrTx, scope: RoleScope, roleId: string, v: RoleFields) {
  const r = await roleOfScope(db, scope, roleId);
  if (r.builtIn && v.defaultLevel !== undefined && v.defaultLevel !== r.defaultLevel) throw Errors.badInput('role.builtInLevel', { name: r.name });
  await assertFreeName(db, scope, v.name, r.id);
  const next = { name: v.name, remark: v.remark === undefined ? r.remark : v.remark, defaultLevel: v.defaultLevel ?? r.defaultLevel };
  describeOperation({ targetId: r.id, targetName: v.name, ...changedFields(r, next) });
  await db.update(roles).set(next).where(eq(roles.id, r.id));
  return oneRole(db, scope, r.id);
}

/**
 * Deletes a role. Built-in roles stay. While anyone holds it the answer names how many and asks
 * for `moveTo` (a role of the same scope); with it, the holders move and the role goes in one transaction.
 */
export async function deleteRole(db: DbOrTx, scope: RoleScope, role: RoleRow, moveTo?: string | null) {
  if (role.builtIn) throw Errors.badInput('role.builtIn', { name: role.name });
  return db.transaction(async (tx) => {
    // Lock the role row: an assignment racing the delete waits, then finds the role gone.
    await tx.execute(sql`select 1 from ${roles} where ${roles.id} = ${role.id} for update`);
    const held = (await holderCounts(tx, [role.id])).get(role.id) ?? 0;
    let target: RoleRow | null = null;
    if (moveTo) {
      if (moveTo === role.id) throw Errors.badInput('role.moveToSelf');
      const [t] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.id, moveTo), inScope(role)));
      if (!t) throw Errors.badInput('role.moveToSelf');
      if (t.builtIn === 'project_admin' && held > 0 && !scope.mayGrantAdmin) throw Errors.forbiddenKey('project.adminRoleByAdmins');
      target = t;
    } else if (held > 0) {
      throw Errors.badInput('role.inUse', { name: role.name, count: held });
    }
    describeOperation({ targetId: role.id, targetName: role.name, ...(target ? { after: { movedTo: target.name, moved: held } } : {}) });
    const moved = target ? await moveHolders(tx, role, target) : 0;
    await tx.delete(roles).where(eq(roles.id, role.id));
    return { roleId: role.id, moved, movedTo: target?.id ?? null };
  });
}

async function oneRole(db: DbOrTx, scope: { enterpriseId: string; projectId: string | null }, roleId: string) {
  const r = (await rolesWithHolders(db, scope)).find((x) => x.id === roleId);
  if (!r) throw Errors.badInput('role.unknown');
  return r;
}

/** get-data-role: one role with its grants and holder count. */
export const dataRole = (db: DbOrTx, role: RoleRow) => oneRole(db, role, role.id);

/** get-role-power: the scope's catalogue as a module × action table with the role's check marks. */
export async function rolePower(db: DbOrTx, role: RoleRow) {
  const r = await oneRole(db, role, role.id);
  const granted = new Set(r.permissions);
  const modules = scopeModules(role.projectId).map((module) => ({
    module,
    actions: PERMISSION_MODULES[module].map((action) => ({ action, allowed: granted.has(permissionKey(module, action)) })),
  }));
  return { role: r, modules };
}
