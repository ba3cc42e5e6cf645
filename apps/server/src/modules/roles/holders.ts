import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterpriseMembers } from '../enterprise';

// Who holds a role. Enterprise roles are held through enterprise_members (the enterprise module,
// below roles); project roles through project_members, which belong to the projects module
// above roles: it contributes how to count and move its holders here (docs/architecture.md,
// "Registries"), filled by the composition root.

export interface ProjectRoleHolders {
  /** How many members hold each of these project roles (absent: none). */
  count(db: DbOrTx, roleIds: string[]): Promise<Map<string, number>>;
  /**
   * Moves every holder of `from` (and pending invitations naming it) to `to` in the caller's
   * transaction; `isAdmin`: the target is the project administrator role. Returns how many moved.
   */
  move(tx: DbOrTx, from: string, to: string, isAdmin: boolean): Promise<number>;
}

let projectHolders: ProjectRoleHolders | null = null;

export function registerProjectRoleHolders(h: ProjectRoleHolders) {
  projectHolders = h;
}

function projectSide(): ProjectRoleHolders {
  if (!projectHolders) throw new Error('project role holders not registered (modules/index.ts fillRegistries)');
  return projectHolders;
}

/** Holders per role, enterprise and project roles alike. */
export async function holderCounts(db: DbOrTx, roleIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (roleIds.length === 0) return out;
  const rows = await db
    .select({ roleId: enterpriseMembers.roleId, n: count() })
    .from(enterpriseMembers)
    .where(inArray(enterpriseMembers.roleId, roleIds))
    .groupBy(enterpriseMembers.roleId);
  for (const r of rows) if (r.roleId) out.set(r.roleId, r.n);
  for (const [roleId, n] of await projectSide().count(db, roleIds)) out.set(roleId, (out.get(roleId) ?? 0) + n);
  return out;
}

/** Moves the holders of a role to another role of the same scope, in the caller's transaction. */
export async function moveHolders(
  tx: DbOrTx,
  role: { id: string; projectId: string | null; enterpriseId: string },
  to: { id: string; builtIn: string | null },
) {
  if (role.projectId) return projectSide().move(tx, role.id, to.id, to.builtIn === 'project_admin');
  const moved = await tx
    .update(enterpriseMembers)
    .set({ roleId: to.id })
    .where(and(eq(enterpriseMembers.enterpriseId, role.enterpriseId), eq(enterpriseMembers.roleId, role.id)))
    .returning({ userId: enterpriseMembers.userId });
  return moved.length;
}
