import { eq } from 'drizzle-orm';
import type { AuthedCtx } from '../../http/context';
import { Errors } from '../../http/errors';
import type { PermissionPair } from '@trestle/shared';
import { canInEnterprise } from './policy';
import { enterpriseFacts, type EnterpriseScope, type ProjectScope } from './service';
import { roles } from './tables';

// Who may administer roles (docs/roles.md): in a project, holders of project:permission (and
// the project's administrators, enterprise managers and system managers, whom canInProject
// lets do everything); in an enterprise, holders of enterprise:permission and managers. The
// calls that name either scope check here, in the handler, since one path serves both.

export interface RoleScope {
  enterpriseId: string;
  /** null: the enterprise's roles. */
  projectId: string | null;
  /** May give or take the project administrator role (project admin, enterprise or system manager). */
  mayGrantAdmin: boolean;
  project: ProjectScope | null;
  enterprise: EnterpriseScope | null;
}

/**
 * The project check of the http layer (http/route.ts projectScopeFor), passed in by the routes:
 * it reads the projects module, which sits above roles.
 */
export type ProjectScopeLoader = (ctx: AuthedCtx, projectId: string, need: PermissionPair) => Promise<ProjectScope>;

/** Loads and checks the caller's right to administer roles in a project or an enterprise. */
export async function roleAdminScope(
  ctx: AuthedCtx,
  s: { projectId?: string | null; enterpriseId?: string | null },
  loadProject: ProjectScopeLoader,
): Promise<RoleScope> {
  if (s.projectId) return projectRoleScope(await loadProject(ctx, s.projectId, ['project', 'permission']));
  const e = await enterpriseScopeFor(ctx, s.enterpriseId);
  if (!canInEnterprise(e, 'enterprise', 'permission')) throw Errors.forbidden();
  return enterpriseRoleScope(e);
}

/** The role scope of a project whose project:permission check already passed. */
export const projectRoleScope = (p: ProjectScope): RoleScope => ({
  enterpriseId: p.enterpriseId,
  projectId: p.projectId,
  mayGrantAdmin: p.isProjectAdmin || p.isEnterpriseManager || p.isSystemManager,
  project: p,
  enterprise: null,
});

/** The role scope of an enterprise whose enterprise:permission check already passed. */
export const enterpriseRoleScope = (e: EnterpriseScope): RoleScope => ({
  enterpriseId: e.enterpriseId,
  projectId: null,
  mayGrantAdmin: e.isEnterpriseManager || e.isSystemManager,
  project: null,
  enterprise: e,
});

/** The enterprise facts of the caller, refused to non-members (the `enterprise` access kind's check). */
export async function enterpriseScopeFor(ctx: AuthedCtx, enterpriseId?: string | null): Promise<EnterpriseScope> {
  const id = enterpriseId || ctx.actor.enterpriseId;
  if (!id) throw Errors.noAccess();
  const e = await enterpriseFacts(ctx.deps.db, ctx.actor, id);
  if (!e.isEnterpriseMember && !e.isSystemManager) throw Errors.noAccess();
  return e;
}

/** A role the caller may administer, with the scope it lives in. */
export async function administeredRole(ctx: AuthedCtx, roleId: string, loadProject: ProjectScopeLoader) {
  const [role] = await ctx.deps.db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw Errors.badInput('role.unknown');
  const scope = await roleAdminScope(ctx, { projectId: role.projectId, enterpriseId: role.enterpriseId }, loadProject);
  return { role, scope };
}
