import { canInEnterprise, canInProject, enterpriseFacts, type EnterpriseScope, type ProjectScope } from '../roles';
import { projectScopeFor, type ScopedCtx } from '../../http/route';
import { Errors } from '../../http/errors';

// Who may change the permission matrix (docs/permission-matrix.md). A matrix call names its side
// in the body (isProjectUserManagement), so the route is a signed-in one and the scope is
// resolved here, before the service reads or writes anything.

/** The matrix being shown or changed: a project's (project roles) or an enterprise's. */
export interface PowerScope {
  isProject: boolean;
  enterpriseId: string;
  projectId: string | null;
}

/** Project side: project:permission (project admins, enterprise and system managers always may). */
export const mayManageProjectPower = (f: ProjectScope) => canInProject(f, 'project', 'permission');

/** Enterprise side: enterprise:permission (enterprise and system managers always may). */
export const mayManageEnterprisePower = (f: EnterpriseScope) => canInEnterprise(f, 'enterprise', 'permission');

/** The project side when isProjectUserManagement says so, or when it is omitted and a projectId is given. */
export const isProjectSide = (input: { isProjectUserManagement?: boolean | null; projectId?: string | null }) =>
  input.isProjectUserManagement ?? !!input.projectId;

/**
 * The caller's matrix, or the refusal: a caller who may not see the project or is not of the
 * enterprise learns nothing (noAccess), a member without the grant is refused (forbidden).
 */
export async function powerScope(
  ctx: ScopedCtx<'user'>,
  input: { isProjectUserManagement?: boolean | null; projectId?: string | null; enterpriseId?: string | null },
): Promise<PowerScope> {
  if (isProjectSide(input)) {
    const facts = await projectScopeFor(ctx, input.projectId ?? '');
    if (!mayManageProjectPower(facts)) throw Errors.forbidden();
    return { isProject: true, enterpriseId: facts.enterpriseId, projectId: facts.projectId };
  }
  const enterpriseId = input.enterpriseId || ctx.actor.enterpriseId;
  if (!enterpriseId) throw Errors.noAccess();
  const facts = await enterpriseFacts(ctx.deps.db, ctx.actor, enterpriseId);
  if (!facts.isEnterpriseMember && !facts.isSystemManager) throw Errors.noAccess();
  if (!mayManageEnterprisePower(facts)) throw Errors.forbidden();
  return { isProject: false, enterpriseId, projectId: null };
}
