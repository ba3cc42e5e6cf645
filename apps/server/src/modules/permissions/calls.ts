import { and, count, eq, isNotNull } from 'drizzle-orm';
import { PERMISSION_MODULES, type NodeModule } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { projectMembers } from '../projects';
import { listRoles, type ProjectScope } from '../roles';
import { aclActions, clearAcl, holdsAll, loadAcls, projectActions, writeAcl, type AclNode, type NodeAdapter, type NodeResolver } from './service';
import { describeOperation } from '../../db/operation';

// The permission calls of spec 2 §7 over any module's nodes (docs/sharing-permissions.md).

type Role = Awaited<ReturnType<typeof listRoles>>[number];

export interface NodeCtx {
  deps: Deps;
  scope: ProjectScope;
  module: NodeModule;
  adapter: NodeAdapter;
}

/** The node and the caller's actions there; hidden or unknown → 401 as for another project's id. */
export async function visibleNode(c: NodeCtx, id: string): Promise<{ node: AclNode; resolver: NodeResolver; acts: Set<string> }> {
  const node = await c.adapter.find(c.deps, c.scope.projectId, id);
  if (!node) throw Errors.notFound();
  const resolver = c.adapter.resolver(c.deps, c.scope);
  const acts = await resolver.at(id);
  if (!acts) throw Errors.noAccess();
  return { node, resolver, acts };
}

/** The chain from the top down to the node, as nodes. */
async function chainOf(c: NodeCtx, node: AclNode): Promise<AclNode[]> {
  const chain = [node];
  for (let p = node.parentId; p && chain.length < 1000;) {
    const up = await c.adapter.find(c.deps, c.scope.projectId, p);
    if (!up) break;
    chain.unshift(up);
    p = up.parentId;
  }
  return chain;
}

/** What one role may do at the node: its project grants, replaced by the nearest restricted node's. */
function roleActionsAt(module: NodeModule, role: Role, restrictedAbove: string | null, acls: Awaited<ReturnType<NodeResolver['index']>>) {
  const all = PERMISSION_MODULES[module];
  if (role.builtIn === 'project_admin') return [...all];
  if (restrictedAbove) return all.filter((a) => aclActions(acls, restrictedAbove, role.id).has(a));
  return all.filter((a) => role.permissions.includes(`${module}:${a}`));
}

/** get-file-initial-permission: how a node's permissions stand, role by role. */
export async function describe(c: NodeCtx, id: string) {
  const { node, resolver, acts } = await visibleNode(c, id);
  // Annotation permissions are per file and do not inherit; the others come down the tree.
  const acls = c.module === 'annotation' ? await loadAcls(c.deps.db, c.scope.projectId, 'annotation') : await resolver.index();
  const chain = c.module === 'annotation' ? [node] : await chainOf(c, node);
  const nearest = [...chain].reverse().find((n) => acls.mode.has(n.id)) ?? null;
  const above = [...chain.slice(0, -1)].reverse().find((n) => acls.mode.has(n.id)) ?? null;
  const own = acls.mode.get(node.id);
  const roles = await listRoles(c.deps.db, c.scope.enterpriseId, c.scope.projectId);
  return {
    fileId: node.id,
    name: node.name,
    kind: node.kind,
    moduleType: c.module,
    permissionType: own ?? (c.module === 'annotation' ? 'none' : 'public'),
    inheritedFrom: above ? { id: above.id, name: above.name } : null,
    actions: PERMISSION_MODULES[c.module],
    roles: roles.map((r) => ({
      roleId: r.id,
      roleName: r.name,
      builtIn: r.builtIn,
      // restrict_write gives every member access and add, whatever the roles (fileacl/annotation.ts annotationGrants).
      actions:
        c.module === 'annotation' && own === 'restrict_write' && r.builtIn !== 'project_admin'
          ? ['access', 'add']
          : roleActionsAt(c.module, r, nearest?.id ?? null, acls),
    })),
    canEdit: holdsAll(c.scope) || acts.has(c.module === 'annotation' ? 'annotation_permission' : 'permission'),
  };
}

const TYPES: Record<NodeModule, string[]> = {
  dms: ['public', 'restricted'],
  cabinet: ['public', 'restricted'],
  annotation: ['none', 'restrict_write', 'restrict_role_write'],
};

/** save-file-roles: a node becomes public again, or gets exactly these role grants. */
export async function save(c: NodeCtx, id: string, permissionType: string, grants: { roleId: string; actions: string[] }[]) {
  const { node, acts } = await visibleNode(c, id);
  const need = c.module === 'annotation' ? 'annotation_permission' : 'permission';
  if (!holdsAll(c.scope) && !acts.has(need)) throw Errors.forbidden();
  if (!TYPES[c.module].includes(permissionType)) throw Errors.badInput('acl.permissionType');
  const roles = await listRoles(c.deps.db, c.scope.enterpriseId, c.scope.projectId);
  const known = new Map(roles.map((r) => [r.id, r]));
  const rows: { roleId: string; action: string }[] = [];
  for (const g of grants) {
    const role = known.get(g.roleId);
    if (!role) throw Errors.badInput('acl.unknownRole');
    // The administrator role holds everything everywhere; nothing to store for it.
    if (role.builtIn === 'project_admin') continue;
    for (const a of new Set(g.actions)) {
      if (!(PERMISSION_MODULES[c.module] as readonly string[]).includes(a)) throw Errors.badInput('acl.unknownAction', { action: a });
      rows.push({ roleId: g.roleId, action: a });
    }
  }
  const inherit = permissionType === 'public' || permissionType === 'none';
  // restrict_write takes no role grants (every member views and adds): none are stored to mislead later.
  if (permissionType === 'restrict_write') rows.length = 0;
  // The folder, file or cabinet (name) with the mode and grants it gets; the grants as `roleId:action`.
  describeOperation({ targetId: id, targetName: node.name, after: { module: c.module, permissionType, grants: rows.map((r) => `${r.roleId}:${r.action}`) } });
  await c.deps.db.transaction(async (tx) => {
    if (inherit) await clearAcl(tx, c.module, id);
    else
      await writeAcl(tx, {
        module: c.module,
        targetId: id,
        projectId: c.scope.projectId,
        mode: permissionType,
        userId: c.scope.actorId,
        at: c.deps.now(),
        grants: rows,
      });
  });
  return describe(c, id);
}

/** The caller's actions in a module: at a node, or project-wide. */
export async function callerActions(c: NodeCtx, id: string | null | undefined, marking?: string | null) {
  const acts = id ? (await visibleNode(c, id)).acts : projectActions(c.scope, c.module);
  const list = (PERMISSION_MODULES[c.module] as readonly string[]).filter((a) => !marking || a === marking);
  if (marking && !list.length) throw Errors.badInput('acl.unknownAction', { action: marking });
  return { module: c.module, fileId: id ?? null, actions: list.map((action) => ({ action, value: acts.has(action) ? 1 : 0 })) };
}

/** Roles that hold an action at a node (or project-wide), with how many members have each. */
export async function rolesWith(c: NodeCtx, id: string | null | undefined, action: string) {
  if (!(PERMISSION_MODULES[c.module] as readonly string[]).includes(action)) throw Errors.badInput('acl.unknownAction', { action });
  const d = id ? await describe(c, id) : null;
  const roles = await listRoles(c.deps.db, c.scope.enterpriseId, c.scope.projectId);
  const holding = d
    ? d.roles.filter((r) => r.actions.includes(action))
    : roles.filter((r) => r.builtIn === 'project_admin' || r.permissions.includes(`${c.module}:${action}`)).map((r) => ({ roleId: r.id, roleName: r.name }));
  const counts = await c.deps.db
    .select({ roleId: projectMembers.roleId, n: count() })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, c.scope.projectId), isNotNull(projectMembers.roleId)))
    .groupBy(projectMembers.roleId);
  return {
    module: c.module,
    action,
    roles: holding.map((r) => ({ roleId: r.roleId, roleName: r.roleName, memberCount: counts.find((x) => x.roleId === r.roleId)?.n ?? 0 })),
  };
}
