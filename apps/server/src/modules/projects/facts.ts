import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { enterpriseMembers, enterprises } from '../enterprise';
import { isEnterpriseManager, overrideGrantsSql, type ProjectScope } from '../roles';
import { projectMembers, projects } from './tables';

// The caller's facts in a project live here, beside the project and membership tables they read;
// the rules over them (canInProject, canSeeProject) and the grants stay in the roles module.

/**
 * Facts about the caller and a project, or null when the project does not exist. One statement
 * (it runs before every project call): the project, the caller's enterprise and project
 * memberships and both roles' grants, each with the caller's overrides of its scope applied
 * (enterprise-wide ones to the enterprise role, the project's to the project role).
 */
export async function projectFacts(db: Db, actor: Actor, projectId: string): Promise<ProjectScope | null> {
  const r = await db.execute(sql`
    select ${projects.enterpriseId} as enterprise_id, ${projects.permissionMode} as permission_mode,
      (select ${enterprises.suspendedAt} is not null from ${enterprises} where ${enterprises.id} = ${projects.enterpriseId}) as suspended,
      ${enterpriseMembers.userId} is not null as ent_member, ${projectMembers.userId} is not null as project_member,
      ${projectMembers.roleId} as project_role, coalesce(${projectMembers.isAdmin}, false) as project_admin,
      ${overrideGrantsSql({ enterpriseId: sql`${projects.enterpriseId}`, projectId: null }, sql`${enterpriseMembers.roleId}`, actor.userId)} as ent_grants,
      ${overrideGrantsSql({ enterpriseId: sql`${projects.enterpriseId}`, projectId: sql`${projects.id}` }, sql`${projectMembers.roleId}`, actor.userId)} as project_grants
    from ${projects}
    left join ${enterpriseMembers} on ${enterpriseMembers.enterpriseId} = ${projects.enterpriseId} and ${enterpriseMembers.userId} = ${actor.userId}
    left join ${projectMembers} on ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${actor.userId}
    where ${projects.id} = ${projectId}`);
  const row = r.rows[0] as
    | {
        enterprise_id: string;
        permission_mode: string;
        suspended: boolean | null;
        ent_member: boolean;
        project_member: boolean;
        project_role: string | null;
        project_admin: boolean;
        ent_grants: string[];
        project_grants: string[];
      }
    | undefined;
  if (!row) return null;
  const entPermissions = new Set(row.ent_grants);
  return {
    enterpriseId: row.enterprise_id,
    enterpriseSuspended: !!row.suspended,
    isSystemManager: actor.isSystemManager,
    isEnterpriseMember: row.ent_member,
    isEnterpriseManager: row.ent_member && isEnterpriseManager(actor.userLevel, entPermissions),
    projectId,
    actorId: actor.userId,
    sessionId: actor.sessionId,
    permissionMode: row.permission_mode,
    roleId: row.project_role,
    isProjectMember: row.project_member,
    isProjectAdmin: row.project_admin,
    permissions: new Set([...row.ent_grants, ...row.project_grants]),
  };
}
