import { and, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../http/context';
import { canInEnterprise, enterpriseFacts, type EnterpriseScope } from '../roles';
import { projectMembers, projects } from './tables';

/** Who sees every project of the enterprise in its lists: system and enterprise managers, and holders of enterprise:view_all_projects. */
export function seesAllProjects(ent: EnterpriseScope): boolean {
  return ent.isSystemManager || ent.isEnterpriseManager || canInEnterprise(ent, 'enterprise', 'view_all_projects');
}

/**
 * The projects of a group that the caller's project list shows (seesAllProjects, or the ones the
 * caller is a member of): what the group's home page counts and lists.
 */
export async function groupProjectsSeenBy(deps: Deps, actor: Actor, enterpriseId: string, groupId: string): Promise<string[]> {
  const ent = await enterpriseFacts(deps.db, actor, enterpriseId);
  const inGroup = and(eq(projects.enterpriseId, enterpriseId), eq(projects.groupId, groupId));
  const rows = seesAllProjects(ent)
    ? await deps.db.select({ id: projects.id }).from(projects).where(inGroup)
    : await deps.db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, actor.userId)))
        .where(inGroup);
  return rows.map((r) => r.id);
}
