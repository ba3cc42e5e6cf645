import { eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { enterpriseMembers } from '../enterprise/tables';
import { projectFacts } from '../roles/service';
import { canSeeProject } from '../roles/policy';
import { projectMembers } from './tables';

/**
 * Ids of the users a caller may pick: the members of a project the caller can see, or the
 * members of the caller's current enterprise.
 */
export async function enterpriseMemberIds(deps: Deps, actor: Actor, projectId?: string): Promise<string[]> {
  if (projectId) {
    const facts = await projectFacts(deps.db, actor, projectId);
    if (!facts || !canSeeProject(facts)) throw Errors.noAccess();
    const rows = await deps.db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
    return rows.map((r) => r.id);
  }
  if (!actor.enterpriseId) return [actor.userId];
  const rows = await deps.db.select({ id: enterpriseMembers.userId }).from(enterpriseMembers).where(eq(enterpriseMembers.enterpriseId, actor.enterpriseId));
  return rows.map((r) => r.id);
}
