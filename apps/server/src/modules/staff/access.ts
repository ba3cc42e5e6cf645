import { Errors } from '../../http/errors';
import { projectScopeFor, type ScopedCtx } from '../../http/route';
import { canInEnterprise, canInProject, type EnterpriseScope } from '../roles';

// Who may do what with the organisation and staff beyond the route's `person` grant
// (docs/staff.md "Who may call"): the /protected/platform staff calls, enterprise roles and
// enterprise managers as targets are for enterprise managers and system managers only.

export const isManager = (s: EnterpriseScope) => s.isSystemManager || s.isEnterpriseManager;

export function requireManager(s: EnterpriseScope) {
  if (!isManager(s)) throw Errors.forbidden();
}

/**
 * What get-org-structure shows its caller (a member of the enterprise, checked by the route):
 * the full tree with person:enter; else, for the permission matrix's department picker, names
 * and ids only when `projectId` names a project of this enterprise in which the caller holds
 * project:permission (docs/permission-matrix.md). Anyone else is refused.
 */
export async function orgTreeView(ctx: ScopedCtx<'enterprise'>, projectId: string | null | undefined): Promise<'full' | 'names'> {
  if (canInEnterprise(ctx.enterprise, 'person', 'enter')) return 'full';
  if (!projectId) throw Errors.forbidden();
  const project = await projectScopeFor(ctx, projectId);
  if (project.enterpriseId !== ctx.enterprise.enterpriseId || !canInProject(project, 'project', 'permission')) throw Errors.forbidden();
  return 'names';
}
