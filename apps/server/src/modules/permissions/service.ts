import { and, eq, inArray } from 'drizzle-orm';
import { PERMISSION_MODULES, type NodeModule } from '@trestle/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { getUser } from '../accounts';
import { type ProjectScope, permissionKey } from '../roles';
import { projectFacts } from '../projects';
import { nodeAclGrants, nodeAcls } from './tables';

// Node permissions (docs/sharing-permissions.md): a folder, file or cabinet is public (the
// project's role grants apply) or restricted (only its own role grants apply, to it and below,
// until a deeper node is restricted). A node the caller cannot enter hides everything below it.

export type Actions = ReadonlySet<string>;

/** The action that makes a node visible in each module. */
export const ENTRY: Record<NodeModule, string> = { dms: 'enter', cabinet: 'allow', annotation: 'access' };

export function moduleActions(module: NodeModule): readonly string[] {
  return PERMISSION_MODULES[module];
}

/** Project administrators, enterprise managers and system managers hold every action everywhere. */
export function holdsAll(scope: ProjectScope): boolean {
  return scope.isSystemManager || scope.isEnterpriseManager || scope.isProjectAdmin;
}

/** The caller's project-wide actions in a module. */
export function projectActions(scope: ProjectScope, module: NodeModule): Set<string> {
  const all = moduleActions(module);
  if (holdsAll(scope)) return new Set(all);
  return new Set(all.filter((a) => scope.permissions.has(permissionKey(module, a))));
}

/** The restricted nodes of a project in one module, with their grants per role. */
export interface AclIndex {
  mode: Map<string, string>;
  grants: Map<string, Map<string, Set<string>>>;
}

export async function loadAcls(db: DbOrTx, projectId: string, module: NodeModule): Promise<AclIndex> {
  const rows = await db
    .select()
    .from(nodeAcls)
    .where(and(eq(nodeAcls.projectId, projectId), eq(nodeAcls.module, module)));
  const mode = new Map(rows.map((r) => [r.targetId, r.mode]));
  const grants = new Map<string, Map<string, Set<string>>>();
  if (rows.length) {
    const g = await db
      .select()
      .from(nodeAclGrants)
      .where(
        and(
          eq(nodeAclGrants.module, module),
          inArray(
            nodeAclGrants.targetId,
            rows.map((r) => r.targetId),
          ),
        ),
      );
    for (const r of g) {
      const byRole = grants.get(r.targetId) ?? new Map<string, Set<string>>();
      byRole.set(r.roleId, (byRole.get(r.roleId) ?? new Set()).add(r.action));
      grants.set(r.targetId, byRole);
    }
  }
  return { mode, grants };
}

/** The actions a role holds at a restricted node. */
export function aclActions(acls: AclIndex, targetId: string, roleId: string | null): Set<string> {
  return new Set(roleId ? (acls.grants.get(targetId)?.get(roleId) ?? []) : []);
}

/**
 * Resolves a caller's actions node by node, caching by node id. `parentOf` names a node's
 * parent (null at the top); the module's own code supplies it from its tables.
 */
export class NodeResolver {
  private cache = new Map<string, Set<string> | null>();
  private acls: Promise<AclIndex> | null = null;

  constructor(
    private readonly db: Db,
    readonly scope: ProjectScope,
    readonly module: NodeModule,
    private readonly parentOf: (id: string) => Promise<string | null>,
  ) {}

  index(): Promise<AclIndex> {
    this.acls ??= loadAcls(this.db, this.scope.projectId, this.module);
    return this.acls;
  }

  /** Actions at the top of the tree (no node): the project's grants, or null without entry. */
  top(): Set<string> | null {
    const acts = projectActions(this.scope, this.module);
    return acts.has(ENTRY[this.module]) ? acts : null;
  }

  /** The caller's actions at a node, or null when the node (or one above it) is hidden. */
  async at(id: string | null): Promise<Set<string> | null> {
    if (!id) return this.top();
    if (this.cache.has(id)) return this.cache.get(id)!;
    const acls = await this.index();
    const parent = await this.parentOf(id);
    const above = await this.at(parent);
    let result: Set<string> | null = above;
    if (above && acls.mode.has(id) && !holdsAll(this.scope)) {
      const own = aclActions(acls, id, this.scope.roleId);
      result = own.has(ENTRY[this.module]) ? own : null;
    }
    this.cache.set(id, result);
    return result;
  }

  /** Restricted nodes the caller cannot see (everything below them is hidden too). */
  async hiddenRoots(): Promise<string[]> {
    if (holdsAll(this.scope)) return [];
    const acls = await this.index();
    const out: string[] = [];
    for (const id of acls.mode.keys()) if ((await this.at(id)) === null) out.push(id);
    return out;
  }
}

/** A user's project scope, as if they were calling (shares act with their creator's rights). */
export async function scopeForUser(deps: Deps, userId: string, projectId: string): Promise<ProjectScope | null> {
  const user = await getUser(deps.db, userId).catch(() => null);
  if (!user) return null;
  const actor = {
    userId: user.id,
    loginName: user.loginName,
    name: user.name,
    userLevel: user.userLevel ?? 1,
    enterpriseId: null,
    sessionId: 'share',
    isSystemManager: deps.config.systemManagers.includes(user.loginName),
  };
  return projectFacts(deps.db, actor, projectId);
}

/** Clears a node's own permissions (it inherits again). */
export async function clearAcl(tx: DbOrTx, module: NodeModule, targetId: string) {
  await tx.delete(nodeAclGrants).where(and(eq(nodeAclGrants.targetId, targetId), eq(nodeAclGrants.module, module)));
  await tx.delete(nodeAcls).where(and(eq(nodeAcls.targetId, targetId), eq(nodeAcls.module, module)));
}

/** Replaces a node's own permissions; call inside a transaction. */
export async function writeAcl(
  tx: DbOrTx,
  a: { module: NodeModule; targetId: string; projectId: string; mode: string; userId: string; at: Date; grants: { roleId: string; action: string }[] },
) {
  await clearAcl(tx, a.module, a.targetId);
  await tx.insert(nodeAcls).values({ targetId: a.targetId, module: a.module, projectId: a.projectId, mode: a.mode, updatedBy: a.userId, updatedAt: a.at });
  if (a.grants.length)
    await tx.insert(nodeAclGrants).values(a.grants.map((g) => ({ targetId: a.targetId, module: a.module, roleId: g.roleId, action: g.action })));
}

/** Removes the permissions of nodes that are gone (purged files, deleted cabinets). */
export async function dropAcls(tx: DbOrTx, module: NodeModule, targetIds: string[]) {
  if (!targetIds.length) return;
  await tx.delete(nodeAclGrants).where(and(eq(nodeAclGrants.module, module), inArray(nodeAclGrants.targetId, targetIds)));
  await tx.delete(nodeAcls).where(and(eq(nodeAcls.module, module), inArray(nodeAcls.targetId, targetIds)));
}

/** Gives copies the permissions of the restricted nodes they were copied from. */
export async function copyAcls(tx: DbOrTx, module: NodeModule, pairs: { from: string; to: string }[]) {
  if (!pairs.length) return;
  const to = new Map(pairs.map((p) => [p.from, p.to]));
  const acls = await tx
    .select()
    .from(nodeAcls)
    .where(and(eq(nodeAcls.module, module), inArray(nodeAcls.targetId, [...to.keys()])));
  if (!acls.length) return;
  const grants = await tx
    .select()
    .from(nodeAclGrants)
    .where(
      and(
        eq(nodeAclGrants.module, module),
        inArray(
          nodeAclGrants.targetId,
          acls.map((a) => a.targetId),
        ),
      ),
    );
  await tx.insert(nodeAcls).values(acls.map((a) => ({ ...a, targetId: to.get(a.targetId)! })));
  if (grants.length) await tx.insert(nodeAclGrants).values(grants.map((g) => ({ ...g, targetId: to.get(g.targetId)! })));
}

/** The flag object of spec 2 §3 for a set of document actions (docs/sharing-permissions.md). */
export function dmsFlags(acts: Actions | null) {
  const has = (a: string) => !!acts?.has(a);
  const flags: Record<string, boolean> = {};
  for (const a of PERMISSION_MODULES.dms) {
    const name = a === 'enter' ? 'allow' : a;
    flags[name] = has(a);
    flags[`dms_${name}`] = has(a);
  }
  flags.import = flags.dms_import = has('upload');
  // Names of the first documents release, kept for old clients.
  flags.enter = has('enter');
  flags.edit = has('rename') || has('move') || has('status');
  flags.export = has('download');
  return flags;
}

/** Cabinet permission flags (spec 2 §3). */
export function cabinetFlags(acts: Actions | null) {
  return Object.fromEntries(PERMISSION_MODULES.cabinet.map((a) => [a, !!acts?.has(a)])) as Record<(typeof PERMISSION_MODULES.cabinet)[number], boolean>;
}

/** A node as the permission calls show it; kind 'folder' answers actionType 1, 'file' 2. */
export interface AclNode {
  id: string;
  name: string;
  parentId: string | null;
  kind: 'folder' | 'file';
}

/**
 * What a module gives the permission calls (permissions/routes.ts): its nodes and a resolver
 * over them. files/access.ts exports the one for 'dms' (and 'annotation', on files), the
 * cabinets module `cabinetAdapter` for 'cabinet'; modules/index.ts registers them (adapters.ts).
 */
export interface NodeAdapter {
  find(deps: Deps, projectId: string, id: string): Promise<AclNode | null>;
  resolver(deps: Deps, scope: ProjectScope): NodeResolver;
}
